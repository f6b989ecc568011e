import { type SQL, sql } from "drizzle-orm";
import { workouts } from "../../../db/schema";
import { stoppedByGuard } from "../../data/batch-guards";
import { jsonChunks } from "../../data/sql";
import type { ServiceDeps } from "../../services/deps";

/**
 * Guards for the program batches (assignment, sync) computed from reads made before the batch:
 * statements that fail the whole batch when what was read has changed since, and the test that
 * tells such a lost race (a 409) from any other failure.
 * Decision: docs/decisions/2026-11-22-guards-inside-the-batch.md
 */

export { guard } from "../../data/batch-guards";

/** `[[id, updated_at], …]` rows each still stored with that updated_at (and pending, for copies). */
export function unchanged(rows: [number, string][], pending: boolean) {
  return jsonChunks(rows).map((json) => {
    const n = (JSON.parse(json) as unknown[]).length;
    return sql`(SELECT count(*) FROM json_each(${json}) AS j JOIN ${workouts} AS w
      ON w.id = json_extract(j.value, '$[0]') AND w.updated_at = json_extract(j.value, '$[1]')
      ${pending ? sql`AND w.state = 'pending'` : sql``}) = ${n}`;
  });
}

/**
 * Whether a failed batch lost a race: the guard's "integer overflow" in the error, or (whatever
 * text the driver gives it) a condition that no longer holds when read again.
 */
export async function lostRace(deps: ServiceDeps, error: unknown, conditions: SQL[]): Promise<boolean> {
  if (stoppedByGuard(error)) return true;
  for (const condition of conditions) {
    const [row] = await deps.db.all<{ ok: number }>(sql`SELECT (${condition}) AS ok`);
    if (!row || Number(row.ok) !== 1) return true;
  }
  return false;
}
