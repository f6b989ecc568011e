import { afterEach, beforeEach, vi } from "vitest";

/**
 * As on Node (tests/setup/node.ts): an unexpected server error is logged with console.error, and in
 * tests such a log is a failure. The Worker under test runs in the same isolate as the tests, so
 * the spy sees its logs too.
 */
let errors: unknown[][] = [];
/** Errors with their stack: a failure inside the Worker should point at the line that threw. */
const describe = (value: unknown): string =>
  value instanceof Error
    ? `${value.stack ?? String(value)}${value.cause ? `\n  caused by: ${describe(value.cause)}` : ""}`
    : String(value);
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
    throw new Error(`console.error was called:\n${errors.map((a) => a.map(describe).join(" ")).join("\n")}`);
  }
});
