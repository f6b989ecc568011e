import { i18n as globalI18n } from "@lingui/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { renderMessage } from "@/lib/messages";
import { notifySuccess } from "@/lib/notify";
import { trpc } from "@/lib/trpc";
import type { AdminOrganization } from "./types";

/** Edits an organization's name, homepage and subdomain (PUT /organizations/{id}). */
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
  const id = useId();
  const queryClient = useQueryClient();
  const update = useMutation(trpc.organizations.update.mutationOptions());
  const [name, setName] = useState(organization.name);
  const [homepage, setHomepage] = useState(organization.homepage_url ?? "");
  const [subdomain, setSubdomain] = useState(organization.subdomain ?? "");

  const submit = async () => {
    if (!name.trim()) return;
    try {
      const result = await update.mutateAsync({
        id: organization.id,
        organization: {
          name: name.trim(),
          homepage_url: homepage.trim() || null,
          subdomain: subdomain.trim() || null,
        },
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
      <DialogContent closeLabel={t`关闭`} data-testid="edit-organization-dialog">
        <DialogHeader>
          <DialogTitle>
            <Trans>编辑组织</Trans>
          </DialogTitle>
        </DialogHeader>
        <form
          className="space-y-4"
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <div className="space-y-2">
            <Label htmlFor={`${id}-name`}>
              <Trans>组织名称</Trans>
            </Label>
            <Input
              id={`${id}-name`}
              value={name}
              onChange={(e) => setName(e.target.value)}
              maxLength={100}
              data-testid="organization-name"
            />
          </div>
          <div className="space-y-2">
            <Label htmlFor={`${id}-homepage`}>
              <Trans>主页</Trans>
            </Label>
            <Input
              id={`${id}-homepage`}
              type="url"
              placeholder="https://"
              value={homepage}
              onChange={(e) => setHomepage(e.target.value)}
              maxLength={2048}
            />
          </div>
          <div className="space-y-2">
            <Label htmlFor={`${id}-subdomain`}>
              <Trans>子域名</Trans>
            </Label>
            <Input
              id={`${id}-subdomain`}
              value={subdomain}
              onChange={(e) => setSubdomain(e.target.value)}
              maxLength={63}
            />
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              <Trans>取消</Trans>
            </Button>
            <Button type="submit" disabled={!name.trim() || update.isPending} data-testid="organization-save">
              <Trans>保存</Trans>
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
