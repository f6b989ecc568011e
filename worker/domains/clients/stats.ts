import { eq, sql } from "drizzle-orm";
import { addDays } from "#shared/ymd";
import { clients, users, workouts } from "../../../db/schema";
import { inIds } from "../../data/sql";
import type { ServiceDeps } from "../../services/deps";
import { nutritionLogMissingSql, nutritionRateSql } from "../nutrition/compliance";

/**
 * A client's workout statistics, cached on the clients row.
 *
 * - `completed_workouts_count`: the client's workouts in state completed (all time).
 * - `missed_sessions_count`: pending, non-rest-day workouts whose due date is before today.
 * - `compliance_rate_for_{7,30,90}_days`: among the non-rest-day workouts due in the N days
 *   ending today (due from today − (N − 1) to today), the share completed, 0–1; null when none
 *   was due. Today's workouts count once completed, not while pending (they can still be done).
 * - `missed_7_days_count`: pending, non-rest-day workouts due in the same 7-day window before
 *   today (today − 6 to today − 1), the "missed_workouts" reason of needs-attention (attention.ts).
 * - `nutrition_compliance_rate_for_{7,30}_days` and `nutrition_log_missing`: the same day's
 *   nutrition figures (issue 31), rules in worker/domains/nutrition/compliance.ts.
 * - `compliance_computed_on`: the local date the figures are for.
 *
 * "Today" is the client's local date in the user's IANA time zone (users.timezone, default and
 * fallback Asia/Shanghai). The rates change with the date even when no workout changes, so
 * readers call `ensureFreshClientStats` (recomputes only rows computed for another day) and every
 * write to a client's workouts calls `refreshClientStats` (or puts `clientStatsStatements` in its
 * batch). Both recompute many clients with one grouped aggregate per local date (usually one),
 * read entirely from workouts_client_due_idx (client_id, due, state, rest_day).
 * Decision (every client date rule reads localDate of the client's user):
 * docs/decisions/2026-11-21-schedule-zone.md
 */

export const DEFAULT_TIME_ZONE = "Asia/Shanghai";

const formatters = new Map<string, Intl.DateTimeFormat>();
/**
 * The one cached wall-clock formatter per zone: date, hour, minute and weekday (the emails'
 * local clock reads the same parts as localDate here).
 */
export function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    try {
      f = new Intl.DateTimeFormat("en-US", {
        timeZone,
        year: "numeric",
        month: "2-digit",
        day: "2-digit",
        hour: "2-digit",
        minute: "2-digit",
        weekday: "short",
        hourCycle: "h23",
      });
    } catch {
      // An unknown zone name (free text in users.timezone) falls back to the default.
      f = formatterFor(DEFAULT_TIME_ZONE);
    }
    if (formatters.size < 1000) formatters.set(timeZone, f);
  }
  return f;
}

/**
 * Local dates of the current second, by time zone. UTC offsets are whole seconds, so a zone's date
 * cannot change within one second: the memo is exact, and it only ever holds one second's zones.
 * (Intl's formatToParts was a visible part of every list request, called once per listed client.)
 */
let memoSecond = Number.NaN;
const memo = new Map<string, string>();

/** The calendar date (YYYY-MM-DD) at `now` in `timeZone`. */
export function localDate(timeZone: string | null | undefined, now: Date): string {
  const zone = timeZone || DEFAULT_TIME_ZONE;
  const second = Math.floor(now.getTime() / 1000);
  if (second !== memoSecond) {
    memo.clear();
    memoSecond = second;
  }
  const known = memo.get(zone);
  if (known !== undefined) return known;
  const parts = formatterFor(zone).formatToParts(now);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  const date = `${get("year")}-${get("month")}-${get("day")}`;
  memo.set(zone, date);
  return date;
}

/** Date arithmetic is shared with the web and the habit rules (shared/ymd.ts). */
export { addDays };

/** Days from `from` to `to` (YYYY-MM-DD; negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/**
 * Whether the workout `w` (a workouts alias) counts in a rate as of `today`: due before today, or
 * due today and already completed. Today's pending workout can still be done, so it is neither a
 * miss nor part of the rate yet (issue 22: at 23:00 it made every client's week look like a drop).
 * The compliance rates and the weekly trend share this rule.
 */
