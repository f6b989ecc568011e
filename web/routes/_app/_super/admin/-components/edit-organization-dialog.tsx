import { Trans, useLingui } from "@lingui/react/macro";
import { Suspense } from "react";
import { OrganizationSettingsForm } from "@/components/organizations/organization-settings-form";
import { Dialog, DialogContent, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Skeleton } from "@/components/ui/skeleton";
import type { AdminOrganization } from "./types";

/** Edits an organization's settings: the same form its own admins use on /team. */
export default function EditOrganizationDialog({
  organization,
  open,
  onOpenChange,
}: {
  organization: AdminOrganization;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useLingui();
  const close = () => onOpenChange(false);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="max-h-[90dvh] overflow-y-auto sm:max-w-lg"
        closeLabel={t`关闭`}
        data-testid="edit-organization-dialog"
      >
        <DialogHeader>
          <DialogTitle>
            <Trans>编辑组织</Trans>
          </DialogTitle>
        </DialogHeader>
        <Suspense fallback={<Skeleton className="h-72 w-full" />}>
          <OrganizationSettingsForm organizationId={organization.id} onDone={close} onCancel={close} />
        </Suspense>
      </DialogContent>
    </Dialog>
  );
}
