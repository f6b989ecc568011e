import { i18n as globalI18n } from "@lingui/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Trash2 } from "lucide-react";
import { FormFooter } from "@/components/form/form-footer";
import type { Habit } from "@/components/habits/model";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { renderMessage } from "@/lib/messages";
import { notifySuccess } from "@/lib/notify";
import { trpc } from "@/lib/trpc";

/** Deletes a habit after saying its check-ins go with it. */
export default function DeleteHabitDialog({
  habit,
  open,
  onOpenChange,
}: {
  habit: Habit;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const remove = useMutation(trpc.habits.delete.mutationOptions());
  const name = habit.name;

  const onConfirm = async () => {
    try {
      const result = await remove.mutateAsync({ id: habit.id });
      notifySuccess(renderMessage(globalI18n, result.msg));
      onOpenChange(false);
      await queryClient.invalidateQueries(trpc.habits.list.queryFilter({ client_id: habit.client_id }));
    } catch {
      // shown as a notification
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t`关闭`} data-testid="delete-habit-dialog">
        <DialogHeader>
          <DialogTitle>
            <Trans>删除习惯「{name}」？</Trans>
          </DialogTitle>
          <DialogDescription>
            <Trans>学员的打卡记录会一并删除，无法恢复。</Trans>
          </DialogDescription>
        </DialogHeader>
        <FormFooter
          onCancel={() => onOpenChange(false)}
          submitLabel={<Trans>删除习惯</Trans>}
          submitIcon={<Trash2 />}
          variant="destructive"
          pending={remove.isPending}
          onSubmit={onConfirm}
          submitTestId="delete-habit-confirm"
        />
      </DialogContent>
    </Dialog>
  );
}
