/**
 * The bodyweight series a chart draws from the 进展 answer (`progress.overview`): the last year's
 * entries as they are, after each older week's first weight (the server answers years of daily
 * entries as one point a week; worker/domains/progress/body-overview.ts). Oldest first.
 */
export function bodyweightSeries(overview: {
  weight_trackings: ReadonlyArray<{ date: string; weight_kg: number | null }>;
  older_weights: { weekly: ReadonlyArray<{ date: string; weight_kg: number }> };
}): Array<{ date: string; weight_kg: number }> {
  const recent = overview.weight_trackings.flatMap((e) =>
    e.weight_kg == null ? [] : [{ date: e.date, weight_kg: e.weight_kg }],
  );
  return [...overview.older_weights.weekly, ...recent.reverse()];
}
