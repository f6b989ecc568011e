import { Trans, useLingui } from "@lingui/react/macro";
import { Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";

/**
 * Asks before deleting an exercise, a template or a document. Workouts keep what they already hold
 * (an item keeps its name and info; a workout's warm-up text was copied in), which the text says;
 * a document's file goes with it.
 */
export default function ConfirmDeleteDialog({
  name,
  kind,
  pending,
  onConfirm,
  onOpenChange,
}: {
  name: string;
  kind: "exercise" | "warmups" | "cooldowns" | "document";
  pending: boolean;
  onConfirm: () => Promise<void>;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useLingui();
  const title =
    kind === "exercise"
      ? t`删除动作`
      : kind === "warmups"
        ? t`删除热身模板`
        : kind === "cooldowns"
          ? t`删除放松模板`
          : t`删除文档`;
  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t`关闭`} data-testid="confirm-delete-dialog">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>
            {kind === "exercise" ? (
              <Trans>
                确定删除「{name}」吗？已安排的训练保留动作名称和内容，但不再关联到动作库。此操作无法撤销。
              </Trans>
            ) : kind === "document" ? (
              <Trans>确定删除「{name}」吗？文件会一并删除，学员将无法再查看或确认。此操作无法撤销。</Trans>
            ) : (
              <Trans>确定删除「{name}」吗？已填入训练的内容不受影响。此操作无法撤销。</Trans>
            )}
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            <Trans>取消</Trans>
          </Button>
          <Button
            variant="destructive"
            disabled={pending}
            onClick={() => {
              // A failure is shown as a notification; the dialog stays open to retry or cancel.
              onConfirm().catch(() => {});
            }}
            data-testid="confirm-delete"
          >
            <Trash2 />
            <Trans>删除</Trans>
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
