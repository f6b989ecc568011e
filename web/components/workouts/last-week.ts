import { isYmd, type Ymd } from "@/components/workouts/dates";

/**
 * The week a coach last browsed to in a client's calendar, kept for this tab: a coach planning
 * next week for one client after another opens each next client on that week, not on today's
 * (issue 22). Only another client's calendar follows it (going back to a week-less URL of the same
 * client shows that URL's week); "今天" forgets it; it lapses after a while, so a calendar opened
 * later in the day starts on the current week again. A plain module (no zod): the route tree
 * imports it.
 */
const KEY = "coach.calendar-week";
const KEEP_MS = 30 * 60_000;

export function rememberWeek(client: string, week: Ymd | null): void {
  try {
    if (week) sessionStorage.setItem(KEY, JSON.stringify({ client, week, at: Date.now() }));
    else sessionStorage.removeItem(KEY);
  } catch {
    // Storage can be unavailable (private mode quotas): the calendar then opens on today's week.
  }
}

/** The week to open `client`'s calendar on: the one browsed in another client's, if recent. */
export function rememberedWeek(client: string): Ymd | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    if (!raw) return null;
    const { client: from, week, at } = JSON.parse(raw) as { client?: unknown; week?: unknown; at?: unknown };
    if (from === client || !isYmd(week) || typeof at !== "number" || Date.now() - at > KEEP_MS) return null;
    return week;
  } catch {
    return null;
  }
}
