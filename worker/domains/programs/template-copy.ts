import { type SQL, sql } from "drizzle-orm";
import { clients, workout_items, workouts } from "../../../db/schema";
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

/**
 * `INSERT … SELECT` copies of workouts named by a JSON mapping chunk: `source` is the JSON path of
 * the source workout's id in each mapping row (alias `t` for the plan); with `client`, the path of
 * the target client's id, joined as `c` (assignment-style plans read `c.trainer_id` etc.).
 */
export function copyWorkoutsFrom(
  deps: ServiceDeps,
  json: string,
  plan: CopyPlan<typeof workouts>,
  paths: { source: string; client?: string },
) {
  const client = paths.client
    ? sql`JOIN ${clients} AS c ON c.id = json_extract(j.value, ${paths.client})`
    : sql``;
  return deps.db.run(
    insertCopy(
      workouts,
      plan,
      "t",
      sql`FROM json_each(${json}) AS j
        JOIN ${workouts} AS t ON t.id = json_extract(j.value, ${paths.source}) ${client}
        ORDER BY j.key`,
    ),
  );
}

/**
 * `INSERT … SELECT` copies of the items of the source workouts a JSON mapping chunk names (`source`
 * path), each onto its new workout (alias `nw` for the plan), found by the uuid written in the same
 * batch (`{ uuid: path }`) or by id (`{ id: path }`), in the source's item order.
 */
export function copyItemsFrom(
  deps: ServiceDeps,
  json: string,
  plan: CopyPlan<typeof workout_items>,
  paths: { source: string; target: { uuid: string } | { id: string } },
) {
  const target =
    "uuid" in paths.target
      ? sql`nw.uuid = json_extract(j.value, ${paths.target.uuid})`
      : sql`nw.id = json_extract(j.value, ${paths.target.id})`;
  return deps.db.run(
    insertCopy(
      workout_items,
      plan,
      "i",
      sql`FROM json_each(${json}) AS j
        JOIN ${workouts} AS nw ON ${target}
        JOIN ${workout_items} AS i ON i.workout_id = json_extract(j.value, ${paths.source})
        ORDER BY j.key, i.position, i.id`,
    ),
  );
}

/** The INSERT statements copying `rows` (workouts first, then their items), chunked for D1. */
export function copyTemplateStatements(
  deps: ServiceDeps,
  rows: readonly TemplateCopyRow[],
  program: { id: SQL; name: string },
  now: string,
) {
  const chunks = jsonChunks(rows);
  const insertWorkouts = chunks.map((json) =>
    copyWorkoutsFrom(deps, json, templateWorkoutCopy(program, now), { source: "$[0]" }),
  );
  const insertItems = chunks.map((json) =>
    copyItemsFrom(deps, json, templateItemCopy(now), { source: "$[0]", target: { uuid: "$[1]" } }),
  );
  return [...insertWorkouts, ...insertItems];
}
