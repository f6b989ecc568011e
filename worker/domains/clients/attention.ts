import { type SQL, sql } from "drizzle-orm";
import { DEFAULT_TRAINER_SETTINGS } from "../trainers/schemas";
import { NEEDS_ATTENTION_REASONS, type NeedsAttentionReason } from "./schemas";

/**
 * Which clients need the coach's attention, and why (`needs_attention_reasons`).
 *
 * - `programming_ends`: the client's programming runs out — `due` ("programmed until") is null or
 *   at most `pastDueThreshold` days after the client's local today (past dates included).
 * - `missed_workouts`: at least `needsAttentionThreshold` (and at least one) pending, non-rest-day
 *   workouts due in the 7 local days before today.
 * - `compliance_drop`: the 7-day compliance rate is at least 20 points (0.20) below the 30-day
 *   rate, both as the answer shows them (4 decimals); no reason when either is null.
 * - `no_nutrition_log`: a nutrition plan runs and nothing was logged for 3 days (issue 31; cached
 *   as `nutrition_log_missing`, rule in worker/domains/nutrition/compliance.ts).
 *
 * Thresholds are the client's trainer's settings (defaults of DEFAULT_TRAINER_SETTINGS when the
 * trainer has none, or the client no trainer). Archived and inactive clients never need attention.
 *
 * It is SQL over a clients row, so the list filters on it over the whole organization
 * (`needsAttentionSql`) and the page carries the reasons as a bit mask (`attentionMaskSql`, written
 * out by `reasonsOf`); both are built from the same three conditions. It reads the
 * cached figures (worker/domains/clients/stats.ts): `compliance_computed_on` is the client's local
 * today once they are fresh, and `missed_7_days_count` is computed with the rates for that day, so
 * callers make the figures fresh first (the list does, for the clients it filters on).
 */

/** How far the 7-day rate must fall below the 30-day rate, in rate points (0–1). */
export const COMPLIANCE_DROP = 0.2;

const BITS: Record<NeedsAttentionReason, number> = {
  programming_ends: 1,
  missed_workouts: 2,
  compliance_drop: 4,
  no_nutrition_log: 8,
};

/** A trainer setting of the client `c`'s trainer, or its default. */
function coachSetting(c: string, key: "pastDueThreshold" | "needsAttentionThreshold"): string {
  const fallback = Number(DEFAULT_TRAINER_SETTINGS[key]);
  return `coalesce((SELECT json_extract(coach.settings, '$.${key}') FROM trainers AS coach WHERE coach.id = ${c}.trainer_id), ${fallback})`;
}

/**
 * Each reason's condition on the clients row `c` (an alias or a quoted table name), never null (a
 * null rate is no drop), so a negated filter keeps every client the positive one leaves out. The
 * cheap tests come first: SQLite stops at the first false term of an AND, so the trainer's
 * settings are read only for clients with a missed workout or a due date to compare.
 */
function conditions(c: string): Record<NeedsAttentionReason, string> {
  const dropPoints = Math.round(COMPLIANCE_DROP * 10_000);
  return {
    programming_ends: `(${c}.due IS NULL OR ${c}.due <= coalesce(date(${c}.compliance_computed_on, '+' || ${coachSetting(c, "pastDueThreshold")} || ' days'), ''))`,
    missed_workouts: `(${c}.missed_7_days_count >= 1 AND ${c}.missed_7_days_count >= ${coachSetting(c, "needsAttentionThreshold")})`,
    compliance_drop: `(coalesce(round(${c}.compliance_rate_for_30_days * 10000) - round(${c}.compliance_rate_for_7_days * 10000), 0) >= ${dropPoints})`,
    no_nutrition_log: `(${c}.nutrition_log_missing = 1)`,
  };
}

/** Only active and pending clients can need attention. */
const canNeedAttention = (c: string) => `${c}.state IN ('active', 'pending')`;

/** The reasons of the clients row `c` (an alias or a quoted table name) as a bit mask, 0 for none. */
export function attentionMaskSql(c: string): string {
  const terms = NEEDS_ATTENTION_REASONS.map(
    (reason) => `(CASE WHEN ${conditions(c)[reason]} THEN ${BITS[reason]} ELSE 0 END)`,
  );
  return `(CASE WHEN ${canNeedAttention(c)} THEN ${terms.join(" + ")} ELSE 0 END)`;
}

/** The order a filter tests the reasons in: cheapest first (no trainer lookup, then one at most). */
const FILTER_ORDER: readonly NeedsAttentionReason[] = [
  "no_nutrition_log",
  "compliance_drop",
  "missed_workouts",
  "programming_ends",
];

/**
 * The same as a Drizzle condition: the client `c` needs attention (`wanted`) or does not. Written
 * as an OR of the reasons rather than a test of the mask, so a filter over thousands of clients
 * stops at the first reason found (2.4 instead of 5.5 ms for 5,000 clients). Keep it a bare
 * AND/OR in WHERE: inside a function call (coalesce …) SQLite evaluates every term.
 */
export function needsAttentionSql(c: string, wanted: boolean): SQL {
  const any = FILTER_ORDER.map((reason) => conditions(c)[reason]).join(" OR ");
  const needs = `(${canNeedAttention(c)} AND (${any}))`;
  return sql.raw(wanted ? needs : `NOT ${needs}`);
}

/** Every mask of the reasons' bits. */
export const REASON_MASKS = 2 ** NEEDS_ATTENTION_REASONS.length;

const REASON_LISTS = Array.from({ length: REASON_MASKS }, (_, mask) =>
  NEEDS_ATTENTION_REASONS.filter((reason) => (mask & BITS[reason]) !== 0),
);

/** The reasons of a mask, in NEEDS_ATTENTION_REASONS order. */
export function reasonsOf(mask: number): NeedsAttentionReason[] {
  return [...(REASON_LISTS[mask & (REASON_MASKS - 1)] ?? [])];
}
