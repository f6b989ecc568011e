import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { TypedConfirmation } from "@/components/typed-confirmation";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { notifySuccess } from "@/lib/notify";
import { trpc } from "@/lib/trpc";
import type { AdminOrganization } from "./types";

/**
 * Deletes an organization (SPEC answers {"message": "ok"}) after the super admin types its name.
 * The dialog says what goes with it, from the delete preview: programs and workouts are removed,
 * trainers and clients keep their accounts but lose the organization.
 */
export default function DeleteOrganizationDialog({
  organization,
  open,
  onOpenChange,
}: {
  organization: AdminOrganization;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const preview = useQuery(trpc.admin.deletePreview.queryOptions({ id: organization.id }));
  const remove = useMutation(trpc.organizations.delete.mutationOptions());
  const name = organization.name;

  const onConfirm = async () => {
    try {
      await remove.mutateAsync({ id: organization.id });
      notifySuccess(t`组织删除成功`);
      await queryClient.invalidateQueries(trpc.admin.pathFilter());
      onOpenChange(false);
    } catch {
      // shown as a notification
    }
  };

  const p = preview.data;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t`关闭`} data-testid="delete-organization-dialog">
        <DialogHeader>
          <DialogTitle>
            <Trans>删除组织</Trans>
          </DialogTitle>
          <DialogDescription>
            <Trans>删除后无法恢复。</Trans>
          </DialogDescription>
        </DialogHeader>
        {p ? (
          <ul className="space-y-1 rounded-md border bg-muted/40 p-3 text-sm" data-testid="delete-preview">
            <li>
              <Trans>
                将删除 {p.programs} 个训练计划和 {p.workouts} 次训练。
              </Trans>
            </li>
            <li>
              <Trans>
                {p.trainers} 位教练和 {p.clients}{" "}
                位学员保留账户，但将不属于任何组织，需重新加入组织后才能使用。
              </Trans>
            </li>
          </ul>
        ) : (
          <Skeleton className="h-16 w-full" />
        )}
        <TypedConfirmation
          expected={name}
          label={
            <Trans>
              请输入组织名称 <strong className="font-semibold">{name}</strong> 以确认
            </Trans>
          }
          confirmLabel={<Trans>删除组织</Trans>}
          busy={remove.isPending}
          ready={!!p}
          onConfirm={() => void onConfirm()}
          onCancel={() => onOpenChange(false)}
        />
      </DialogContent>
    </Dialog>
  );
}
