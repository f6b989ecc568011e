import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { displayWeight } from "#shared/body-units";
import { LineChart } from "@/components/charts/line-chart";
import { type ChartRange, inRange } from "@/components/progress/chart-range";
import { RangeToggle } from "@/components/progress/range-toggle";
import { useClientContext } from "@/lib/client-app/queries";

/** The client's own bodyweight chart (7/30/90 days or all), with the weights still waiting to be sent. */
export function BodyTrend({ weights }: { weights: Array<{ date: string; kg: number; queued: boolean }> }) {
  const { t } = useLingui();
  const { today, units, unitSystem } = useClientContext();
  const [range, setRange] = useState<ChartRange>("30");
  const points = inRange(weights, range, today).map((w) => ({
    date: w.date,
    value: displayWeight(w.kg, unitSystem).value,
  }));
  const waiting = weights.filter((w) => w.queued).length;
  return (
    <div className="space-y-3 rounded-xl border bg-card p-4" data-testid="client-body-trend">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="font-medium">
          <Trans>体重趋势</Trans>
        </h2>
        <RangeToggle value={range} onChange={setRange} testId="client-body-range" />
      </div>
      {points.length > 0 ? (
        <LineChart series={[{ label: t`体重`, points }]} unit={units} />
      ) : (
        <p className="text-sm text-muted-foreground">
          <Trans>这段时间没有体重记录</Trans>
        </p>
      )}
      {waiting > 0 && (
        <p className="text-xs text-amber-700 dark:text-amber-400" data-testid="client-body-queued">
          <Plural value={waiting} one="# 条体重待同步" other="# 条体重待同步" />
        </p>
      )}
    </div>
  );
}
