import { and, eq } from "drizzle-orm";
import { fieldMessage, message } from "#shared/messages";
import type { Units } from "#shared/result-sets";
import { workout_items, workouts } from "../../../db/schema";
import { failUnlessChanged } from "../../data/batch-guards";
import { inIds, uuidV7 } from "../../data/sql";
import { AppError } from "../../errors";
import { isClientActor, requireCoach } from "../../services/access";
import type { Actor } from "../../services/actor";
import type { ServiceDeps } from "../../services/deps";
import type { ClientStatsTarget } from "../clients/stats";
import { loadWorkoutForClient } from "../clients/visibility";
import { deliverPlannedWeeks, weeksPlannedNotice } from "../notifications/causes";
import { markWorkoutCommentsSeen } from "../notifications/seen";
import { programLengthStatement } from "../programs/length";
import { loadProgramInScope, type ProgramRow } from "../programs/load";
import { deliverRecordNotices, newRecordsPlan, type ResultWrite } from "../records/new-record";
import { loggingUnits } from "../records/result-sets";
import { loadClientInScope, loadWorkoutInScope } from "./access";
import type { ClientBundle } from "./client-bundles";
import { logWorkoutState } from "./client-log";
import { sanitizeOptionalHtml } from "./html";
import {
  assertExercisesUsable,
  insertItemStatements,
  itemPatch,
  itemRows,
  newItemResultWrites,
  workoutIdOf,
} from "./items";
import type { WorkoutRow } from "./rows";
import type { TCreateWorkoutInput, TUpdateWorkoutInput, TWorkoutContent, TWorkoutItemInput } from "./schemas";
import { loadItems, workoutResponse } from "./side-load";
import { writeWorkouts } from "./writes";

type WorkoutInsert = typeof workouts.$inferInsert;

/** Where a new workout goes: a client's day or a program's day. */
export type WorkoutTarget =
  | { kind: "client"; bundle: ClientBundle; due: string }
  | { kind: "program"; program: ProgramRow; position: number };

/** Resolves and authorises a target: another organization's client or program is a 404. */
export async function resolveTarget(
  deps: ServiceDeps,
  actor: Actor,
  target: { client_id?: number; due?: string; program_id?: number; position?: number },
): Promise<WorkoutTarget> {
  if (target.client_id !== undefined && target.due !== undefined) {
    const bundle = await loadClientInScope(deps, actor, target.client_id);
    if (bundle.client.organization_id === null) {
      throw new AppError("BAD_REQUEST", message("CLIENT_NO_ORGANIZATION"), [
        { path: "client_id", message: fieldMessage("CLIENT_NO_ORGANIZATION") },
      ]);
    }
    return { kind: "client", bundle, due: target.due };
  }
  if (target.program_id !== undefined && target.position !== undefined) {
    return {
      kind: "program",
      program: await loadProgramInScope(deps, actor, target.program_id),
      position: target.position,
    };
  }
  throw new AppError("BAD_REQUEST", message("WORKOUT_TARGET_REQUIRED"));
}

const statsTarget = (bundle: ClientBundle): ClientStatsTarget => ({
  id: bundle.client.id,
  timezone: bundle.user.timezone,
});

/** Content columns as stored: HTML sanitised, absent fields left to the column defaults. */
function storedContent(content: Partial<TWorkoutContent>) {
  const { short_description, ...rest } = content;
  return {
    ...rest,
    ...(short_description !== undefined
      ? { short_description: sanitizeOptionalHtml(short_description) }
      : {}),
  };
}

/**
 * The statements that create one workout with its items at `target`, plus the program-length
 * update or the client-stats refresh it implies: the caller runs them as one batch.
 */
