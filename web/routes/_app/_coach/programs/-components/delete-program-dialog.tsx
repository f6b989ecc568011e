import { i18n as globalI18n } from "@lingui/core";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Trash2 } from "lucide-react";
import { FormFooter } from "@/components/form/form-footer";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { renderMessage } from "@/lib/messages";
import { notifySuccess } from "@/lib/notify";
import { trpc } from "@/lib/trpc";
import type { ListedProgram } from "./model";

/**
 * Deletes a program after saying who follows it: the clients' workouts are copies and stay on
 * their calendars (PRODUCT.md, programs list).
 */
export default function DeleteProgramDialog({
  program,
  open,
  onOpenChange,
  onDeleted,
}: {
  program: ListedProgram;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDeleted?: () => void;
}) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const remove = useMutation(trpc.programs.delete.mutationOptions());
  const clients = program.clients_count ?? 0;
  const name = program.name;

  const onConfirm = async () => {
    try {
      const result = await remove.mutateAsync({ id: program.id });
      notifySuccess(renderMessage(globalI18n, result.msg));
      onOpenChange(false);
      onDeleted?.();
      await queryClient.invalidateQueries(trpc.programs.pathFilter());
    } catch {
      // shown as a notification
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t`关闭`} data-testid="delete-program-dialog">
        <DialogHeader>
          <DialogTitle>
            <Trans>删除训练计划「{name}」？</Trans>
          </DialogTitle>
          <DialogDescription data-testid="delete-program-followers">
            {clients > 0 ? (
              <Plural
                value={clients}
                one="# 位学员正在使用这个计划。删除后，他们日历上已安排的训练都会保留，只是不再与计划关联。"
                other="# 位学员正在使用这个计划。删除后，他们日历上已安排的训练都会保留，只是不再与计划关联。"
              />
            ) : (
              <Trans>没有学员在使用这个计划。删除后计划中的训练模板也会一并删除。</Trans>
            )}
          </DialogDescription>
        </DialogHeader>
        <FormFooter
          onCancel={() => onOpenChange(false)}
          submitLabel={<Trans>删除计划</Trans>}
          submitIcon={<Trash2 />}
          variant="destructive"
          pending={remove.isPending}
          onSubmit={onConfirm}
          submitTestId="delete-program-confirm"
        />
      </DialogContent>
    </Dialog>
  );
}
