import { Trans, useLingui } from "@lingui/react/macro";
import { Pencil, Trash2 } from "lucide-react";
import type { ReactNode } from "react";
import { ComplianceValue } from "@/components/clients/client-badges";
import { HabitFrequency, StreakLabel } from "@/components/habits/habit-texts";
import type { Habit } from "@/components/habits/model";
import { Button } from "@/components/ui/button";
import { formatDay } from "@/lib/format";
import { CheckInGrid } from "./check-in-grid";

/** One habit on the coach's 习惯 page: what it asks, its compliance and streak, the last four weeks. */
export function HabitCard({
  habit,
  done,
  today,
  onEdit,
  onDelete,
}: {
  habit: Habit;
  done: ReadonlySet<string>;
  today: string;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t, i18n } = useLingui();
  const name = habit.name;
  const start = formatDay(habit.start_date, i18n.locale);
  const end = habit.end_date ? formatDay(habit.end_date, i18n.locale) : null;
  return (
    <li className="rounded-xl border bg-card p-4 shadow-xs" data-testid="habit-card" data-habit-id={habit.id}>
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="truncate font-semibold">{name}</h2>
          <p className="mt-0.5 text-sm text-muted-foreground">
            <HabitFrequency daysPerWeek={habit.days_per_week} />
            {habit.target_text ? ` · ${habit.target_text}` : ""}
          </p>
          <p className="mt-0.5 text-xs text-muted-foreground">
            {end ? (
              <Trans>
                {start} 至 {end}
              </Trans>
            ) : (
              <Trans>{start} 起</Trans>
            )}
          </p>
        </div>
        <div className="flex shrink-0 gap-1">
          <Button variant="ghost" size="icon" onClick={onEdit} aria-label={t`编辑习惯「${name}」`}>
            <Pencil />
          </Button>
          <Button variant="ghost" size="icon" onClick={onDelete} aria-label={t`删除习惯「${name}」`}>
            <Trash2 />
          </Button>
        </div>
      </div>
      <dl className="mt-3 flex flex-wrap items-center gap-x-5 gap-y-2 text-sm">
        <Stat label={<Trans>7 天</Trans>} testId="habit-rate-7">
          <ComplianceValue rate={habit.compliance_rate_for_7_days} />
        </Stat>
        <Stat label={<Trans>30 天</Trans>} testId="habit-rate-30">
          <ComplianceValue rate={habit.compliance_rate_for_30_days} />
        </Stat>
        {/* The streak label says what it counts; its term is for screen readers only. */}
        <Stat label={<Trans>连续打卡</Trans>} labelHidden>
          <StreakLabel count={habit.streak.count} unit={habit.streak.unit} />
        </Stat>
      </dl>
      <div className="mt-3 max-w-72">
        <CheckInGrid habit={habit} done={done} today={today} />
      </div>
    </li>
  );
}

/** One term of the card's summary: a label and its value. */
function Stat({
  label,
  labelHidden = false,
  testId,
  children,
}: {
  label: ReactNode;
  labelHidden?: boolean;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <div className="flex items-center gap-1.5">
      <dt className={labelHidden ? "sr-only" : "text-muted-foreground"}>{label}</dt>
      <dd data-testid={testId}>{children}</dd>
    </div>
  );
}
