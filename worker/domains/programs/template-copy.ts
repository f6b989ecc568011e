import { type SQL, sql } from "drizzle-orm";
import { workout_items, workouts } from "../../../db/schema";
import { jsonChunks, uuidV7 } from "../../data/sql";
import { type CopyPlan, insertCopy } from "../../data/table-copy";
import type { ServiceDeps } from "../../services/deps";

/**
 * Copies of a program's template workouts as templates (duplicate a program, copy days within
 * one), with their items. The (template id, new uuid, new position) list travels as one JSON
 * parameter per chunk and SQLite copies the rows with INSERT … SELECT (table-copy.ts); new items
 * find their workout through its uuid, as in assignment.
 */

/** One copied template: its id, the copy's uuid and the copy's day. */
export type TemplateCopyRow = [templateId: number, uuid: string, position: number];

/**
 * How a template is copied to a template. `programId` is an SQL expression (the duplicate's id is
 * only known inside the batch); every other column is copied (tests/worker/copies.test.ts).
 */
export function templateWorkoutCopy(
  program: { id: SQL; name: string },
  now: string,
): CopyPlan<typeof workouts> {
  return {
    exclude: { id: "a new row", import_key: "only imported rows carry their source" },
    override: () => ({
      uuid: sql`json_extract(j.value, '$[1]')`,
      position: sql`json_extract(j.value, '$[2]')`,
      program_id: program.id,
      program_name: sql`${program.name}`,
      created_at: sql`${now}`,
      updated_at: sql`${now}`,
    }),
  };
}

/** How a template's items are copied: the new workout, fresh timestamps, everything else as is. */
export function templateItemCopy(now: string): CopyPlan<typeof workout_items> {
  return {
    exclude: { id: "a new row", import_key: "only imported rows carry their source" },
    override: () => ({
      workout_id: sql`nw.id`,
      created_at: sql`${now}`,
      updated_at: sql`${now}`,
    }),
  };
}

/** The copy rows for `templates` (in their order), each moved to `positionOf(template)`. */
export function templateCopyRows(
  deps: ServiceDeps,
  templates: readonly { id: number; position: number | null }[],
  positionOf: (position: number) => number,
): TemplateCopyRow[] {
  const uuids = uuidV7(templates.length, deps.clock.now().getTime());
  return templates.map((t, i) => [t.id, uuids[i]!, positionOf(t.position ?? 1)]);
}

/** The INSERT statements copying `rows` (workouts first, then their items), chunked for D1. */
export function copyTemplateStatements(
  deps: ServiceDeps,
  rows: readonly TemplateCopyRow[],
  program: { id: SQL; name: string },
  now: string,
) {
  const db = deps.db;
  const chunks = jsonChunks(rows);
  const insertWorkouts = chunks.map((json) =>
    db.run(
      insertCopy(
        workouts,
        templateWorkoutCopy(program, now),
        "t",
        sql`FROM json_each(${json}) AS j JOIN ${workouts} AS t ON t.id = json_extract(j.value, '$[0]') ORDER BY j.key`,
      ),
    ),
  );
  const insertItems = chunks.map((json) =>
    db.run(
      insertCopy(
        workout_items,
        templateItemCopy(now),
        "i",
        sql`FROM json_each(${json}) AS j
          JOIN ${workouts} AS nw ON nw.uuid = json_extract(j.value, '$[1]')
          JOIN ${workout_items} AS i ON i.workout_id = json_extract(j.value, '$[0]')
          ORDER BY j.key, i.position, i.id`,
      ),
    ),
  );
  return [...insertWorkouts, ...insertItems];
}
