import { i18n as globalI18n } from "@lingui/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { CopyPlus, MoreHorizontal, Pencil, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { renderMessage } from "@/lib/messages";
import { notifySuccess } from "@/lib/notify";
import { trpc } from "@/lib/trpc";
import type { ListedProgram } from "./model";

export type ProgramActionHandlers = {
  onEdit: (program: ListedProgram) => void;
  onDelete: (program: ListedProgram) => void;
};

/** A program's menu: edit name/description, duplicate (server copy with its workouts), delete. */
export function ProgramActions({
  program,
  onEdit,
  onDelete,
}: { program: ListedProgram } & ProgramActionHandlers) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const duplicate = useMutation(trpc.programs.duplicate.mutationOptions());
  const name = program.name;
  const onDuplicate = async () => {
    try {
      const result = await duplicate.mutateAsync({ id: program.id });
      notifySuccess(renderMessage(globalI18n, result.msg));
      await queryClient.invalidateQueries(trpc.programs.pathFilter());
    } catch {
      // shown as a notification
    }
  };
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon-sm" aria-label={t`${name} 的操作`} data-testid="program-actions">
          <MoreHorizontal />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem onSelect={() => onEdit(program)} data-testid="edit-program">
          <Pencil />
          <Trans>编辑名称和说明</Trans>
        </DropdownMenuItem>
        <DropdownMenuItem
          disabled={duplicate.isPending}
          onSelect={() => void onDuplicate()}
          data-testid="duplicate-program"
        >
          <CopyPlus />
          <Trans>复制计划</Trans>
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem
          variant="destructive"
          onSelect={() => onDelete(program)}
          data-testid="delete-program"
        >
          <Trash2 />
          <Trans>删除</Trans>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
