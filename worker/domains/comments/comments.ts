import { eq } from "drizzle-orm";
import { comments, workouts } from "../../../db/schema";
import { AppError } from "../../errors";
import { message } from "../../messages";
import type { TCreateCommentInput, TListCommentsInput } from "../../schemas/comments";
import { assertInOrganization, isClientActor, requireCoach } from "../../services/access";
import type { Actor } from "../../services/actor";
import type { ServiceDeps } from "../../services/deps";
import { loadOwnClient, loadWorkoutForClient, visibleToClient } from "../clients/visibility";
import { loadComments, loadUsers, loadWorkoutInScope, publicComment } from "../workouts/load";

/**
 * Comments on workouts. Bodies are plain text: stored as written (trimmed) and never rendered as
 * HTML by the app. Coaches comment on, and read, their organization's workouts; a comment is
 * deleted by its author or by a coach of the workout's organization. A signed-in client reads and
 * comments on its own (visible) workouts and deletes its own comments only.
 */

/** The workout a caller comments on or reads the comments of: a coach's in reach, a client's own. */
async function commentableWorkout(deps: ServiceDeps, actor: Actor, workoutId: number) {
  if (isClientActor(actor)) return (await loadWorkoutForClient(deps, actor, workoutId)).workout;
  return loadWorkoutInScope(deps, actor, workoutId);
}

/** GET /comments?workout_id=: a workout's comments, oldest first, with their authors. */
export async function listComments(deps: ServiceDeps, actor: Actor, input: TListCommentsInput) {
  await commentableWorkout(deps, actor, input.workout_id);
  const rows = await loadComments(deps, [input.workout_id]);
  const authorIds = [...new Set(rows.map((r) => r.user_id).filter((id): id is number => id !== null))];
  return { comments: rows, users: await loadUsers(deps, authorIds) };
}

/** POST /comments */
export async function createComment(deps: ServiceDeps, actor: Actor, input: TCreateCommentInput) {
  const workout = await commentableWorkout(deps, actor, input.comment.workout_id);
  const now = deps.clock.now().toISOString();
  const [row] = await deps.db
    .insert(comments)
    .values({
      workout_id: workout.id,
      user_id: actor.user.id,
      body: input.comment.body,
      created_at: now,
      updated_at: now,
    })
    .returning();
  // Read back like the lists read comments, so the answer names its commenter the same way.
  const [created] = (await loadComments(deps, [workout.id])).filter((c) => c.id === row!.id);
  return { comment: created ?? publicComment(row!) };
}

/** DELETE /comments/{id}: its author, or a coach of the workout's organization. */
export async function deleteComment(deps: ServiceDeps, actor: Actor, id: number) {
  const client = isClientActor(actor) ? await loadOwnClient(deps, actor) : null;
  if (!client) requireCoach(actor);
  const [row] = await deps.db
    .select({ comment: comments, workout: workouts })
    .from(comments)
    .innerJoin(workouts, eq(workouts.id, comments.workout_id))
    .where(eq(comments.id, id))
    .limit(1);
  if (!row) throw new AppError("NOT_FOUND");
  if (client) {
    // A client sees the comments of its own workouts; of those it deletes only its own.
    if (!visibleToClient(client, row.workout)) throw new AppError("NOT_FOUND");
    if (row.comment.user_id !== actor.user.id) throw new AppError("FORBIDDEN");
  } else if (row.comment.user_id !== actor.user.id) assertInOrganization(actor, row.workout.organization_id);
  await deps.db.delete(comments).where(eq(comments.id, id));
  return { success: 0 as const, msg: message("COMMENT_DELETED") };
}
