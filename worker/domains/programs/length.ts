import { and, eq, isNull, type SQL, sql } from "drizzle-orm";
import { programs, workouts } from "../../../db/schema";
import type { ServiceDeps } from "../../services/deps";

/**
 * The program-length rule of SPEC section 4, in one place.
 *
 * A program's template workouts carry `position`, the 1-based day (1–7 is week 1).
 * `highest_position` is the largest position among them (0 when there are none) and
 * `length = 7 × max(1, trunc((highest_position + 6) / 7))` days: positions 1 and 7 give 7,
 * 8 and 14 give 14, 15 gives 21, an empty program 7.
 */
export function programLength(highestPosition: number): number {
  return 7 * Math.max(1, Math.trunc((highestPosition + 6) / 7));
}

/**
 * The statement that re-derives `highest_position` and `length` from the program's template
 * workouts as they are at that point of the batch. Put it in the same `db.batch` as the workout
 * write (create, paste, move, delete), after it: the program never disagrees with its workouts.
 * Creating beyond the highest position raises it; deleting or moving recomputes it.
 * The max comes from workouts_program_idx (program_id, client_id, position) in one index probe.
 */
export function programLengthStatement(deps: ServiceDeps, programId: number | SQL) {
  const highest = sql<number>`(SELECT coalesce(max(${workouts.position}), 0) FROM ${workouts} WHERE ${and(
    eq(workouts.program_id, programId),
    isNull(workouts.client_id),
  )})`;
  return deps.db
    .update(programs)
    .set({
      highest_position: highest,
      // SQLite divides integers with truncation, exactly like programLength().
      length: sql`7 * max(1, (${highest} + 6) / 7)`,
      updated_at: deps.clock.now().toISOString(),
    })
    .where(eq(programs.id, programId));
}
