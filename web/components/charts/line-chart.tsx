import { Trans, useLingui } from "@lingui/react/macro";
import { ChartLine, Table2 } from "lucide-react";
import { lazy, Suspense, useId, useMemo, useState } from "react";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/utils";
import { alignSeries, type ChartSeries } from "./chart-data";

// uPlot (~50 KB) arrives with the first chart on screen, never with the entry chunk.
const UPlotCanvas = lazy(() => import("./uplot-canvas"));

/**
 * A line chart of values by day (one or more series), drawn by uPlot in the theme's chart colours
 * and following its container's width. The same figures are always in a table: hidden from sight
 * but read by screen readers while the chart shows (the canvas itself is hidden from them), and
 * shown instead of the chart with the 表格 switch.
 */
export function LineChart({
  series,
  unit,
  yLabel,
}: {
  series: ChartSeries[];
  unit: string;
  yLabel?: string;
}) {
  const { t, i18n } = useLingui();
  const [view, setView] = useState<"chart" | "table">("chart");
  const tableId = useId();
  return (
    <figure className="m-0 flex flex-col gap-2" data-testid="line-chart">
      <div className="flex justify-end">
        <Button
          variant="ghost"
          size="sm"
          aria-controls={tableId}
          aria-pressed={view === "table"}
          onClick={() => setView(view === "chart" ? "table" : "chart")}
          data-testid="line-chart-view"
        >
          {view === "chart" ? <Table2 /> : <ChartLine />}
          {view === "chart" ? <Trans>表格</Trans> : <Trans>图表</Trans>}
        </Button>
      </div>
      {view === "chart" && (
        <div aria-hidden="true">
          <Suspense fallback={<Skeleton className="h-[270px] w-full" />}>
            <UPlotCanvas series={series} unit={unit} yLabel={yLabel} locale={i18n.locale} />
          </Suspense>
        </div>
      )}
      <ChartTable
        id={tableId}
        series={series}
        unit={unit}
        caption={yLabel ?? t`数值（${unit}）`}
        className={view === "chart" ? "sr-only" : undefined}
      />
    </figure>
  );
}

/** The chart's figures by day, newest first: the table view and what a screen reader reads. */
function ChartTable({
  id,
  series,
  unit,
  caption,
  className,
}: {
  id: string;
  series: ChartSeries[];
  unit: string;
  caption: string;
  className?: string;
}) {
  const { i18n } = useLingui();
  const rows = useMemo(() => {
    const [days, ...columns] = alignSeries(series);
    return days.map((seconds, i) => ({ seconds, values: columns.map((c) => c[i] ?? null) })).reverse();
  }, [series]);
  const day = new Intl.DateTimeFormat(i18n.locale, { dateStyle: "medium", timeZone: "UTC" });
  const number = new Intl.NumberFormat(i18n.locale, { maximumFractionDigits: 1 });
  return (
    <div id={id} className={cn("max-h-80 overflow-y-auto rounded-md border", className)}>
      <table className="w-full text-sm" data-testid="line-chart-table">
        <caption className="sr-only">{caption}</caption>
        <thead className="sticky top-0 bg-background">
          <tr className="border-b text-left text-muted-foreground">
            <th scope="col" className="px-3 py-2 font-medium">
              <Trans>日期</Trans>
            </th>
            {series.map((s) => (
              <th key={s.label} scope="col" className="px-3 py-2 text-right font-medium">
                {s.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.seconds} className="border-b last:border-0">
              <th scope="row" className="px-3 py-1.5 text-left font-normal">
                {day.format(new Date(row.seconds * 1000))}
              </th>
              {row.values.map((v, i) => (
                <td key={series[i]?.label ?? i} className="px-3 py-1.5 text-right tabular-nums">
                  {v === null ? "—" : `${number.format(v)} ${unit}`}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
