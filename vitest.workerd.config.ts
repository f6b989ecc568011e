import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { defineConfig } from "vitest/config";

/**
 * The workerd runner (`npm run test:workerd`): the shared API scenarios (tests/scenarios) and the
 * edge-only tests (tests/workerd) run inside workerd against worker/runtime/edge/index.ts — the real Workers
 * entry, bindings and all — over a local D1 database migrated with db/migrations, the same files
 * `wrangler d1 migrations apply` uses. Bindings are those of wrangler.toml plus the secrets a
 * deployment would have (test values here); SEED_DEMO is off because tests never use demo data.
 */
export const WORKERD_TEST_BINDINGS = {
  JWT_SECRET: "workerd-test-secret-workerd-test-secret-0123",
  PASSWORD_PEPPER: "workerd-test-pepper-0123456789",
  SUPER_ADMIN_EMAIL: "super@workerd.test",
  SUPER_ADMIN_PASSWORD: "Super1234!edge",
  SEED_DEMO: "0",
  // Organizations' own addresses (issue 30), as in tests/helpers/db.ts's TEST_CONFIG.
  APP_DOMAIN: "coach.test",
};

export default defineConfig(async () => {
  const migrations = await readD1Migrations("db/migrations");
  return {
    plugins: [
      cloudflareTest({
        wrangler: { configPath: "./wrangler.toml" },
        miniflare: {
          bindings: { ...WORKERD_TEST_BINDINGS, TEST_MIGRATIONS: migrations },
          // A second, empty D1 database for the bootstrap test (first requests on a fresh database).
          d1Databases: { DB: "coach-platform-test", SEED_DB: "coach-platform-seed-test" },
        },
      }),
    ],
    test: {
      include: ["tests/workerd/**/*.test.ts"],
      setupFiles: ["tests/workerd/apply-migrations.ts", "tests/workerd/setup.ts"],
      // Safety nets only, as in vitest.config.ts: sized for a machine running other work.
      testTimeout: 120_000,
      hookTimeout: 180_000,
    },
  };
});
