import { and, eq, ne, type SQL } from "drizzle-orm";
import { workout_items, workouts } from "../../../db/schema";
import { AppError } from "../../errors";
import type { Actor } from "../../services/actor";
import type { ServiceDeps } from "../../services/deps";
import { deliverAfterCommit } from "../../services/realtime";
import { loadOwnClient, loadWorkoutForClient, visibleToClient } from "../clients/visibility";
import { workoutCompletedNotice } from "../notifications/causes";
import { type NotificationRow, notificationDeliveries } from "../notifications/view";
import { setsSeenBy } from "../records/access";
import { deliverRecordNotices, newRecordsPlan } from "../records/new-record";
import { loggingUnits, resultSetsPatch } from "../records/result-sets";
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
  const units = await loggingUnits(deps, actor);
  return writeItemResult(deps, {
    row,
    clientId: own.id,
    actorUserId: actor.user.id,
    seen: setsSeenBy(deps, own),
    now,
    patch: {
      ...(result !== undefined ? { result } : {}),
      ...(state !== undefined ? { state } : {}),
      ...resultSetsPatch({ result }, row.item, units),
      updated_at: now,
    },
  });
}

/**
 * One item's write with what its result implies: the item (its sets follow by trigger), the
 * workout bumped so the coach's feed shows fresh results first, and — when the new sets beat the
 * client's record for the exercise — the record event and the trainer's notification, all in one
 * batch (records/new-record.ts); the notification is delivered after the commit. Answers the item
 * and the records it set (for a client logging: measured against the workouts it sees).
 */
export async function writeItemResult(
  deps: ServiceDeps,
  target: {
    row: { item: typeof workout_items.$inferSelect; workout: typeof workouts.$inferSelect };
    clientId: number | null;
    actorUserId: number;
    seen?: SQL;
    now: string;
    patch: Partial<typeof workout_items.$inferInsert>;
  },
) {
  const { row, patch, now } = target;
  const plan =
    patch.result_sets !== undefined && target.clientId !== null
      ? await newRecordsPlan(deps, {
          clientId: target.clientId,
          workoutId: row.workout.id,
          writes: [
            {
              id: row.item.id,
              exercise_id: patch.exercise_id !== undefined ? patch.exercise_id : row.item.exercise_id,
              name: patch.name ?? row.item.name,
              sets: patch.result_sets,
            },
          ],
          actorUserId: target.actorUserId,
          now,
          ...(target.seen ? { seen: target.seen } : {}),
        })
      : null;
  const [updated, , ...recordWrites] = await writeWorkouts(
    deps,
    [
      deps.db.update(workout_items).set(patch).where(eq(workout_items.id, row.item.id)).returning(),
      deps.db.update(workouts).set({ updated_at: now }).where(eq(workouts.id, row.workout.id)),
      ...(plan?.statements ?? []),
    ],
    [],
  );
  const item = updated[0];
  if (!item) throw new AppError("NOT_FOUND");
  await deliverRecordNotices(deps, plan, recordWrites);
  return { workout_item: item, new_records: plan?.newRecords ?? [] };
}
