import type { RouterOutputs } from "@/lib/trpc";

/** A client's habits as `habits.list` answers them (coach page and client app). */
export type HabitList = RouterOutputs["habits"]["list"];
export type Habit = HabitList["habits"][number];
export type CheckIn = HabitList["check_ins"][number];

/** The dates a habit was checked done on, from a list's check-ins. */
export function doneDatesOf(habitId: number, checkIns: readonly CheckIn[]): Set<string> {
  return new Set(checkIns.filter((c) => c.habit_id === habitId && c.done).map((c) => c.date));
}
