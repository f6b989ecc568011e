import { eq, sql } from "drizzle-orm";
import { clients, comments, notifications, trainers, workouts } from "../../../db/schema";
import { inIds, jsonChunks } from "../../data/sql";
import type { ServiceDeps } from "../../services/deps";
import { deliverAfterCommit } from "../../services/realtime";
import { addDays } from "../clients/stats";
import { weekEnd } from "../clients/visibility";
import { coachesOf } from "../conversations/access";
import { notificationDeliveries } from "./view";
import { coachesWanting, excerpt, notificationInsert } from "./write";

/**
 * The notifications each cause writes, as statements for the cause's own batch (issue 26):
 * - a client completes a workout → its trainer (`generateWorkoutNotifications`);
 * - a comment: from the client → its trainer and the coaches who commented on that workout
 *   (`newComment`); from a coach → the client, unless the workout is hidden from it;
 * - an invitation accepted → the client's trainer;
 * - a new week planned → the client: workouts written for it into a Monday–Sunday week that held
 *   no workout it could see, once per week and write (creates, pastes, program assignment and
 *   program sync's added copies: weeksPlannedNotice);
 * - messages: conversations/send.ts; missed workouts: missed-workouts.ts (the job runner).
 */

type NotificationRows = (typeof notifications.$inferSelect)[];

/** The client's trainer's user id and settings, and the client's organization. */
async function clientCoach(deps: ServiceDeps, clientId: number) {
  const [row] = await deps.db
    .select({
      clientUserId: clients.user_id,
      organizationId: clients.organization_id,
      trainerId: clients.trainer_id,
      trainerUserId: trainers.user_id,
    })
    .from(clients)
    .leftJoin(trainers, eq(trainers.id, clients.trainer_id))
    .where(eq(clients.id, clientId))
    .limit(1);
  return row ?? null;
}

/** Completing a workout (the statement before this one in the batch is the conditional UPDATE). */
export async function workoutCompletedNotice(
  deps: ServiceDeps,
  workout: { id: number; client_id: number | null; title: string },
  actorId: number,
  now: string,
) {
  if (workout.client_id === null) return null;
  const coach = await clientCoach(deps, workout.client_id);
  if (!coach?.trainerUserId) return null;
  const recipients = await coachesWanting(deps, [coach.trainerUserId], "workout_completed");
  if (recipients.length === 0) return null;
  return {
    organizationId: coach.organizationId,
    statement: notificationInsert(
      deps,
      recipients,
      {
        kind: "workout_completed",
        clientId: workout.client_id,
        actorId,
        workoutId: workout.id,
        text: workout.title,
      },
      now,
      { onlyIfChanged: true },
    ),
  };
}

/** A new comment (the statement before this one is its conditional INSERT). */
export async function commentNotice(
  deps: ServiceDeps,
  workout: { id: number; client_id: number | null; hidden: boolean },
  author: { userId: number; isClient: boolean },
  body: string,
  now: string,
) {
  if (workout.client_id === null) return null;
  const coach = await clientCoach(deps, workout.client_id);
  if (!coach) return null;
  let recipients: number[];
  if (author.isClient) {
    const commenters = await deps.db
      .selectDistinct({ id: comments.user_id })
      .from(comments)
      .where(eq(comments.workout_id, workout.id));
    const wrote = new Set(commenters.map((c) => c.id));
    const coaches = await coachesOf(deps, coach.organizationId, coach.trainerId);
    const candidates = coaches
      .filter((c) => c.userId === coach.trainerUserId || wrote.has(c.userId))
      .map((c) => c.userId)
      .filter((id) => id !== author.userId);
    recipients = await coachesWanting(deps, candidates, "comment");
  } else {
    recipients = workout.hidden || coach.clientUserId === author.userId ? [] : [coach.clientUserId];
  }
  if (recipients.length === 0) return null;
  return {
    organizationId: coach.organizationId,
    statement: notificationInsert(
      deps,
      recipients,
      {
        kind: "comment",
        clientId: workout.client_id,
        actorId: author.userId,
        workoutId: workout.id,
        commentId: sql`(SELECT max(c.id) FROM ${comments} AS c WHERE c.user_id = ${author.userId})`,
        text: body,
      },
      now,
      { onlyIfChanged: true },
    ),
  };
}

/** An accepted invitation: the client's trainer is told (for the accept's batch). */
export function invitationAcceptedStatement(deps: ServiceDeps, clientUserId: number, now: string) {
  return deps.db.all<NotificationRows[number]>(sql`
    INSERT INTO ${notifications} (user_id, kind, client_id, actor_id, created_at)
    SELECT t.user_id, 'invitation_accepted', c.id, c.user_id, ${now}
    FROM ${clients} AS c JOIN ${trainers} AS t ON t.id = c.trainer_id
    WHERE c.user_id = ${clientUserId}
    RETURNING *`);
}

/** A workout a write creates for a client: the batch inserts it with this uuid. */
export type PlannedWorkout = {
  clientId: number;
  due: string;
  uuid: string;
  hidden: boolean;
  title: string | null | undefined;
};

