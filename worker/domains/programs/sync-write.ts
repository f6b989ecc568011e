import { getTableColumns, type SQL, sql } from "drizzle-orm";
import { message } from "#shared/messages";
import { program_assignments, workout_items, workouts } from "../../../db/schema";
import { inIds, jsonChunks, uuidV7 } from "../../data/sql";
import { AppError } from "../../errors";
import type { ServiceDeps } from "../../services/deps";
import type { ClientStatsTarget } from "../clients/stats";
import { deliverPlannedWeeks, weeksPlannedNotice } from "../notifications/causes";
import { writeWorkouts } from "../workouts/writes";
import { assignedItemCopy, assignedWorkoutCopy } from "./assign";
import { guard, lostRace, unchanged } from "./batch-guards";
import type { ProgramRow } from "./load";
import type { SyncPlan } from "./sync-plan";
import { copyItemsFrom, copyWorkoutsFrom } from "./template-copy";
import type { WorkoutRow } from "./templates";

/**
 * Program sync's one atomic write (writeWorkouts: the clients' figures in the same batch), set-based
 * like assignment: mappings travel as JSON parameters, rows are copied with INSERT … SELECT and
 * UPDATE … FROM. Guards first: if any copy or template the plan was computed from changed since it
 * was read, or a template was copied to the assignment meanwhile (two syncs at once), the batch
 * fails before writing and the request answers 409.
 */

/**
 * Columns an "updated" copy keeps, with why; every other column takes the template's value, except
 * the overrides below (tests/worker/copies.test.ts checks the lists).
 */
export const SYNC_KEEPS = {
  id: "the same row",
  uuid: "the same row",
  client_id: "the copy's client",
  trainer_id: "the copy's client's coach",
  organization_id: "the copy's organization",
  state: "only pending copies are updated",
  completed_at: "only pending copies are updated",
  program_id: "the copy's origin (as assigned)",
  program_name: "the copy's origin (as assigned)",
  program_assignment_id: "the same assignment",
  template_workout_id: "the same template",
  import_key: "only imported rows carry their source",
  created_at: "the same row",
} satisfies Partial<Record<keyof WorkoutRow, string>>;

/** Columns an "updated" copy sets from the mapping row `j`: [copy id, template id, due, fingerprint]. */
const syncOverrides = (now: string): Partial<Record<keyof WorkoutRow, SQL>> => ({
  due: sql`json_extract(j.value, '$[2]')`,
  template_hash: sql`json_extract(j.value, '$[3]')`,
  updated_at: sql`${now}`,
});

/** Which workout columns an update copies from the template, overrides and keeps. */
export function syncedColumns() {
  const all = Object.keys(getTableColumns(workouts)) as (keyof WorkoutRow)[];
  const overridden = Object.keys(syncOverrides("")) as (keyof WorkoutRow)[];
  const kept = Object.keys(SYNC_KEEPS) as (keyof WorkoutRow)[];
  return { copied: all.filter((c) => !kept.includes(c) && !overridden.includes(c)), overridden, kept };
}

/** `UPDATE workouts SET <template's columns> FROM json_each(mapping) JOIN workouts AS t`. */
function updateCopies(deps: ServiceDeps, json: string, now: string) {
  const columns = getTableColumns(workouts) as Record<string, { name: string }>;
  const overrides = syncOverrides(now) as Record<string, SQL>;
  const sets = Object.entries(columns)
    .filter(([key]) => !(key in SYNC_KEEPS))
    .map(
      ([key, c]) => sql`${sql.identifier(c.name)} = ${overrides[key] ?? sql`t.${sql.identifier(c.name)}`}`,
    );
  return deps.db.run(sql`UPDATE ${workouts} SET ${sql.join(sets, sql`, `)}
    FROM json_each(${json}) AS j JOIN ${workouts} AS t ON t.id = json_extract(j.value, '$[1]')
    WHERE ${sql.identifier("workouts")}.${sql.identifier("id")} = json_extract(j.value, '$[0]')`);
}

/** What must still hold when the plan is written (else it was computed from stale reads). */
function guardConditions(plan: SyncPlan): SQL[] {
  const copies: [number, string][] = [...plan.updates, ...plan.removes].map(({ copy }) => [
    copy.id,
    copy.updated_at,
  ]);
  const templates = new Map<number, string>();
  for (const u of [...plan.updates, ...plan.adds])
    templates.set(u.template.row.id, u.template.row.updated_at);
  const assignments = [...new Set(plan.adds.map((a) => a.assignment.id))];
  const pairs = plan.adds.map((a) => [a.assignment.id, a.template.row.id]);
  return [
    ...unchanged(copies, true),
    ...unchanged([...templates], false),
    ...(assignments.length === 0
      ? []
      : [
          sql`(SELECT count(*) FROM ${program_assignments} WHERE ${inIds(program_assignments.id, assignments)}) = ${assignments.length}`,
        ]),
    ...jsonChunks(pairs).map(
      (json) => sql`NOT EXISTS (SELECT 1 FROM json_each(${json}) AS j JOIN ${workouts} AS w
        ON w.program_assignment_id = json_extract(j.value, '$[0]')
        AND w.template_workout_id = json_extract(j.value, '$[1]'))`,
    ),
  ];
}

