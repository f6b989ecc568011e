import { type CalendarSearch, validateCalendarSearch } from "@/components/workouts/calendar-search";

/** The read-only calendar's search: the calendar's `week`/`weeks`, and `workout` (the one open). */
export type ReadOnlyCalendarSearch = CalendarSearch & { workout?: number };

export function validateReadOnlySearch(search: Record<string, unknown>): ReadOnlyCalendarSearch {
  const out: ReadOnlyCalendarSearch = validateCalendarSearch(search);
  const workout = Number(search.workout);
  if (Number.isSafeInteger(workout) && workout > 0) out.workout = workout;
  return out;
}