export function newWorkoutStatements(
  deps: ServiceDeps,
  target: WorkoutTarget,
  content: Partial<TWorkoutContent> & { state?: "pending" | "completed" },
  items: readonly TWorkoutItemInput[],
  /** How the items' results read a weight without a unit (the writer's units). */
  units: Units,
) {
  const now = deps.clock.now().toISOString();
  const [uuid] = uuidV7(1, deps.clock.now().getTime()) as [string];
  const { state, ...fields } = content;
  let row: WorkoutInsert;
  if (target.kind === "client") {
    const completed = state === "completed";
    row = {
      ...storedContent(fields),
      uuid,
      client_id: target.bundle.client.id,
      trainer_id: target.bundle.client.trainer_id,
      organization_id: target.bundle.client.organization_id!,
      due: target.due,
      position: null,
      state: completed ? "completed" : "pending",
      completed_at: completed ? now : null,
      created_at: now,
      updated_at: now,
    };
  } else {
    row = {
      ...storedContent(fields),
      uuid,
      program_id: target.program.id,
      program_name: target.program.name,
      trainer_id: target.program.trainer_id,
      organization_id: target.program.organization_id,
      due: null,
      position: target.position,
      state: "pending",
      created_at: now,
      updated_at: now,
    };
  }
  const template = target.kind === "program";
  const rows = itemRows(items, { workoutRef: uuid, template, now, units });
  return {
    uuid,
    insert: deps.db.insert(workouts).values(row).returning({ id: workouts.id }),
    /** The items' results, for the records they may set (a template's items carry none). */
    resultWrites: template ? [] : newItemResultWrites(rows),
    rest: [
      ...insertItemStatements(deps, rows, true),
      ...(target.kind === "program" ? [programLengthStatement(deps, target.program.id)] : []),
    ],
    affected: target.kind === "program" ? [] : [statsTarget(target.bundle)],
  };
}

function organizationOf(target: WorkoutTarget): number {
  return target.kind === "client" ? target.bundle.client.organization_id! : target.program.organization_id;
}

/**
 * Creates a workout at `target` atomically and answers it as `{ workout }` with its items. With
 * `plannedBy` (the coach's user id), a client's workout in a week it saw nothing of tells the
 * client a week was planned, in the same batch (notifications/causes.ts); results its items carry
 * that beat the client's records are announced as every result write's are (records/new-record.ts)
 * and answered as `new_records`.
 */
export async function createWorkoutAt(
  deps: ServiceDeps,
  target: WorkoutTarget,
  content: Partial<TWorkoutContent> & { state?: "pending" | "completed" },
  items: readonly TWorkoutItemInput[],
  units: Units,
  options: { plannedBy?: number } = {},
) {
  await assertExercisesUsable(
    deps,
    organizationOf(target),
    items.map((item, i) => ({
      path: `workout.workout_items.${i}.exercise_id`,
      exerciseId: item.exercise_id,
    })),
  );
  const { uuid, insert, rest, affected, resultWrites } = newWorkoutStatements(
    deps,
    target,
    content,
    items,
    units,
  );
  const notice =
    target.kind === "client" && options.plannedBy !== undefined
      ? await weeksPlannedNotice(
          deps,
          [
            {
              clientId: target.bundle.client.id,
              due: target.due,
              uuid,
              hidden: content.hidden === true,
              title: content.title,
            },
          ],
          options.plannedBy,
          deps.clock.now().toISOString(),
        )
      : null;
  const records =
    target.kind === "client" && options.plannedBy !== undefined
      ? await newRecordsPlan(deps, {
          clientId: target.bundle.client.id,
          workoutId: workoutIdOf(uuid),
          writes: resultWrites,
          actorUserId: options.plannedBy,
          now: deps.clock.now().toISOString(),
        })
      : null;
  const noticeStatements = notice?.statements ?? [];
  const written = await writeWorkouts(
    deps,
    [insert, ...rest, ...noticeStatements, ...(records?.statements ?? [])],
    affected,
  );
  const id = written[0][0]?.id;
  if (!id) throw new AppError("INTERNAL");
  await deliverPlannedWeeks(deps, notice, written.slice(1 + rest.length));
  await deliverRecordNotices(deps, records, written.slice(1 + rest.length + noticeStatements.length));
  return { ...(await workoutResponse(deps, id)), new_records: records?.newRecords ?? [] };
}

/** POST /workouts: a client's workout or a program's template workout. */
export async function createWorkout(deps: ServiceDeps, actor: Actor, input: TCreateWorkoutInput) {
  requireCoach(actor);
  const { client_id, due, program_id, position, workout_items: items, ...content } = input.workout;
  const target = await resolveTarget(deps, actor, { client_id, due, program_id, position });
  return createWorkoutAt(deps, target, content, items ?? [], await loggingUnits(deps, actor), {
    plannedBy: actor.user.id,
  });
}

