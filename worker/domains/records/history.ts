import { and, asc, count, desc, eq, isNotNull, max, sql } from "drizzle-orm";
import { exerciseKey } from "#shared/result-sets";
import { logged_sets, workout_items } from "../../../db/schema";
import type { Actor } from "../../services/actor";
import type { ServiceDeps } from "../../services/deps";
import { paged, pageWindow } from "../shared/paging";
import { recordsScope } from "./access";
import type { TExerciseHistoryInput } from "./schemas";

/**
 * One exercise's history for a client (issue 27): its sets, newest first and paged, and per date
 * the best estimated 1RM and the volume (Σ weight × reps of the weighted sets) — the chart's
 * series, whole (a few hundred dates over years). Both read the client's range of
 * logged_sets_client_exercise_idx. `name=` finds items typed without a library exercise
 * (exerciseKey: trimmed, ASCII lower case). The client reads the sets of the workouts it sees
 * (access.ts).
 */
export async function exerciseHistory(deps: ServiceDeps, actor: Actor, input: TExerciseHistoryInput) {
  const { client, seen } = await recordsScope(deps, actor, input.client_id);
  const key = exerciseKey(input.exercise_id ?? null, input.name ?? "");
  const s = logged_sets;
  const ofExercise = and(eq(s.client_id, client.id), eq(s.exercise_key, key), seen);
  const [{ rows: sets, meta }, perDate] = await Promise.all([
    paged(
      pageWindow(input),
      (w) =>
        deps.db
          .select({
            date: s.date,
            workout_item_id: s.workout_item_id,
            workout_id: workout_items.workout_id,
            weight_kg: s.weight_kg,
            reps: s.reps,
          })
          .from(s)
          // One primary-key lookup per set of the page: where the screen links a set to.
          .innerJoin(workout_items, eq(workout_items.id, s.workout_item_id))
          .where(ofExercise)
          .orderBy(desc(s.date), desc(s.workout_item_id), asc(s.position))
          .limit(w.size)
          .offset(w.offset),
      () => deps.db.select({ n: count() }).from(s).where(ofExercise),
    ),
    deps.db
      .select({
        date: s.date,
        e1rm_kg: max(s.e1rm_kg),
        volume_kg: sql<number>`coalesce(sum(${s.weight_kg} * ${s.reps}), 0)`.mapWith(Number),
      })
      .from(s)
      .where(and(ofExercise, isNotNull(s.weight_kg)))
      .groupBy(s.date)
      .orderBy(desc(s.date)),
  ]);
  return { sets, e1rm: perDate, meta };
}
