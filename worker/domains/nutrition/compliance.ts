import { sql } from "drizzle-orm";
import { daily_nutrition_logs, nutrition_plans } from "../../../db/schema";

/**
 * Nutrition compliance (issue 31), SQL the client figures' UPDATE (clients/stats.ts) runs beside
 * the workout rates, so the list and the client page read them from the clients row like those
 * (cached for the client's local day, recomputed by every write that changes them).
 *
 * - A logged day is on target when its kcal and protein are both within ±10 % of that day's
 *   target: the training-day target when a (non-rest-day) workout is due that day, else the
 *   rest-day one. A day without kcal or protein is not on target. Written as |x − t| × 10 ≤ t,
 *   exact for whole numbers (0.1 × t is not).
 * - The rate over N days = days on target ÷ days of the window (today − (N − 1) … today) since the
 *   plan started, where today counts only once logged (it can still be logged, like a workout
 *   due today). Null without a plan or when the window holds none of its days.
 * - `nutrition_log_missing` (the needs-attention reason `no_nutrition_log`): the plan started
 *   three days ago or earlier and nothing was logged from today − 3 to today, that is three whole
 *   days passed without a log and none yet today.
 *
 * `client` is the SQL naming the clients row's id (the UPDATE's target row); the dates are the
 * caller's (clients/stats.ts owns the local-date arithmetic, and this file stays free of it).
 */

/** The condition that log `l` is on target of plan `p`. */
const ON_TARGET = sql.raw(`CASE WHEN EXISTS (
    SELECT 1 FROM workouts AS w WHERE w.client_id = l.client_id AND w.due = l.date AND w.rest_day = 0)
  THEN abs(l.kcal - p.training_kcal) * 10 <= p.training_kcal
    AND abs(l.protein_g - p.training_protein_g) * 10 <= p.training_protein_g
  ELSE abs(l.kcal - p.rest_kcal) * 10 <= p.rest_kcal
    AND abs(l.protein_g - p.rest_protein_g) * 10 <= p.rest_protein_g END`);

/** The nutrition compliance rate over the window `from` … `today` (0–1, or null). */
export function nutritionRateSql(client: ReturnType<typeof sql.raw>, from: string, today: string) {
  return sql`(SELECT CASE WHEN d.days > 0 THEN CAST(d.hits AS REAL) / d.days END FROM (
    SELECT
      max(0, CAST(julianday(${today}) - julianday(max(${from}, p.start_date)) AS INTEGER))
        + EXISTS (SELECT 1 FROM ${daily_nutrition_logs} AS l
          WHERE l.client_id = p.client_id AND l.date = ${today} AND p.start_date <= l.date) AS days,
      (SELECT count(*) FROM ${daily_nutrition_logs} AS l
        WHERE l.client_id = p.client_id AND l.date >= max(${from}, p.start_date) AND l.date <= ${today}
          AND ${ON_TARGET}) AS hits
    FROM ${nutrition_plans} AS p WHERE p.client_id = ${client}) AS d)`;
}

/** Whether a plan runs and nothing was logged from `since` (today − 3) to `today` (0 or 1). */
export function nutritionLogMissingSql(client: ReturnType<typeof sql.raw>, since: string, today: string) {
  return sql`(EXISTS (SELECT 1 FROM ${nutrition_plans} AS p WHERE p.client_id = ${client} AND p.start_date <= ${since})
    AND NOT EXISTS (SELECT 1 FROM ${daily_nutrition_logs} AS l
      WHERE l.client_id = ${client} AND l.date >= ${since} AND l.date <= ${today}))`;
}
