import { i18n as globalI18n } from "@lingui/core";
import { Trans } from "@lingui/react/macro";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Crown } from "lucide-react";
import { Button } from "@/components/ui/button";
import { renderMessage } from "@/lib/messages";
import { notifySuccess } from "@/lib/notify";
import { trpc } from "@/lib/trpc";

/** The trainer named in an owner transfer accepts it here (POST /organizations/{id}/accept_ownership). */
export function OwnerBanner({ organizationId }: { organizationId: number }) {
  const queryClient = useQueryClient();
  const accept = useMutation(trpc.organizations.acceptOwnership.mutationOptions());
  return (
    <div
      className="flex flex-col gap-3 rounded-xl border border-primary/30 bg-primary/5 p-4 sm:flex-row sm:items-center"
      data-testid="owner-banner"
    >
      <Crown className="size-5 shrink-0 text-primary" />
      <p className="flex-1 text-sm">
        <Trans>组织所有者想把组织转让给你。接受后你将成为所有者，可以管理团队和组织设置。</Trans>
      </p>
      <Button
        disabled={accept.isPending}
        data-testid="accept-ownership"
        onClick={async () => {
          try {
            const result = await accept.mutateAsync({ id: organizationId });
            notifySuccess(renderMessage(globalI18n, result.msg));
            await queryClient.invalidateQueries(trpc.trainers.pathFilter());
            await queryClient.invalidateQueries(trpc.organizations.pathFilter());
          } catch {
            // shown as a notification
          }
        }}
      >
        <Trans>接受转让</Trans>
      </Button>
    </div>
  );
}