export function countsAsDue(today: string) {
  return sql`(w.due < ${today} OR (w.due = ${today} AND w.state = 'completed'))`;
}

/** What the freshness check needs per client. */
export type ClientStatsTarget = {
  id: number;
  timezone: string | null;
  compliance_computed_on?: string | null;
};

/**
 * Which clients one statement recomputes: these ids (or an id range: the nightly job's chunks),
 * optionally only those of one time zone / stale ones.
 */
type Selection = ({ ids: readonly number[]; range?: never } | { range: IdRange; ids?: never }) & {
  timezone?: string;
  onlyStale?: boolean;
};

/** Client ids from `from` (inclusive) to `to` (exclusive). */
export type IdRange = { from: number; to: number };

/**
 * The UPDATE statements that recompute `targets` (one per distinct local date), for a caller to
 * run on their own or inside the batch of the write that changed the workouts.
 */
export function clientStatsStatements(deps: ServiceDeps, targets: readonly ClientStatsTarget[]) {
  const now = deps.clock.now();
  const byDate = new Map<string, number[]>();
  for (const t of targets) {
    const today = localDate(t.timezone, now);
    const ids = byDate.get(today);
    if (ids) ids.push(t.id);
    else byDate.set(today, [t.id]);
  }
  return [...byDate].map(([today, ids]) => statsUpdate(deps, { ids: [...new Set(ids)] }, today));
}

/**
 * One grouped aggregate over the selected clients' workouts (read from workouts_client_due_idx),
 * written back with UPDATE … FROM: a single statement however many clients it covers.
 */
function statsUpdate(deps: ServiceDeps, selection: Selection, today: string) {
  const from7 = addDays(today, -6);
  const from30 = addDays(today, -29);
  const from90 = addDays(today, -89);
  const lastWeek = addDays(today, -6);
  const due = (from: string) => sql`w.rest_day = 0 AND w.due >= ${from} AND ${countsAsDue(today)}`;
  const rate = (n: number) =>
    sql.raw(`CASE WHEN s.due_${n} > 0 THEN CAST(s.done_${n} AS REAL) / s.due_${n} END`);
  const { ids, range } = selection;
  const conditions = [ids ? inIds(sql`c.id`, ids) : sql`c.id >= ${range.from} AND c.id < ${range.to}`];
  if (selection.timezone !== undefined) conditions.push(sql`u.timezone = ${selection.timezone}`);
  if (selection.onlyStale) conditions.push(sql`coalesce(c.compliance_computed_on, '') <> ${today}`);
  /** The row being updated, for the nutrition figures' correlated reads. */
  const target = sql.raw(`"clients"."id"`);
  return deps.db.run(sql`
    UPDATE ${clients} SET
      completed_workouts_count = s.completed,
      missed_sessions_count = s.missed,
      missed_7_days_count = s.missed_7,
      compliance_rate_for_7_days = ${rate(7)},
      compliance_rate_for_30_days = ${rate(30)},
      compliance_rate_for_90_days = ${rate(90)},
      nutrition_compliance_rate_for_7_days = ${nutritionRateSql(target, from7, today)},
      nutrition_compliance_rate_for_30_days = ${nutritionRateSql(target, from30, today)},
      nutrition_log_missing = ${nutritionLogMissingSql(target, addDays(today, -3), today)},
      compliance_computed_on = ${today}
    FROM (
      SELECT c.id AS client_id,
        coalesce(sum(w.state = 'completed'), 0) AS completed,
        coalesce(sum(w.state = 'pending' AND w.rest_day = 0 AND w.due < ${today}), 0) AS missed,
        coalesce(sum(w.state = 'pending' AND w.rest_day = 0 AND w.due >= ${lastWeek} AND w.due < ${today}), 0) AS missed_7,
        coalesce(sum(${due(from7)}), 0) AS due_7,
        coalesce(sum(${due(from7)} AND w.state = 'completed'), 0) AS done_7,
        coalesce(sum(${due(from30)}), 0) AS due_30,
        coalesce(sum(${due(from30)} AND w.state = 'completed'), 0) AS done_30,
        coalesce(sum(${due(from90)}), 0) AS due_90,
        coalesce(sum(${due(from90)} AND w.state = 'completed'), 0) AS done_90
      FROM ${clients} AS c
        JOIN ${users} AS u ON u.id = c.user_id
        LEFT JOIN ${workouts} AS w ON w.client_id = c.id
      WHERE ${sql.join(conditions, sql` AND `)}
      GROUP BY c.id
    ) AS s
    WHERE "clients"."id" = s.client_id`);
}

