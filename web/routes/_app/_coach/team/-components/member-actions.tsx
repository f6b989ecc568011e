import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ArrowRightLeft, Ban, CircleCheck, MoreHorizontal, Pencil, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { notifySuccess } from "@/lib/notify";
import { trpc } from "@/lib/trpc";
import { type Member, memberName, roleOf } from "./model";

export type MemberAction = "edit" | "delete" | "transfer";

/**
 * An admin's actions on one trainer. Nobody disables or deletes itself, and the owner is out of
 * its admins' hands (the server says the same: worker/domains/users/users.ts maySetDisabled).
 */
export function MemberActions({
  member,
  self,
  viewerIsSuper,
  onAction,
}: {
  member: Member;
  self: boolean;
  viewerIsSuper: boolean;
  onAction: (action: MemberAction, member: Member) => void;
}) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const setDisabled = useMutation(trpc.users.update.mutationOptions());
  const protectedMember = self || (roleOf(member.trainer) === "owner" && !viewerIsSuper);
  const disabled = Boolean(member.user?.disabled);
  const name = memberName(member);

  const toggle = async () => {
    if (!member.user) return;
    try {
      await setDisabled.mutateAsync({ id: member.user.id, user: { disabled: !disabled } });
      notifySuccess(disabled ? t`已启用 ${name} 的登录` : t`已停用 ${name} 的登录`);
      await queryClient.invalidateQueries(trpc.trainers.pathFilter());
    } catch {
      // shown as a notification
    }
  };

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon-sm" aria-label={t`${name} 的操作`} data-testid="member-actions">
          <MoreHorizontal />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem onSelect={() => onAction("edit", member)} data-testid="member-edit">
          <Pencil />
          <Trans>编辑</Trans>
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => onAction("transfer", member)} data-testid="member-transfer">
          <ArrowRightLeft />
          <Trans>转移学员</Trans>
        </DropdownMenuItem>
        {protectedMember ? null : (
          <>
            <DropdownMenuItem onSelect={toggle} data-testid="member-toggle-disabled">
              {disabled ? <CircleCheck /> : <Ban />}
              {disabled ? <Trans>启用登录</Trans> : <Trans>停用登录</Trans>}
            </DropdownMenuItem>
            <DropdownMenuSeparator />
            <DropdownMenuItem
              variant="destructive"
              onSelect={() => onAction("delete", member)}
              data-testid="member-delete"
            >
              <Trash2 />
              <Trans>删除</Trans>
            </DropdownMenuItem>
          </>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
