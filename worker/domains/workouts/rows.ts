import { getTableColumns, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import { comments, workout_items, workouts } from "../../../db/schema";
import { computed, jsonRow } from "../../data/json-row";

/**
 * Workout rows as lists read them (one JSON value each, with their items) and the workout's wire
 * shape of SPEC section 3. Everything a screen shows beside them is side-loaded (side-load.ts).
 */

export type WorkoutRow = typeof workouts.$inferSelect;
export type WorkoutItemRow = typeof workout_items.$inferSelect;
export type CommentRow = typeof comments.$inferSelect;

/** The items table as `i` inside a workout row's subquery. */
const item = alias(workout_items, "i");
const ITEM_ROW = jsonRow(getTableColumns(item));

/** A workout's items (ITEM_ROW arrays) as rows, in their order. */
function decodeItems(values: unknown): WorkoutItemRow[] {
  return (values as unknown[][])
    .map((v): WorkoutItemRow => ITEM_ROW.fromArray(v))
    .sort((a, b) => a.position - b.position || a.id - b.id);
}

/**
 * A list row as ONE JSON value: the workout's columns, its items (a probe of
 * workout_items_workout_idx, so a list reads workouts and their items in one statement) and
 * whether it has comments. The libSQL client builds a keyed object per row with a property
 * definition per column and asks the statement for its column list on every call; for a list of
 * wide rows that cost more than running the query (a client's week: 0.94 ms as 26 columns,
 * 0.38 ms as one). Decision: docs/decisions/2026-11-21-json-at-the-data-seam.md
 *
 * Column references in these subqueries are spelt out ("workouts"."id"): Drizzle leaves columns
 * of single-table selects unqualified, and a bare "id" would name the subquery's own column.
 */
const WORKOUT_ROW = jsonRow({
  ...getTableColumns(workouts),
  items: computed(
    sql`json((SELECT json_group_array(${ITEM_ROW.array}) FROM ${workout_items} AS ${item} WHERE ${item.workout_id} = "workouts"."id"))`,
    decodeItems,
  ),
  has_comments: sql<number>`EXISTS (SELECT 1 FROM ${comments} AS c WHERE c.workout_id = "workouts"."id")`,
});

/**
 * What list queries select: each workout with its items and whether it has comments (a probe of
 * comments_workout_idx: comments are loaded only for workouts that have any), as one value. A list
 * is then one statement for workouts and items, and usually none for comments. Read rows with
 * workoutListRows().
 */
export const workoutListColumns = {
  workout: WORKOUT_ROW.array.mapWith(
    (json: string): WorkoutListRow => WORKOUT_ROW.fromArray(JSON.parse(json)),
  ),
};
export type WorkoutListRow = WorkoutRow & { items?: WorkoutItemRow[]; has_comments?: number };

/** The workouts of rows selected with workoutListColumns. */
export function workoutListRows(rows: readonly { workout: WorkoutListRow }[]): WorkoutListRow[] {
  return rows.map((r) => r.workout);
}

export function publicWorkout(row: WorkoutListRow, workoutItemIds: number[], commentIds: number[]) {
  const { has_comments: _has, items: _items, ...rest } = row;
  return { ...rest, workout_item_ids: workoutItemIds, comment_ids: commentIds };
}
export type PublicWorkout = ReturnType<typeof publicWorkout>;
export type PublicWorkoutItem = WorkoutItemRow;
