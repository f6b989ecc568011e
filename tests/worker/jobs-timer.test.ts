import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { JobKind } from "../../worker/domains/jobs/kind";
import type { Logger } from "../../worker/http/request-log";
import {
  DEFAULT_JOBS_INTERVAL_SECONDS,
  jobsIntervalSeconds,
  startJobsTimer,
} from "../../worker/runtime/node/jobs-timer";
import { createTestDb, type TestDb } from "../helpers/db";

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

const lines: { level: string; msg: string }[] = [];
const logger: Logger = { level: "debug", write: (level, msg) => void lines.push({ level, msg }) };

/** A kind with one new key per tick, so every tick has work to count. */
function tickCounter() {
  let ticks = 0;
  const kind: JobKind = {
    name: "timer-test",
    leaseSeconds: 60,
    async due() {
      const n = ++ticks;
      return [{ key: `timer-test:${n}`, run: async () => {} }];
    },
  };
  return { kind, ticks: () => ticks };
}

describe("the Node job timer", () => {
  it("reads JOBS_INTERVAL_SECONDS: 60 by default, 0 for off, nothing else but whole seconds", () => {
    expect(jobsIntervalSeconds({})).toBe(DEFAULT_JOBS_INTERVAL_SECONDS);
    expect(DEFAULT_JOBS_INTERVAL_SECONDS).toBe(60);
    expect(jobsIntervalSeconds({ JOBS_INTERVAL_SECONDS: "0" })).toBe(0);
    expect(jobsIntervalSeconds({ JOBS_INTERVAL_SECONDS: "15" })).toBe(15);
    expect(() => jobsIntervalSeconds({ JOBS_INTERVAL_SECONDS: "-1" })).toThrow(/JOBS_INTERVAL_SECONDS/);
    expect(() => jobsIntervalSeconds({ JOBS_INTERVAL_SECONDS: "1m" })).toThrow(/JOBS_INTERVAL_SECONDS/);
  });

  it("starts no timer when the interval is 0", async () => {
    vi.useFakeTimers();
    const { kind, ticks } = tickCounter();
    expect(startJobsTimer(t.deps, 0, logger, { kinds: [kind] })).toBeNull();
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(3600_000);
    expect(ticks()).toBe(0);
  });

  it("ticks every interval and stops on shutdown, waiting for the tick in progress", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const { kind, ticks } = tickCounter();
    const timer = startJobsTimer(t.deps, 60, logger, { kinds: [kind] });
    expect(timer).not.toBeNull();
    await vi.advanceTimersByTimeAsync(59_000);
    expect(ticks()).toBe(0);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(ticks()).toBe(1);
    // The tick does real database work; stop() returns once it has finished.
    await timer?.stop();
    expect(lines).toContainEqual({ level: "info", msg: "jobs" });
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(600_000);
    expect(ticks()).toBe(1);
  });
});
