import { and, asc, eq, isNull } from "drizzle-orm";
import { workout_items, workouts } from "../../../db/schema";
import type { ServiceDeps } from "../../services/deps";
import { fingerprint } from "./fingerprint";

export type WorkoutRow = typeof workouts.$inferSelect;
export type ItemRow = typeof workout_items.$inferSelect;

/** A template workout of a program with its items and its fingerprint (fingerprint.ts). */
export type Template = { row: WorkoutRow; items: ItemRow[]; day: number; hash: string };

/**
 * Groups `(workout, item | null)` rows of a LEFT JOIN into workouts with their items, keeping the
 * rows' order.
 */
function groupItems(rows: readonly { w: WorkoutRow; i: ItemRow | null }[]) {
  const byId = new Map<number, { row: WorkoutRow; items: ItemRow[] }>();
  for (const { w, i } of rows) {
    let entry = byId.get(w.id);
    if (!entry) {
      entry = { row: w, items: [] };
      byId.set(w.id, entry);
    }
    if (i) entry.items.push(i);
  }
  return [...byId.values()];
}

/**
 * A program's template workouts (client_id null) in day order with their items, in one statement
 * (a LEFT JOIN over workouts_program_idx and workout_items_workout_idx), each with its fingerprint:
 * what assignment stores on every copy and what sync compares copies with.
 */
export async function loadTemplates(deps: ServiceDeps, programId: number): Promise<Template[]> {
  const rows = await deps.db
    .select({ w: workouts, i: workout_items })
    .from(workouts)
    .leftJoin(workout_items, eq(workout_items.workout_id, workouts.id))
    .where(and(eq(workouts.program_id, programId), isNull(workouts.client_id)))
    .orderBy(
      asc(workouts.position),
      asc(workouts.order),
      asc(workouts.id),
      asc(workout_items.position),
      asc(workout_items.id),
    );
  return Promise.all(
    groupItems(rows).map(async ({ row, items }) => {
      const day = row.position ?? 1;
      return { row, items, day, hash: await fingerprint(row, items, day) };
    }),
  );
}
