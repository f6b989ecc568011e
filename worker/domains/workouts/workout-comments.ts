import { and, asc, eq, getTableColumns, sql } from "drizzle-orm";
import { clients, comments, trainers } from "../../../db/schema";
import { inIds } from "../../data/sql";
import type { ServiceDeps } from "../../services/deps";
import { groupIds } from "./group-ids";
import type { CommentRow } from "./rows";

/**
 * Who wrote a comment, as TrueCoach's `commenter: {type, id}`: the client (its clients.id) or the
 * coach (trainers.id) the author is, else the user; null when the author is gone. Two index probes
 * per comment inside the one query that reads them.
 */
// The author column is spelt out: Drizzle leaves a single-table select's columns unqualified, and
// a bare "user_id" inside the subquery would name the subquery's own column.
export const commenterColumns = {
  commenter_client: sql<
    number | null
  >`(SELECT c.id FROM ${clients} AS c WHERE c.user_id = "comments"."user_id")`,
  commenter_trainer: sql<
    number | null
  >`(SELECT t.id FROM ${trainers} AS t WHERE t.user_id = "comments"."user_id")`,
};

type CommenterColumns = { commenter_client: number | null; commenter_trainer: number | null };

/** The comment row with TrueCoach's `commenter` and `attachments` (comments carry none here). */
export function publicComment(row: CommentRow & Partial<CommenterColumns>) {
  const { commenter_client, commenter_trainer, ...rest } = row;
  const commenter =
    rest.user_id === null
      ? null
      : commenter_client != null
        ? { type: "client" as const, id: commenter_client }
        : commenter_trainer != null
          ? { type: "trainer" as const, id: commenter_trainer }
          : { type: "user" as const, id: rest.user_id };
  return { ...rest, commenter, attachments: [] as never[] };
}
export type PublicCommentRow = ReturnType<typeof publicComment>;
export type PublicComment = PublicCommentRow;

const ofWorkouts = (workoutIds: number[]) =>
  workoutIds.length === 1 ? eq(comments.workout_id, workoutIds[0]!) : inIds(comments.workout_id, workoutIds);

/**
 * The comments of these workouts, oldest first; with `latest`, only each workout's `latest` newest
 * (a workout holds up to 500: lists side-load a bounded number, `comment_ids` name them all).
 */
export async function loadComments(
  deps: ServiceDeps,
  workoutIds: number[],
  latest?: number,
): Promise<PublicCommentRow[]> {
  if (workoutIds.length === 0) return [];
  // Each workout's newest `latest`, ranked inside the workout on comments_workout_idx.
  const newest =
    latest === undefined
      ? undefined
      : sql`${comments.id} IN (SELECT ranked.id FROM (SELECT c.id, row_number() OVER (PARTITION BY c.workout_id ORDER BY c.created_at DESC, c.id DESC) AS n FROM ${comments} AS c WHERE c.workout_id IN (SELECT value FROM json_each(${JSON.stringify(workoutIds)}))) AS ranked WHERE ranked.n <= ${latest})`;
  const rows = await deps.db
    .select({ ...getTableColumns(comments), ...commenterColumns })
    .from(comments)
    .where(newest ? and(ofWorkouts(workoutIds), newest) : ofWorkouts(workoutIds))
    .orderBy(asc(comments.workout_id), asc(comments.created_at), asc(comments.id));
  return rows.map(publicComment);
}

/** Every comment id of these workouts, oldest first, by workout (two integers a row, from the index). */
export async function loadCommentIds(
  deps: ServiceDeps,
  workoutIds: number[],
): Promise<Map<number, number[]>> {
  if (workoutIds.length === 0) return new Map();
  const rows = await deps.db
    .select({ id: comments.id, workout_id: comments.workout_id })
    .from(comments)
    .where(ofWorkouts(workoutIds))
    .orderBy(asc(comments.workout_id), asc(comments.created_at), asc(comments.id));
  return groupIds(rows, (c) => c.workout_id);
}
