import { i18n as globalI18n } from "@lingui/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
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
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { errorMessage } from "@/lib/errors";
import { renderMessage } from "@/lib/messages";
import { notifyErrorText, notifySuccess } from "@/lib/notify";
import { trpc } from "@/lib/trpc";
import { type Member, memberName } from "./model";

const FAILED_PREFIX = "教练删除失败：";

/**
 * Deletes a trainer (DELETE /trainers/{id}). A trainer with clients first asks who takes them:
 * `transfer_to` moves them with their history, comments and calendar in the same write. A
 * refusal reads 教练删除失败：{msg} (SPEC).
 */
export default function DeleteTrainerDialog({
  member,
  members,
  onClose,
}: {
  member: Member;
  members: Member[];
  onClose: () => void;
}) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const clients = useQuery(trpc.trainers.clients.queryOptions({ id: member.trainer.id, per_page: 1 }));
  const remove = useMutation({ ...trpc.trainers.delete.mutationOptions(), meta: { silent: true } });
  const [target, setTarget] = useState("");
  const [failure, setFailure] = useState<string | null>(null);
  const clientCount = clients.data?.meta.total_count ?? 0;
  const others = members.filter((m) => m.trainer.id !== member.trainer.id && !m.user?.disabled);
  const name = memberName(member);
  const needsTarget = clientCount > 0;

  const onConfirm = async () => {
    setFailure(null);
    try {
      const result = await remove.mutateAsync({
        id: member.trainer.id,
        ...(needsTarget ? { transfer_to: Number(target) } : {}),
      });
      notifySuccess(renderMessage(globalI18n, result.msg));
      await queryClient.invalidateQueries(trpc.trainers.pathFilter());
      await queryClient.invalidateQueries(trpc.clients.pathFilter());
      onClose();
    } catch (error) {
      const reason = errorMessage(globalI18n, error);
      const text = reason.startsWith(FAILED_PREFIX) ? reason : t`教练删除失败：${reason}`;
      setFailure(text);
      notifyErrorText(text);
    }
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent closeLabel={t`关闭`} data-testid="delete-trainer-dialog">
        <DialogHeader>
          <DialogTitle>
            <Trans>删除教练 {name}</Trans>
          </DialogTitle>
          <DialogDescription>
            {needsTarget ? (
              <Trans>
                {name} 还有 {clientCount}{" "}
                位学员。请选择接收这些学员的教练：他们的训练记录、评论和日程会一起转过去。
              </Trans>
            ) : (
              <Trans>教练资料将被删除，此人的账户保留。</Trans>
            )}
          </DialogDescription>
        </DialogHeader>
        {needsTarget ? (
          <div className="space-y-2">
            <Label htmlFor="delete-transfer-to">
              <Trans>学员转给</Trans>
            </Label>
            <Select value={target} onValueChange={setTarget}>
              <SelectTrigger id="delete-transfer-to" className="w-full" data-testid="delete-transfer-to">
                <SelectValue placeholder={t`选择教练…`} />
              </SelectTrigger>
              <SelectContent>
                {others.map((m) => (
                  <SelectItem key={m.trainer.id} value={String(m.trainer.id)}>
                    {memberName(m)}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
        ) : null}
        {failure ? (
          <p className="text-sm text-destructive" role="alert" data-testid="delete-trainer-error">
            {failure}
          </p>
        ) : null}
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            <Trans>取消</Trans>
          </Button>
          <Button
            variant="destructive"
            disabled={remove.isPending || clients.isPending || (needsTarget && !target)}
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
