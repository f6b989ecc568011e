import { i18n as globalI18n } from "@lingui/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation } from "@tanstack/react-query";
import { Trash2 } from "lucide-react";
import { FormFooter } from "@/components/form/form-footer";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { renderMessage } from "@/lib/messages";
import { notifySuccess } from "@/lib/notify";
import { trpc } from "@/lib/trpc";
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
  const { t, i18n } = useLingui();
  const refresh = useRefreshProgress();
  const remove = useMutation(trpc.progress.photoSessions.delete.mutationOptions());
  const day = formatEntryDate(session.date, i18n.locale);
  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t`关闭`} data-testid="photos-delete-dialog">
        <DialogHeader>
          <DialogTitle>
            <Trans>删除进展照片</Trans>
          </DialogTitle>
          <DialogDescription>
            <Trans>确定删除 {day} 拍摄的这组照片吗？照片文件会一并删除，无法恢复。</Trans>
          </DialogDescription>
        </DialogHeader>
        <FormFooter
          onCancel={() => onOpenChange(false)}
          submitLabel={<Trans>删除</Trans>}
          submitIcon={<Trash2 />}
          variant="destructive"
          pending={remove.isPending}
          submitTestId="photos-delete-confirm"
          onSubmit={() =>
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
      </DialogContent>
    </Dialog>
  );
}
