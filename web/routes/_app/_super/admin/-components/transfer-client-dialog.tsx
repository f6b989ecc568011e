import { i18n as globalI18n } from "@lingui/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ArrowRightLeft } from "lucide-react";
import { useState } from "react";
import { FormFooter } from "@/components/form/form-footer";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { renderMessage } from "@/lib/messages";
import { notifySuccess } from "@/lib/notify";
import { trpc } from "@/lib/trpc";
import { TrainerPicker } from "./trainer-picker";
import type { AdminClient } from "./types";

/** Moves one client to another trainer of its organization (POST /trainer_client_transfers). */
export default function TransferClientDialog({
  client,
  open,
  onOpenChange,
}: {
  client: AdminClient;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const organizationId = client.organization?.id ?? 0;
  // Only whether anyone else is there: the current trainer plus one.
  const trainers = useQuery(
    trpc.admin.trainers.queryOptions({ organization_id: organizationId, page: 1, limit: 2 }),
  );
  const others = (trainers.data?.meta.total_count ?? 0) - (client.trainer ? 1 : 0);
  const transfer = useMutation(trpc.clients.transfer.mutationOptions());
  const [to, setTo] = useState<number>();

  const submit = async () => {
    if (to === undefined) return;
    try {
      const result = await transfer.mutateAsync({
        trainer: { to_trainer_id: to, client_ids: [client.id] },
      });
      notifySuccess(renderMessage(globalI18n, result.msg));
      await queryClient.invalidateQueries(trpc.admin.pathFilter());
      onOpenChange(false);
    } catch {
      // shown as a notification
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t`关闭`} data-testid="transfer-client-dialog">
        <DialogHeader>
          <DialogTitle>
            <Trans>转移学员 {client.name}</Trans>
          </DialogTitle>
          <DialogDescription>
            <Trans>只能转给 {client.organization?.name} 的其他教练；训练、记录和评论随学员一起转移。</Trans>
          </DialogDescription>
        </DialogHeader>
        <TrainerPicker
          organizationId={organizationId}
          value={to}
          onChange={(id) => setTo(id ?? undefined)}
          exclude={client.trainer ? [client.trainer.id] : []}
          placeholder={t`选择新教练`}
          label={t`新教练`}
          testId="transfer-to"
        />
        {trainers.data && others <= 0 && (
          <p className="text-sm text-muted-foreground">
            <Trans>该组织没有其他教练。</Trans>
          </p>
        )}
        <FormFooter
          onCancel={() => onOpenChange(false)}
          submitLabel={<Trans>转移</Trans>}
          submitIcon={<ArrowRightLeft />}
          disabled={to === undefined}
          pending={transfer.isPending}
          onSubmit={submit}
          submitTestId="transfer-confirm"
        />
      </DialogContent>
    </Dialog>
  );
}
