import { and, asc, eq, gte, lte, type SQL, sql } from "drizzle-orm";
import { fieldMessage, message } from "#shared/messages";
import { programs, workouts } from "../../../db/schema";
import { jsonChunks, uuidV7 } from "../../data/sql";
import type { CopyPlan } from "../../data/table-copy";
import { AppError } from "../../errors";
import type { Actor } from "../../services/actor";
import type { ServiceDeps } from "../../services/deps";
import { daysBetween } from "../clients/stats";
import { loadClientInScope } from "../workouts/access";
import { writeWorkouts } from "../workouts/writes";
import { assignedItemCopy } from "./assign";
import { NEW_PROGRAM_ID } from "./duplicate";
import { programLength, programLengthStatement } from "./length";
import { presentPrograms } from "./load";
import type { TProgramFromCalendarInput } from "./schemas";
import { copyItemsFrom, copyWorkoutsFrom } from "./template-copy";

/**
 * How a client's workout becomes a template of the new program: the content is copied, the day
 * becomes `position` (counted from the range's first day), and everything that belongs to the
 * client's copy (client, date, results, completion, assignment) is left behind. Tests check the
 * column lists (tests/worker/copies.test.ts).
 */
export function calendarTemplateCopy(
  program: { id: SQL; name: string; trainerId: number | null; organizationId: number },
  now: string,
): CopyPlan<typeof workouts> {
  return {
    exclude: {
      id: "a new row",
      import_key: "only imported rows carry their source",
      completed_at: "a template is never completed",
      program_assignment_id: "a template belongs to no assignment",
      template_workout_id: "a template is no assignment's copy",
      template_hash: "a template is no assignment's copy",
      note_id: "notes belong to the client's workout",
    },
    override: () => ({
      uuid: sql`json_extract(j.value, '$[1]')`,
      position: sql`json_extract(j.value, '$[2]')`,
      client_id: sql`NULL`,
      due: sql`NULL`,
      state: sql`'pending'`,
      program_id: program.id,
      program_name: sql`${program.name}`,
      trainer_id: sql`${program.trainerId}`,
      organization_id: sql`${program.organizationId}`,
      created_at: sql`${now}`,
      updated_at: sql`${now}`,
    }),
  };
}

/**
 * POST /programs/from_calendar (TrueCoach's "save this range as a program"): a client's workouts
 * from start_date to end_date become the templates of a new program of the client's organization,
 * each on its day counted from start_date, without results or completion. One atomic batch. A
 * client outside the caller's reach is a 404; a range without workouts is a 400.
 */
export async function programFromCalendar(deps: ServiceDeps, actor: Actor, input: TProgramFromCalendarInput) {
  const bundle = await loadClientInScope(deps, actor, input.client_id);
  const organizationId = bundle.client.organization_id;
  if (organizationId === null) throw new AppError("NOT_FOUND");
  const source = await deps.db
    .select({ id: workouts.id, due: workouts.due })
    .from(workouts)
    .where(
      and(
        eq(workouts.client_id, bundle.client.id),
        gte(workouts.due, input.start_date),
        lte(workouts.due, input.end_date),
      ),
    )
    .orderBy(asc(workouts.due), asc(workouts.order), asc(workouts.id));
  if (source.length === 0) {
    throw new AppError("BAD_REQUEST", message("RANGE_HAS_NO_WORKOUTS"), [
      { path: "start_date", message: fieldMessage("RANGE_HAS_NO_WORKOUTS") },
    ]);
  }
  const now = deps.clock.now().toISOString();
  const uuids = uuidV7(source.length, deps.clock.now().getTime());
  const rows = source.map((w, i) => [w.id, uuids[i]!, daysBetween(input.start_date, w.due!) + 1] as const);
  const highest = Math.max(...rows.map((r) => r[2]));
  // The program is the caller's when the caller coaches in that organization, else the client's coach's.
  const trainerId =
    actor.trainer && actor.trainer.organization_id === organizationId
      ? actor.trainer.id
      : bundle.client.trainer_id;
  const name = input.program.name;
  const insertProgram = deps.db
    .insert(programs)
    .values({
      name,
      description: input.program.description ?? null,
      organization_id: organizationId,
      trainer_id: trainerId,
      length: programLength(highest),
      highest_position: highest,
      created_at: now,
      updated_at: now,
    })
    .returning({ id: programs.id });
  const program = { id: NEW_PROGRAM_ID, name, trainerId, organizationId };
  const chunks = jsonChunks(rows);
  const workoutStatements = chunks.map((json) =>
    copyWorkoutsFrom(deps, json, calendarTemplateCopy(program, now), { source: "$[0]" }),
  );
  // A saved item is its prescription, not the client's result: assignment's item copy.
  const itemStatements = chunks.map((json) =>
    copyItemsFrom(deps, json, assignedItemCopy(now), { source: "$[0]", target: { uuid: "$[1]" } }),
  );
  // The length rule re-derived from the templates as written (a workout deleted since the read is
  // simply not copied).
  const [inserted] = await writeWorkouts(
    deps,
    [insertProgram, ...workoutStatements, ...itemStatements, programLengthStatement(deps, NEW_PROGRAM_ID)],
    [],
  );
  const newId = Number((inserted as unknown as { id: number }[])[0]?.id);
  const [row] = await deps.db.select().from(programs).where(eq(programs.id, newId));
  const [presented] = await presentPrograms(deps, [row!]);
  return { program: presented!, msg: message("PROGRAM_CREATED") };
}
