import { and, desc, eq, isNotNull, isNull, lt, sql } from "drizzle-orm";
import { parseResultSets, type ResultSet } from "#shared/result-sets";
import { app_state, clients, users, workout_items, workouts } from "../../../db/schema";
import type { ServiceDeps } from "../../services/deps";
import type { JobInstance, JobKind } from "../jobs/kind";

/**
 * Results written before records existed become sets once (issue 27), in the background: the
 * records migration stores `records:backfill_below` (one past the highest item id holding a result
 * then); each instance reads the CHUNK items below it, newest first, writes their `result_sets`
 * (the logged_sets triggers do the rest) and moves the mark down in the same batch; the last one
 * removes it, and the kind lists nothing from then on. Why a job and not the migration or the
 * start: the parser is TypeScript (SQL cannot run it), and a Worker has no start-up hook that may
 * take minutes. Decision: docs/decisions/2026-11-26-records-from-results.md
 */

export const BACKFILL_KEY = "records:backfill_below";
/** Items per instance: parsing and writing them fits well within one Worker invocation. */
export const CHUNK = 1000;

async function backfillMark(deps: ServiceDeps): Promise<number | null> {
  const [row] = await deps.db
    .select({ value: app_state.value })
    .from(app_state)
    .where(eq(app_state.key, BACKFILL_KEY));
  return row ? Number(row.value) : null;
}

/** Reads the CHUNK items with a result below `below`, writes their sets, moves the mark. */
export async function backfillChunk(deps: ServiceDeps, below: number): Promise<void> {
  const rows = await deps.db
    .select({ id: workout_items.id, result: workout_items.result, units: users.units })
    .from(workout_items)
    .innerJoin(workouts, eq(workouts.id, workout_items.workout_id))
    .leftJoin(clients, eq(clients.id, workouts.client_id))
    .leftJoin(users, eq(users.id, clients.user_id))
    .where(
      and(
        lt(workout_items.id, below),
        isNotNull(workout_items.result),
        // A coach's override was written with its sets; the reading is only for plain results.
        isNull(workout_items.result_sets_override),
      ),
    )
    .orderBy(desc(workout_items.id))
    .limit(CHUNK);
  const parsed: { id: number; sets: ResultSet[] }[] = rows
    .map((r) => ({
      id: r.id,
      sets: parseResultSets(r.result ?? "", r.units === "imperial" ? "imperial" : "metric"),
    }))
    .filter((r) => r.sets.length > 0);
  const now = deps.clock.now().toISOString();
  const last = rows[rows.length - 1];
  const moveMark =
    rows.length < CHUNK || !last
      ? deps.db.delete(app_state).where(eq(app_state.key, BACKFILL_KEY))
      : deps.db
          .update(app_state)
          .set({ value: String(last.id), updated_at: now })
          .where(eq(app_state.key, BACKFILL_KEY));
  const writeSets = sql`
    UPDATE ${workout_items} SET result_sets = json_extract(j.value, '$.sets')
    FROM json_each(${JSON.stringify(parsed)}) AS j
    WHERE ${workout_items.id} = json_extract(j.value, '$.id')`;
  await deps.db.batch(parsed.length > 0 ? [deps.db.run(writeSets), moveMark] : [moveMark]);
}

export const resultSetsBackfill: JobKind = {
  name: "result-sets",
  leaseSeconds: 300,
  async due(deps): Promise<JobInstance[]> {
    const below = await backfillMark(deps);
    if (below === null) return [];
    return [{ key: `result-sets:${below}`, run: () => backfillChunk(deps, below) }];
  },
};
