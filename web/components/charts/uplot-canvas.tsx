import { useEffect, useRef, useState } from "react";
import uPlot from "uplot";
import "uplot/dist/uPlot.min.css";
import { type AlignedColumns, alignSeries, type ChartSeries } from "./chart-data";

const HEIGHT = 240;
const PALETTE = ["--chart-1", "--chart-2", "--chart-3", "--chart-4", "--chart-5"];

/** The theme's colours as the canvas needs them: resolved strings, read again when the theme changes. */
function themeColours() {
  const style = getComputedStyle(document.documentElement);
  const read = (name: string) => style.getPropertyValue(name).trim();
  return {
    lines: PALETTE.map(read),
    axis: read("--muted-foreground"),
    grid: read("--border"),
  };
}

/** A counter bumped whenever the root's theme (class, data-theme, brand colours in style) changes. */
function useThemeVersion() {
  const [version, setVersion] = useState(0);
  useEffect(() => {
    const observer = new MutationObserver(() => setVersion((v) => v + 1));
    observer.observe(document.documentElement, {
      attributes: true,
      attributeFilter: ["class", "data-theme", "style"],
    });
    return () => observer.disconnect();
  }, []);
  return version;
}

/**
 * The uPlot canvas behind LineChart: this module (and uPlot with it) is loaded only when a chart is
 * shown, so the library stays out of the entry chunk. Days are plotted at UTC midnight and labelled
 * in the interface language; the canvas follows its container's width.
 */
export default function UPlotCanvas({
  series,
  unit,
  yLabel,
  locale,
}: {
  series: ChartSeries[];
  unit: string;
  yLabel?: string;
  locale: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  const themeVersion = useThemeVersion();

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    // themeVersion is read so a theme change rebuilds the chart with the new colours.
    void themeVersion;
    const colours = themeColours();
    const data: AlignedColumns = alignSeries(series);
    const day = new Intl.DateTimeFormat(locale, { month: "numeric", day: "numeric", timeZone: "UTC" });
    const fullDay = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeZone: "UTC" });
    const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
    const axis = { stroke: colours.axis, grid: { stroke: colours.grid, width: 1 }, ticks: { show: false } };
    const chart = new uPlot(
      {
        width: el.clientWidth,
        height: HEIGHT,
        cursor: { drag: { x: false, y: false } },
        scales: { x: { time: true } },
        axes: [
          { ...axis, values: (_u, splits) => splits.map((s) => day.format(new Date(s * 1000))) },
          {
            ...axis,
            label: yLabel ?? unit,
            size: 56,
            values: (_u, splits) => splits.map((v) => number.format(v)),
          },
        ],
        series: [
          { value: (_u, v) => (v === null ? "—" : fullDay.format(new Date(v * 1000))) },
          ...series.map((s, i) => ({
            label: s.label,
            stroke: colours.lines[i % colours.lines.length],
            width: 2,
            spanGaps: true,
            points: { show: true, size: 6 },
            value: (_u: uPlot, v: number | null) => (v === null ? "—" : `${number.format(v)} ${unit}`),
          })),
        ],
      },
      data,
      el,
    );
    const resize = new ResizeObserver(() => chart.setSize({ width: el.clientWidth, height: HEIGHT }));
    resize.observe(el);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [series, unit, yLabel, locale, themeVersion]);

  return <div ref={box} className="line-chart w-full text-xs" data-testid="line-chart-canvas" />;
}
