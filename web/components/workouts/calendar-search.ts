import { isYmd, mondayOf, type Ymd } from "@/components/workouts/dates";

/**
 * Search of the client calendar: `week` (the Monday shown first, YYYY-MM-DD) and `weeks` (1 or 4).
 * A plain function rather than zod: it is part of the route tree, which every first visit loads
 * (docs/web.md, "Bundle budget"). Anything else is dropped, so a hand-edited URL falls back to the
 * current week.
 */
export type CalendarSearch = { week?: Ymd; weeks?: 4 };

export function validateCalendarSearch(search: Record<string, unknown>): CalendarSearch {
  const out: CalendarSearch = {};
  if (isYmd(search.week)) out.week = mondayOf(search.week);
  if (search.weeks === 4 || search.weeks === "4") out.weeks = 4;
  return out;
}