/**
 * Per time zone of these clients: the oldest and newest compliance_computed_on. One small result
 * (a row per zone, usually one) however many clients, so checking freshness costs one aggregate
 * read in SQLite and no rows per client in JavaScript.
 */
async function zonesOf(deps: ServiceDeps, ids: readonly number[]) {
  return deps.db
    .select({
      timezone: users.timezone,
      oldest: sql<string>`min(coalesce(${clients.compliance_computed_on}, ''))`,
      newest: sql<string>`max(coalesce(${clients.compliance_computed_on}, ''))`,
    })
    .from(clients)
    .innerJoin(users, eq(users.id, clients.user_id))
    .where(inIds(clients.id, ids))
    .groupBy(users.timezone);
}

async function run(deps: ServiceDeps, statements: ReturnType<typeof statsUpdate>[]) {
  const [first, ...rest] = statements;
  if (first) await deps.db.batch([first, ...rest]);
}

/**
 * Recomputes counts and compliance of these clients now (after a write to their workouts): one
 * read of their time zones, then one aggregate UPDATE per zone, in one batch.
 */
export async function refreshClientStats(deps: ServiceDeps, clientIds: number[]): Promise<void> {
  const ids = [...new Set(clientIds)];
  if (ids.length === 0) return;
  const now = deps.clock.now();
  const zones = await zonesOf(deps, ids);
  await run(
    deps,
    zones.map((z) => statsUpdate(deps, { ids, timezone: z.timezone }, localDate(z.timezone, now))),
  );
}

/**
 * Recomputes the clients of one time zone in an id range whose figures are for another day than
 * `today` (their local date): one statement, the nightly job's unit of work
 * (worker/domains/clients/nightly-figures.ts).
 */
export async function refreshStaleClientRange(
  deps: ServiceDeps,
  timezone: string,
  today: string,
  range: IdRange,
): Promise<void> {
  await statsUpdate(deps, { range, timezone, onlyStale: true }, today);
}

/** The targets whose cached figures are for another day than their local today. */
export function staleClientStats<T extends ClientStatsTarget>(deps: ServiceDeps, targets: readonly T[]): T[] {
  const now = deps.clock.now();
  return targets.filter((t) => t.compliance_computed_on !== localDate(t.timezone, now));
}

/**
 * Makes the cached figures of these clients current for their local today. When all are fresh
 * (the usual case after the first read of the day) this is one aggregate read returning a row per
 * time zone; otherwise one UPDATE per stale zone recomputes exactly the stale clients.
 * Call it before listing clients with their compliance.
 */
export async function ensureFreshClientStats(deps: ServiceDeps, clientIds: number[]): Promise<void> {
  const ids = [...new Set(clientIds)];
  if (ids.length === 0) return;
  const now = deps.clock.now();
  const stale = (await zonesOf(deps, ids))
    .map((z) => ({ ...z, today: localDate(z.timezone, now) }))
    .filter((z) => z.oldest !== z.today || z.newest !== z.today);
  await run(
    deps,
    stale.map((z) => statsUpdate(deps, { ids, timezone: z.timezone, onlyStale: true }, z.today)),
  );
}

/**
 * The same for callers that already hold the rows (clients joined with users): no query at all
 * when every row is fresh.
 */
export async function ensureFreshClientStatsFor(
  deps: ServiceDeps,
  targets: readonly ClientStatsTarget[],
): Promise<void> {
  const stale = staleClientStats(deps, targets);
  if (stale.length > 0) await run(deps, clientStatsStatements(deps, stale));
}
