import { spawn } from "node:child_process";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { job_runs } from "../../db/schema";
import type { JobKind } from "../../worker/domains/jobs/kind";
import { runJobsTick } from "../../worker/domains/jobs/runner";
import { createTestDb, type TestDb } from "../helpers/db";

/**
 * Issue 25's "a kill -9 between claim and done retries once", with a real process: a runner claims
 * a key and is killed with SIGKILL in the middle of the work. Its claim survives in the database;
 * another runner skips the key while the lease runs and does it exactly once after.
 */

const ROOT = join(import.meta.dirname, "..", "..");
let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
});
afterAll(() => t.close());

/** Starts the hanging runner and kills it -9 once it is inside the work. */
async function claimAndDie(key: string): Promise<void> {
  const child = spawn(process.execPath, ["--import", "tsx", "tests/worker/support/claim-and-hang.ts", key], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: `file:${t.path}` },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stderr = "";
  child.stderr?.on("data", (d) => {
    stderr += String(d);
  });
  const exited = new Promise<NodeJS.Signals | null>((resolve) =>
    child.on("exit", (_code, signal) => resolve(signal)),
  );
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on("data", (d) => {
      if (String(d).includes("working")) resolve();
    });
    child.on("exit", () => reject(new Error(`the runner exited before working: ${stderr}`)));
  });
  child.kill("SIGKILL");
  expect(await exited).toBe("SIGKILL");
}

describe("a runner killed between claim and done", () => {
  it("leaves its claim, which another runner skips during the lease and retries once after", async () => {
    const key = "kill-test:1";
    await claimAndDie(key);
    const [row] = await t.db.select().from(job_runs).where(eq(job_runs.key, key));
    expect(row).toMatchObject({ state: "running", attempts: 1 });

    const runs: string[] = [];
    const kind: JobKind = {
      name: "kill-test",
      leaseSeconds: 300,
      async due() {
        return [{ key, run: async () => void runs.push(key) }];
      },
    };
    t.clock.set(new Date().toISOString());
    expect(await runJobsTick(t.deps, { kinds: [kind] })).toMatchObject({ done: [], skipped: 1 });
    t.clock.advance(301);
    const [a, b] = await Promise.all([
      runJobsTick(t.deps, { kinds: [kind] }),
      runJobsTick(t.deps, { kinds: [kind] }),
    ]);
    expect([...a.done, ...b.done]).toEqual([key]);
    expect(runs).toEqual([key]);
    const [after] = await t.db.select().from(job_runs).where(eq(job_runs.key, key));
    expect(after).toMatchObject({ state: "done", attempts: 2 });
  });
});
