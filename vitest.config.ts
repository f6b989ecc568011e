import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["tests/worker/**/*.test.ts", "tests/scenarios/**/*.node.test.ts", "tests/tooling/**/*.test.ts"],
    environment: "node",
    setupFiles: ["tests/setup/node.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
  },
});
