import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openNodeDatabase } from "../../db/node";
import { job_runs } from "../../db/schema";
import { claimJob, KEEP_DONE_DAYS } from "../../worker/domains/jobs/claims";
import type { JobKind } from "../../worker/domains/jobs/kind";
import { runJobsTick } from "../../worker/domains/jobs/runner";
import type { ServiceDeps } from "../../worker/services/deps";
import { createTestDb, type TestDb } from "../helpers/db";

/**
 * The runner's promise (issue 25): each key once, whichever runners run at the same time, and a
 * claim whose runner died is taken over once its lease has passed — never before, never twice.
 */

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb({ d1Limits: true });
});
afterAll(() => t.close());

let seq = 0;
/**
 * A kind listing `keys` (prefixed to keep tests apart) that records each run. Each run reads the
 * database before it counts, so concurrent ticks interleave at real I/O.
 */
function countingKind(deps: ServiceDeps, count: number, leaseSeconds = 60) {
  const prefix = `test-${++seq}`;
  const runs: string[] = [];
  const keys = Array.from({ length: count }, (_, i) => `${prefix}:${i}`);
  const kind: JobKind = {
    name: prefix,
    leaseSeconds,
    async due() {
      return keys.map((key) => ({
        key,
        run: async () => {
          await deps.db.select().from(job_runs).where(eq(job_runs.key, key));
          runs.push(key);
        },
      }));
    },
  };
  return { kind, keys, runs };
}

const attemptsOf = async (key: string) =>
  (await t.db.select().from(job_runs).where(eq(job_runs.key, key)))[0];

describe("the job runner", () => {
  it("does each key once when two ticks run at the same time on one connection", async () => {
    const { kind, keys, runs } = countingKind(t.deps, 8);
    const reports = await Promise.all([
      runJobsTick(t.deps, { kinds: [kind] }),
      runJobsTick(t.deps, { kinds: [kind] }),
    ]);
    expect([...runs].sort()).toEqual([...keys].sort());
    expect(reports.flatMap((r) => r.done).sort()).toEqual([...keys].sort());
    // A later tick finds everything done and does nothing.
    const again = await runJobsTick(t.deps, { kinds: [kind] });
    expect(again.done).toEqual([]);
    expect(again.skipped).toBe(keys.length);
    expect(runs).toHaveLength(keys.length);
    for (const key of keys) expect((await attemptsOf(key))?.state).toBe("done");
  });

  it("does each key once when two processes' connections to one database tick together", async () => {
    const other = await openNodeDatabase(`file:${t.path}`);
    try {
      const otherDeps: ServiceDeps = { ...t.deps, db: other.db };
      const { kind, keys, runs } = countingKind(t.deps, 12);
      const reports = await Promise.all([
        runJobsTick(t.deps, { kinds: [kind] }),
        runJobsTick(otherDeps, { kinds: [kind] }),
        runJobsTick(otherDeps, { kinds: [kind] }),
      ]);
      expect([...runs].sort()).toEqual([...keys].sort());
      expect(reports.flatMap((r) => r.done).sort()).toEqual([...keys].sort());
      for (const key of keys) expect((await attemptsOf(key))?.attempts).toBe(1);
    } finally {
      other.client.close();
    }
  });

  it("skips a claim whose lease runs, then retries a dead runner's claim exactly once", async () => {
    const { kind, keys, runs } = countingKind(t.deps, 1, 300);
    const key = keys[0]!;
    // A runner claimed the key and died (kill -9) before marking it done.
    expect(await claimJob(t.deps, kind.name, key, kind.leaseSeconds)).toBe(1);

    const during = await runJobsTick(t.deps, { kinds: [kind] });
    expect(during).toMatchObject({ done: [], skipped: 1 });
    expect(runs).toEqual([]);

    t.clock.advance(301);
    const [a, b] = await Promise.all([
      runJobsTick(t.deps, { kinds: [kind] }),
      runJobsTick(t.deps, { kinds: [kind] }),
    ]);
    expect([...a.done, ...b.done]).toEqual([key]);
    expect(runs).toEqual([key]);
    expect(await attemptsOf(key)).toMatchObject({ state: "done", attempts: 2, lease_until: null });

    t.clock.advance(3600);
    expect((await runJobsTick(t.deps, { kinds: [kind] })).done).toEqual([]);
    expect(runs).toEqual([key]);
  });

  it("leaves a failed instance claimed until its lease passes, then retries it", async () => {
    let calls = 0;
    const errors: string[] = [];
    const kind: JobKind = {
      name: "flaky",
      leaseSeconds: 120,
      async due() {
        return [
          {
            key: "flaky:1",
            run: async () => {
              calls++;
              if (calls === 1) throw new Error("database away");
            },
          },
        ];
      },
    };
    const onError = (key: string) => void errors.push(key);
    expect(await runJobsTick(t.deps, { kinds: [kind], onError })).toMatchObject({ failed: ["flaky:1"] });
    expect(errors).toEqual(["flaky:1"]);
    expect((await runJobsTick(t.deps, { kinds: [kind], onError })).done).toEqual([]);
    expect(calls).toBe(1);
    t.clock.advance(121);
    expect((await runJobsTick(t.deps, { kinds: [kind], onError })).done).toEqual(["flaky:1"]);
    expect(calls).toBe(2);
  });

  it("does at most maxInstances per tick and the rest in the next ones", async () => {
    const { kind, keys, runs } = countingKind(t.deps, 5);
    expect(await runJobsTick(t.deps, { kinds: [kind], maxInstances: 2 })).toMatchObject({ deferred: 3 });
    expect(runs).toHaveLength(2);
    expect(await runJobsTick(t.deps, { kinds: [kind], maxInstances: 2 })).toMatchObject({ deferred: 1 });
    expect(await runJobsTick(t.deps, { kinds: [kind], maxInstances: 2 })).toMatchObject({ deferred: 0 });
    expect([...runs].sort()).toEqual([...keys].sort());
  });

  it("forgets done rows after KEEP_DONE_DAYS", async () => {
    const { kind, keys } = countingKind(t.deps, 1);
    await runJobsTick(t.deps, { kinds: [kind] });
    expect(await attemptsOf(keys[0]!)).toBeDefined();
    t.clock.advance(KEEP_DONE_DAYS * 86_400 + 1);
    await runJobsTick(t.deps, { kinds: [] });
    expect(await attemptsOf(keys[0]!)).toBeUndefined();
  });
});
