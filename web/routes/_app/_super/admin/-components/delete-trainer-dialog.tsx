import { i18n as globalI18n } from "@lingui/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Trash2 } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { renderMessage } from "@/lib/messages";
import { notifySuccess } from "@/lib/notify";
import { trpc } from "@/lib/trpc";
import { TrainerPicker } from "./trainer-picker";
import type { AdminTrainer } from "./types";

/**
 * Removes a coach profile (DELETE /trainers/{id}); the person's account stays. A trainer with
 * clients first asks where they go: another trainer of the organization (moved in the same write,
 * `transfer_to`), or nobody.
 */
export default function DeleteTrainerDialog({
  trainer,
  open,
  onOpenChange,
}: {
  trainer: AdminTrainer;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const remove = useMutation(trpc.trainers.delete.mutationOptions());
  const count = trainer.clients_count;
  const organizationId = trainer.organization?.id;
  // A receiving trainer, or null: the clients stay in the organization without a trainer (SPEC's
  // behaviour without `transfer_to`); undefined until chosen.
  const [receiver, setReceiver] = useState<number | null | undefined>(
    count > 0 && organizationId !== undefined ? undefined : null,
  );

  const onConfirm = async () => {
    if (receiver === undefined) return;
    try {
      const result = await remove.mutateAsync({
        id: trainer.id,
        ...(receiver !== null ? { transfer_to: receiver } : {}),
      });
      notifySuccess(renderMessage(globalI18n, result.msg));
      await queryClient.invalidateQueries(trpc.admin.pathFilter());
      onOpenChange(false);
    } catch {
      // 教练删除失败：… is shown as a notification
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t`关闭`} data-testid="delete-trainer-dialog">
        <DialogHeader>
          <DialogTitle>
            <Trans>删除教练 {trainer.name}</Trans>
          </DialogTitle>
          <DialogDescription>
            <Trans>将删除教练身份，账户本身保留。</Trans>
          </DialogDescription>
        </DialogHeader>
        {count > 0 && organizationId !== undefined ? (
          <div className="space-y-2">
            <Label>
              <Trans>该教练的 {count} 位学员交给</Trans>
            </Label>
            <TrainerPicker
              organizationId={organizationId}
              value={receiver}
              onChange={setReceiver}
              exclude={[trainer.id]}
              noneLabel={t`暂不分配（学员留在组织中，没有教练）`}
              placeholder={t`选择接收学员的教练`}
              label={t`接收学员的教练`}
              testId="delete-trainer-receiver"
            />
          </div>
        ) : null}
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            <Trans>取消</Trans>
          </Button>
          <Button
            variant="destructive"
            disabled={receiver === undefined || remove.isPending}
            onClick={onConfirm}
            data-testid="delete-trainer-confirm"
          >
            <Trash2 />
            <Trans>删除</Trans>
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
