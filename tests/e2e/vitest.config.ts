import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

/**
 * Browser tests (Playwright driving Debian Chromium) against a running server. Run through
 * `npm run test:e2e` (scripts/test-e2e.mjs), which starts the server on a fresh database and sets
 * E2E_BASE_URL; or directly against a server you started: E2E_BASE_URL=http://localhost:8787.
 */
export default defineConfig({
  root: fileURLToPath(new URL("../..", import.meta.url)),
  test: {
    include: ["tests/e2e/**/*.test.ts"],
    environment: "node",
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // One browser, one server: the files run one after another.
    fileParallelism: false,
    pool: "forks",
    reporters: ["default"],
  },
});
