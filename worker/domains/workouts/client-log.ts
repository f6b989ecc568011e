import { and, eq, ne } from "drizzle-orm";
import { workout_items, workouts } from "../../../db/schema";
import { AppError } from "../../errors";
import type { Actor } from "../../services/actor";
import type { ServiceDeps } from "../../services/deps";
import { deliverAfterCommit } from "../../services/realtime";
import { loadOwnClient, loadWorkoutForClient, visibleToClient } from "../clients/visibility";
import { workoutCompletedNotice } from "../notifications/causes";
import { type NotificationRow, notificationDeliveries } from "../notifications/view";
import type { TUpdateWorkoutInput, TUpdateWorkoutItemInput } from "./schemas";
import { workoutResponse } from "./side-load";
import { writeWorkouts } from "./writes";

/**
 * What a signed-in client writes to its own workouts: results and states. Every other field of the
 * same requests (a title, an item's `info`, a due date, the item list …) is the coach's and is
 * ignored, not refused (docs/authorization.md: fields a role may not set). A workout or item that
 * is not the client's own, or not visible to it, answers 404.
 */

/** PUT /workouts/{id} by a client: only `state` (complete / un-complete); completed_at follows. */
export async function logWorkoutState(
  deps: ServiceDeps,
  actor: Actor,
  id: number,
  input: TUpdateWorkoutInput,
) {
  const { own, workout } = await loadWorkoutForClient(deps, actor, id);
  const state = input.workout.state;
  if (state !== undefined && state !== workout.state) {
    const now = deps.clock.now().toISOString();
    // The coach is told of a completion in the same batch, only when the UPDATE changed the row.
    const notice =
      state === "completed" ? await workoutCompletedNotice(deps, workout, actor.user.id, now) : null;
    // Conditional on the state still differing: a replayed or parallel completion changes nothing
    // twice. The client's figures (compliance, feed, home totals) refresh in the same batch.
    const [, notified] = await writeWorkouts(
      deps,
      [
        deps.db
          .update(workouts)
          .set({ state, completed_at: state === "completed" ? now : null, updated_at: now })
          .where(and(eq(workouts.id, id), ne(workouts.state, state))),
        ...(notice ? [notice.statement] : []),
      ],
      [{ id: own.id, timezone: own.timezone }],
    );
    if (notice && Array.isArray(notified))
      await deliverAfterCommit(
        deps,
        await notificationDeliveries(deps, notice.organizationId, notified as NotificationRow[]),
      );
  }
  return workoutResponse(deps, id);
}

/** PUT /workout_items/{id} by a client: only `result` and `state`. */
export async function logItemResult(
  deps: ServiceDeps,
  actor: Actor,
  id: number,
  input: TUpdateWorkoutItemInput,
) {
  const own = await loadOwnClient(deps, actor);
  const [row] = await deps.db
    .select({ item: workout_items, workout: workouts })
    .from(workout_items)
    .innerJoin(workouts, eq(workouts.id, workout_items.workout_id))
    .where(eq(workout_items.id, id))
    .limit(1);
  if (!row || !visibleToClient(own, row.workout)) throw new AppError("NOT_FOUND");
  const { result, state } = input.workout_item;
  const now = deps.clock.now().toISOString();
  const [updated] = await writeWorkouts(
    deps,
    [
      deps.db
        .update(workout_items)
        .set({
          ...(result !== undefined ? { result } : {}),
          ...(state !== undefined ? { state } : {}),
          updated_at: now,
        })
        .where(eq(workout_items.id, id))
        .returning(),
      // The workout is bumped too, so the coach's feed shows fresh results first (as items.ts does).
      deps.db.update(workouts).set({ updated_at: now }).where(eq(workouts.id, row.workout.id)),
    ],
    [],
  );
  const item = updated[0];
  if (!item) throw new AppError("NOT_FOUND");
  return { workout_item: item };
}
