import { and, eq, isNull } from "drizzle-orm";
import { notifications } from "../../../db/schema";
import type { ServiceDeps } from "../../services/deps";

/**
 * A client opened a workout: the comments on it are seen, so their notifications go read (the
 * bell stops counting them, and no "new comment" email follows: worker/domains/emails/notes.ts).
 */
export async function markWorkoutCommentsSeen(deps: ServiceDeps, userId: number, workoutId: number) {
  await deps.db
    .update(notifications)
    .set({ read_at: deps.clock.now().toISOString() })
    .where(
      and(
        eq(notifications.user_id, userId),
        eq(notifications.workout_id, workoutId),
        eq(notifications.kind, "comment"),
        isNull(notifications.read_at),
      ),
    );
}
