import { isYmd, type Ymd } from "@/components/workouts/dates";

/**
 * The week a coach last browsed to in a client's calendar, kept for this tab: a coach planning
 * next week for one client after another opens each next client on that week, not on today's
 * (issue 22). "今天" forgets it; it also lapses after a while, so a calendar opened later in the day
 * starts on the current week again. A plain module (no zod): the route tree imports it.
 */
const KEY = "coach.calendar-week";
const KEEP_MS = 30 * 60_000;

export function rememberWeek(week: Ymd | null): void {
  try {
    if (week) sessionStorage.setItem(KEY, JSON.stringify({ week, at: Date.now() }));
    else sessionStorage.removeItem(KEY);
  } catch {
    // Storage can be unavailable (private mode quotas): the calendar then opens on today's week.
  }
}

export function rememberedWeek(): Ymd | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    if (!raw) return null;
    const { week, at } = JSON.parse(raw) as { week?: unknown; at?: unknown };
    if (!isYmd(week) || typeof at !== "number" || Date.now() - at > KEEP_MS) return null;
    return week;
  } catch {
    return null;
  }
}
