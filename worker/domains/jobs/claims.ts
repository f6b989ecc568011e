import { and, eq, lt, lte, ne, or, sql } from "drizzle-orm";
import { job_runs } from "../../../db/schema";
import type { ServiceDeps } from "../../services/deps";

/**
 * Claims in the database: the only coordination between runners (two Node processes on one
 * database, overlapping Cron invocations, Node and Workers side by side). Each step is one
 * statement, atomic on libSQL and D1 alike.
 * Decision: docs/decisions/2026-11-26-job-runner.md
 */

/** Done rows are kept this long, then pruned; no kind lists a key again after that long. */
export const KEEP_DONE_DAYS = 30;

const isoAfter = (now: Date, seconds: number) => new Date(now.getTime() + seconds * 1000).toISOString();

/**
 * Takes `key` for `leaseSeconds`: inserts its row, or takes over a row that is not done and whose
 * lease has passed (its runner died or failed). Answers the attempt number (the claim's identity,
 * for `finishJob`), or null when the key is done or another runner holds it. Which one wins is
 * decided by the row: SQLite applies one write at a time, and the loser's WHERE no longer matches.
 */
export async function claimJob(
  deps: ServiceDeps,
  kind: string,
  key: string,
  leaseSeconds: number,
): Promise<number | null> {
  const now = deps.clock.now();
  const nowIso = now.toISOString();
  const leaseUntil = isoAfter(now, leaseSeconds);
  const won = await deps.db
    .insert(job_runs)
    .values({ key, kind, state: "running", lease_until: leaseUntil, attempts: 1, claimed_at: nowIso })
    .onConflictDoUpdate({
      target: job_runs.key,
      set: {
        state: "running",
        lease_until: leaseUntil,
        attempts: sql`${job_runs.attempts} + 1`,
        claimed_at: nowIso,
      },
      setWhere: and(ne(job_runs.state, "done"), lte(job_runs.lease_until, nowIso)),
    })
    .returning({ attempts: job_runs.attempts });
  return won[0]?.attempts ?? null;
}

/**
 * Marks the claim `attempt` of `key` done. A claim taken over meanwhile (the lease was too short
 * for the work) is not marked by the runner it was taken from.
 */
export async function finishJob(deps: ServiceDeps, key: string, attempt: number): Promise<void> {
  await deps.db
    .update(job_runs)
    .set({ state: "done", lease_until: null, done_at: deps.clock.now().toISOString() })
    .where(and(eq(job_runs.key, key), eq(job_runs.attempts, attempt), eq(job_runs.state, "running")));
}

/**
 * Of `keys`, those no runner may take now (done, or held under a live lease): one read, so a
 * tick skips finished work without a write per key.
 */
export async function unavailableKeys(deps: ServiceDeps, keys: readonly string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const nowIso = deps.clock.now().toISOString();
  const rows = await deps.db
    .select({ key: job_runs.key })
    .from(job_runs)
    .where(
      and(
        sql`${job_runs.key} IN (SELECT value FROM json_each(${JSON.stringify(keys)}))`,
        or(eq(job_runs.state, "done"), sql`${job_runs.lease_until} > ${nowIso}`),
      ),
    );
  return new Set(rows.map((r) => r.key));
}

/** Forgets done rows older than KEEP_DONE_DAYS (the table stays small). */
export async function pruneDoneJobs(deps: ServiceDeps): Promise<void> {
  const before = isoAfter(deps.clock.now(), -KEEP_DONE_DAYS * 86_400);
  await deps.db.delete(job_runs).where(and(eq(job_runs.state, "done"), lt(job_runs.done_at, before)));
}
