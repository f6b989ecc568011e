/** The trainer setting `workCanWait`: the weekdays and hours in which a coach is at work. */
export type WorkHours = {
  days: { mon: boolean; tue: boolean; wed: boolean; thu: boolean; fri: boolean; sat: boolean; sun: boolean };
  start: string;
  end: string;
};

const WEEKDAYS = ["sun", "mon", "tue", "wed", "thu", "fri", "sat"] as const;
type Weekday = (typeof WEEKDAYS)[number];

/** "HH:MM" → minutes after midnight; null for anything else. */
function minutesOf(hhmm: string): number | null {
  const m = /^(\d{2}):(\d{2})$/.exec(hhmm);
  if (!m) return null;
  const h = Number(m[1]);
  const min = Number(m[2]);
  return h <= 24 && min < 60 ? h * 60 + min : null;
}

/** The weekday and minute of the day of `at` on the wall clock of `timeZone` (the browser's own if unknown). */
function wallClock(at: Date, timeZone: string | null | undefined): { day: Weekday; minute: number } {
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = new Intl.DateTimeFormat("en-US", {
      timeZone: timeZone || undefined,
      weekday: "short",
      hour: "numeric",
      minute: "numeric",
      hourCycle: "h23",
    }).formatToParts(at);
  } catch {
    // An unknown zone name stored by hand: the browser's own clock is the best guess left.
    return wallClock(at, undefined);
  }
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  const day = get("weekday").slice(0, 3).toLowerCase() as Weekday;
  return { day, minute: Number(get("hour")) * 60 + Number(get("minute")) };
}

/**
 * Is `at` within the coach's working hours (`workCanWait`, in the trainer's time zone)? Outside
 * them the badge still counts but nothing sounds (issue 26). An end before the start spans
 * midnight (a night shift 22:00–06:00 counts the early hours to the day it started); equal start
 * and end means the whole day. No setting at all means always at work, as the product behaved
 * before the setting did anything.
 */
export function isWithinWorkHours(
  hours: WorkHours | null | undefined,
  timeZone: string | null | undefined,
  at: Date,
): boolean {
  if (!hours) return true;
  const start = minutesOf(hours.start);
  const end = minutesOf(hours.end);
  if (start === null || end === null) return true;
  const { day, minute } = wallClock(at, timeZone);
  if (start === end) return hours.days[day];
  if (start < end) return hours.days[day] && minute >= start && minute < end;
  if (minute >= start) return hours.days[day];
  if (minute < end) {
    const yesterday = WEEKDAYS[(WEEKDAYS.indexOf(day) + 6) % 7] ?? day;
    return hours.days[yesterday];
  }
  return false;
}
