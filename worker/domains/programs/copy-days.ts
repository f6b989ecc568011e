import { and, asc, eq, isNull, sql } from "drizzle-orm";
import { workouts } from "../../../db/schema";
import { inIds } from "../../data/sql";
import type { Actor } from "../../services/actor";
import type { ServiceDeps } from "../../services/deps";
import { workoutListColumns, workoutListRows } from "../workouts/rows";
import { workoutsPayload } from "../workouts/side-load";
import { writeWorkouts } from "../workouts/writes";
import { programLengthStatement } from "./length";
import { loadProgramInScope } from "./load";
import type { TCopyDaysInput } from "./schemas";
import { copyTemplateStatements, templateCopyRows } from "./template-copy";

/**
 * POST /programs/{id}/copy_days: every template workout at `from_positions` is copied with its
 * items, keeping the days' relative offsets (the smallest from-position lands on `to_position`),
 * and the program length is re-derived, all in one atomic batch. The grid's week copy/paste and
 * multi-day paste; a single day's paste stays workouts.paste and moving stays workouts.update.
 */
export async function copyProgramDays(deps: ServiceDeps, actor: Actor, id: number, input: TCopyDaysInput) {
  const program = await loadProgramInScope(deps, actor, id);
  const first = Math.min(...input.from_positions);
  const templates = await deps.db
    .select({ id: workouts.id, position: workouts.position })
    .from(workouts)
    .where(
      and(
        eq(workouts.program_id, id),
        isNull(workouts.client_id),
        inIds(workouts.position, input.from_positions),
      ),
    )
    .orderBy(asc(workouts.position), asc(workouts.order), asc(workouts.id));
  const rows = templateCopyRows(deps, templates, (position) => input.to_position + position - first);
  const now = deps.clock.now().toISOString();
  const [firstCopy, ...otherCopies] = copyTemplateStatements(
    deps,
    rows,
    { id: sql`${program.id}`, name: program.name },
    now,
  );
  // Nothing at those days: nothing to copy, and the length stays what it is.
  if (!firstCopy) return { workouts: [], workout_items: [] };
  await writeWorkouts(deps, [firstCopy, ...otherCopies, programLengthStatement(deps, program.id)], []);
  const created = await deps.db
    .select(workoutListColumns)
    .from(workouts)
    .where(sql`${workouts.uuid} IN (SELECT value FROM json_each(${JSON.stringify(rows.map((r) => r[1]))}))`)
    .orderBy(asc(workouts.position), asc(workouts.order), asc(workouts.id));
  const payload = await workoutsPayload(deps, workoutListRows(created));
  return { workouts: payload.workouts, workout_items: payload.workout_items };
}