/**
 * Workouts just written for clients (single creates, pastes, program assignment and program
 * sync's added copies; the batch inserted them before these statements): each Monday–Sunday week
 * of a client that received a workout it sees, and holds no workout it sees other than this
 * write's, tells the client once that a week was planned, linking the week's first new workout.
 * A week whose workouts the same write deleted (an assignment that replaces) counts as newly
 * planned: the client's plan for it is new. Statements for the write's own batch, chunked like
 * any JSON list; the clients are of one organization (a write never spans two).
 */
export async function weeksPlannedNotice(
  deps: ServiceDeps,
  planned: readonly PlannedWorkout[],
  actorId: number,
  now: string,
) {
  const weeks = new Map<
    string,
    { clientId: number; monday: string; sunday: string; first: PlannedWorkout; uuids: string[] }
  >();
  for (const workout of planned) {
    const sunday = weekEnd(workout.due);
    const key = `${workout.clientId}:${sunday}`;
    const week = weeks.get(key);
    if (!week) {
      weeks.set(key, {
        clientId: workout.clientId,
        monday: addDays(sunday, -6),
        sunday,
        first: workout,
        uuids: [workout.uuid],
      });
      continue;
    }
    week.uuids.push(workout.uuid);
    if (week.first.hidden || (!workout.hidden && workout.due < week.first.due)) week.first = workout;
  }
  const visible = [...weeks.values()].filter((w) => !w.first.hidden);
  if (visible.length === 0) return null;
  const owners = await deps.db
    .select({ id: clients.id, userId: clients.user_id, organizationId: clients.organization_id })
    .from(clients)
    .where(inIds(clients.id, [...new Set(visible.map((w) => w.clientId))]));
  const userOf = new Map(owners.map((o) => [o.id, o.userId]));
  const rows = visible.map((w) => ({
    user: userOf.get(w.clientId),
    client: w.clientId,
    monday: w.monday,
    sunday: w.sunday,
    first: w.first.uuid,
    uuids: w.uuids,
    text: excerpt(w.first.title) ?? w.monday,
  }));
  const field = (name: string) => sql.raw(`json_extract(j.value, '$.${name}')`);
  return {
    organizationId: owners[0]?.organizationId ?? null,
    statements: jsonChunks(rows).map((json) =>
      deps.db.all<NotificationRows[number]>(sql`
        INSERT INTO ${notifications} (user_id, kind, client_id, actor_id, workout_id, text, created_at)
        SELECT ${field("user")}, 'week_planned', ${field("client")}, ${actorId},
          (SELECT w.id FROM ${workouts} AS w WHERE w.uuid = ${field("first")}), ${field("text")}, ${now}
        FROM json_each(${json}) AS j
        WHERE ${field("user")} IS NOT NULL AND NOT EXISTS (
          SELECT 1 FROM ${workouts} AS w WHERE w.client_id = ${field("client")}
            AND w.due BETWEEN ${field("monday")} AND ${field("sunday")} AND w.hidden = 0
            AND w.uuid NOT IN (SELECT value FROM json_each(j.value, '$.uuids')))
        ORDER BY j.key
        RETURNING *`),
    ),
  };
}

/**
 * After the write committed: delivers the week-planned notices its batch wrote. `written` is the
 * batch's results from the first notice statement on.
 */
export async function deliverPlannedWeeks(
  deps: ServiceDeps,
  notice: Awaited<ReturnType<typeof weeksPlannedNotice>>,
  written: readonly unknown[],
) {
  if (!notice) return;
  const rows = written.slice(0, notice.statements.length).flat() as NotificationRows;
  await deliverAfterCommit(deps, await notificationDeliveries(deps, notice.organizationId, rows));
}

// Issue 28 (progress beyond lifts) --------------------------------------------------------------

/**
 * A new photo session or assessment of a client: its trainer is told (unless the trainer wrote it),
 * as its `generateProgressPictureNotifications` / `generateAssessmentNotifications` flag says. A
 * statement for the writing batch, or null when nobody is told.
 */
export async function progressNotice(
  deps: ServiceDeps,
  kind: "progress_photos" | "assessment",
  clientId: number,
  actorId: number,
  text: string,
  now: string,
) {
  const coach = await clientCoach(deps, clientId);
  if (!coach?.trainerUserId || coach.trainerUserId === actorId) return null;
  const recipients = await coachesWanting(deps, [coach.trainerUserId], kind);
  if (recipients.length === 0) return null;
  return {
    organizationId: coach.organizationId,
    statement: notificationInsert(deps, recipients, { kind, clientId, actorId, text }, now),
  };
}

// Issue 31 (nutrition) ---------------------------------------------------------------------------

/**
 * A coach's comment on a client's day of food: the client is told, with the comment as the excerpt.
 * The statement follows the log's UPDATE in its batch and writes only if that changed a row.
 */
export function nutritionCommentNotice(
  deps: ServiceDeps,
  client: { clientId: number; clientUserId: number },
  actorId: number,
  comment: string,
  now: string,
) {
  return notificationInsert(
    deps,
    [client.clientUserId],
    { kind: "nutrition_comment", clientId: client.clientId, actorId, text: comment },
    now,
    { onlyIfChanged: true },
  );
}
