import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: [
      "tests/worker/**/*.test.ts",
      // Pure rules of the web app (no DOM): arithmetic worth a unit test.
      "tests/web/**/*.test.ts",
      "tests/scenarios/**/*.node.test.ts",
      "tests/tooling/**/*.test.ts",
    ],
    environment: "node",
    setupFiles: ["tests/setup/node.ts"],
    // Safety nets only, sized for a machine running other work beside the tests (CI does): a
    // verdict never depends on the time taken; a cost is asserted by counting (statements, rows).
    testTimeout: 120_000,
    hookTimeout: 180_000,
    pool: "forks",
  },
});
