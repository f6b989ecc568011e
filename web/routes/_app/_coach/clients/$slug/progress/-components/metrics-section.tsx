import { Trans, useLingui } from "@lingui/react/macro";
import { Plus } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { type ChartRange, inRange } from "@/components/progress/chart-range";
import { RangeToggle } from "@/components/progress/range-toggle";
import { Button } from "@/components/ui/button";
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import type { Ymd } from "@/components/workouts/dates";
import { MetricsItem } from "./metrics-item";
import { metricName, useProgressOverview } from "./overview-query";

const MetricsDefineDialog = lazy(() => import("./metrics-define-dialog"));
const MetricsValueDialog = lazy(() => import("./metrics-value-dialog"));

/**
 * 自定义指标: the organization's metrics with this client's values over the chosen span and its
 * targets; a coach defines a new metric or logs a value (and target) here.
 */
export function MetricsSection({ clientId, today }: { clientId: number; today: Ymd }) {
  const { i18n } = useLingui();
  const { metric_values } = useProgressOverview(clientId);
  const [range, setRange] = useState<ChartRange>("90");
  const [defining, setDefining] = useState(false);
  const [logging, setLogging] = useState<number | null>(null);
  const values = inRange(metric_values.metric_values, range, today);
  const logged = metric_values.metrics.find((m) => m.id === logging);

  return (
    <Card data-testid="metrics-section">
      <CardHeader className="flex flex-wrap items-start gap-3">
        <div className="min-w-0 flex-1 basis-56 space-y-1.5">
          <CardTitle className="text-base">
            <h2>
              <Trans>自定义指标</Trans>
            </h2>
          </CardTitle>
          <CardDescription>
            <Trans>组织定义的指标，以及这位学员的数值和目标。</Trans>
          </CardDescription>
        </div>
        <CardAction className="flex flex-wrap items-center gap-2">
          <RangeToggle value={range} onChange={setRange} testId="metrics-range" />
          <Button size="sm" variant="outline" onClick={() => setDefining(true)} data-testid="metric-define">
            <Plus />
            <Trans>定义指标</Trans>
          </Button>
        </CardAction>
      </CardHeader>
      <CardContent>
        {metric_values.metrics.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            <Trans>还没有指标。定义一个，例如 5 公里用时或静息心率。</Trans>
          </p>
        ) : (
          <ul className="grid gap-4 lg:grid-cols-2">
            {metric_values.metrics.map((metric) => (
              <MetricsItem
                key={metric.id}
                metric={metric}
                name={metricName(metric, i18n.locale)}
                points={values
                  .filter((v) => v.metric_id === metric.id)
                  .map(({ date, value }) => ({ date, value }))}
                onLog={() => setLogging(metric.id)}
              />
            ))}
          </ul>
        )}
      </CardContent>
      <Suspense fallback={null}>
        {defining && <MetricsDefineDialog onOpenChange={setDefining} />}
        {logged && (
          <MetricsValueDialog
            clientId={clientId}
            metric={{ ...logged, name: metricName(logged, i18n.locale) }}
            today={today}
            onOpenChange={(open) => !open && setLogging(null)}
          />
        )}
      </Suspense>
    </Card>
  );
}
