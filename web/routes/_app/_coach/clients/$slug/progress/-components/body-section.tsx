import { Trans, useLingui } from "@lingui/react/macro";
import { Plus } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { displayUnit, displayWeight } from "#shared/body-units";
import { LineChart } from "@/components/charts/line-chart";
import { type ChartRange, inRange } from "@/components/progress/chart-range";
import { RangeToggle } from "@/components/progress/range-toggle";
import { bodyweightSeries } from "@/components/progress/weight-series";
import { Button } from "@/components/ui/button";
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import type { Ymd } from "@/components/workouts/dates";
import type { WeightEntry } from "./body-entry-values";
import { BodyTable } from "./body-table";
import { useProgressOverview, useViewerUnits } from "./overview-query";

const BodyEntryDialog = lazy(() => import("./body-entry-dialog"));
const BodyDeleteDialog = lazy(() => import("./body-delete-dialog"));

/**
 * 体重与围度: the bodyweight trend over 7/30/90 days or all time in the viewer's unit, the change
 * over the span, and the entries (body fat, girths) with add, edit and delete. Beyond the last
 * year the chart draws a point a week and the table reads the older entries when asked.
 */
export function BodySection({ clientId, today }: { clientId: number; today: Ymd }) {
  const { t } = useLingui();
  const units = useViewerUnits();
  const overview = useProgressOverview(clientId);
  const { weight_trackings, older_weights } = overview;
  const [range, setRange] = useState<ChartRange>("90");
  const [editing, setEditing] = useState<WeightEntry | "new" | null>(null);
  const [deleting, setDeleting] = useState<WeightEntry | null>(null);

  const entries = inRange(weight_trackings, range, today);
  const weighed = inRange(bodyweightSeries(overview), range, today).map((e) => ({
    date: e.date,
    value: displayWeight(e.weight_kg, units).value,
  }));
  // Only the all-time range reaches past the year the overview answers whole.
  const older = range === "all" && older_weights.count > 0 ? older_weights : null;
  const unit = displayUnit(units);
  const first = weighed[0];
  const last = weighed.at(-1);
  const change =
    first && last && weighed.length > 1 ? Math.round((last.value - first.value) * 10) / 10 : null;
  const signed = change === null ? "" : `${change > 0 ? "+" : ""}${change}`;

  return (
    <Card data-testid="body-section">
      <CardHeader className="flex flex-wrap items-start gap-3">
        <div className="min-w-0 flex-1 basis-56 space-y-1.5">
          <CardTitle className="text-base">
            <h2>
              <Trans>体重与围度</Trans>
            </h2>
          </CardTitle>
          <CardDescription data-testid="body-summary">
            {last ? (
              change === null ? (
                <Trans>
                  最近：{last.value} {unit}
                </Trans>
              ) : (
                <Trans>
                  最近：{last.value} {unit}，期间变化 {signed} {unit}
                </Trans>
              )
            ) : (
              <Trans>这段时间没有体重记录</Trans>
            )}
          </CardDescription>
        </div>
        <CardAction className="flex flex-wrap items-center gap-2">
          <RangeToggle value={range} onChange={setRange} testId="body-range" />
          <Button size="sm" onClick={() => setEditing("new")} data-testid="body-add">
            <Plus />
            <Trans>添加记录</Trans>
          </Button>
        </CardAction>
      </CardHeader>
      <CardContent className="space-y-4">
        {weighed.length > 0 && <LineChart series={[{ label: t`体重`, points: weighed }]} unit={unit} />}
        {(entries.length > 0 || older) && (
          <BodyTable
            entries={[...entries].reverse()}
            older={older && { clientId, recent: weight_trackings.length, ...older }}
            onEdit={setEditing}
            onDelete={setDeleting}
          />
        )}
      </CardContent>
      <Suspense fallback={null}>
        {editing && (
          <BodyEntryDialog
            clientId={clientId}
            entry={editing === "new" ? null : editing}
            today={today}
            onOpenChange={(open) => !open && setEditing(null)}
          />
        )}
        {deleting && (
          <BodyDeleteDialog entry={deleting} onOpenChange={(open) => !open && setDeleting(null)} />
        )}
      </Suspense>
    </Card>
  );
}
