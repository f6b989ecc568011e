import { afterEach, beforeEach, vi } from "vitest";

/**
 * Unexpected server errors are logged with console.error by the app's error handlers; in tests
 * such a log is a failure, so a 500 cannot hide behind an assertion on something else.
 */
let errors: unknown[][] = [];
beforeEach(() => {
  errors = [];
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    errors.push(args);
  });
  vi.spyOn(console, "info").mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
  if (errors.length > 0) {
    throw new Error(`console.error was called:\n${errors.map((a) => a.map(String).join(" ")).join("\n")}`);
  }
});
