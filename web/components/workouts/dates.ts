/**
 * Calendar dates as `YYYY-MM-DD` strings (the server's `due`), computed in UTC so no local
 * timezone or daylight-saving shift moves a day. "Today" is the client's: their timezone decides
 * when a pending workout becomes missed (PRODUCT behaviour 5).
 */
import { addDays, weekdayIndex } from "#shared/ymd";

export type Ymd = string;

const YMD = /^\d{4}-\d{2}-\d{2}$/;

export function isYmd(value: unknown): value is Ymd {
  if (typeof value !== "string" || !YMD.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

/** Today in an IANA timezone (falls back to the browser's when the name is unknown). */
export function todayIn(timeZone: string | null | undefined, now: Date = new Date()): Ymd {
  try {
    return new Intl.DateTimeFormat("en-CA", {
      timeZone: timeZone || undefined,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
    }).format(now);
  } catch {
    return new Intl.DateTimeFormat("en-CA", { year: "numeric", month: "2-digit", day: "2-digit" }).format(
      now,
    );
  }
}

function toDate(ymd: Ymd): Date {
  return new Date(`${ymd}T00:00:00Z`);
}

/** Day arithmetic is one rule with the server's and the habit rules' (shared/ymd.ts). */
export { addDays, weekdayIndex };

export function mondayOf(ymd: Ymd): Ymd {
  return addDays(ymd, -weekdayIndex(ymd));
}

/** Whole days from `a` to `b` (b − a). */
export function daysBetween(a: Ymd, b: Ymd): number {
  return Math.round((toDate(b).getTime() - toDate(a).getTime()) / 86_400_000);
}

export function formatWeekday(ymd: Ymd, locale: string): string {
  return new Intl.DateTimeFormat(locale, { weekday: "short", timeZone: "UTC" }).format(toDate(ymd));
}

export function formatMonthDay(ymd: Ymd, locale: string): string {
  return new Intl.DateTimeFormat(locale, { month: "short", day: "numeric", timeZone: "UTC" }).format(
    toDate(ymd),
  );
}

export function formatRange(start: Ymd, end: Ymd, locale: string): string {
  const fmt = new Intl.DateTimeFormat(locale, {
    year: "numeric",
    month: "short",
    day: "numeric",
    timeZone: "UTC",
  });
  return fmt.formatRange(toDate(start), toDate(end));
}
