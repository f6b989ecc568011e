import type { CalendarWorkout } from "@/components/workouts/model";
import { workoutsByDay } from "@/lib/sideload";
import type { LoadedProgram } from "../../-components/model";

/** Template workouts per position (day), in the server's order, without those waiting to be deleted. */
export function workoutsByPosition(
  data: LoadedProgram,
  hidden: readonly number[] = [],
): Map<number, CalendarWorkout[]> {
  return workoutsByDay(data, (workout) => workout.position, hidden);
}

/** Weeks the grid shows: every stored week, plus one empty week to add into (never stored). */
export function shownWeeks(highestPosition: number): number {
  return Math.ceil(Math.max(0, highestPosition) / 7) + 1;
}

/** Positions of week `w` (1-based). */
export function weekPositions(week: number): number[] {
  return [1, 2, 3, 4, 5, 6, 7].map((d) => 7 * (week - 1) + d);
}

/** The positions from a to b inclusive, either way round. */
export function positionRange(a: number, b: number): number[] {
  const lo = Math.min(a, b);
  return Array.from({ length: Math.abs(a - b) + 1 }, (_, i) => lo + i);
}

/** Exactly one whole week (its number), or null. */
export function wholeWeek(positions: readonly number[]): number | null {
  if (positions.length !== 7) return null;
  const sorted = [...positions].sort((a, b) => a - b);
  const first = sorted[0] ?? 0;
  if (first % 7 !== 1) return null;
  return sorted.every((p, i) => p === first + i) ? Math.ceil(first / 7) : null;
}
