import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { id } from "./columns";
import { organizations } from "./organizations";
import { users } from "./users";

/**
 * Every email (and SMS reminder) the product decided about, one row per key (issue 29): `key` is
 * recipient × kind × period (`daily:<user>:<date>`, `missed:<user>:<workout>` …), unique, so a key
 * is written once and sent at most once. The row carries the rendered message, so retries and an
 * admin's resend send exactly what was decided. ISO 8601 UTC text throughout.
 * Decision: docs/decisions/2026-11-26-email-templates-and-outbox.md
 */
export const email_outbox = sqliteTable(
  "email_outbox",
  {
    id: id(),
    key: text().notNull(),
    /** daily_workout, missed_workout, new_message, new_comment, weekly_digest, coach_notifications, coach_digest. */
    kind: text().notNull(),
    organization_id: integer().references(() => organizations.id, { onDelete: "cascade" }),
    recipient_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** `email` or `sms`. */
    channel: text({ enum: ["email", "sms"] }).notNull(),
    /** The address (or phone) at the time of the decision; null when skipped for lack of one. */
    address: text(),
    /**
     * pending → sending (taken by one runner, until `lease_until`) → sent | failed; or skipped
     * from the start (`reason`: setting_off, unsubscribed, nothing_to_send, hidden, no_address,
     * bad_address).
     */
    status: text({ enum: ["pending", "sending", "sent", "skipped", "failed"] }).notNull(),
    reason: text(),
    /** The local day the key belongs to (the client's or coach's zone): the outbox's "per day". */
    local_date: text().notNull(),
    subject: text(),
    text_body: text(),
    html_body: text(),
    /** The one-click unsubscribe URL (List-Unsubscribe), when the kind can be turned off. */
    unsubscribe_url: text(),
    /**
     * For batches (new messages, new comments, coach notifications): the last notification id this
     * key covers, so the next batch starts after it.
     */
    through_id: integer(),
    attempts: integer().notNull().default(0),
    next_attempt_at: text(),
    lease_until: text(),
    error: text(),
    created_at: text().notNull(),
    updated_at: text().notNull(),
    sent_at: text(),
  },
  (t) => [
    uniqueIndex("email_outbox_key_unique").on(t.key),
    index("email_outbox_due_idx").on(t.status, t.next_attempt_at),
    index("email_outbox_org_idx").on(t.organization_id, t.local_date),
    index("email_outbox_recipient_idx").on(t.recipient_id, t.kind, t.through_id),
  ],
);

/** A person's unsubscribes, one row per kind turned off: they win over every other setting. */
export const email_unsubscribes = sqliteTable(
  "email_unsubscribes",
  {
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text().notNull(),
    created_at: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.kind] })],
);

/** Addresses whose delivery failed permanently (5xx, rejected): skipped until an admin resends. */
export const email_bad_addresses = sqliteTable("email_bad_addresses", {
  address: text().primaryKey(),
  error: text(),
  marked_at: text().notNull(),
});
