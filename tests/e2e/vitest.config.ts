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
    // Safety nets only, sized for a machine running other work beside the tests (CI does): a test
    // waits for what a person waits for (an element, an answer), never for a duration, so a slow
    // machine makes it slower, not red. A single wait has its own limit (support.ts).
    testTimeout: 300_000,
    hookTimeout: 120_000,
    // expect.poll's default is one second, less than a refetch takes on a loaded machine.
    expect: { poll: { timeout: 30_000, interval: 100 } },
    // One browser, one server: the files run one after another.
    fileParallelism: false,
    pool: "forks",
    reporters: ["default"],
  },
});
