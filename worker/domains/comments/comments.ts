import { asc, count, eq, getTableColumns, sql } from "drizzle-orm";
import { message } from "#shared/messages";
import { comments, notifications, workouts } from "../../../db/schema";
import { AppError } from "../../errors";
import { assertInOrganization, isClientActor, requireCoach } from "../../services/access";
import type { Actor } from "../../services/actor";
import type { ServiceDeps } from "../../services/deps";
import { deliverAfterCommit } from "../../services/realtime";
import { rate, reserveRate } from "../auth/throttle";
import { loadOwnClient, loadWorkoutForClient, visibleToClient } from "../clients/visibility";
import { commentNotice } from "../notifications/causes";
import { type NotificationRow, notificationDeliveries } from "../notifications/view";
import { pageMetaOf, pageWindow } from "../shared/paging";
import { loadWorkoutInScope } from "../workouts/access";
import { loadUsers } from "../workouts/side-load";
import { commenterColumns, publicComment } from "../workouts/workout-comments";
import {
  COMMENTS_PER_MINUTE,
  MAX_COMMENTS_PER_WORKOUT,
  type TCreateCommentInput,
  type TListCommentsInput,
} from "./schemas";

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

/**
 * GET /comments?workout_id=&page=&per_page=: a workout's comments, oldest first, one page (a
 * workout holds at most MAX_COMMENTS_PER_WORKOUT), with their authors and TrueCoach's `meta`.
 */
export async function listComments(deps: ServiceDeps, actor: Actor, input: TListCommentsInput) {
  await commentableWorkout(deps, actor, input.workout_id);
  const window = pageWindow(input);
  const rows = (
    await deps.db
      .select({ ...getTableColumns(comments), ...commenterColumns })
      .from(comments)
      .where(eq(comments.workout_id, input.workout_id))
      .orderBy(asc(comments.created_at), asc(comments.id))
      .limit(window.size)
      .offset(window.offset)
  ).map(publicComment);
  const meta = await pageMetaOf(window, rows.length, async () => {
    const [total] = await deps.db
      .select({ n: count() })
      .from(comments)
      .where(eq(comments.workout_id, input.workout_id));
    return total?.n ?? 0;
  });
  const authorIds = [...new Set(rows.map((r) => r.user_id).filter((id): id is number => id !== null))];
  return { comments: rows, users: await loadUsers(deps, authorIds), meta };
}

/**
 * POST /comments. Rate-limited per person (COMMENTS_PER_MINUTE, counted in the database so it
 * holds on both runtimes), and a workout holds at most MAX_COMMENTS_PER_WORKOUT: the INSERT itself
 * counts the workout's comments (INSERT … SELECT … WHERE count < max), so two writers at 499 give
 * one comment and one 409 COMMENT_LIMIT, never 501.
 */
export async function createComment(deps: ServiceDeps, actor: Actor, input: TCreateCommentInput) {
  const workout = await commentableWorkout(deps, actor, input.comment.workout_id);
  await reserveRate(deps, rate.comments(actor.user.id, COMMENTS_PER_MINUTE), "TOO_MANY_COMMENTS");
  const now = deps.clock.now().toISOString();
  const notice = await commentNotice(
    deps,
    workout,
    { userId: actor.user.id, isClient: isClientActor(actor) },
    input.comment.body,
    now,
  );
  // The notification rides in the comment's batch and is written only if the comment was.
  const [inserted, notified] = await deps.db.batch([
    deps.db.all<{ id: number }>(sql`
    INSERT INTO ${comments} (workout_id, user_id, body, created_at, updated_at)
    SELECT ${workout.id}, ${actor.user.id}, ${input.comment.body}, ${now}, ${now}
    WHERE EXISTS (SELECT 1 FROM ${workouts} AS w WHERE w.id = ${workout.id})
      AND (SELECT count(*) FROM ${comments} AS c WHERE c.workout_id = ${workout.id}) < ${MAX_COMMENTS_PER_WORKOUT}
    RETURNING id`),
    notice ? notice.statement : deps.db.all<NotificationRow>(sql`SELECT * FROM ${notifications} WHERE 0`),
  ]);
  if (notice && notified.length > 0)
    await deliverAfterCommit(deps, await notificationDeliveries(deps, notice.organizationId, notified));
  const id = inserted[0]?.id;
  if (id === undefined) {
    // Nothing written: the workout is full, or it was deleted since it was read (then 404).
    const [still] = await deps.db
      .select({ id: workouts.id })
      .from(workouts)
      .where(eq(workouts.id, workout.id));
    if (!still) throw new AppError("NOT_FOUND");
    throw new AppError("COMMENT_LIMIT", message("COMMENT_LIMIT", { max: MAX_COMMENTS_PER_WORKOUT }));
  }
  // Read back like the lists read comments, so the answer names its commenter the same way.
  const [created] = await deps.db
    .select({ ...getTableColumns(comments), ...commenterColumns })
    .from(comments)
    .where(eq(comments.id, Number(id)))
    .limit(1);
  if (!created) throw new AppError("NOT_FOUND");
  return { comment: publicComment(created) };
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
