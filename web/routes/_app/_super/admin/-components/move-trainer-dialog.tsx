import { i18n as globalI18n } from "@lingui/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ArrowRightLeft } from "lucide-react";
import { useState } from "react";
import { FormFooter } from "@/components/form/form-footer";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { renderMessage } from "@/lib/messages";
import { notifySuccess } from "@/lib/notify";
import { trpc } from "@/lib/trpc";
import { OrganizationPicker } from "./organization-picker";
import { TrainerPicker } from "./trainer-picker";
import type { AdminTrainer } from "./types";

type Fate = "move" | "reassign";

/**
 * Moves a trainer to another organization. The clients' fate is chosen explicitly: they go along,
 * or stay with another trainer of the old organization. Programs and library items stay behind.
 */
export default function MoveTrainerDialog({
  trainer,
  open,
  onOpenChange,
}: {
  trainer: AdminTrainer;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const oldOrganization = trainer.organization?.id;
  const [target, setTarget] = useState<number>();
  const [fate, setFate] = useState<Fate | "">(trainer.clients_count === 0 ? "move" : "");
  const [receiver, setReceiver] = useState<number>();
  // Only whether the old organization has anyone else: the trainer himself plus one.
  const colleagues = useQuery({
    ...trpc.admin.trainers.queryOptions({ organization_id: oldOrganization ?? 0, page: 1, limit: 2 }),
    enabled: oldOrganization !== undefined && fate === "reassign",
  });
  const alone = oldOrganization === undefined || (colleagues.data?.meta.total_count ?? 2) <= 1;
  const move = useMutation(trpc.admin.moveTrainer.mutationOptions());
  const ready = target !== undefined && (fate === "move" || (fate === "reassign" && receiver !== undefined));

  const submit = async () => {
    if (!ready) return;
    try {
      const result = await move.mutateAsync({
        id: trainer.id,
        organization_id: target,
        clients: fate as Fate,
        ...(fate === "reassign" && receiver !== undefined ? { reassign_to: receiver } : {}),
      });
      notifySuccess(renderMessage(globalI18n, result.msg));
      await queryClient.invalidateQueries(trpc.admin.pathFilter());
      onOpenChange(false);
    } catch {
      // shown as a notification
    }
  };

  const count = trainer.clients_count;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t`关闭`} data-testid="move-trainer-dialog">
        <DialogHeader>
          <DialogTitle>
            <Trans>将 {trainer.name} 移至其他组织</Trans>
          </DialogTitle>
          <DialogDescription>
            <Trans>训练计划和动作库留在原组织；教练在新组织中为普通教练。</Trans>
          </DialogDescription>
        </DialogHeader>
        <div className="space-y-4">
          <div className="space-y-2">
            <Label>
              <Trans>新组织</Trans>
            </Label>
            <OrganizationPicker
              value={target}
              onChange={(id) => setTarget(id ?? undefined)}
              excludeId={oldOrganization}
              label={t`新组织`}
              testId="move-organization"
            />
          </div>
          {count === 0 && (
            <p className="text-sm text-muted-foreground">
              <Trans>该教练没有学员。</Trans>
            </p>
          )}
          {count > 0 && (
            <fieldset className="space-y-2">
              <legend className="mb-2 text-sm font-medium">
                <Trans>该教练的 {count} 位学员</Trans>
              </legend>
              <label className="flex items-start gap-2 rounded-md border p-3 text-sm has-checked:border-primary">
                <input
                  type="radio"
                  name="fate"
                  className="mt-1"
                  checked={fate === "move"}
                  onChange={() => setFate("move")}
                  data-testid="fate-move"
                />
                <span>
                  <Trans>随教练一起移至新组织（训练记录随学员迁移，原组织的计划分配和分组会解除）</Trans>
                </span>
              </label>
              <label className="flex items-start gap-2 rounded-md border p-3 text-sm has-checked:border-primary">
                <input
                  type="radio"
                  name="fate"
                  className="mt-1"
                  checked={fate === "reassign"}
                  onChange={() => setFate("reassign")}
                  data-testid="fate-reassign"
                />
                <span>
                  <Trans>留在原组织，交给另一位教练</Trans>
                </span>
              </label>
              {fate === "reassign" && oldOrganization !== undefined && (
                <TrainerPicker
                  organizationId={oldOrganization}
                  value={receiver}
                  onChange={(id) => setReceiver(id ?? undefined)}
                  exclude={[trainer.id]}
                  placeholder={t`选择接收学员的教练`}
                  label={t`接收学员的教练`}
                  testId="fate-receiver"
                />
              )}
              {fate === "reassign" && (colleagues.data || oldOrganization === undefined) && alone && (
                <p className="text-sm text-destructive">
                  <Trans>原组织没有其他教练，只能让学员随教练移动。</Trans>
                </p>
              )}
            </fieldset>
          )}
        </div>
        <FormFooter
          onCancel={() => onOpenChange(false)}
          submitLabel={<Trans>移动</Trans>}
          submitIcon={<ArrowRightLeft />}
          disabled={!ready}
          pending={move.isPending}
          onSubmit={submit}
          submitTestId="move-confirm"
        />
      </DialogContent>
    </Dialog>
  );
}
