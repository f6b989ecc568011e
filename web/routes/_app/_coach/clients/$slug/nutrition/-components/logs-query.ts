import { addDays, todayIn } from "@/components/workouts/dates";

/** Days of logs the page lists: the last 30, as the 30-day compliance counts them. */
export const LOG_WINDOW_DAYS = 30;

/**
 * The logs query of the page: the client's last 30 days (its own today, by its timezone), on one
 * page. The loader and the page build it alike, so they share one cache entry.
 */
export function logsInput(clientId: number, timezone: string | null | undefined) {
  const today = todayIn(timezone);
  return {
    client_id: clientId,
    start_date: addDays(today, -(LOG_WINDOW_DAYS - 1)),
    end_date: today,
    per_page: LOG_WINDOW_DAYS,
  };
}

/**
 * A page of the days before that window (显示更早的记录), newest first, 30 to a page; `per_page: 1`
 * on page 1 is the probe whose meta tells how many older days exist at all.
 */
export function olderLogsInput(
  clientId: number,
  timezone: string | null | undefined,
  page: number,
  per_page = LOG_WINDOW_DAYS,
) {
  return {
    client_id: clientId,
    end_date: addDays(logsInput(clientId, timezone).start_date, -1),
    page,
    per_page,
  };
}