/** GET /workouts/{id}: one workout with its items and comments. */
export async function getWorkout(deps: ServiceDeps, actor: Actor, id: number) {
  if (isClientActor(actor)) {
    await loadWorkoutForClient(deps, actor, id);
    await markWorkoutCommentsSeen(deps, actor.user.id, id);
  } else await loadWorkoutInScope(deps, actor, id);
  return workoutResponse(deps, id);
}

/** GET /workouts lives in list.ts; re-exported for the operation table and tests. */
export { feedQuery, listWorkouts } from "./list";

/**
 * PUT /workouts/{id}. Content fields apply to every workout. A client's workout also takes
 * `state` (completing sets completed_at, un-completing clears it), `due` and `client_id` (moving
 * it to another client of the organization); a program's template takes `position` (moving it to
 * another day, which re-derives the program's length). `workout_items` replaces the item list.
 * Client statistics and program length are updated in the same batch.
 */
export async function updateWorkout(deps: ServiceDeps, actor: Actor, id: number, input: TUpdateWorkoutInput) {
  // A client's completion changes no result: it sets no record.
  if (isClientActor(actor)) return { ...(await logWorkoutState(deps, actor, id, input)), new_records: [] };
  const row = await loadWorkoutInScope(deps, actor, id);
  const {
    client_id,
    due,
    position,
    state,
    workout_items: items,
    expected_updated_at,
    ...content
  } = input.workout;
  if (expected_updated_at !== undefined && expected_updated_at !== row.updated_at) {
    throw new AppError("CONFLICT", message("WORKOUT_CHANGED"));
  }
  const now = deps.clock.now().toISOString();
  const template = row.client_id === null;
  const patch: Partial<WorkoutInsert> = { ...storedContent(content), updated_at: now };

  const statsTargets: ClientStatsTarget[] = [];
  if (!template) {
    const current = await loadClientInScope(deps, actor, row.client_id!);
    statsTargets.push(statsTarget(current));
    if (due !== undefined) patch.due = due;
    if (state !== undefined && state !== row.state) {
      patch.state = state;
      patch.completed_at = state === "completed" ? now : null;
    }
    if (client_id !== undefined && client_id !== row.client_id) {
      const target = await resolveTarget(deps, actor, { client_id, due: due ?? row.due ?? undefined });
      if (target.kind !== "client") throw new AppError("INTERNAL");
      patch.client_id = target.bundle.client.id;
      patch.trainer_id = target.bundle.client.trainer_id;
      patch.organization_id = target.bundle.client.organization_id!;
      statsTargets.push(statsTarget(target.bundle));
    }
  } else if (position !== undefined) {
    patch.position = position;
  }

  const organizationId = patch.organization_id ?? row.organization_id;
  const replaced =
    items === undefined
      ? null
      : await replaceItems(deps, row, items, { template, now, units: await loggingUnits(deps, actor) });
  if (items !== undefined) {
    await assertExercisesUsable(
      deps,
      organizationId,
      items.map((item, i) => ({
        path: `workout.workout_items.${i}.exercise_id`,
        exerciseId: item.exercise_id,
      })),
    );
  }
  // With expected_updated_at the row's UPDATE is conditional (atomic with the rest of the batch):
  // a writer that got in between since the check above leaves it matching no row. The guard right
  // after it then fails the batch, so nothing (items, figures) is written, and that is a 409.
  const rowUpdate = deps.db
    .update(workouts)
    .set(patch)
    .where(
      expected_updated_at === undefined
        ? eq(workouts.id, id)
        : and(eq(workouts.id, id), eq(workouts.updated_at, expected_updated_at)),
    )
    .returning({ id: workouts.id });
  const guard = expected_updated_at === undefined ? [] : [failUnlessChanged(deps)];
  // Results the save changes beat the client's records as one item's write would (the workout's
  // client after a move is the one whose records they are).
  const clientId = patch.client_id ?? row.client_id;
  const records =
    replaced && clientId !== null
      ? await newRecordsPlan(deps, {
          clientId,
          workoutId: id,
          writes: replaced.resultWrites,
          actorUserId: actor.user.id,
          now,
        })
      : null;
  const lengthStatements =
    template && row.program_id !== null ? [programLengthStatement(deps, row.program_id)] : [];
  const itemStatements = replaced?.statements ?? [];
  let written: { id: number }[];
  let results: unknown[];
  try {
    results = await writeWorkouts(
      deps,
      [rowUpdate, ...guard, ...itemStatements, ...lengthStatements, ...(records?.statements ?? [])],
      statsTargets,
    );
    written = results[0] as { id: number }[];
  } catch (error) {
    if (expected_updated_at !== undefined && (await storedUpdatedAt(deps, id)) !== expected_updated_at) {
      throw new AppError("CONFLICT", message("WORKOUT_CHANGED"));
    }
    throw error;
  }
  if (written.length === 0) throw new AppError("CONFLICT", message("WORKOUT_CHANGED"));
  const recordsAt = 1 + guard.length + itemStatements.length + lengthStatements.length;
  await deliverRecordNotices(deps, records, results.slice(recordsAt));
  return { ...(await workoutResponse(deps, id)), new_records: records?.newRecords ?? [] };
}

