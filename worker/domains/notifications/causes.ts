import { eq, sql } from "drizzle-orm";
import { clients, comments, notifications, trainers, workouts } from "../../../db/schema";
import type { ServiceDeps } from "../../services/deps";
import { addDays } from "../clients/stats";
import { weekEnd } from "../clients/visibility";
import { coachesOf } from "../conversations/access";
import { coachesWanting, excerpt, notificationInsert } from "./write";

/**
 * The notifications each cause writes, as statements for the cause's own batch (issue 26):
 * - a client completes a workout → its trainer (`generateWorkoutNotifications`);
 * - a comment: from the client → its trainer and the coaches who commented on that workout
 *   (`newComment`); from a coach → the client, unless the workout is hidden from it;
 * - an invitation accepted → the client's trainer;
 * - a new week planned → the client: a workout written for it into a Monday–Sunday week that held
 *   no workout it could see (single creates; a program assignment is one write of many weeks and
 *   tells nothing, to keep it simple — the client finds them in its calendar);
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

/**
 * A workout just written for a client (the batch inserted it before this statement): when it is
 * the only workout the client sees in its Monday–Sunday week, the client is told a week was planned.
 */
export async function weekPlannedNotice(
  deps: ServiceDeps,
  target: { clientId: number; due: string; hidden: boolean; title: string | undefined },
  actorId: number,
  now: string,
) {
  if (target.hidden) return null;
  const coach = await clientCoach(deps, target.clientId);
  if (!coach) return null;
  const sunday = weekEnd(target.due);
  const monday = addDays(sunday, -6);
  const week = sql`(SELECT count(*) FROM ${workouts} AS w WHERE w.client_id = ${target.clientId}
    AND w.due BETWEEN ${monday} AND ${sunday} AND w.hidden = 0)`;
  return {
    organizationId: coach.organizationId,
    statement: deps.db.all<NotificationRows[number]>(sql`
      INSERT INTO ${notifications} (user_id, kind, client_id, actor_id, workout_id, text, created_at)
      SELECT ${coach.clientUserId}, 'week_planned', ${target.clientId}, ${actorId},
        (SELECT max(w.id) FROM ${workouts} AS w WHERE w.client_id = ${target.clientId}), ${excerpt(target.title ?? null) ?? monday}, ${now}
      WHERE ${week} = 1
      RETURNING *`),
  };
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
