import { parseResultSets } from "#shared/result-sets";

/**
 * The number a logged result gives an assessment test. A result written as sets (the records
 * parser, #shared/result-sets) gives its heaviest weight in kg ("100kg x 1, 105kg x 1" → 105), or
 * its most reps when the sets are bodyweight ("自重 12, 15" → 15); any other text gives its first
 * number ("42 次", "1:35" → 1), decimal commas read as points.
 */
export function resultValue(result: string | null, units: "metric" | "imperial" = "metric"): number | null {
  if (!result) return null;
  const sets = parseResultSets(result, units);
  const weights = sets.flatMap((set) => (set.weight_kg === null ? [] : [set.weight_kg]));
  if (weights.length > 0) return Math.max(...weights);
  if (sets.length > 0) return Math.max(...sets.map((set) => set.reps));
  const match = /-?\d+(?:[.,]\d+)?/.exec(result.normalize("NFKC"));
  if (!match) return null;
  const value = Number(match[0].replace(",", "."));
  return Number.isFinite(value) ? value : null;
}
