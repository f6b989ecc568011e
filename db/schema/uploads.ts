import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

/**
 * Files people sent (POST /api/uploads). The bytes live in the upload store (a directory on Node,
 * R2 on Workers) under `storage_key`; this row says whose they are and what they are attached to.
 * An upload is unattached (`attached_kind` null) until a write names it by id; unattached ones are
 * removed after 24 h, and so are those of deleted people (worker/domains/uploads/stale.ts).
 * Decision: docs/decisions/2026-11-26-uploads.md
 */
export const uploads = sqliteTable(
  "uploads",
  {
    /** Random (128 bits, base64url): an upload's URL names it, so the id must not be guessable. */
    id: text().primaryKey(),
    // No foreign keys: a deleted person's or organization's rows stay until removeStaleUploads
    // deletes them with their files (a cascade would drop the rows and leave the files behind).
    owner_user_id: integer().notNull(),
    organization_id: integer(),
    /** The file name as sent, cleaned of paths and control characters. */
    name: text().notNull(),
    /** The type its magic bytes name (never the client's claim). */
    type: text().notNull(),
    /** Bytes as stored (after metadata stripping). */
    size: integer().notNull(),
    storage_key: text().notNull(),
    /** What it is attached to ("user_avatar", "organization_logo", …) and that thing's id. */
    attached_kind: text(),
    attached_id: integer(),
    created_at: text().notNull(),
  },
  (t) => [
    index("uploads_attached_idx").on(t.attached_kind, t.attached_id),
    index("uploads_unattached_idx").on(t.created_at).where(sql`attached_kind IS NULL`),
  ],
);
