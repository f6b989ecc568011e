import { sql } from "drizzle-orm";
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { clients } from "./clients";
import { bool, id } from "./columns";
import { organizations } from "./organizations";
import { users } from "./users";
import { workouts } from "./workouts";

/**
 * Coach notes (issue 32): private to the client's coaches, never sent to the client. A note may
 * belong to one workout (at most one note per workout, the unique index); the workout's `note_id`
 * (SPEC) points back at it and is written in the same batch. Notes go with their client and with
 * their workout (cascade).
 * Decision: docs/decisions/2026-11-26-notes-and-documents.md
 */
export const notes = sqliteTable(
  "notes",
  {
    id: id(),
    client_id: integer()
      .notNull()
      .references(() => clients.id, { onDelete: "cascade" }),
    author_id: integer().references(() => users.id, { onDelete: "set null" }),
    body: text().notNull(),
    pinned: bool().notNull().default(false),
    workout_id: integer().references(() => workouts.id, { onDelete: "cascade" }),
    created_at: text().notNull(),
    updated_at: text().notNull(),
  },
  (t) => [
    index("notes_client_idx").on(t.client_id, t.pinned, t.id),
    uniqueIndex("notes_workout_unique").on(t.workout_id).where(sql`workout_id IS NOT NULL`),
  ],
);

/**
 * Organization documents (waivers, guides, meal plans): one uploaded file each (uploads with
 * attached_kind "document"), shared with every client of the organization (`shared_all`, which
 * includes clients who join later because it is read at request time) or with the clients listed
 * in `document_shares`.
 */
export const documents = sqliteTable(
  "documents",
  {
    id: id(),
    organization_id: integer()
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    author_id: integer().references(() => users.id, { onDelete: "set null" }),
    title: text().notNull(),
    upload_id: text().notNull(),
    shared_all: bool().notNull(),
    requires_acknowledgement: bool().notNull(),
    created_at: text().notNull(),
  },
  (t) => [index("documents_organization_idx").on(t.organization_id, t.id)],
);

/** The clients a document is shared with when it is not shared with all. */
export const document_shares = sqliteTable(
  "document_shares",
  {
    document_id: integer()
      .notNull()
      .references(() => documents.id, { onDelete: "cascade" }),
    client_id: integer()
      .notNull()
      .references(() => clients.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.document_id, t.client_id] }),
    index("document_shares_client_idx").on(t.client_id),
  ],
);

/** A client's "我已阅读并同意" to a document, with its time. */
export const document_acknowledgements = sqliteTable(
  "document_acknowledgements",
  {
    document_id: integer()
      .notNull()
      .references(() => documents.id, { onDelete: "cascade" }),
    client_id: integer()
      .notNull()
      .references(() => clients.id, { onDelete: "cascade" }),
    acknowledged_at: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.document_id, t.client_id] })],
);
