import { addDays, type Ymd } from "../workouts/dates";

/** The spans a progress chart shows: the last 7, 30 or 90 days, or everything. */
export const CHART_RANGES = ["7", "30", "90", "all"] as const;
export type ChartRange = (typeof CHART_RANGES)[number];

/** The first day a range shows (null: no limit). Today counts as one of the days. */
export function rangeStart(range: ChartRange, today: Ymd): Ymd | null {
  return range === "all" ? null : addDays(today, 1 - Number(range));
}

/** The entries of a range, oldest first (charts read left to right), whatever order they came in. */
export function inRange<T extends { date: string }>(
  entries: readonly T[],
  range: ChartRange,
  today: Ymd,
): T[] {
  const start = rangeStart(range, today);
  return entries
    .filter((e) => start === null || e.date >= start)
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}
