/**
 * The number a logged result gives an assessment test: the first number of the text ("42 次",
 * "1:35" → 1, "100kg x 1" → 100), decimal commas read as points. The records issue's parser
 * (`parseResultSets` in #shared/result-sets) replaces this once it is on main, for results written
 * as sets; a plain number stays a plain number either way.
 */
export function resultValue(result: string | null): number | null {
  if (!result) return null;
  const match = /-?\d+(?:[.,]\d+)?/.exec(result.normalize("NFKC"));
  if (!match) return null;
  const value = Number(match[0].replace(",", "."));
  return Number.isFinite(value) ? value : null;
}
