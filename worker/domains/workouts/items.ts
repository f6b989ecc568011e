import { and, eq, isNull, or, sql } from "drizzle-orm";
import { fieldMessage, message } from "#shared/messages";
import type { Units } from "#shared/result-sets";
import { exercises, workout_items, workouts } from "../../../db/schema";
import { inIds, insertJsonRows } from "../../data/sql";
import { AppError, type ErrorIssue } from "../../errors";
import { assertInOrganization, isClientActor, requireCoach } from "../../services/access";
import type { Actor } from "../../services/actor";
import type { ServiceDeps } from "../../services/deps";
import type { ResultWrite } from "../records/new-record";
import { loggingUnits, resultSetsOf, resultSetsPatch } from "../records/result-sets";
import { logItemResult, writeItemResult } from "./client-log";
import type { TUpdateWorkoutItemInput, TWorkoutItemFields, TWorkoutItemInput } from "./schemas";
import { writeWorkouts } from "./writes";

/**
 * Workout items (the exercises of a workout): the row builders shared by every path that writes
 * them (create, update, paste, assign copies them in SQL) and PUT/DELETE /workout_items/{id}.
 * Items of a program's template workout are always pending and carry no result.
 */

type ItemRow = typeof workout_items.$inferSelect;

/**
 * A new item as it is inserted: every column but the id, typed from the table. `workout_id` is the
 * workout's id, or its uuid when the workout is inserted earlier in the same batch.
 */
export type NewItemRow = Omit<Required<typeof workout_items.$inferInsert>, "id" | "workout_id"> & {
  workout_id: number | string;
};

/**
 * New items of a workout (template items are pending and carry no result). `units` reads a weight
 * typed without a unit (the logging person's units: records/result-sets.ts).
 */
export function itemRows(
  items: readonly TWorkoutItemInput[],
  opts: { workoutRef: number | string; template: boolean; now: string; units: Units; firstPosition?: number },
): NewItemRow[] {
  return items.map((item, index) => ({
    workout_id: opts.workoutRef,
    name: item.name ?? "",
    info: item.info ?? null,
    result: opts.template ? null : (item.result ?? null),
    result_sets: opts.template ? [] : resultSetsOf(item.result, item.result_sets_override, opts.units),
    result_sets_override: opts.template ? null : (item.result_sets_override ?? null),
    is_circuit: item.is_circuit ?? false,
    state: opts.template ? "pending" : (item.state ?? "pending"),
    selected_exercises: item.selected_exercises ?? [],
    linked: item.linked ?? false,
    position: item.position ?? (opts.firstPosition ?? 1) + index,
    assessment_id: item.assessment_id ?? null,
    attachments: item.attachments ?? [],
    exercise_id: item.exercise_id ?? null,
    // Only an import sets a source key (import/import.ts); edits, copies and assignments never do.
    import_key: null,
    request_video: item.request_video ?? false,
    created_at: opts.now,
    updated_at: opts.now,
  }));
}

/** INSERT statements for `rows` from itemRows(); a string workout_id is resolved by uuid in SQL. */
export function insertItemStatements(deps: ServiceDeps, rows: readonly NewItemRow[], byUuid: boolean) {
  if (rows.length === 0) return [];
  return insertJsonRows(
    deps.db,
    workout_items,
    rows,
    byUuid ? { workout_id: (value) => sql`(SELECT id FROM ${workouts} WHERE uuid = ${value})` } : {},
  );
}

/**
 * The results of new items (itemRows) as record writes (records/new-record.ts). A new item has no
 * id before its batch runs, so each names its row in SQL: the rows go in in list order
 * (insertJsonRows orders by the list) with ascending ids, so of n new items the k-th is the
 * workout's (n-1-k)-th newest. Only items whose sets carry a weight can set a record.
 */
export function newItemResultWrites(rows: readonly NewItemRow[]): ResultWrite[] {
  return rows.flatMap((row, k) => {
    if (!row.result_sets.some((set) => set.weight_kg !== null)) return [];
    const id = sql`(SELECT ${workout_items.id} FROM ${workout_items} WHERE ${workout_items.workout_id} = ${workoutIdOf(row.workout_id)}
      ORDER BY ${workout_items.id} DESC LIMIT 1 OFFSET ${rows.length - 1 - k})`;
    return [{ id, exercise_id: row.exercise_id, name: row.name, sets: row.result_sets }];
  });
}

