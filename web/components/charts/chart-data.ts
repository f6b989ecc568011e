/** One line of a LineChart: its name and its values by day. */
export type ChartSeries = { label: string; points: { date: string /* YYYY-MM-DD */; value: number }[] };

/** uPlot's column data: x (seconds since the epoch, UTC midnight of each day), then one column per series. */
export type AlignedColumns = [number[], ...(number | null)[][]];

/** A `YYYY-MM-DD` day as seconds at UTC midnight: the chart plots days, never local clock times. */
export function daySeconds(date: string): number {
  return Date.parse(`${date}T00:00:00Z`) / 1000;
}

/**
 * The series on one shared, ascending day axis (uPlot wants aligned columns): each series has its
 * value on its own days and null elsewhere, so lines with different dates can share the chart.
 * A day given twice in one series keeps its larger value.
 */
export function alignSeries(series: ChartSeries[]): AlignedColumns {
  const days = [...new Set(series.flatMap((s) => s.points.map((p) => p.date)))].sort();
  const index = new Map(days.map((d, i) => [d, i]));
  const columns = series.map((s) => {
    const column: (number | null)[] = days.map(() => null);
    for (const p of s.points) {
      const i = index.get(p.date);
      if (i === undefined) continue;
      const current = column[i];
      column[i] = current === null || current === undefined ? p.value : Math.max(current, p.value);
    }
    return column;
  });
  return [days.map(daySeconds), ...columns];
}
