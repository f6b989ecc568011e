import { addDays, weekdayIndex } from "#shared/ymd";

/**
 * Habit compliance and streaks (issue 31), one rule for the server (the coach's 习惯 page) and the
 * client app (which recomputes the streak at once from a check-off still waiting offline).
 *
 * A habit asks for `days_per_week` days (1–7) from `start_date` to `end_date` (open when null).
 *
 * Compliance over the N days ending today (today − (N − 1) … today):
 * - the counted days are the window's days within the habit's dates; today counts only once it
 *   is checked off done (it can still be done, like a workout due today: clients/stats.ts
 *   countsAsDue), so an unchecked today neither helps nor hurts;
 * - expected = counted days × days_per_week / 7 (a fraction: 3 days a week over 10 days expects
 *   30/7 ≈ 4.3 days; an everyday habit expects every counted day);
 * - rate = done check-ins on counted days ÷ expected, at most 1; null when nothing is counted
 *   (the habit starts tomorrow, or started today and is not done yet).
 *
 * Streak:
 * - everyday habits count days: the consecutive done days ending today, or ending yesterday
 *   while today is not checked yet (the day is not over);
 * - fewer days a week count Monday–Sunday weeks that met the target: a week's target is
 *   days_per_week, but no more than the habit's days in that week (a habit starting on Saturday
 *   cannot ask for 3 days that week). The current week counts once met, and does not break the
 *   streak while it is not.
 */

export type HabitDates = { days_per_week: number; start_date: string; end_date: string | null };
export type StreakUnit = "day" | "week";
export type Streak = { count: number; unit: StreakUnit };
export type Compliance = { done: number; expected: number; rate: number | null };

/** Longest habit name and target text ("每天 2 升，分 4 次喝完"). */
export const HABIT_NAME_MAX_LENGTH = 60;
export const HABIT_TARGET_MAX_LENGTH = 200;
/** Habits one client may have (a list a person can follow; the coach's page shows them all). */
export const MAX_HABITS_PER_CLIENT = 20;
/** The days of check-ins the habit list carries: the coach's grid of the last four weeks. */
export const CHECK_IN_WINDOW_DAYS = 28;

/** Days a streak looks back at most (a year of everyday check-ins is the longest it shows). */
export const STREAK_LOOKBACK_DAYS = 366;

/** Whether the habit runs on `date` (within its start and end dates). */
export function habitRunsOn(habit: HabitDates, date: string): boolean {
  return date >= habit.start_date && (habit.end_date === null || date <= habit.end_date);
}

/** Compliance over the `days` days ending `today`; `doneDates` are the habit's done check-ins. */
export function habitCompliance(
  habit: HabitDates,
  doneDates: ReadonlySet<string>,
  today: string,
  days: number,
): Compliance {
  let counted = 0;
  let done = 0;
  for (let i = 0; i < days; i++) {
    const date = addDays(today, -i);
    if (!habitRunsOn(habit, date)) continue;
    const isDone = doneDates.has(date);
    if (date === today && !isDone) continue;
    counted++;
    if (isDone) done++;
  }
  const expected = (counted * habit.days_per_week) / 7;
  return {
    done,
    expected: Math.round(expected * 100) / 100,
    rate: counted === 0 ? null : Math.min(1, done / expected),
  };
}

/** The current streak (see the rule above). */
export function habitStreak(habit: HabitDates, doneDates: ReadonlySet<string>, today: string): Streak {
  return habit.days_per_week >= 7 ? dayStreak(habit, doneDates, today) : weekStreak(habit, doneDates, today);
}

function dayStreak(habit: HabitDates, doneDates: ReadonlySet<string>, today: string): Streak {
  let date = doneDates.has(today) ? today : addDays(today, -1);
  let count = 0;
  while (count < STREAK_LOOKBACK_DAYS && habitRunsOn(habit, date) && doneDates.has(date)) {
    count++;
    date = addDays(date, -1);
  }
  return { count, unit: "day" };
}

function weekStreak(habit: HabitDates, doneDates: ReadonlySet<string>, today: string): Streak {
  let monday = addDays(today, -weekdayIndex(today));
  let count = 0;
  for (let week = 0; week * 7 < STREAK_LOOKBACK_DAYS; week++, monday = addDays(monday, -7)) {
    let habitDays = 0;
    let done = 0;
    for (let d = 0; d < 7; d++) {
      const date = addDays(monday, d);
      if (!habitRunsOn(habit, date)) continue;
      habitDays++;
      if (date <= today && doneDates.has(date)) done++;
    }
    const isCurrent = week === 0;
    if (habitDays === 0 && !isCurrent) break;
    if (habitDays > 0 && done >= Math.min(habit.days_per_week, habitDays)) count++;
    else if (!isCurrent) break;
  }
  return { count, unit: "week" };
}
