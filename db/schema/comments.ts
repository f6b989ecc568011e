import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { id, timestamps } from "./columns";
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
    ...timestamps,
  },
  (t) => [index("comments_workout_idx").on(t.workout_id, t.created_at)],
);
