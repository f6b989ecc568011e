import { Trans, useLingui } from "@lingui/react/macro";
import { CloudUpload, Plus } from "lucide-react";
import { type ReactNode, useState } from "react";
import { ListSkeleton, OfflineEmpty, Section } from "@/components/client-app/sections";
import { Button } from "@/components/ui/button";
import { type DayFigures, EMPTY_FIGURES, useTodayNutrition } from "@/lib/client-app/nutrition";
import { cn } from "@/lib/utils";
import { NutritionEntrySheet } from "./nutrition-entry-sheet";

/**
 * 今日饮食 on the client's home screen (issue 31): today's target from the coach's plan (the
 * one the server says today is counted against) and what is logged, kcal and protein as progress
 * because those two decide whether the day is on target. Nothing when the coach set no plan.
 */
export function TodayNutrition({ clientId, today }: { clientId: number; today: string }) {
  const { t } = useLingui();
  const nutrition = useTodayNutrition(clientId, today);
  const [entryOpen, setEntryOpen] = useState(false);
  const title = <Trans>今日饮食</Trans>;
  if (nutrition.plan.isPending && nutrition.plan.fetchStatus === "paused")
    return (
      <Section title={title} testId="nutrition-section">
        <OfflineEmpty />
      </Section>
    );
  if (nutrition.plan.isPending)
    return (
      <Section title={title} testId="nutrition-section">
        <ListSkeleton rows={1} />
      </Section>
    );
  const target = nutrition.target;
  if (!target) return null;
  const logged = nutrition.today.figures ?? EMPTY_FIGURES;
  return (
    <Section title={title} testId="nutrition-section">
      <div className="space-y-4 rounded-xl border bg-card p-4" data-testid="nutrition-card">
        <div className="flex items-center justify-between gap-2 text-sm">
          <span className="font-medium" data-testid="nutrition-day-kind">
            {nutrition.dayType === "training" ? <Trans>训练日目标</Trans> : <Trans>休息日目标</Trans>}
          </span>
          {nutrition.today.queued && (
            <span className="flex items-center gap-1 text-xs text-amber-700 dark:text-amber-400">
              <CloudUpload className="size-3.5" aria-hidden />
              <Trans>待同步</Trans>
            </span>
          )}
        </div>
        <Progress
          label={t`热量`}
          value={logged.kcal}
          target={target.kcal}
          unit="kcal"
          testId="nutrition-kcal"
        />
        <Progress
          label={t`蛋白质`}
          value={logged.protein_g}
          target={target.protein_g}
          unit="g"
          testId="nutrition-protein"
        />
        <dl className="grid grid-cols-3 gap-2 text-center text-sm">
          <Figure label={<Trans>碳水</Trans>} value={logged.carbs_g} target={target.carbs_g} unit="g" />
          <Figure label={<Trans>脂肪</Trans>} value={logged.fat_g} target={target.fat_g} unit="g" />
          <Figure label={<Trans>饮水</Trans>} value={logged.water_ml} target={target.water_ml} unit="ml" />
        </dl>
        {nutrition.today.photos.length > 0 && (
          <ul
            className="flex flex-wrap gap-2"
            aria-label={t`今天的饮食照片`}
            data-testid="nutrition-card-photos"
          >
            {nutrition.today.photos.map((photo, i) => (
              <li key={photo.upload_id}>
                <img
                  src={photo.url}
                  alt={t`饮食照片 ${i + 1}`}
                  className="size-14 rounded-lg border object-cover"
                  data-testid="nutrition-card-photo"
                />
              </li>
            ))}
          </ul>
        )}
        <Button
          className="h-11 w-full"
          variant="outline"
          onClick={() => setEntryOpen(true)}
          data-testid="nutrition-log-open"
        >
          <Plus />
          <Trans>记录饮食</Trans>
        </Button>
      </div>
      {entryOpen && (
        <NutritionEntrySheet
          clientId={clientId}
          today={today}
          start={logged}
          startPhotos={nutrition.today.photos}
          foods={nutrition.foods}
          recent={nutrition.recent}
          onClose={() => setEntryOpen(false)}
        />
      )}
    </Section>
  );
}

const shown = (value: number | null) => (value === null ? "0" : String(value));

function Progress({
  label,
  value,
  target,
  unit,
  testId,
}: {
  label: string;
  value: DayFigures["kcal"];
  target: number;
  unit: string;
  testId: string;
}) {
  const amount = value ?? 0;
  const percent = Math.min(100, Math.round((amount / target) * 100));
  // Within ±10 % is on target (the compliance rule); beyond it the bar says so.
  const over = amount * 10 > target * 11;
  const reached = !over && Math.abs(amount - target) * 10 <= target;
  return (
    <div className="space-y-1.5" data-testid={testId}>
      <div className="flex items-baseline justify-between gap-2 text-sm">
        <span>{label}</span>
        <span className="tabular-nums">
          <span className="font-semibold" data-testid={`${testId}-value`}>
            {shown(value)}
          </span>
          <span className="text-muted-foreground">
            {" "}
            / {target} {unit}
          </span>
        </span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={target}
        aria-valuenow={amount}
        className="h-2.5 overflow-hidden rounded-full bg-muted"
      >
        <div
          className={cn(
            "h-full rounded-full bg-primary transition-[width]",
            reached && "bg-success",
            over && "bg-amber-500",
          )}
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}

function Figure({
  label,
  value,
  target,
  unit,
}: {
  label: ReactNode;
  value: number | null;
  target: number | null;
  unit: string;
}) {
  return (
    <div className="rounded-lg bg-muted/50 px-2 py-2">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="mt-0.5 tabular-nums">
        <span className="font-semibold">{shown(value)}</span>
        <span className="text-xs text-muted-foreground">
          {target !== null ? ` / ${target}` : ""} {unit}
        </span>
      </dd>
    </div>
  );
}
