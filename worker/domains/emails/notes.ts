import { sql } from "drizzle-orm";
import type { EmailKind } from "#shared/email-outbox";
import {
  clients,
  comments,
  email_outbox,
  messages,
  notifications,
  users,
  workouts,
} from "../../../db/schema";
import type { ServiceDeps } from "../../services/deps";
import type { JobInstance, JobKind } from "../jobs/kind";
import { brandLink, emailBrands } from "./brand";
import { decideForClient } from "./decide";
import { LINK_PATHS } from "./links";
import { localClock } from "./local-time";
import { type OutboxDecision, recordDecisions } from "./outbox";
import { clientRecipients, switchOn, unsubscribedFrom } from "./recipients";
import { type EmailNote, notesEmail } from "./templates/client-emails";

/**
 * New message / new comment emails to the client (`newMessageEmails`, `newCommentEmails`), from
 * the client's own in-app notifications: once the oldest unread one not yet emailed is
 * MESSAGE_EMAIL_DELAY_SECONDS old (default 300), every unread one of that kind since makes one
 * email, key `<kind>:<user>:<first notification>`, `through_id` its last. Reading the thread marks
 * message notifications read, opening the workout marks its comment notifications read
 * (notifications/seen.ts): read ones are not emailed. A recalled message never is. Notifications
 * older than LOOKBACK_HOURS are not emailed any more.
 */
export const DEFAULT_MESSAGE_EMAIL_DELAY_SECONDS = 300;
const LOOKBACK_HOURS = 48;
/** Recipients per run: a run stays a bounded chunk of work. */
const MAX_RECIPIENTS = 500;

const EMAIL_KIND = { message: "new_message", comment: "new_comment" } as const satisfies Record<
  string,
  EmailKind
>;

export const noteEmails: JobKind = {
  name: "note-emails",
  leaseSeconds: 300,
  async due(deps, now): Promise<JobInstance[]> {
    return [{ key: `note-emails:${now.toISOString().slice(0, 16)}`, run: () => decideNotes(deps, now) }];
  },
};

type Pending = {
  id: number;
  user_id: number;
  kind: "message" | "comment";
  created_at: string;
  body: string | null;
  workout_title: string | null;
  workout_id: number | null;
};

export async function decideNotes(deps: ServiceDeps, now: Date) {
  const delay = deps.config.messageEmailDelaySeconds ?? DEFAULT_MESSAGE_EMAIL_DELAY_SECONDS;
  const since = new Date(now.getTime() - LOOKBACK_HOURS * 3_600_000).toISOString();
  const rows = await deps.db.all<Pending>(sql`
    SELECT n.id, n.user_id, n.kind, n.created_at, n.workout_id,
      CASE n.kind WHEN 'message' THEN m.body ELSE cm.body END AS body,
      w.title AS workout_title
    FROM ${notifications} AS n
    JOIN ${clients} AS c ON c.user_id = n.user_id
    LEFT JOIN ${messages} AS m ON m.id = n.message_id
    LEFT JOIN ${comments} AS cm ON cm.id = n.comment_id
    LEFT JOIN ${workouts} AS w ON w.id = n.workout_id
    WHERE n.kind IN ('message', 'comment') AND n.read_at IS NULL AND n.created_at >= ${since}
      AND (n.kind <> 'message' OR (m.id IS NOT NULL AND m.recalled_at IS NULL))
      AND (n.kind <> 'comment' OR (cm.id IS NOT NULL AND coalesce(w.hidden, 0) = 0))
      AND n.id > coalesce((SELECT max(o.through_id) FROM ${email_outbox} AS o
        WHERE o.recipient_id = n.user_id
          AND o.kind = CASE n.kind WHEN 'message' THEN 'new_message' ELSE 'new_comment' END), 0)
    ORDER BY n.id`);
  const cutoff = new Date(now.getTime() - delay * 1000).toISOString();
  const batches = new Map<string, Pending[]>();
  for (const row of rows) {
    const id = `${row.user_id}:${row.kind}`;
    const list = batches.get(id) ?? [];
    list.push(row);
    batches.set(id, list);
  }
  const ready = [...batches.values()].filter((b) => b[0]!.created_at <= cutoff).slice(0, MAX_RECIPIENTS);
  if (ready.length === 0) return;
  const userIds = [...new Set(ready.map((b) => b[0]!.user_id))];
  const recipients = new Map(
    (
      await clientRecipients(
        deps,
        sql`${users.id} IN (SELECT value FROM json_each(${JSON.stringify(userIds)}))`,
      )
    ).map((r) => [r.userId, r]),
  );
  const unsubscribed = {
    message: await unsubscribedFrom(deps, userIds, "new_message"),
    comment: await unsubscribedFrom(deps, userIds, "new_comment"),
  };
  const brandOf = emailBrands(deps);
  const decisions: OutboxDecision[] = [];
  for (const batch of ready) {
    const first = batch[0]!;
    const r = recipients.get(first.user_id);
    if (!r) continue;
    const kind = EMAIL_KIND[first.kind];
    const coach = r.coachName ?? "";
    const notes: EmailNote[] = batch.map((n) => ({
      author: coach,
      body: n.body ?? "",
      workoutTitle: first.kind === "comment" ? n.workout_title : null,
    }));
    const brand = await brandOf(r.organizationId);
    const url = brandLink(
      brand,
      first.kind === "message" || first.workout_id === null
        ? LINK_PATHS.clientMessages
        : LINK_PATHS.clientWorkout(first.workout_id),
    );
    decisions.push({
      ...(await decideForClient(
        deps,
        r,
        brand,
        {
          key: `${kind}:${r.userId}:${first.id}`,
          kind,
          localDate: localClock(r.timezone, now).date,
          switchOn: switchOn(r, first.kind === "message" ? "newMessageEmails" : "newCommentEmails"),
          unsubscribed: unsubscribed[first.kind].has(r.userId),
        },
        { email: (ctx) => notesEmail(ctx, first.kind, coach, notes, url) },
      )),
      through_id: batch[batch.length - 1]!.id,
    });
  }
  await recordDecisions(deps, decisions);
}
