import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { CalendarX2 } from "lucide-react";
import type { PickedClients } from "@/components/clients/client-picker";
import { Skeleton } from "@/components/ui/skeleton";
import { formatMonthDay } from "@/components/workouts/dates";
import { PreviewProblem } from "../preview-problem";
import { ChoiceCard } from "./choice-card";
import { type ClientPreview, doubledDates, type GroupState } from "./run-groups";

/** Dates listed per client before the rest is counted ("…和另外 3 天"). */
const DATES_SHOWN = 6;

/**
 * The dry run per client: workouts added, pending ones replaced, completed ones in the range (kept,
 * unless the coach ticks 同时删除已完成的训练, which names how many), and the days that would hold
 * two workouts (issue 22). Adding alongside onto such days needs the coach's word: replace
 * (`onReplace`, previewed again) or add anyway (`addConfirmed`).
 */
export function AssignPreview({
  preview,
  names,
  replace,
  groups,
  problem,
  deleteCompleted,
  onDeleteCompleted,
  completedInRange,
  addConfirmed,
  onAddConfirmed,
  onReplace,
}: {
  preview: ClientPreview[] | null;
  names: PickedClients;
  replace: boolean;
  groups: GroupState[];
  problem: string | null;
  deleteCompleted: boolean;
  onDeleteCompleted: (on: boolean) => void;
  completedInRange: number;
  addConfirmed: boolean;
  onAddConfirmed: () => void;
  onReplace: () => void;
}) {
  const { t, i18n } = useLingui();
  if (problem) {
    return (
      <PreviewProblem testId="assign-preview-error">
        <p>{problem}</p>
      </PreviewProblem>
    );
  }
  if (!preview) {
    const done = groups.filter((g) => g.status === "done").length;
    const total = groups.length;
    return (
      <div className="space-y-2" data-testid="assign-preview-loading">
        <p className="text-muted-foreground text-sm">
          <Trans>
            正在计算预览（{done}/{total} 组）…
          </Trans>
        </p>
        <Skeleton className="h-32 w-full" />
      </div>
    );
  }
  const totals = preview.reduce(
    (sum, p) => ({ added: sum.added + p.added, replaced: sum.replaced + p.replaced_pending }),
    { added: 0, replaced: 0 },
  );
  const clients = preview.length;
  const added = totals.added;
  const replaced = totals.replaced;
  const mode = { replace, deleteCompleted };
  const doubled = preview
    .map((p) => ({ clientId: p.client_id, dates: doubledDates(p, mode) }))
    .filter((d) => d.dates.length > 0);
  const dateList = (dates: readonly string[]) => {
    const shown = dates.slice(0, DATES_SHOWN).map((d) => formatMonthDay(d, i18n.locale));
    const rest = dates.length - shown.length;
    if (rest > 0) shown.push(plural(rest, { one: "另外 # 天", other: "另外 # 天" }));
    return new Intl.ListFormat(i18n.locale, { type: "conjunction" }).format(shown);
  };
  return (
    <div className="space-y-3" data-testid="assign-preview-table">
      <p className="text-sm" data-testid="assign-preview-summary">
        {replace ? (
          <Trans>
            {clients} 位学员：共添加 {added} 个训练，替换 {replaced} 个未完成的训练。
          </Trans>
        ) : doubled.length > 0 ? (
          <Trans>
            {clients} 位学员：共添加 {added} 个训练，其中一些日期已有训练（见下方）。
          </Trans>
        ) : (
          <Trans>
            {clients} 位学员：共添加 {added} 个训练，现有训练不变。
          </Trans>
        )}
      </p>
      {doubled.length > 0 && (
        <div
          className="space-y-2 rounded-md border border-warning/50 bg-warning/10 p-3 text-sm"
          data-testid="assign-busy"
        >
          <p className="flex items-start gap-2 font-medium">
            <CalendarX2 className="mt-0.5 size-4 shrink-0 text-amber-700 dark:text-warning" />
            {replace ? (
              <Trans>这些日期的已完成训练会保留，当天会有两个训练：</Trans>
            ) : (
              <Trans>这些日期已有训练，加在旁边后当天会有两个训练：</Trans>
            )}
          </p>
          <ul className="max-h-32 space-y-1 overflow-y-auto pl-6">
            {doubled.map((d) => (
              <li key={d.clientId} data-testid="assign-busy-row" data-client-id={d.clientId}>
                <BusyRow name={names.get(d.clientId) ?? `#${d.clientId}`} dates={dateList(d.dates)} />
              </li>
            ))}
          </ul>
          {!replace && (
            <fieldset className="space-y-1.5 pt-1" data-testid="assign-busy-choice">
              <legend className="mb-1.5 text-muted-foreground">
                <Trans>请选择怎样处理这些日期：</Trans>
              </legend>
              <ChoiceCard
                name="assign-busy"
                compact
                checked={false}
                onSelect={onReplace}
                testId="assign-busy-replace"
                title={<Trans>替换该时间段的训练</Trans>}
                hint={<Trans>先删除该时间段内尚未完成的训练，再加入计划的训练；已完成的训练默认保留。</Trans>}
              />
              <ChoiceCard
                name="assign-busy"
                compact
                checked={addConfirmed}
                onSelect={onAddConfirmed}
                testId="assign-busy-add"
                title={<Trans>仍然加在旁边</Trans>}
                hint={<Trans>现有训练不变，这些日期会有两个训练。</Trans>}
              />
            </fieldset>
          )}
        </div>
      )}
      <div className="max-h-64 overflow-auto rounded-md border">
        <table className="w-full text-sm">
          <thead className="sticky top-0 bg-muted text-muted-foreground text-xs">
            <tr>
              <th className="px-3 py-2 text-left font-medium">{t`学员`}</th>
              <th className="px-3 py-2 text-right font-medium">{t`添加`}</th>
              <th className="px-3 py-2 text-right font-medium">{t`替换未完成`}</th>
              <th className="px-3 py-2 text-right font-medium">{t`范围内已完成`}</th>
            </tr>
          </thead>
          <tbody className="divide-y">
            {preview.map((p) => (
              <tr key={p.client_id} data-testid="assign-preview-row" data-client-id={p.client_id}>
                <td className="max-w-48 truncate px-3 py-1.5">
                  {names.get(p.client_id) ?? `#${p.client_id}`}
                </td>
                <td className="px-3 py-1.5 text-right tabular-nums" data-testid="preview-added">
                  {p.added}
                </td>
                <td className="px-3 py-1.5 text-right tabular-nums" data-testid="preview-replaced">
                  {p.replaced_pending}
                </td>
                <td className="px-3 py-1.5 text-right tabular-nums" data-testid="preview-completed">
                  {p.completed_in_range > 0 ? (
                    replace && deleteCompleted ? (
                      <span className="text-destructive">
                        <Trans>{p.completed_in_range}（将删除）</Trans>
                      </span>
                    ) : (
                      <span className="text-success">
                        <Trans>{p.completed_in_range}（保留）</Trans>
                      </span>
                    )
                  ) : (
                    0
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {replace && completedInRange > 0 && (
        <label className="flex cursor-pointer items-start gap-2 rounded-md border border-destructive/30 p-3 text-sm">
          <input
            type="checkbox"
            className="mt-0.5 size-4 accent-destructive"
            checked={deleteCompleted}
            onChange={(e) => onDeleteCompleted(e.target.checked)}
            data-testid="assign-delete-completed"
          />
          <span>
            <span className="block font-medium">
              <Trans>同时删除已完成的训练</Trans>
            </span>
            <span className="block text-muted-foreground">
              <Trans>
                该时间段内有 {completedInRange} 个已完成的训练（含学员记录的结果）。不勾选则全部保留。
              </Trans>
            </span>
          </span>
        </label>
      )}
    </div>
  );
}

function BusyRow({ name, dates }: { name: string; dates: string }) {
  return (
    <Trans>
      <span className="font-medium">{name}</span>：<span data-testid="assign-busy-dates">{dates}</span>
    </Trans>
  );
}
