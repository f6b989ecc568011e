import { Trans, useLingui } from "@lingui/react/macro";
import { DeleteTrainerDialog } from "@/components/trainers/delete-trainer-dialog";
import { Label } from "@/components/ui/label";
import { TrainerPicker } from "./trainer-picker";
import type { AdminTrainer } from "./types";

/**
 * The super admin deleting a coach profile: a trainer with clients first asks where they go,
 * another trainer of the organization (searched: it may have hundreds) or nobody.
 */
export default function DeleteAdminTrainerDialog({
  trainer,
  onClose,
}: {
  trainer: AdminTrainer;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const count = trainer.clients_count;
  const organizationId = trainer.organization?.id;

  return (
    <DeleteTrainerDialog
      trainer={trainer}
      clientCount={count}
      description={<Trans>将删除教练身份，账户本身保留。</Trans>}
      // Without an organization there is nobody to hand the clients to.
      receiverField={
        organizationId === undefined
          ? undefined
          : ({ value, onChange }) => (
              <div className="space-y-2">
                <Label>
                  <Trans>该教练的 {count} 位学员交给</Trans>
                </Label>
                <TrainerPicker
                  organizationId={organizationId}
                  value={value}
                  onChange={onChange}
                  exclude={[trainer.id]}
                  noneLabel={t`暂不分配（学员留在组织中，没有教练）`}
                  placeholder={t`选择接收学员的教练`}
                  label={t`接收学员的教练`}
                  testId="delete-trainer-receiver"
                />
              </div>
            )
      }
      onClose={onClose}
    />
  );
}
