import { eq, sql } from "drizzle-orm";
import { clients, workouts } from "../../../db/schema";
import type { Actor } from "../../services/actor";
import type { ServiceDeps } from "../../services/deps";
import { loadClientInReach } from "./clients";
import { addDays, countsAsDue, localDate } from "./stats";

/** How many weeks `clients.trend` answers, the current one last. */
export const TREND_WEEKS = 12;

export type TrendWeek = { start: string; scheduled: number; completed: number; rate: number | null };

/** The Monday on or before `date` (YYYY-MM-DD). */
export function mondayOf(date: string): string {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  const weekday = new Date(Date.UTC(y, m - 1, d)).getUTCDay(); // 0 = Sunday
  return addDays(date, -((weekday + 6) % 7));
}

/**
 * GET /clients/{id}/trend: the client's weekly completion over the last 12 Monday–Sunday weeks in
 * the client's time zone (users.timezone, as the compliance rates of stats.ts), oldest first.
 * `scheduled` counts the non-rest-day workouts due in the week up to today (the current week's
 * days ahead are not due yet, today's only once completed: stats.ts countsAsDue), `completed`
 * those of them completed, `rate` completed / scheduled
 * (null when nothing was scheduled). One grouped aggregate over one range of
 * workouts_client_due_idx (client_id, due, state, rest_day).
 */
export async function clientTrend(
  deps: ServiceDeps,
  actor: Actor,
  id: number,
): Promise<{ weeks: TrendWeek[] }> {
  const { user } = await loadClientInReach(deps, actor, eq(clients.id, id));
  const today = localDate(user.timezone, deps.clock.now());
  const first = addDays(mondayOf(today), -7 * (TREND_WEEKS - 1));
  const rows = await deps.db.all<{ week: number; scheduled: number; completed: number }>(sql`
    SELECT CAST((julianday(w.due) - julianday(${first})) / 7 AS INTEGER) AS week,
      count(*) AS scheduled, sum(w.state = 'completed') AS completed
    FROM ${workouts} AS w
    WHERE w.client_id = ${id} AND w.due >= ${first} AND ${countsAsDue(today)} AND w.rest_day = 0
    GROUP BY week`);
  const byWeek = new Map(rows.map((r) => [Number(r.week), r]));
  const weeks = Array.from({ length: TREND_WEEKS }, (_, i) => {
    const row = byWeek.get(i);
    const scheduled = Number(row?.scheduled ?? 0);
    const completed = Number(row?.completed ?? 0);
    return {
      start: addDays(first, 7 * i),
      scheduled,
      completed,
      rate: scheduled > 0 ? completed / scheduled : null,
    };
  });
  return { weeks };
}
