/**
 * Whether a logged day met its nutrition targets (issue 31), one rule for the server's answers
 * (each log's `on_target`) and anything the web shows beside them. The same rule as the cached
 * compliance SQL (worker/domains/nutrition/compliance.ts): kcal and protein both within ±10 % of
 * the day's target, the training-day target when a (non-rest-day) workout is due that day.
 */

/** |value − target| × 10 ≤ target: ±10 %, exact for whole numbers (0.1 × target is not). */
export function withinTarget(value: number, target: number): boolean {
  return Math.abs(value - target) * 10 <= target;
}

type Amounts = { kcal: number | null; protein_g: number | null };
type Targets = { kcal: number; protein_g: number };

/** A day without kcal or protein is not on target. */
export function dayOnTarget(day: Amounts, target: Targets): boolean {
  return (
    day.kcal !== null &&
    day.protein_g !== null &&
    withinTarget(day.kcal, target.kcal) &&
    withinTarget(day.protein_g, target.protein_g)
  );
}

/** Photos one day's log holds at most (a photo per meal and a few more). */
export const MAX_LOG_PHOTOS = 10;
