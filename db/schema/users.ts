import { index, integer, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { bool, id, timestamps } from "./columns";

/** A person: coach, admin, super admin or client. No secrets here (see user_credentials). */
export const users = sqliteTable(
  "users",
  {
    id: id(),
    /** Stored lower-cased; unique when present (clients may have none). */
    email: text(),
    name: text().notNull().default(""),
    /**
     * The name's pinyin sort key (shared/name-sort-key.ts), written with every name; null
     * until then on rows older than the column (the start-up backfill fills them).
     */
    name_key: text(),
    has_trainer: bool().notNull().default(false),
    units: text().notNull().default("metric"),
    /** The person's language ("zh-CN" | "en"), chosen in the app; null until they choose. */
    locale: text(),
    height: real(),
    weight: real(),
    birthday: text(),
    location: text(),
    gender: text(),
    skype: text(),
    // The client's schedule zone: docs/decisions/2026-11-21-schedule-zone.md
    timezone: text().notNull().default("Asia/Shanghai"),
    timezone_offset: integer().notNull().default(480),
    is_online: bool().notNull().default(false),
    has_pending_invite: bool().notNull().default(false),
    invite_token: text(),
    invite_accepted_at: text(),
    in_person: bool().notNull().default(false),
    feature_flags: text({ mode: "json" }).$type<Record<string, boolean>>().notNull().default({}),
    demo: bool().notNull().default(false),
    phone_number: text(),
    image_id: integer(),
    image_url: text(),
    /** For clients: the trainer (trainers.id) that coaches them. */
    trainer_id: integer(),
    super_admin: bool().notNull().default(false),
    /** Set when an administrator disables the account; such users cannot sign in. */
    disabled_at: text(),
    /**
     * The organization whose coach created this person through `POST /users` (SPEC's two-call
     * client creation links only such users). No FK: organizations already reference users; the
     * organization delete clears it in its own batch.
     */
    created_by_organization_id: integer(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("users_email_unique").on(t.email),
    uniqueIndex("users_phone_unique").on(t.phone_number),
    index("users_trainer_idx").on(t.trainer_id),
  ],
);

/**
 * Password material and revocation state, kept apart from the user row so that no query
 * that serializes a user can leak it.
 */
export const user_credentials = sqliteTable("user_credentials", {
  user_id: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  password_hash: text(),
  /** Bumped on password change, logout-everywhere and disabling: older tokens stop verifying. */
  token_version: integer().notNull().default(0),
  password_changed_at: text(),
  ...timestamps,
});

/**
 * The 10,000 most common breached passwords (lower-cased): a new password must not be one of them.
 * Rows come with their migration (scripts/build-common-passwords.ts writes them); the list lives in
 * the database rather than in the server code so that it costs the Worker bundle nothing (it was
 * 27 KiB of its gzip) and the Node server no memory.
 */
export const common_passwords = sqliteTable("common_passwords", {
  password: text().primaryKey(),
});

/**
 * Failed sign-in counters. `key` is `account:<email or phone>` or `ip:<address>`, so unknown
 * accounts are throttled exactly like known ones (no account enumeration through timing of locks).
 */
export const login_throttles = sqliteTable("login_throttles", {
  key: text().primaryKey(),
  failures: integer().notNull().default(0),
  last_failure_at: text().notNull(),
  blocked_until: text(),
});

/** One-time SMS codes for password reset; only a hash of the code is stored. */
export const sms_codes = sqliteTable(
  "sms_codes",
  {
    id: id(),
    phone_number: text().notNull(),
    code_hash: text().notNull(),
    expires_at: text().notNull(),
    attempts: integer().notNull().default(0),
    consumed_at: text(),
    created_at: text().notNull(),
  },
  (t) => [index("sms_codes_phone_idx").on(t.phone_number, t.created_at)],
);

/** Uploaded images (profile photos, organization logos); the file itself lives elsewhere. */
export const images = sqliteTable(
  "images",
  {
    id: id(),
    image_url: text().notNull(),
    mime_type: text().notNull(),
    file_size: integer().notNull().default(0),
    parent_type: text(),
    parent_id: integer(),
    uploaded_by_id: integer().references(() => users.id, { onDelete: "set null" }),
    ...timestamps,
  },
  (t) => [index("images_parent_idx").on(t.parent_type, t.parent_id)],
);

/**
 * Client invitations. Only a SHA-256 hash of the token is kept (the link carries the token);
 * a token is used once (`used_at`) and dies at `expires_at`. Sending a new invitation replaces
 * the user's open ones.
 */
export const user_invites = sqliteTable(
  "user_invites",
  {
    token_hash: text().primaryKey(),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    created_by_id: integer().references(() => users.id, { onDelete: "set null" }),
    expires_at: text().notNull(),
    used_at: text(),
    created_at: text().notNull(),
  },
  (t) => [index("user_invites_user_idx").on(t.user_id)],
);

/**
 * Answers remembered by `Idempotency-Key` for 24 hours, per user: a replayed write (the client
 * app's offline queue) gets the first answer again instead of being applied twice.
 */
export const idempotency_keys = sqliteTable(
  "idempotency_keys",
  {
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    key: text().notNull(),
    /** Method and path of the first request: the same key on another request is refused (422). */
    request: text().notNull(),
    status: integer(),
    body: text(),
    created_at: text().notNull(),
  },
  (t) => [
    uniqueIndex("idempotency_keys_user_key_unique").on(t.user_id, t.key),
    index("idempotency_keys_created_idx").on(t.created_at),
  ],
);
