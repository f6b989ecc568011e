import { index, integer, real, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { clients } from "./clients";
import { id } from "./columns";
import { organizations } from "./organizations";
import { workout_items, workouts } from "./workouts";

/** The records kept per client and exercise: estimated 1RM, and the best weight for ≥ 1, 3, 5, 10 reps. */
export const RECORD_KINDS = ["e1rm", "1rm", "3rm", "5rm", "10rm"] as const;
export type RecordKind = (typeof RECORD_KINDS)[number];

/**
 * Records from what clients log (issue 27): every set of every client workout item's result, one
 * row each, derived from the item's `result_sets` (what shared/result-sets.ts read from `result`,
 * or the coach's `result_sets_override`). The rows are written by SQLite triggers on
 * workout_items and workouts (db/migrations, the records migration), inside the statement that
 * changes the item or moves its workout, so every write path — client logging, coach edits,
 * imports, copies, moves, deletes — keeps them in step within its own batch, and an edit that
 * lowers a result lowers the record. Records and histories are read from here.
 * Decision: docs/decisions/2026-11-26-records-from-results.md
 */
export const logged_sets = sqliteTable(
  "logged_sets",
  {
    id: id(),
    workout_item_id: integer()
      .notNull()
      .references(() => workout_items.id, { onDelete: "cascade" }),
    client_id: integer()
      .notNull()
      .references(() => clients.id, { onDelete: "cascade" }),
    /** `e:<exercise id>`, else `n:<name trimmed, ASCII lower case>` (exerciseKey in shared/result-sets.ts). */
    exercise_key: text().notNull(),
    /** The workout's date (its `due`), kept in step when the workout moves. */
    date: text().notNull(),
    /** The set's place in the item's result, from 0. */
    position: integer().notNull(),
    /** Null for a bodyweight set. */
    weight_kg: real(),
    reps: integer().notNull(),
    /** Epley's estimate, exact; null outside 1–10 reps and for bodyweight sets. */
    e1rm_kg: real(),
  },
  (t) => [
    /**
     * A client's records and an exercise's history are ranges of this index, covering: the
     * records' grouped maxima read the index alone (a client with years of logs has 10,000+ sets).
     */
    index("logged_sets_client_exercise_idx").on(
      t.client_id,
      t.exercise_key,
      t.date,
      t.weight_kg,
      t.reps,
      t.e1rm_kg,
      t.workout_item_id,
    ),
    /** The triggers replace an item's sets by this index. */
    index("logged_sets_item_idx").on(t.workout_item_id),
  ],
);

/**
 * A log that beat the client's previous record for an exercise (not its first log of it): written
 * in the result write's batch beside the coach's notification, read by the home screen's feed of
 * new records. A later rewrite of the item's result removes it (trigger, like logged_sets), and the
 * write that rewrote it adds a new one if the result still beats the record.
 */
export const record_events = sqliteTable(
  "record_events",
  {
    id: id(),
    client_id: integer()
      .notNull()
      .references(() => clients.id, { onDelete: "cascade" }),
    organization_id: integer().references(() => organizations.id, { onDelete: "cascade" }),
    workout_id: integer()
      .notNull()
      .references(() => workouts.id, { onDelete: "cascade" }),
    workout_item_id: integer()
      .notNull()
      .references(() => workout_items.id, { onDelete: "cascade" }),
    exercise_id: integer(),
    exercise_name: text().notNull(),
    /** The best improvement: the record kind it names and the set that made it. */
    kind: text({ enum: RECORD_KINDS }).notNull(),
    weight_kg: real().notNull(),
    reps: integer().notNull(),
    e1rm_kg: real(),
    created_at: text().notNull(),
  },
  (t) => [
    index("record_events_organization_idx").on(t.organization_id, t.created_at),
    index("record_events_item_idx").on(t.workout_item_id),
  ],
);
