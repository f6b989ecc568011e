import { sql } from "drizzle-orm";
import { workouts } from "../../../db/schema";
import type { ServiceDeps } from "../../services/deps";
import { addDays } from "./stats";
import type { OwnClient } from "./visibility";

/**
 * The figures of a client record as the client itself receives them: computed from the workouts it
 * may see (visibility.ts: none hidden, none past the horizon), never from the cached row, whose
 * figures count every workout. Otherwise `due` ("programmed until") would name the last programmed
 * day beyond what the coach shows, and `missed_sessions_count` would count hidden workouts
 * (security review, issue 20 finding 8). The rules are stats.ts' and workout-dates.ts', over the
 * visible workouts; one aggregate over workouts_client_due_idx.
 *
 * `needs_attention_reasons` is the coach's triage of all the client's figures and settings: a
 * client receives none.
 * Decision: docs/decisions/2026-11-25-what-a-client-receives.md
 */
export type VisibleFigures = {
  due: string | null;
  last_completed_at: string | null;
  completed_workouts_count: number;
  missed_sessions_count: number;
  missed_7_days_count: number;
  compliance_rate_for_7_days: number | null;
  compliance_rate_for_30_days: number | null;
  compliance_rate_for_90_days: number | null;
};

export async function visibleFigures(deps: ServiceDeps, own: OwnClient): Promise<VisibleFigures> {
  const { today } = own;
  const due = (days: number) =>
    sql`w.rest_day = 0 AND w.due >= ${addDays(today, 1 - days)} AND w.due <= ${today}`;
  const rate = (days: number) =>
    sql`CASE WHEN sum(${due(days)}) > 0 THEN CAST(sum(${due(days)} AND w.state = 'completed') AS REAL) / sum(${due(days)}) END`;
  const horizon = own.horizon === null ? sql`1` : sql`w.due <= ${own.horizon}`;
  const [row] = await deps.db.all<{
    due: string | null;
    last_completed_at: string | null;
    completed: number | null;
    missed: number | null;
    missed_7: number | null;
    rate_7: number | null;
    rate_30: number | null;
    rate_90: number | null;
  }>(sql`
    SELECT max(w.due) AS due,
      max(CASE WHEN w.state = 'completed' THEN coalesce(w.completed_at, w.due || 'T12:00:00.000Z') END) AS last_completed_at,
      sum(w.state = 'completed') AS completed,
      sum(w.state = 'pending' AND w.rest_day = 0 AND w.due < ${today}) AS missed,
      sum(w.state = 'pending' AND w.rest_day = 0 AND w.due >= ${addDays(today, -7)} AND w.due < ${today}) AS missed_7,
      ${rate(7)} AS rate_7, ${rate(30)} AS rate_30, ${rate(90)} AS rate_90
    FROM ${workouts} AS w
    WHERE w.client_id = ${own.id} AND w.hidden = 0 AND w.due IS NOT NULL AND ${horizon}`);
  return {
    due: row?.due ?? null,
    last_completed_at: row?.last_completed_at ?? null,
    completed_workouts_count: Number(row?.completed ?? 0),
    missed_sessions_count: Number(row?.missed ?? 0),
    missed_7_days_count: Number(row?.missed_7 ?? 0),
    compliance_rate_for_7_days: row?.rate_7 ?? null,
    compliance_rate_for_30_days: row?.rate_30 ?? null,
    compliance_rate_for_90_days: row?.rate_90 ?? null,
  };
}

/** The client row with its figures replaced by `figures` (the rest of the row is the client's own). */
export function withVisibleFigures<T extends Partial<VisibleFigures>>(row: T, figures: VisibleFigures): T {
  const out = { ...row };
  for (const key of Object.keys(figures) as (keyof VisibleFigures)[]) {
    if (key in row) (out as Record<string, unknown>)[key] = figures[key];
  }
  return out;
}
