import { i18n as globalI18n } from "@lingui/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation } from "@tanstack/react-query";
import { renderMessage } from "@/lib/messages";
import { notifySuccess } from "@/lib/notify";
import { trpc } from "@/lib/trpc";
import { ConfirmDelete } from "./confirm-delete";
import { formatEntryDate, useRefreshProgress } from "./overview-query";
import type { PhotoSession } from "./photos-session-card";

/**
 * Asks before deleting a photo session: its photos' files go with it (the server removes them),
 * so it cannot come back. A session taken on the wrong day or of the wrong person is the usual case.
 */
export default function PhotosDeleteDialog({
  session,
  onOpenChange,
}: {
  session: PhotoSession;
  onOpenChange: (open: boolean) => void;
}) {
  const { i18n } = useLingui();
  const refresh = useRefreshProgress();
  const remove = useMutation(trpc.progress.photoSessions.delete.mutationOptions());
  const day = formatEntryDate(session.date, i18n.locale);
  return (
    <ConfirmDelete
      testId="photos-delete-dialog"
      title={<Trans>删除进展照片</Trans>}
      description={<Trans>确定删除 {day} 拍摄的这组照片吗？照片文件会一并删除，无法恢复。</Trans>}
      pending={remove.isPending}
      onOpenChange={onOpenChange}
      onConfirm={() =>
        remove.mutate(
          { id: session.id },
          {
            onSuccess: async (result) => {
              notifySuccess(renderMessage(globalI18n, result.msg));
              await refresh();
              onOpenChange(false);
            },
          },
        )
      }
    />
  );
}
