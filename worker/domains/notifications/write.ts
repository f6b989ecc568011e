import { type SQL, sql } from "drizzle-orm";
import { type NotificationKind, notifications, trainers } from "../../../db/schema";
import type { TrainerSettings } from "../../../db/schema/json-types";
import { inIds } from "../../data/sql";
import type { ServiceDeps } from "../../services/deps";
import { DEFAULT_TRAINER_SETTINGS } from "../trainers/schemas";

/**
 * Writing notifications: a statement the cause's own batch carries, so a notification exists
 * exactly when what it tells of was written (issue 26). Whether a coach gets one follows its
 * trainer settings: `newMessage` (messages), `newComment` (comments) and
 * `generateWorkoutNotifications` (completed and missed workouts). Clients get theirs always.
 */

/** The trainer setting that turns a kind on or off for a coach (null: always on). */
export const SETTING_OF_KIND: Record<
  NotificationKind,
  | "newMessage"
  | "newComment"
  | "generateWorkoutNotifications"
  | "generateBenchmarkNotifications"
  | "generateProgressPictureNotifications"
  | "generateAssessmentNotifications"
  | null
> = {
  message: "newMessage",
  comment: "newComment",
  workout_completed: "generateWorkoutNotifications",
  workout_missed: "generateWorkoutNotifications",
  invitation_accepted: null,
  week_planned: null,
  // Issue 27: a client's new personal record, under SPEC's benchmark notification flag.
  personal_record: "generateBenchmarkNotifications",
  // Issue 28: photo sessions and assessments follow the trainer's own flags.
  progress_photos: "generateProgressPictureNotifications",
  assessment: "generateAssessmentNotifications",
  // Issue 31: only clients get it, and clients get theirs always.
  nutrition_comment: null,
};

/** Whether a coach with these (stored, possibly partial) settings wants notifications of `kind`. */
export function coachWants(settings: unknown, kind: NotificationKind): boolean {
  const flag = SETTING_OF_KIND[kind];
  if (flag === null) return true;
  const stored = (settings ?? {}) as Partial<TrainerSettings>;
  return (stored[flag] ?? DEFAULT_TRAINER_SETTINGS[flag]) !== false;
}

/** Of these coach users, those whose settings want `kind`. */
export async function coachesWanting(
  deps: ServiceDeps,
  userIds: readonly number[],
  kind: NotificationKind,
): Promise<number[]> {
  if (userIds.length === 0) return [];
  const rows = await deps.db
    .select({ userId: trainers.user_id, settings: trainers.settings })
    .from(trainers)
    .where(inIds(trainers.user_id, userIds));
  return rows.filter((r) => coachWants(r.settings, kind)).map((r) => r.userId);
}

/** What one notification says; the recipients share it. */
export type NotificationDraft = {
  kind: NotificationKind;
  clientId: number | null;
  actorId: number | null;
  /** A value, or SQL naming the workout the same batch inserted before (a new workout's record). */
  workoutId?: number | SQL | null;
  /** A value, or SQL naming a row the same batch wrote before (the message just inserted). */
  messageId?: number | SQL | null;
  commentId?: number | SQL | null;
  text?: string | null;
  /** Makes the notification happen once per recipient (`<once>:<user id>`): a repeated job adds nothing. */
  once?: string;
};

/** Excerpts are short: the list shows a line. */
export const excerpt = (text: string | null | undefined) => {
  if (!text) return null;
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > 80 ? `${flat.slice(0, 79)}…` : flat;
};

const ref = (value: number | SQL | null | undefined) => (value == null ? sql`NULL` : sql`${value}`);

/**
 * The INSERT writing `draft` for every recipient (one bound JSON list, D1's 100-parameter limit
 * holds for any count), RETURNING the rows so the write can deliver them after its commit. With
 * `onlyIfChanged` it writes nothing unless the statement before it in the batch changed a row
 * (a completion that was already written is not notified twice).
 */
export function notificationInsert(
  deps: ServiceDeps,
  recipients: readonly number[],
  draft: NotificationDraft,
  now: string,
  options: { onlyIfChanged?: boolean } = {},
) {
  const once = draft.once ? sql`${`${draft.once}:`} || r.value` : sql`NULL`;
  return deps.db.all<typeof notifications.$inferSelect>(sql`
    INSERT INTO ${notifications}
      (user_id, kind, client_id, actor_id, workout_id, message_id, comment_id, text, once_key, created_at)
    SELECT r.value, ${draft.kind}, ${draft.clientId}, ${draft.actorId}, ${ref(draft.workoutId)},
      ${ref(draft.messageId)}, ${ref(draft.commentId)}, ${excerpt(draft.text)}, ${once}, ${now}
    FROM json_each(${JSON.stringify(recipients)}) AS r
    WHERE ${options.onlyIfChanged ? sql`changes() > 0` : sql`1`}
    ON CONFLICT DO NOTHING
    RETURNING *`);
}
