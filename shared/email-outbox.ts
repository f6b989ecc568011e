/**
 * The outbox's vocabulary (issue 29), one list for the server and the web: the kinds of email, why
 * one was skipped, and the states an admin filters by. No zod here: the outbox screen keeps its
 * filters in the URL with these lists; worker/domains/emails/ decides, stores and checks with them.
 */

export const EMAIL_KINDS = [
  "daily_workout",
  "missed_workout",
  "new_message",
  "new_comment",
  "weekly_digest",
  "coach_notifications",
  "coach_digest",
] as const;
export type EmailKind = (typeof EMAIL_KINDS)[number];

/** The kinds a coach receives (about clients); the others go to clients. */
export const isCoachEmailKind = (kind: string) => kind.startsWith("coach_");

export const SKIP_REASONS = [
  "setting_off",
  "unsubscribed",
  "nothing_to_send",
  "hidden",
  "no_address",
  "bad_address",
] as const;
export type SkipReason = (typeof SKIP_REASONS)[number];

/**
 * The states an admin filters by. `pending` covers rows waiting or being sent right now (`sending`
 * is a runner's few seconds; nobody filters for it on its own).
 */
export const OUTBOX_FILTER_STATUSES = ["sent", "skipped", "failed", "pending"] as const;
export type OutboxFilterStatus = (typeof OUTBOX_FILTER_STATUSES)[number];
