import { and, asc, eq, isNull, sql } from "drizzle-orm";
import { message } from "#shared/messages";
import { NAME_MAX_LENGTH } from "#shared/shared-rules";
import { programs, workouts } from "../../../db/schema";
import { type CopyPlan, insertCopy } from "../../data/table-copy";
import { AppError } from "../../errors";
import type { Actor } from "../../services/actor";
import type { ServiceDeps } from "../../services/deps";
import { writeWorkouts } from "../workouts/writes";
import { loadProgramInScope, presentPrograms } from "./load";
import type { TDuplicateProgramInput } from "./schemas";
import { copyTemplateStatements, templateCopyRows } from "./template-copy";

/** The copy's name when none is given: "<name> (副本)", the original cut to fit the name limit. */
export function copyName(name: string): string {
  const suffix = " (副本)";
  return `${[...name].slice(0, NAME_MAX_LENGTH - suffix.length).join("")}${suffix}`;
}

/**
 * How a program row is duplicated: every column but the id, name and timestamps is copied (length
 * and highest_position too: the templates are copied with it). Tests check the column lists.
 */
export function duplicatedProgramCopy(name: string, now: string): CopyPlan<typeof programs> {
  return {
    exclude: { id: "a new row" },
    override: () => ({
      name: sql`${name}`,
      created_at: sql`${now}`,
      updated_at: sql`${now}`,
    }),
  };
}

/**
 * The new program's id inside the batch. A batch is one write transaction (libSQL, D1), so no
 * other program can be inserted between the copy's INSERT and these statements, and a new row's
 * id is the table's largest (INTEGER PRIMARY KEY AUTOINCREMENT).
 */
export const NEW_PROGRAM_ID = sql`(SELECT max(id) FROM programs)`;

/**
 * POST /programs/{id}/duplicate: a copy of the program's fields and of all its template workouts
 * with their items, in one atomic batch. Another organization's program is a 404.
 */
export async function duplicateProgram(
  deps: ServiceDeps,
  actor: Actor,
  id: number,
  input: TDuplicateProgramInput,
) {
  const source = await loadProgramInScope(deps, actor, id);
  const name = input.program?.name ?? copyName(source.name);
  const now = deps.clock.now().toISOString();
  const templates = await deps.db
    .select({ id: workouts.id, position: workouts.position })
    .from(workouts)
    .where(and(eq(workouts.program_id, id), isNull(workouts.client_id)))
    .orderBy(asc(workouts.position), asc(workouts.order), asc(workouts.id));
  const rows = templateCopyRows(deps, templates, (position) => position);
  const insertProgram = deps.db.all<{ id: number }>(
    insertCopy(
      programs,
      duplicatedProgramCopy(name, now),
      "p",
      sql`FROM ${programs} AS p WHERE p.id = ${id} RETURNING id`,
    ),
  );
  const [inserted] = await writeWorkouts(
    deps,
    [insertProgram, ...copyTemplateStatements(deps, rows, { id: NEW_PROGRAM_ID, name }, now)],
    [],
  );
  const newId = Number((inserted as unknown as { id: number }[])[0]?.id);
  // The source was deleted between the read and the batch: nothing was copied.
  if (!newId) throw new AppError("NOT_FOUND");
  const [row] = await deps.db.select().from(programs).where(eq(programs.id, newId));
  const [program] = await presentPrograms(deps, [row!]);
  return { program: program!, msg: message("PROGRAM_CREATED") };
}
