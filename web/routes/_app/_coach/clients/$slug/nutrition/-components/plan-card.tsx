import { Trans, useLingui } from "@lingui/react/macro";
import { Pencil, Salad } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { formatDay } from "@/lib/format";
import { AMOUNTS, type Amounts, formatAmount } from "./amounts";
import type { Plan } from "./types";

/**
 * The client's plan: training-day and rest-day targets side by side, the guidelines and the start
 * date; before a plan exists, a word on what it does and the button that writes the first one.
 */
export function PlanCard({ plan, onEdit }: { plan: Plan | null; onEdit: () => void }) {
  const { i18n } = useLingui();
  if (!plan) {
    return (
      <section
        className="flex flex-col items-center gap-2 rounded-xl border border-dashed p-8 text-center text-sm text-muted-foreground"
        data-testid="nutrition-plan-empty"
      >
        <Salad className="size-8 text-primary" aria-hidden />
        <p>
          <Trans>还没有营养计划。设定训练日和休息日的热量与宏量目标，学员每天在 App 里记录。</Trans>
        </p>
        <Button size="sm" onClick={onEdit} data-testid="nutrition-plan-create">
          <Trans>创建营养计划</Trans>
        </Button>
      </section>
    );
  }
  const start = formatDay(plan.start_date, i18n.locale);
  return (
    <section className="rounded-xl border bg-card p-4 shadow-xs" data-testid="nutrition-plan">
      <div className="flex items-start justify-between gap-3">
        <div>
          <h2 className="font-semibold">
            <Trans>营养计划</Trans>
          </h2>
          <p className="text-xs text-muted-foreground">
            <Trans>{start} 起</Trans>
          </p>
        </div>
        <Button variant="outline" size="sm" onClick={onEdit} data-testid="nutrition-plan-edit">
          <Pencil />
          <Trans>编辑计划</Trans>
        </Button>
      </div>
      <div className="mt-3 grid gap-4 sm:grid-cols-2">
        <Targets title={<Trans>训练日</Trans>} targets={plan.training_day} testId="plan-training-day" />
        <Targets title={<Trans>休息日</Trans>} targets={plan.rest_day} testId="plan-rest-day" />
      </div>
      {plan.guidelines && (
        <p className="mt-3 whitespace-pre-line break-words text-sm" data-testid="plan-guidelines">
          {plan.guidelines}
        </p>
      )}
    </section>
  );
}

function Targets({ title, targets, testId }: { title: ReactNode; targets: Amounts; testId: string }) {
  const { i18n } = useLingui();
  return (
    <div data-testid={testId}>
      <h3 className="mb-1 text-sm font-medium text-muted-foreground">{title}</h3>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
        {AMOUNTS.map((a) => (
          <div key={a.key} className="flex justify-between gap-2">
            <dt className="text-muted-foreground">{i18n._(a.label)}</dt>
            <dd className="tabular-nums" data-testid={`target-${a.key}`}>
              {formatAmount(targets[a.key], i18n.locale)}
              {targets[a.key] !== null && ` ${a.unit}`}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
