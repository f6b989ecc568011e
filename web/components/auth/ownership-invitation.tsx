import { i18n as globalI18n } from "@lingui/core";
import { Trans } from "@lingui/react/macro";
import { useMutation } from "@tanstack/react-query";
import { Crown } from "lucide-react";
import { Button } from "@/components/ui/button";
import { renderMessage } from "@/lib/messages";
import { notifySuccess } from "@/lib/notify";
import { loadBaseInfo, type OwnershipInvitation } from "@/lib/session";
import { trpc } from "@/lib/trpc";
import { AuthLayout } from "./auth-layout";

/**
 * Where a coach in no organization lands when the super admin named it owner of a new one
 * (issue 20: an existing account is only invited). Accepting makes it the owner and an admin of
 * the organization, then the workspace opens; going back signs out.
 */
export function OwnershipInvitationPage({
  invitation,
  onAccepted,
  onBack,
}: {
  invitation: OwnershipInvitation;
  onAccepted: () => void;
  onBack: () => void;
}) {
  const accept = useMutation(trpc.organizations.acceptOwnership.mutationOptions());
  const take = async (id: number) => {
    try {
      const result = await accept.mutateAsync({ id });
      notifySuccess(renderMessage(globalI18n, result.msg));
      await loadBaseInfo(invitation.token);
      onAccepted();
    } catch {
      // shown as a notification
    }
  };
  return (
    <AuthLayout
      title={<Trans>你被邀请成为组织所有者</Trans>}
      subtitle={<Trans>平台管理员为你创建了组织。接受后你将成为所有者，可以管理团队、学员和组织设置。</Trans>}
    >
      <div className="space-y-3" data-testid="ownership-invitation">
        {invitation.organizations.map((org) => (
          <div key={org.id} className="flex items-center gap-3 rounded-xl border bg-muted/40 p-4 text-sm">
            <Crown className="size-5 shrink-0 text-primary" />
            <span className="min-w-0 flex-1 truncate font-medium">{org.name}</span>
            <Button
              disabled={accept.isPending}
              onClick={() => take(org.id)}
              data-testid="accept-organization"
            >
              <Trans>接受</Trans>
            </Button>
          </div>
        ))}
        <Button className="w-full" variant="outline" onClick={onBack}>
          <Trans>返回登录</Trans>
        </Button>
      </div>
    </AuthLayout>
  );
}
