import { and, eq, isNull, or, sql } from "drizzle-orm";
import { exercises, workout_items, workouts } from "../../db/schema";
import { AppError, type ErrorIssue } from "../errors";
import type { TUpdateWorkoutItemInput, TWorkoutItemFields, TWorkoutItemInput } from "../schemas/workouts";
import { assertInOrganization, requireCoach } from "./access";
import type { Actor } from "./actor";
import type { ServiceDeps } from "./deps";
import { inIds, insertJsonRows } from "./workout-sql";

/**
 * Workout items (the exercises of a workout): the row builders shared by every path that writes
 * them (create, update, paste, assign copies them in SQL) and PUT/DELETE /workout_items/{id}.
 * Items of a program's template workout are always pending and carry no result.
 */

type ItemRow = typeof workout_items.$inferSelect;
export const ITEM_COLUMNS = [
  "workout_id",
  "name",
  "info",
  "result",
  "is_circuit",
  "state",
  "selected_exercises",
  "linked",
  "position",
  "assessment_id",
  "attachments",
  "exercise_id",
  "request_video",
  "created_at",
  "updated_at",
] as const satisfies readonly (keyof typeof workout_items.$inferInsert)[];

/**
 * New items as positional rows for insertJsonRows (column order of ITEM_COLUMNS). `workoutRef` is
 * the workout's id, or its uuid when the workout is inserted earlier in the same batch.
 */
export function itemRows(
  items: readonly TWorkoutItemInput[],
  opts: { workoutRef: number | string; template: boolean; now: string; firstPosition?: number },
): unknown[][] {
  return items.map((item, index) => [
    opts.workoutRef,
    item.name ?? "",
    item.info ?? null,
    opts.template ? null : (item.result ?? null),
    item.is_circuit ?? false,
    opts.template ? "pending" : (item.state ?? "pending"),
    item.selected_exercises ?? [],
    item.linked ?? false,
    item.position ?? (opts.firstPosition ?? 1) + index,
    null,
    item.attachments ?? [],
    item.exercise_id ?? null,
    item.request_video ?? false,
    opts.now,
    opts.now,
  ]);
}

/** INSERT statements for `rows` from itemRows(); a string workoutRef is resolved by uuid in SQL. */
export function insertItemStatements(deps: ServiceDeps, rows: unknown[][], byUuid: boolean) {
  if (rows.length === 0) return [];
  return insertJsonRows(
    deps.db,
    workout_items,
    ITEM_COLUMNS,
    rows,
    byUuid ? { workout_id: (f) => sql`(SELECT id FROM ${workouts} WHERE uuid = ${f(0)})` } : {},
  );
}

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
    .map((r) => ({ path: r.path, message: "动作不存在" }));
  if (issues.length > 0) throw new AppError("BAD_REQUEST", "动作不存在", issues);
}

/** The stored form of an item patch (template items stay pending without result). */
export function itemPatch(fields: Partial<TWorkoutItemFields>, template: boolean, now: string) {
  const { result, state, ...rest } = fields;
  return {
    ...rest,
    ...(template ? {} : { result, state }),
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
): Promise<{ workout_item: ItemRow }> {
  const { workout } = await loadItemInScope(deps, actor, id);
  await assertExercisesUsable(deps, workout.organization_id, [
    { path: "workout_item.exercise_id", exerciseId: input.workout_item.exercise_id },
  ]);
  const now = deps.clock.now().toISOString();
  const template = workout.client_id === null;
  const [updated] = await deps.db.batch([
    deps.db
      .update(workout_items)
      .set(itemPatch(input.workout_item, template, now))
      .where(eq(workout_items.id, id))
      .returning(),
    touchWorkout(deps, workout.id, now),
  ]);
  const item = updated[0];
  if (!item) throw new AppError("NOT_FOUND");
  return { workout_item: item };
}

/** DELETE /workout_items/{id} */
export async function deleteWorkoutItem(deps: ServiceDeps, actor: Actor, id: number) {
  const { workout } = await loadItemInScope(deps, actor, id);
  const now = deps.clock.now().toISOString();
  await deps.db.batch([
    deps.db.delete(workout_items).where(eq(workout_items.id, id)),
    touchWorkout(deps, workout.id, now),
  ]);
  return { success: 0 as const, msg: "训练项目删除成功" };
}
