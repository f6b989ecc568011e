/**
 * Calendar dates as `YYYY-MM-DD` strings, counted in UTC so no timezone or daylight-saving shift
 * moves a day. Which date is "today" is the caller's rule (the client's own zone on the server).
 */

/** `date` (YYYY-MM-DD) plus `days` (may be negative). */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** Monday = 0 … Sunday = 6. */
export function weekdayIndex(date: string): number {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return (new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7;
}
