import { and, count, desc, eq, gte, lt, sql } from "drizzle-orm";
import { addDays } from "#shared/ymd";
import { weight_trackings } from "../../../db/schema";
import type { ServiceDeps } from "../../services/deps";
import { weightTrackingColumns, weightTrackingView } from "./body";

/**
 * The bodyweights of the 进展 view: the last year's entries whole (newest first: the table, and
 * the 7/30/90-day charts, which never reach further back), and the older ones as a weekly series
 * for the all-time chart: each week's first weighed entry, so the series starts at the client's
 * very first weight and the all-time change stays exact. A chart 300 px wide cannot show three
 * years of daily points anyway, and answering them all cost the view half its time
 * (docs/performance.md). The older entries themselves stay one paged read away
 * (GET /clients/{id}/weight_trackings), with their `count` for the table's 显示全部.
 */
export const WHOLE_WEIGHTS_DAYS = 366;

export async function bodyweightOverview(deps: ServiceDeps, clientId: number) {
  const before = addDays(deps.clock.now().toISOString().slice(0, 10), 1 - WHOLE_WEIGHTS_DAYS);
  const mine = eq(weight_trackings.client_id, clientId);
  const [recent, weeks] = await Promise.all([
    deps.db
      .select(weightTrackingColumns)
      .from(weight_trackings)
      .where(and(mine, gte(weight_trackings.date, before)))
      .orderBy(desc(weight_trackings.date)),
    deps.db
      .select({
        // SQLite answers the other (bare) columns of a query with one min() from the row holding
        // that minimum: here the week's first entry with a weight (a week without one answers null).
        date: sql<
          string | null
        >`min(CASE WHEN ${weight_trackings.weight_kg} IS NOT NULL THEN ${weight_trackings.date} END)`,
        weight_kg: weight_trackings.weight_kg,
        entries: count(),
      })
      .from(weight_trackings)
      .where(and(mine, lt(weight_trackings.date, before)))
      // The Monday of the entry's week (Monday to Sunday weeks).
      .groupBy(sql`date(${weight_trackings.date}, 'weekday 0', '-6 days')`)
      .orderBy(sql`1`),
  ]);
  return {
    weight_trackings: recent.map(weightTrackingView),
    older_weights: {
      before,
      count: weeks.reduce((sum, w) => sum + w.entries, 0),
      weekly: weeks.flatMap(({ date, weight_kg }) =>
        date === null || weight_kg === null ? [] : [{ date, weight_kg }],
      ),
    },
  };
}
