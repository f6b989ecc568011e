import { and, asc, eq, gte, inArray } from "drizzle-orm";
import {
  CHECK_IN_WINDOW_DAYS,
  habitCompliance,
  habitStreak,
  STREAK_LOOKBACK_DAYS,
} from "#shared/habit-rules";
import { addDays } from "#shared/ymd";
import { habit_check_ins, habits } from "../../../db/schema";
import type { ServiceDeps } from "../../services/deps";
import type { THabit } from "./schemas";

type HabitRow = typeof habits.$inferSelect;
type CheckInRow = typeof habit_check_ins.$inferSelect;

/** A habit as answered: its fields, the 7/30-day compliance and the streak as of `today`. */
export function habitView(row: HabitRow, doneDates: ReadonlySet<string>, today: string): THabit {
  const withToday = new Set(doneDates).add(today);
  const withoutToday = new Set(doneDates);
  withoutToday.delete(today);
  const streak = habitStreak(row, doneDates, today);
  return {
    id: row.id,
    client_id: row.client_id,
    name: row.name,
    target_text: row.target_text,
    days_per_week: row.days_per_week,
    start_date: row.start_date,
    end_date: row.end_date,
    compliance_rate_for_7_days: habitCompliance(row, doneDates, today, 7).rate,
    compliance_rate_for_30_days: habitCompliance(row, doneDates, today, 30).rate,
    streak: {
      ...streak,
      with_today: habitStreak(row, withToday, today).count,
      without_today: habitStreak(row, withoutToday, today).count,
    },
  };
}

export const checkInView = (row: Pick<CheckInRow, "id" | "habit_id" | "date" | "done">) => ({
  id: row.id,
  habit_id: row.habit_id,
  date: row.date,
  done: row.done,
});

/**
 * The check-ins of `habitIds` a streak may reach (a year back, through today), oldest first: one
 * read of the (habit_id, date) unique index.
 */
export async function recentCheckIns(deps: ServiceDeps, habitIds: readonly number[], today: string) {
  if (habitIds.length === 0) return [];
  return deps.db
    .select({
      id: habit_check_ins.id,
      habit_id: habit_check_ins.habit_id,
      date: habit_check_ins.date,
      done: habit_check_ins.done,
    })
    .from(habit_check_ins)
    .where(
      and(
        inArray(habit_check_ins.habit_id, [...habitIds]),
        gte(habit_check_ins.date, addDays(today, -STREAK_LOOKBACK_DAYS)),
      ),
    )
    .orderBy(asc(habit_check_ins.date));
}

/** The done dates per habit. */
export function doneDatesByHabit(checkIns: ReadonlyArray<{ habit_id: number; date: string; done: boolean }>) {
  const byHabit = new Map<number, Set<string>>();
  for (const c of checkIns) {
    if (!c.done) continue;
    const dates = byHabit.get(c.habit_id) ?? new Set<string>();
    dates.add(c.date);
    byHabit.set(c.habit_id, dates);
  }
  return byHabit;
}

/** One habit as answered, reading its check-ins. */
export async function presentHabit(deps: ServiceDeps, row: HabitRow, today: string): Promise<THabit> {
  const checkIns = await recentCheckIns(deps, [row.id], today);
  return habitView(row, doneDatesByHabit(checkIns).get(row.id) ?? new Set(), today);
}

/** The first day of the check-ins the list carries (the coach's four-week grid). */
export const checkInWindowStart = (today: string) => addDays(today, -(CHECK_IN_WINDOW_DAYS - 1));

export const habitsOfClient = (deps: ServiceDeps, clientId: number) =>
  deps.db.select().from(habits).where(eq(habits.client_id, clientId)).orderBy(asc(habits.id));