function updateStatements(deps: ServiceDeps, plan: SyncPlan, now: string) {
  if (plan.updates.length === 0) return [];
  const db = deps.db;
  const mapping = plan.updates.map((u) => [u.copy.id, u.template.row.id, u.due, u.template.hash]);
  const chunks = jsonChunks(mapping);
  return [
    ...chunks.map((json) => updateCopies(deps, json, now)),
    // Pending copies have no results (started ones are "kept"): their items are replaced whole.
    db.delete(workout_items).where(
      inIds(
        workout_items.workout_id,
        plan.updates.map((u) => u.copy.id),
      ),
    ),
    ...chunks.map((json) =>
      copyItemsFrom(deps, json, assignedItemCopy(now), { source: "$[1]", target: { id: "$[0]" } }),
    ),
  ];
}

/** New copies as assignment makes them, for their known assignment: mapping row `[…, assignment id]`. */
function addStatements(
  deps: ServiceDeps,
  plan: SyncPlan,
  program: ProgramRow,
  uuids: readonly string[],
  now: string,
) {
  if (plan.adds.length === 0) return [];
  const mapping = plan.adds.map((a, i) => [
    a.template.row.id,
    a.assignment.client_id,
    uuids[i]!,
    a.due,
    a.template.hash,
    a.assignment.id,
  ]);
  const chunks = jsonChunks(mapping);
  const copyPlan = assignedWorkoutCopy(program, now, sql`json_extract(j.value, '$[5]')`);
  return [
    ...chunks.map((json) => copyWorkoutsFrom(deps, json, copyPlan, { source: "$[0]", client: "$[1]" })),
    ...chunks.map((json) =>
      copyItemsFrom(deps, json, assignedItemCopy(now), { source: "$[0]", target: { uuid: "$[2]" } }),
    ),
  ];
}

/**
 * Writes the plan in one batch; a lost race (a guard failing) is a 409. Added copies in a week a
 * client saw nothing of tell it (from `actorId`) a week was planned.
 */
export async function writeSync(deps: ServiceDeps, program: ProgramRow, plan: SyncPlan, actorId: number) {
  const now = deps.clock.now().toISOString();
  const addUuids = uuidV7(plan.adds.length, deps.clock.now().getTime());
  const notice = await weeksPlannedNotice(
    deps,
    plan.adds.map((a, i) => ({
      clientId: a.assignment.client_id,
      due: a.due,
      uuid: addUuids[i]!,
      hidden: a.template.row.hidden,
      title: a.template.row.title,
    })),
    actorId,
    now,
  );
  const removed = plan.removes.map((r) => r.copy.id);
  const conditions = guardConditions(plan);
  const statements = [
    ...conditions.map((condition) => guard(deps, condition)),
    ...(removed.length === 0 ? [] : [deps.db.delete(workouts).where(inIds(workouts.id, removed))]),
    ...updateStatements(deps, plan, now),
    ...addStatements(deps, plan, program, addUuids, now),
    // Synced: templates that existed when the plan read them (taken before the read, so one
    // created while this sync ran is still new next time) are not "added" to these assignments again.
    deps.db
      .update(program_assignments)
      .set({ updated_at: plan.readAt })
      .where(inIds(program_assignments.id, plan.assignmentIds)),
  ];
  const noticeAt = statements.length;
  statements.push(...(notice?.statements ?? []));
  const [first, ...rest] = statements;
  if (!first) return;
  const affected: ClientStatsTarget[] = [];
  const touched = new Set([
    ...plan.updates.map((u) => u.copy.client_id),
    ...plan.removes.map((r) => r.copy.client_id),
    ...plan.adds.map((a) => a.assignment.client_id),
  ]);
  for (const [id, client] of plan.clients) {
    if (touched.has(id)) affected.push({ id, timezone: client.timezone });
  }
  let results: unknown[];
  try {
    results = await writeWorkouts(deps, [first, ...rest], affected);
  } catch (error) {
    if (await lostRace(deps, error, conditions)) throw new AppError("CONFLICT", message("SYNC_CHANGED"));
    throw error;
  }
  await deliverPlannedWeeks(deps, notice, results.slice(noticeAt));
}
