import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { bool, id, timestamps } from "./columns";
import type { Attachment, ExerciseTags, SelectedExercise } from "./json-types";
import { organizations } from "./organizations";
import { trainers } from "./trainers";

/**
 * Exercise library. `default` rows (organization_id null) are the shared, read-only catalogue;
 * the others belong to one organization and are shared within it.
 */
export const exercises = sqliteTable(
  "exercises",
  {
    id: id(),
    default: bool().notNull().default(false),
    /** Display name, bilingual: "中文名 English name". */
    exercise_name: text().notNull(),
    description: text(),
    url: text(),
    attachments: text({ mode: "json" }).$type<Attachment[]>().notNull().default([]),
    trainer_id: integer().references(() => trainers.id, { onDelete: "set null" }),
    organization_id: integer().references(() => organizations.id, { onDelete: "cascade" }),
    tags: text({ mode: "json" })
      .$type<ExerciseTags>()
      .notNull()
      .default({ type: [], primary_muscles: [], plane: [], pattern: [] }),
    /**
     * Lower-case search text beside the name: pinyin in full and as initials ("shendun sd" for
     * 深蹲). Computed at build time for the catalogue and by the web app for a coach's own
     * exercises (the pinyin dictionary is too big for the Worker); only ever a search aid.
     */
    search_key: text().notNull().default(""),
    /** Photo of a catalogue exercise: a path under the web app's static assets, or null. */
    photo_url: text(),
    /** The catalogue exercise an organization's copy was made from ("copy to my library"). */
    copied_from_id: integer(),
    /**
     * How commonly coaches program a catalogue exercise: 1 for the most programmed, up to 150
     * (scripts/exercise-instructions-zh.ts); null for the rest of the catalogue and for an
     * organization's own exercises. The zh-CN list puts these first, in this order.
     */
    common_rank: integer(),
    /**
     * A catalogue exercise's English name (the part of `exercise_name` after the Chinese one): the
     * en list's order. Null for an organization's own exercises, which sort by their name.
     */
    english_name: text(),
    ...timestamps,
  },
  (t) => [
    index("exercises_organization_idx").on(t.organization_id, t.exercise_name),
    index("exercises_default_idx").on(t.default, t.exercise_name),
    // The list orders of worker/domains/libraries/exercises.ts (listOrder), expression for
    // expression, so that SQLite reads a page of the catalogue in order instead of sorting it.
    index("exercises_zh_order_idx").on(
      t.default,
      sql`${t.common_rank} IS NULL`,
      t.common_rank,
      t.search_key,
      t.exercise_name,
    ),
    index("exercises_en_order_idx").on(t.default, sql`${t.english_name} COLLATE NOCASE`, t.exercise_name),
  ],
);

export const warmups = sqliteTable(
  "warmups",
  {
    id: id(),
    name: text().notNull(),
    description: text(),
    trainer_id: integer().references(() => trainers.id, { onDelete: "set null" }),
    organization_id: integer()
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    selected_exercises: text({ mode: "json" }).$type<SelectedExercise[]>().notNull().default([]),
    ...timestamps,
  },
  (t) => [index("warmups_organization_idx").on(t.organization_id, t.name)],
);

export const cooldowns = sqliteTable(
  "cooldowns",
  {
    id: id(),
    name: text().notNull(),
    description: text(),
    trainer_id: integer().references(() => trainers.id, { onDelete: "set null" }),
    organization_id: integer()
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    selected_exercises: text({ mode: "json" }).$type<SelectedExercise[]>().notNull().default([]),
    ...timestamps,
  },
  (t) => [index("cooldowns_organization_idx").on(t.organization_id, t.name)],
);
