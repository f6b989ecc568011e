import { i18n as globalI18n } from "@lingui/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { TypedConfirmation } from "@/components/typed-confirmation";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { renderMessage } from "@/lib/messages";
import { notifySuccess } from "@/lib/notify";
import { trpc } from "@/lib/trpc";
import type { ClientEntry } from "./model";

/**
 * Deletes an archived client for good (DELETE /clients/{id}), after the coach types the client's
 * name: archive keeps everything, delete does not (PRODUCT.md: "delete only after archive").
 */
export default function DeleteClientDialog({
  entry,
  open,
  onOpenChange,
}: {
  entry: ClientEntry;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const remove = useMutation(trpc.clients.delete.mutationOptions());
  const name = entry.user?.name ?? "";

  const onConfirm = async () => {
    try {
      const result = await remove.mutateAsync({ id: entry.client.id });
      notifySuccess(renderMessage(globalI18n, result.msg));
      await queryClient.invalidateQueries(trpc.clients.pathFilter());
      onOpenChange(false);
    } catch {
      // shown as a notification
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t`关闭`} data-testid="delete-client-dialog">
        <DialogHeader>
          <DialogTitle>
            <Trans>永久删除学员</Trans>
          </DialogTitle>
          <DialogDescription>
            <Trans>将删除 {name} 的全部训练、记录和评论，且无法恢复。如只是不再训练，保持归档即可。</Trans>
          </DialogDescription>
        </DialogHeader>
        <TypedConfirmation
          expected={name}
          label={
            <Trans>
              请输入学员姓名 <strong className="font-semibold">{name}</strong> 以确认
            </Trans>
          }
          confirmLabel={<Trans>永久删除</Trans>}
          busy={remove.isPending}
          onConfirm={() => void onConfirm()}
          onCancel={() => onOpenChange(false)}
        />
      </DialogContent>
    </Dialog>
  );
}