/** A workout's id, or SQL finding the one inserted earlier in the same batch by its uuid. */
export const workoutIdOf = (ref: number | string) =>
  typeof ref === "number"
    ? sql`${ref}`
    : sql`(SELECT ${workouts.id} FROM ${workouts} WHERE ${workouts.uuid} = ${ref})`;

/**
 * Exercise references must name an exercise the workout's organization can use (its own or the
 * default catalogue); anything else is refused before anything is written.
 */
export async function assertExercisesUsable(
  deps: ServiceDeps,
  organizationId: number,
  references: { path: string; exerciseId: number | null | undefined }[],
): Promise<void> {
  const wanted = [...new Set(references.map((r) => r.exerciseId).filter((id): id is number => id != null))];
  if (wanted.length === 0) return;
  const found = await deps.db
    .select({ id: exercises.id })
    .from(exercises)
    .where(
      and(
        inIds(exercises.id, wanted),
        or(
          eq(exercises.organization_id, organizationId),
          and(isNull(exercises.organization_id), eq(exercises.default, true)),
        ),
      ),
    );
  const ok = new Set(found.map((r) => r.id));
  const issues: ErrorIssue[] = references
    .filter((r) => r.exerciseId != null && !ok.has(r.exerciseId))
    .map((r) => ({ path: r.path, message: fieldMessage("EXERCISE_NOT_FOUND") }));
  if (issues.length > 0) throw new AppError("BAD_REQUEST", message("EXERCISE_NOT_FOUND"), issues);
}

/**
 * The stored form of an item patch (template items stay pending without result). A patch of the
 * result or its override rewrites `result_sets` from them and the stored item (`current`).
 */
export function itemPatch(
  fields: Partial<TWorkoutItemFields>,
  template: boolean,
  now: string,
  reading: { current: Pick<ItemRow, "result" | "result_sets_override"> | null; units: Units },
) {
  const { result, state, result_sets_override, ...rest } = fields;
  return {
    ...rest,
    ...(template
      ? {}
      : {
          result,
          state,
          result_sets_override,
          ...resultSetsPatch({ result, result_sets_override }, reading.current, reading.units),
        }),
    updated_at: now,
  } satisfies Partial<typeof workout_items.$inferInsert>;
}

async function loadItemInScope(deps: ServiceDeps, actor: Actor, id: number) {
  requireCoach(actor);
  const [row] = await deps.db
    .select({ item: workout_items, workout: workouts })
    .from(workout_items)
    .innerJoin(workouts, eq(workouts.id, workout_items.workout_id))
    .where(eq(workout_items.id, id))
    .limit(1);
  if (!row) throw new AppError("NOT_FOUND");
  assertInOrganization(actor, row.workout.organization_id);
  return row;
}

/** Touching a workout's items bumps the workout, so the feed shows fresh results first. */
function touchWorkout(deps: ServiceDeps, workoutId: number, now: string) {
  return deps.db.update(workouts).set({ updated_at: now }).where(eq(workouts.id, workoutId));
}

/** PUT /workout_items/{id}: a coach edits an item or logs its result and state. */
export async function updateWorkoutItem(
  deps: ServiceDeps,
  actor: Actor,
  id: number,
  input: TUpdateWorkoutItemInput,
) {
  // A client logs its result and state only.
  if (isClientActor(actor)) return logItemResult(deps, actor, id, input);
  const row = await loadItemInScope(deps, actor, id);
  await assertExercisesUsable(deps, row.workout.organization_id, [
    { path: "workout_item.exercise_id", exerciseId: input.workout_item.exercise_id },
  ]);
  const now = deps.clock.now().toISOString();
  const template = row.workout.client_id === null;
  const units = await loggingUnits(deps, actor);
  // An item's result or state does not change the client's figures (they count workouts).
  return writeItemResult(deps, {
    row,
    clientId: row.workout.client_id,
    actorUserId: actor.user.id,
    now,
    patch: itemPatch(input.workout_item, template, now, { current: row.item, units }),
  });
}

/** DELETE /workout_items/{id} */
export async function deleteWorkoutItem(deps: ServiceDeps, actor: Actor, id: number) {
  const { workout } = await loadItemInScope(deps, actor, id);
  const now = deps.clock.now().toISOString();
  await writeWorkouts(
    deps,
    [deps.db.delete(workout_items).where(eq(workout_items.id, id)), touchWorkout(deps, workout.id, now)],
    [],
  );
  return { success: 0 as const, msg: message("WORKOUT_ITEM_DELETED") };
}
