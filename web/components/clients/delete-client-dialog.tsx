import { i18n as globalI18n } from "@lingui/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Trash2 } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
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
  const id = useId();
  const queryClient = useQueryClient();
  const remove = useMutation(trpc.clients.delete.mutationOptions());
  const [typed, setTyped] = useState("");
  const name = entry.user?.name ?? "";
  const matches = name !== "" && typed.trim() === name.trim();

  const onConfirm = async () => {
    if (!matches) return;
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
        <form
          className="space-y-2"
          onSubmit={(e) => {
            e.preventDefault();
            void onConfirm();
          }}
        >
          <Label htmlFor={id}>
            <Trans>
              请输入学员姓名 <strong className="font-semibold">{name}</strong> 以确认
            </Trans>
          </Label>
          <Input
            id={id}
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            autoComplete="off"
            data-testid="delete-confirm-input"
          />
        </form>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            <Trans>取消</Trans>
          </Button>
          <Button
            variant="destructive"
            disabled={!matches || remove.isPending}
            onClick={onConfirm}
            data-testid="delete-confirm"
          >
            <Trash2 />
            <Trans>永久删除</Trans>
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
