import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { clients } from "./clients";
import { bool, id, timestamps } from "./columns";
import type { Attachment, ResultSet, SelectedExercise } from "./json-types";
import { exercises } from "./libraries";
import { organizations } from "./organizations";
import { program_assignments, programs } from "./programs";
import { trainers } from "./trainers";

/**
 * A client's workout (client_id set, due set) or a program's template workout (client_id null,
 * program_id set, position = day of the program). Assigned copies keep program_id/program_name as
 * their origin; deleting a program removes its templates in the service layer and the FK sets the
 * copies' program_id to null.
 */
export const workouts = sqliteTable(
  "workouts",
  {
    id: id(),
    client_id: integer().references(() => clients.id, { onDelete: "cascade" }),
    /** Denormalised from the client (kept in step on transfer) so the coach feed is one index range. */
    trainer_id: integer().references(() => trainers.id, { onDelete: "set null" }),
    organization_id: integer()
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    due: text(),
    title: text().notNull().default(""),
    short_description: text(),
    state: text({ enum: ["pending", "completed"] })
      .notNull()
      .default("pending"),
    rest_day: bool().notNull().default(false),
    rest_day_instructions: text(),
    warmup: text(),
    warmup_selected_exercises: text({ mode: "json" }).$type<SelectedExercise[]>().notNull().default([]),
    cooldown: text(),
    cooldown_selected_exercises: text({ mode: "json" }).$type<SelectedExercise[]>().notNull().default([]),
    position: integer(),
    order: integer().notNull().default(0),
    uuid: text().notNull(),
    program_name: text(),
    program_id: integer().references(() => programs.id, { onDelete: "set null" }),
    /**
     * Where an imported workout came from ("tc:<TrueCoach workout id>", or "csv:<date>|<title>"):
     * importing the same data again adds nothing. Never copied (paste, assignment).
     */
    import_key: text(),
    /** The assignment that created this client workout (unassign removes its future pending ones). */
    program_assignment_id: integer().references(() => program_assignments.id, { onDelete: "set null" }),
    /**
     * Program sync (worker/domains/programs/sync.ts): the template workout an assigned copy came
     * from, and the fingerprint of what was copied (the template's content and day). A copy whose
     * own fingerprint still matches was not customised, so template changes may reach it. No FK:
     * a deleted template must stay recognisable as "removed from the program". Never copied.
     */
    template_workout_id: integer(),
    template_hash: text(),
    hidden: bool().notNull().default(false),
    note_id: integer(),
    completed_at: text(),
    ...timestamps,
  },
  (t) => [
    /**
     * A client's workouts by date; state and rest_day ride along so the client-stats aggregate
     * (counts and compliance windows, worker/domains/clients/stats.ts) reads only this index.
     */
    index("workouts_client_due_idx").on(t.client_id, t.due, t.state, t.rest_day),
    /** Unassigning and the FK's set-null find an assignment's workouts here. */
    index("workouts_program_assignment_idx").on(t.program_assignment_id),
    index("workouts_trainer_feed_idx").on(t.trainer_id, t.state, t.updated_at),
    index("workouts_organization_feed_idx").on(t.organization_id, t.state, t.updated_at),
    /**
     * The product-wide feed (super admin without a coach filter): only feed-eligible rows, newest
     * first. Queries must spell these three terms as literals for SQLite to pick it.
     */
    index("workouts_feed_idx")
      .on(t.updated_at)
      .where(sql`${t.state} = 'completed' AND ${t.rest_day} = 0 AND ${t.hidden} = 0`),
    /** A program's template workouts (client_id null) in day order; assigned copies sort apart. */
    index("workouts_program_idx").on(t.program_id, t.client_id, t.position),
    /** Lets rows written later in the same batch find a new workout by uuid (see workoutIdByUuid). */
    uniqueIndex("workouts_uuid_unique").on(t.uuid),
    /** One imported workout per source key and client; partial, so other workouts cost it nothing. */
    uniqueIndex("workouts_client_import_unique")
      .on(t.client_id, t.import_key)
      .where(sql`${t.import_key} IS NOT NULL`),
  ],
);

export const workout_items = sqliteTable(
  "workout_items",
  {
    id: id(),
    workout_id: integer()
      .notNull()
      .references(() => workouts.id, { onDelete: "cascade" }),
    name: text().notNull().default(""),
    info: text(),
    result: text(),
    /**
     * The sets `result` describes (issue 27): the coach's `result_sets_override` when set, else what
     * shared/result-sets.ts reads from `result`; written with every result write, and the source of
     * the logged_sets rows (db/schema/records.ts).
     */
    result_sets: text({ mode: "json" }).$type<ResultSet[]>().notNull().default([]),
    /** A coach's correction of the reading (the text stays; the override wins). */
    result_sets_override: text({ mode: "json" }).$type<ResultSet[]>(),
    is_circuit: bool().notNull().default(false),
    state: text({ enum: ["pending", "completed"] })
      .notNull()
      .default("pending"),
    selected_exercises: text({ mode: "json" }).$type<SelectedExercise[]>().notNull().default([]),
    linked: bool().notNull().default(false),
    position: integer().notNull().default(0),
    assessment_id: integer(),
    attachments: text({ mode: "json" }).$type<Attachment[]>().notNull().default([]),
    exercise_id: integer().references(() => exercises.id, { onDelete: "set null" }),
    /** Where an imported item came from (see workouts.import_key); never copied. */
    import_key: text(),
    request_video: bool().notNull().default(false),
    ...timestamps,
  },
  (t) => [
    index("workout_items_workout_idx").on(t.workout_id, t.position),
    /** One imported item per source key within its workout ("tc:<item id>" or "csv:<order>"). */
    uniqueIndex("workout_items_import_unique")
      .on(t.workout_id, t.import_key)
      .where(sql`${t.import_key} IS NOT NULL`),
  ],
);
