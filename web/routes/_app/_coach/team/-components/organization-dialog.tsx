import { zodResolver } from "@hookform/resolvers/zod";
import { i18n as globalI18n } from "@lingui/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation, useQueryClient, useSuspenseQuery } from "@tanstack/react-query";
import { Crown, Save } from "lucide-react";
import { useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import { TextField } from "@/components/form/form-fields";
import { SelectField } from "@/components/form/select-field";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { applyServerIssues } from "@/lib/form-errors";
import { renderMessage } from "@/lib/messages";
import { notifySuccess } from "@/lib/notify";
import { THEME_LABELS, THEMES } from "@/lib/theme";
import { trpc } from "@/lib/trpc";
import { requiredText, z } from "@/lib/validation";
import { NAME_MAX_LENGTH } from "../../../../../../worker/schemas/shared-rules";
import { type Member, memberName } from "./model";

/** The server's rule for subdomains (worker/schemas/organizations.ts): one DNS label. */
const SUBDOMAIN = /^$|^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
const NO_THEME = "default";

/**
 * Organization settings for its admins (PUT /organizations/{id}): name, homepage, theme,
 * subdomain. The owner also starts (or cancels) an owner transfer to another trainer, who
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
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const { data } = useSuspenseQuery(trpc.organizations.get.queryOptions({ id: organizationId }));
  const organization = data.organization;
  const update = useMutation(trpc.organizations.update.mutationOptions());
  const schema = useMemo(
    () =>
      z.object({
        name: requiredText(t`请输入组织名称`, {
          length: NAME_MAX_LENGTH,
          message: t`名称最长 ${NAME_MAX_LENGTH} 个字符`,
        }),
        homepage_url: z
          .string()
          .check(z.regex(/^$|^https?:\/\/\S+$/i, t`请输入以 http:// 或 https:// 开头的网址`)),
        logo_url: z
          .string()
          .check(z.regex(/^$|^https?:\/\/\S+$/i, t`请输入以 http:// 或 https:// 开头的网址`)),
        theme: z.string(),
        subdomain: z
          .string()
          .check(z.regex(SUBDOMAIN, t`子域名只能包含小写字母、数字和连字符，且不能以连字符开头或结尾`)),
      }),
    [t],
  );
  type Values = z.infer<typeof schema>;
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: {
      name: organization.name,
      homepage_url: organization.homepage_url ?? "",
      logo_url: data.logo_url ?? "",
      theme: organization.theme ?? NO_THEME,
      subdomain: organization.subdomain ?? "",
    },
  });

  const onSubmit = form.handleSubmit(async (v) => {
    try {
      const result = await update.mutateAsync({
        id: organizationId,
        organization: {
          name: v.name,
          homepage_url: v.homepage_url.trim() || null,
          // Only a changed logo is sent: each new address records an image.
          ...(v.logo_url.trim() !== (data.logo_url ?? "") ? { logo_url: v.logo_url.trim() || null } : {}),
          theme: v.theme === NO_THEME ? null : v.theme,
          subdomain: v.subdomain.trim().toLowerCase() || null,
        },
      });
      notifySuccess(renderMessage(globalI18n, result.msg));
      await queryClient.invalidateQueries(trpc.organizations.pathFilter());
      onClose();
    } catch (error) {
      applyServerIssues(form, error, {
        prefix: "organization.",
        byCode: { SUBDOMAIN_TAKEN: { field: "subdomain", message: t`子域名已被使用` } },
      });
    }
  });

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
        <form onSubmit={onSubmit} noValidate className="grid gap-5" data-testid="org-form">
          <TextField
            control={form.control}
            name="name"
            label={<Trans>组织名称</Trans>}
            maxLength={NAME_MAX_LENGTH}
          />
          <TextField
            control={form.control}
            name="homepage_url"
            type="url"
            label={<Trans>主页</Trans>}
            placeholder="https://"
          />
          <TextField
            control={form.control}
            name="logo_url"
            type="url"
            label={<Trans>标志图片网址</Trans>}
            placeholder="https://"
          />
          <SelectField
            control={form.control}
            name="theme"
            label={<Trans>主题</Trans>}
            options={[
              { value: NO_THEME, label: t`默认` },
              ...THEMES.map((theme) => ({ value: theme, label: i18n._(THEME_LABELS[theme]) })),
            ]}
          />
          <TextField
            control={form.control}
            name="subdomain"
            label={<Trans>子域名</Trans>}
            autoComplete="off"
            spellCheck={false}
            description={<Trans>小写字母、数字和连字符，最长 63 个字符。</Trans>}
          />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              <Trans>取消</Trans>
            </Button>
            <Button type="submit" disabled={form.formState.isSubmitting} data-testid="org-submit">
              <Save />
              <Trans>保存</Trans>
            </Button>
          </DialogFooter>
        </form>
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
