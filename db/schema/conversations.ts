import { sql } from "drizzle-orm";
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { clients } from "./clients";
import { bool, id } from "./columns";
import { users } from "./users";
import { workout_items, workouts } from "./workouts";

/**
 * Conversations (issue 26): one per client, keyed by the client's id, so a conversation's id IS its
 * client's id and a client never has two. The row is written lazily, in the same batch as the
 * first message (an upsert), so clients made anywhere (imports, factories, older databases) need
 * no backfill; a read of a client without one answers an empty conversation with the same id.
 * It carries the latest message so the inbox's first page is one indexed read, not a grouping.
 * Decision: docs/decisions/2026-11-26-conversations.md
 */
export const conversations = sqliteTable(
  "conversations",
  {
    client_id: integer()
      .primaryKey()
      .references(() => clients.id, { onDelete: "cascade" }),
    last_message_id: integer(),
    last_message_at: text(),
    created_at: text().notNull(),
    updated_at: text().notNull(),
  },
  (t) => [index("conversations_latest_idx").on(t.last_message_at)],
);

export const messages = sqliteTable(
  "messages",
  {
    id: id(),
    /** The conversation (= the client). */
    client_id: integer()
      .notNull()
      .references(() => clients.id, { onDelete: "cascade" }),
    author_id: integer().references(() => users.id, { onDelete: "set null" }),
    /** Written by the client itself: what a coach's unread count and notifications look at. */
    from_client: bool().notNull(),
    /** Plain text, ≤ 4,000 characters; null once recalled. */
    body: text(),
    /**
     * The body NFKC-normalised and lower-cased: inbox search is `LIKE '%q%'` over it (Chinese
     * substrings, English words whatever their case, full-width letters). A scan of the coach's
     * conversations' messages is fine at this scale (hundreds of clients); FTS5 trigram would be
     * the next step. Null once recalled.
     */
    search_text: text(),
    workout_id: integer().references(() => workouts.id, { onDelete: "set null" }),
    workout_item_id: integer().references(() => workout_items.id, { onDelete: "set null" }),
    created_at: text().notNull(),
    recalled_at: text(),
  },
  (t) => [
    // Threads newest first (paged by id), and the coach's unread count: the client's messages after a mark.
    index("messages_thread_idx").on(t.client_id, t.from_client, t.id),
    index("messages_client_idx").on(t.client_id, t.id),
    // The per-person rate limit counts one's messages of the last minute.
    index("messages_author_idx").on(t.author_id, t.created_at),
  ],
);

/** How far one person has read one conversation (read receipts, unread counts). */
export const conversation_reads = sqliteTable(
  "conversation_reads",
  {
    client_id: integer()
      .notNull()
      .references(() => clients.id, { onDelete: "cascade" }),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Whether the reader is the client (the coaches' "other" mark is the client's, and back). */
    by_client: bool().notNull(),
    last_read_message_id: integer().notNull(),
    updated_at: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.client_id, t.user_id] })],
);

export const NOTIFICATION_KINDS = [
  "workout_completed",
  "workout_missed",
  "comment",
  "message",
  "invitation_accepted",
  "week_planned",
  // Issue 27: a client's log beat its record for an exercise (trainer setting generateBenchmarkNotifications).
  "personal_record",
  // Issue 28 (progress beyond lifts): a new photo session, a new assessment.
  "progress_photos",
  "assessment",
  // Issue 31: a coach commented on the client's day of food (to the client, always on).
  "nutrition_comment",
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/**
 * In-app notifications, one row per recipient, written in the same batch as what caused them.
 * `once_key` makes a notification that must happen once (a missed workout) idempotent: a job run
 * that is repeated inserts nothing the second time.
 */
export const notifications = sqliteTable(
  "notifications",
  {
    id: id(),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text({ enum: NOTIFICATION_KINDS }).notNull(),
    client_id: integer().references(() => clients.id, { onDelete: "cascade" }),
    actor_id: integer().references(() => users.id, { onDelete: "set null" }),
    workout_id: integer().references(() => workouts.id, { onDelete: "set null" }),
    message_id: integer().references(() => messages.id, { onDelete: "set null" }),
    comment_id: integer(),
    /** A short excerpt (a message's or comment's first characters, a workout's title). */
    text: text(),
    once_key: text(),
    created_at: text().notNull(),
    read_at: text(),
  },
  (t) => [
    index("notifications_user_idx").on(t.user_id, t.id),
    index("notifications_unread_idx").on(t.user_id, t.id).where(sql`read_at IS NULL`),
    uniqueIndex("notifications_once_unique").on(t.once_key),
    index("notifications_message_idx").on(t.message_id),
  ],
);
