import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { trpc } from "@/lib/trpc";

const BAR = 8;
const GAP = 3;
const HEIGHT = 28;

/**
 * The client's weekly completion over the last 12 weeks (`clients.trend`) as 12 SVG bars: no chart
 * library (see docs/web.md "Client calendar"). Each bar's height is the week's rate; a week with
 * nothing scheduled is a short grey tick. The SVG is one image with a summary label; the per-week
 * figures are in each bar's <title> and in a visually hidden list for screen readers.
 */
export function TrendChart({ clientId }: { clientId: number }) {
  const { t } = useLingui();
  const { data } = useQuery(trpc.clients.trend.queryOptions({ id: clientId }));
  if (!data) return <div className="h-11 w-40" aria-hidden="true" />;
  const weeks = data.weeks;
  const scheduled = weeks.reduce((n, w) => n + w.scheduled, 0);
  const completed = weeks.reduce((n, w) => n + w.completed, 0);
  const overall = scheduled > 0 ? Math.round((completed / scheduled) * 100) : null;
  const pct = (rate: number | null) => (rate === null ? "—" : `${Math.round(rate * 100)}%`);
  const weekLabel = (w: (typeof weeks)[number]) => {
    const { start, completed: done, scheduled: due } = w;
    const rate = pct(w.rate);
    return t`${start} 起：${done}/${due}（${rate}）`;
  };
  const width = weeks.length * (BAR + GAP) - GAP;
  const label =
    overall === null
      ? t`近 12 周完成率：没有安排训练`
      : t`近 12 周完成率：${overall}%（${completed}/${scheduled}）`;
  return (
    <figure className="m-0 flex items-end gap-2" data-testid="trend-chart">
      <svg
        role="img"
        aria-label={label}
        width={width}
        height={HEIGHT}
        viewBox={`0 0 ${width} ${HEIGHT}`}
        className="shrink-0"
      >
        {weeks.map((w, i) => {
          const h = w.rate === null ? 2 : Math.max(2, Math.round(w.rate * HEIGHT));
          return (
            <rect
              key={w.start}
              data-testid="trend-bar"
              data-start={w.start}
              data-rate={w.rate ?? ""}
              x={i * (BAR + GAP)}
              y={HEIGHT - h}
              width={BAR}
              height={h}
              rx={1.5}
              className={
                w.rate === null
                  ? "fill-muted-foreground/30"
                  : w.rate >= 0.8
                    ? "fill-emerald-500"
                    : w.rate >= 0.5
                      ? "fill-amber-500"
                      : "fill-red-500"
              }
            >
              <title>{weekLabel(w)}</title>
            </rect>
          );
        })}
      </svg>
      <figcaption className="text-muted-foreground text-xs leading-tight">
        <div>
          <Trans>近 12 周完成率</Trans>
        </div>
        <div className="font-medium text-foreground" data-testid="trend-overall">
          {overall === null ? "—" : `${overall}%`}
        </div>
      </figcaption>
      <ul className="sr-only">
        {weeks.map((w) => (
          <li key={w.start}>{weekLabel(w)}</li>
        ))}
      </ul>
    </figure>
  );
}