async function storedUpdatedAt(deps: ServiceDeps, id: number): Promise<string | undefined> {
  const [found] = await deps.db
    .select({ updated_at: workouts.updated_at })
    .from(workouts)
    .where(eq(workouts.id, id));
  return found?.updated_at;
}

/**
 * Statements turning the workout's items into `items` (update listed, add new, remove the rest),
 * and the results they write (records/new-record.ts): every item whose result or its reading the
 * save sets, since an unchanged result cannot beat the bests its own sets are among.
 */
async function replaceItems(
  deps: ServiceDeps,
  row: WorkoutRow,
  items: readonly TWorkoutItemInput[],
  { template, now, units }: { template: boolean; now: string; units: Units },
) {
  const existing = new Map((await loadItems(deps, [row.id])).map((i) => [i.id, i]));
  const kept = new Set<number>();
  const updates = [];
  const resultWrites: ResultWrite[] = [];
  const added: TWorkoutItemInput[] = [];
  const addedIndex: number[] = [];
  for (const [index, item] of items.entries()) {
    const { id: itemId, ...fields } = item;
    if (itemId === undefined) {
      added.push({ ...fields, position: fields.position ?? index + 1 });
      addedIndex.push(index);
      continue;
    }
    if (!existing.has(itemId) || kept.has(itemId)) {
      throw new AppError("NOT_FOUND", undefined, [
        { path: `workout.workout_items.${index}.id`, message: fieldMessage("WORKOUT_ITEM_NOT_FOUND") },
      ]);
    }
    kept.add(itemId);
    const current = existing.get(itemId)!;
    const patch = itemPatch({ ...fields, position: fields.position ?? index + 1 }, template, now, {
      current,
      units,
    });
    updates.push(deps.db.update(workout_items).set(patch).where(eq(workout_items.id, itemId)));
    if (patch.result_sets !== undefined)
      resultWrites.push({
        id: itemId,
        exercise_id: patch.exercise_id !== undefined ? patch.exercise_id : current.exercise_id,
        name: patch.name ?? current.name,
        sets: patch.result_sets,
      });
  }
  const removed = [...existing.keys()].filter((itemId) => !kept.has(itemId));
  const addedRows = itemRows(added, { workoutRef: row.id, template, now, units });
  return {
    statements: [
      ...(removed.length > 0 ? [deps.db.delete(workout_items).where(inIds(workout_items.id, removed))] : []),
      ...updates,
      ...insertItemStatements(deps, addedRows, false),
    ],
    resultWrites: template ? [] : [...resultWrites, ...newItemResultWrites(addedRows)],
  };
}

/** DELETE /workouts/{id}: its items and comments go with it (FK cascade). */
export async function deleteWorkout(deps: ServiceDeps, actor: Actor, id: number) {
  const row = await loadWorkoutInScope(deps, actor, id);
  const affected =
    row.client_id !== null ? [statsTarget(await loadClientInScope(deps, actor, row.client_id))] : [];
  const after =
    row.client_id === null && row.program_id !== null ? [programLengthStatement(deps, row.program_id)] : [];
  await writeWorkouts(deps, [deps.db.delete(workouts).where(eq(workouts.id, id)), ...after], affected);
  return { success: 0 as const, msg: message("WORKOUT_DELETED") };
}
