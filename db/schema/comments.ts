import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { bool, id, timestamps } from "./columns";
import { users } from "./users";
import { workouts } from "./workouts";

export const comments = sqliteTable(
  "comments",
  {
    id: id(),
    workout_id: integer()
      .notNull()
      .references(() => workouts.id, { onDelete: "cascade" }),
    user_id: integer().references(() => users.id, { onDelete: "set null" }),
    body: text().notNull(),
    /**
     * Brought by a workout import (the TrueCoach export), not written here: its author and time are
     * what the file says, so every screen marks it (security review, issue 20 finding 7).
     */
    imported: bool().notNull().default(false),
    /** The author's name as the import file gave it (else the client's name at import time). */
    imported_author_name: text(),
    ...timestamps,
  },
  (t) => [index("comments_workout_idx").on(t.workout_id, t.created_at)],
);
