import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { clients } from "./clients";
import { bool, id, timestamps } from "./columns";
import { organizations } from "./organizations";
import { trainers } from "./trainers";
import { users } from "./users";

/** A multi-week template. Its workouts are rows of `workouts` with program_id set and client_id null. */
export const programs = sqliteTable(
  "programs",
  {
    id: id(),
    name: text().notNull(),
    /** Days; always 7 × weeks (see the program-length rule in the service layer). */
    length: integer().notNull().default(7),
    description: text(),
    trainer_id: integer().references(() => trainers.id, { onDelete: "set null" }),
    organization_id: integer()
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    sync_enabled: bool().notNull().default(false),
    shared: bool().notNull().default(false),
    highest_position: integer().notNull().default(0),
    ...timestamps,
  },
  (t) => [index("programs_organization_idx").on(t.organization_id, t.updated_at)],
);

export const program_assignments = sqliteTable(
  "program_assignments",
  {
    id: id(),
    program_id: integer()
      .notNull()
      .references(() => programs.id, { onDelete: "cascade" }),
    client_id: integer()
      .notNull()
      .references(() => clients.id, { onDelete: "cascade" }),
    start_date: text().notNull(),
    end_date: text().notNull(),
    assigned_by_id: integer().references(() => users.id, { onDelete: "set null" }),
    /**
     * The assignment job this row belongs to: a large assignment is sent in groups of clients
     * under one key, and a group sent again finds its clients already done (unique with client_id).
     */
    job_key: text(),
    ...timestamps,
  },
  (t) => [
    index("program_assignments_program_idx").on(t.program_id),
    uniqueIndex("program_assignments_job_client_unique").on(t.job_key, t.client_id),
    index("program_assignments_client_idx").on(t.client_id, t.start_date),
  ],
);
