import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation } from "@tanstack/react-query";
import { formatDay } from "@/lib/format";
import { notifySuccess } from "@/lib/notify";
import { trpc } from "@/lib/trpc";
import type { WeightEntry } from "./body-entry-values";
import { ConfirmDelete } from "./confirm-delete";
import { useRefreshProgress } from "./overview-query";

/** Asks before deleting a day's bodyweight entry (nothing else refers to it, but it cannot come back). */
export default function BodyDeleteDialog({
  entry,
  onOpenChange,
}: {
  entry: WeightEntry;
  onOpenChange: (open: boolean) => void;
}) {
  const { t, i18n } = useLingui();
  const refresh = useRefreshProgress();
  const remove = useMutation(trpc.progress.weightTrackings.delete.mutationOptions());
  const day = formatDay(entry.date, i18n.locale);
  return (
    <ConfirmDelete
      testId="body-delete-dialog"
      title={<Trans>删除体重记录</Trans>}
      description={<Trans>确定删除 {day} 的记录吗？此操作无法撤销。</Trans>}
      pending={remove.isPending}
      onOpenChange={onOpenChange}
      onConfirm={() =>
        remove.mutate(
          { id: entry.id },
          {
            onSuccess: async () => {
              notifySuccess(t`记录已删除`);
              await refresh();
              onOpenChange(false);
            },
          },
        )
      }
    />
  );
}
