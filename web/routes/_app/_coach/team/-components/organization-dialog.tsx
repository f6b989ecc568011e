import { i18n as globalI18n } from "@lingui/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation, useQueryClient, useSuspenseQuery } from "@tanstack/react-query";
import { Crown } from "lucide-react";
import { useState } from "react";
import { OrganizationSettingsForm } from "@/components/organizations/organization-settings-form";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { renderMessage } from "@/lib/messages";
import { notifySuccess } from "@/lib/notify";
import { trpc } from "@/lib/trpc";
import { type Member, memberName } from "./model";

/**
 * Organization settings for its admins (the shared OrganizationSettingsForm). The owner also starts (or cancels) an owner transfer to another trainer, who
 * accepts it on /team.
 */
export default function OrganizationDialog({
  organizationId,
  members,
  isOwner,
  viewerIsSuper,
  onClose,
}: {
  organizationId: number;
  members: Member[];
  isOwner: boolean;
  viewerIsSuper: boolean;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const { data } = useSuspenseQuery(trpc.organizations.get.queryOptions({ id: organizationId }));
  const organization = data.organization;
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        className="max-h-[90dvh] overflow-y-auto sm:max-w-lg"
        closeLabel={t`关闭`}
        data-testid="org-dialog"
      >
        <DialogHeader>
          <DialogTitle>
            <Trans>组织设置</Trans>
          </DialogTitle>
          <DialogDescription>
            <Trans>组织名称、主页、标志、主题和子域名对组织内的所有教练生效。</Trans>
          </DialogDescription>
        </DialogHeader>
        <OrganizationSettingsForm organizationId={organizationId} onDone={onClose} onCancel={onClose} />
        {isOwner || viewerIsSuper ? (
          <OwnerTransfer
            organizationId={organizationId}
            pendingOwnerId={organization.pending_owner_id}
            ownerId={organization.owner_id}
            members={members}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function OwnerTransfer({
  organizationId,
  pendingOwnerId,
  ownerId,
  members,
}: {
  organizationId: number;
  pendingOwnerId: number | null;
  ownerId: number | null;
  members: Member[];
}) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const update = useMutation(trpc.organizations.update.mutationOptions());
  const [target, setTarget] = useState("");
  const pending = members.find((m) => m.user?.id === pendingOwnerId);
  const send = async (userId: number | null) => {
    try {
      const result = await update.mutateAsync({
        id: organizationId,
        organization: { pending_owner_id: userId },
      });
      notifySuccess(renderMessage(globalI18n, result.msg));
      setTarget("");
      await queryClient.invalidateQueries(trpc.organizations.pathFilter());
      await queryClient.invalidateQueries(trpc.trainers.pathFilter());
    } catch {
      // shown as a notification
    }
  };
  return (
    <section className="space-y-3 border-t pt-4" data-testid="owner-transfer">
      <h3 className="flex items-center gap-2 text-sm font-semibold">
        <Crown className="size-4" />
        <Trans>转让所有者</Trans>
      </h3>
      {pending ? (
        <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
          <span>
            <Trans>等待 {memberName(pending)} 接受。</Trans>
          </span>
          <Button variant="outline" size="sm" disabled={update.isPending} onClick={() => send(null)}>
            <Trans>取消转让</Trans>
          </Button>
        </div>
      ) : (
        <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <div className="flex-1 space-y-2">
            <Label htmlFor="owner-target">
              <Trans>新所有者</Trans>
            </Label>
            <Select value={target} onValueChange={setTarget}>
              <SelectTrigger id="owner-target" className="w-full" data-testid="owner-target">
                <SelectValue placeholder={t`选择教练…`} />
              </SelectTrigger>
              <SelectContent>
                {members
                  .filter((m) => m.user && m.user.id !== ownerId)
                  .map((m) => (
                    <SelectItem key={m.trainer.id} value={String(m.user!.id)}>
                      {memberName(m)}
                    </SelectItem>
                  ))}
              </SelectContent>
            </Select>
          </div>
          <Button
            variant="outline"
            disabled={!target || update.isPending}
            onClick={() => send(Number(target))}
            data-testid="owner-transfer-start"
          >
            <Trans>发起转让</Trans>
          </Button>
        </div>
      )}
      <p className="text-xs text-muted-foreground">
        <Trans>对方在团队页面接受后才会成为所有者；在此之前你仍是所有者。</Trans>
      </p>
    </section>
  );
}
