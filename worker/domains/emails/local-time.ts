import { DEFAULT_TIME_ZONE, formatterFor } from "../clients/stats";

/**
 * The wall clock in a zone: date, hour and weekday (Intl, so daylight-saving days have their 23 or
 * 25 hours and zones on either side of the date line their own date).
 */
export type LocalClock = {
  date: string;
  hour: number;
  minute: number;
  /** 1 = Monday … 7 = Sunday */
  weekday: number;
};

const WEEKDAYS: Record<string, number> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };

export function localClock(timeZone: string | null | undefined, now: Date): LocalClock {
  const parts = formatterFor(timeZone || DEFAULT_TIME_ZONE).formatToParts(now);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return {
    date: `${get("year")}-${get("month")}-${get("day")}`,
    hour: Number(get("hour")),
    minute: Number(get("minute")),
    weekday: WEEKDAYS[get("weekday")] ?? 1,
  };
}

/** The Monday of the week of `date`, given its weekday (1 = Monday). */
export function mondayOf(date: string, weekday: number): string {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d - (weekday - 1))).toISOString().slice(0, 10);
}
