import { Trans, useLingui } from "@lingui/react/macro";
import { ArrowDown, ArrowUp, PenLine } from "lucide-react";
import { LineChart } from "@/components/charts/line-chart";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import type { ProgressOverview } from "./overview-query";

type MetricWithTarget = ProgressOverview["metric_values"]["metrics"][number];

/**
 * One metric of a client: its name, direction, the client's target and latest value, and the values
 * of the chosen span as a chart; the target is drawn as a second, flat line across the same days.
 */
export function MetricsItem({
  metric,
  name,
  points,
  onLog,
}: {
  metric: MetricWithTarget;
  name: string;
  /** The span's values, oldest first. */
  points: Array<{ date: string; value: number }>;
  onLog: () => void;
}) {
  const { t } = useLingui();
  const { unit, target } = metric;
  const latest = points.at(-1)?.value;
  const first = points[0];
  const last = points.at(-1);
  const targetLine =
    target != null && first && last
      ? [
          {
            label: t`目标`,
            points: [
              { date: first.date, value: target },
              ...(last.date !== first.date ? [{ date: last.date, value: target }] : []),
            ],
          },
        ]
      : [];
  return (
    <li className="space-y-3 rounded-lg border p-4" data-testid="metric-item" data-metric={metric.id}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0 space-y-1">
          <h3 className="font-medium">{name}</h3>
          <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
            <Badge variant="outline">
              {metric.direction === "higher" ? <ArrowUp /> : <ArrowDown />}
              {metric.direction === "higher" ? <Trans>越高越好</Trans> : <Trans>越低越好</Trans>}
            </Badge>
            {latest !== undefined && (
              <span>
                <Trans>
                  最近：{latest} {unit}
                </Trans>
              </span>
            )}
            {target != null && (
              <span data-testid="metric-target-shown">
                <Trans>
                  目标：{target} {unit}
                </Trans>
              </span>
            )}
          </div>
        </div>
        <Button variant="outline" size="sm" onClick={onLog} data-testid="metric-log">
          <PenLine />
          <Trans>记录数值</Trans>
        </Button>
      </div>
      {points.length > 0 ? (
        <LineChart series={[{ label: name, points }, ...targetLine]} unit={unit} />
      ) : (
        <p className="text-sm text-muted-foreground">
          <Trans>这段时间没有数值</Trans>
        </p>
      )}
    </li>
  );
}
