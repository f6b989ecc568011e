import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { clients } from "./clients";
import { bool, id } from "./columns";
import { users } from "./users";

/**
 * Habits (issue 31): what a coach asks of a client besides workouts (喝水 2 升, 8,000 步 …), on
 * `days_per_week` days (1–7) from `start_date` to `end_date` (open when null), and the client's
 * check-ins. Compliance and streaks are computed from the check-ins (shared/habit-rules.ts).
 * Everything goes with the client (cascade).
 */
export const habits = sqliteTable(
  "habits",
  {
    id: id(),
    client_id: integer()
      .notNull()
      .references(() => clients.id, { onDelete: "cascade" }),
    name: text().notNull(),
    target_text: text(),
    days_per_week: integer().notNull(),
    start_date: text().notNull(),
    end_date: text(),
    author_id: integer().references(() => users.id, { onDelete: "set null" }),
    created_at: text().notNull(),
    updated_at: text().notNull(),
  },
  (t) => [index("habits_client_idx").on(t.client_id, t.start_date)],
);

/**
 * One per habit and date: a second check-in for the same date updates it (the offline queue may
 * send a check-off twice, and a client may untick a day).
 */
export const habit_check_ins = sqliteTable(
  "habit_check_ins",
  {
    id: id(),
    habit_id: integer()
      .notNull()
      .references(() => habits.id, { onDelete: "cascade" }),
    date: text().notNull(),
    done: bool().notNull(),
    created_at: text().notNull(),
    updated_at: text().notNull(),
  },
  (t) => [uniqueIndex("habit_check_ins_habit_date_unique").on(t.habit_id, t.date)],
);
