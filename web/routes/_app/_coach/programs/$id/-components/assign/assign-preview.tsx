import { Trans, useLingui } from "@lingui/react/macro";
import { Skeleton } from "@/components/ui/skeleton";
import { PreviewProblem } from "../preview-problem";
import type { PickedClients } from "./client-picker";
import type { ClientPreview, GroupState } from "./run-groups";

/**
 * The dry run per client: workouts added, pending ones replaced, completed ones in the range (kept,
 * unless the coach ticks 同时删除已完成的训练, which names how many).
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
}: {
  preview: ClientPreview[] | null;
  names: PickedClients;
  replace: boolean;
  groups: GroupState[];
  problem: string | null;
  deleteCompleted: boolean;
  onDeleteCompleted: (on: boolean) => void;
  completedInRange: number;
}) {
  const { t } = useLingui();
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
  return (
    <div className="space-y-3" data-testid="assign-preview-table">
      <p className="text-sm" data-testid="assign-preview-summary">
        {replace ? (
          <Trans>
            {clients} 位学员：共添加 {added} 个训练，替换 {replaced} 个未完成的训练。
          </Trans>
        ) : (
          <Trans>
            {clients} 位学员：共添加 {added} 个训练，现有训练不变。
          </Trans>
        )}
      </p>
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
