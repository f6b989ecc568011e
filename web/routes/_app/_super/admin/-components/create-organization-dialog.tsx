import { i18n as globalI18n } from "@lingui/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Check, Copy, KeyRound } from "lucide-react";
import { useId, useState } from "react";
import { FormFooter } from "@/components/form/form-footer";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Tabs, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { renderMessage } from "@/lib/messages";
import { notifySuccess } from "@/lib/notify";
import { trpc } from "@/lib/trpc";

type OwnerKind = "existing" | "new";
type Created = { organization: string; ownerEmail: string; password: string };

/**
 * New organization: its name and its owner, a person who already has an account (by email) or a
 * new one. A new owner's temporary password is shown once, with a copy button, before closing.
 */
export default function CreateOrganizationDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useLingui();
  const id = useId();
  const queryClient = useQueryClient();
  const create = useMutation(trpc.admin.createOrganization.mutationOptions());
  const [name, setName] = useState("");
  const [kind, setKind] = useState<OwnerKind>("new");
  const [ownerName, setOwnerName] = useState("");
  const [email, setEmail] = useState("");
  const [created, setCreated] = useState<Created | null>(null);
  const [copied, setCopied] = useState(false);

  const ready = name.trim() !== "" && email.trim() !== "" && (kind === "existing" || ownerName.trim() !== "");

  const submit = async () => {
    if (!ready) return;
    try {
      const owner =
        kind === "existing"
          ? { kind, email: email.trim() }
          : { kind, name: ownerName.trim(), email: email.trim() };
      const result = await create.mutateAsync({ name: name.trim(), owner });
      notifySuccess(renderMessage(globalI18n, result.msg));
      await queryClient.invalidateQueries(trpc.admin.pathFilter());
      if (result.temporary_password)
        setCreated({
          organization: result.organization.name,
          ownerEmail: result.owner.email ?? "",
          password: result.temporary_password,
        });
      else onOpenChange(false);
    } catch {
      // shown as a notification
    }
  };

  const copy = async () => {
    if (!created) return;
    try {
      await navigator.clipboard.writeText(created.password);
      setCopied(true);
    } catch {
      // No clipboard permission: the field is selected for a manual copy instead.
      (document.getElementById(`${id}-password`) as HTMLInputElement | null)?.select();
    }
  };

  if (created)
    return (
      <Dialog open={open} onOpenChange={onOpenChange}>
        <DialogContent closeLabel={t`关闭`} data-testid="organization-created-dialog">
          <DialogHeader>
            <DialogTitle>
              <Trans>组织已创建</Trans>
            </DialogTitle>
            <DialogDescription>
              <Trans>
                {created.organization} 的所有者 {created.ownerEmail}{" "}
                可用下面的临时密码登录。密码只显示这一次，请现在复制并转交，登录后请其修改密码。
              </Trans>
            </DialogDescription>
          </DialogHeader>
          <div className="space-y-2">
            <Label htmlFor={`${id}-password`}>
              <KeyRound className="size-4" />
              <Trans>临时密码</Trans>
            </Label>
            <div className="flex gap-2">
              <Input
                id={`${id}-password`}
                value={created.password}
                readOnly
                className="font-mono"
                onFocus={(e) => e.currentTarget.select()}
                data-testid="temporary-password"
              />
              <Button variant="outline" onClick={copy} data-testid="copy-password">
                {copied ? <Check /> : <Copy />}
                {copied ? <Trans>已复制</Trans> : <Trans>复制</Trans>}
              </Button>
            </div>
          </div>
          <DialogFooter>
            <Button onClick={() => onOpenChange(false)} data-testid="created-done">
              <Trans>完成</Trans>
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t`关闭`} data-testid="create-organization-dialog">
        <DialogHeader>
          <DialogTitle>
            <Trans>新建组织</Trans>
          </DialogTitle>
          <DialogDescription>
            <Trans>所有者是组织的管理员，可以添加教练、管理学员和组织设置。</Trans>
          </DialogDescription>
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
              autoFocus
              data-testid="organization-name"
            />
          </div>
          <div className="space-y-2">
            <Label>
              <Trans>所有者</Trans>
            </Label>
            <Tabs value={kind} onValueChange={(v) => setKind(v as OwnerKind)}>
              <TabsList className="w-full">
                <TabsTrigger value="new" data-testid="owner-new">
                  <Trans>新用户</Trans>
                </TabsTrigger>
                <TabsTrigger value="existing" data-testid="owner-existing">
                  <Trans>已有用户</Trans>
                </TabsTrigger>
              </TabsList>
            </Tabs>
          </div>
          {kind === "new" && (
            <div className="space-y-2">
              <Label htmlFor={`${id}-owner-name`}>
                <Trans>所有者姓名</Trans>
              </Label>
              <Input
                id={`${id}-owner-name`}
                value={ownerName}
                onChange={(e) => setOwnerName(e.target.value)}
                maxLength={100}
                data-testid="owner-name"
              />
            </div>
          )}
          <div className="space-y-2">
            <Label htmlFor={`${id}-email`}>
              <Trans>所有者邮箱</Trans>
            </Label>
            <Input
              id={`${id}-email`}
              type="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              maxLength={254}
              data-testid="owner-email"
            />
            <p className="text-xs text-muted-foreground">
              {kind === "new" ? (
                <Trans>将创建账户并生成临时密码。</Trans>
              ) : (
                <Trans>
                  该用户不能是学员，也不能已属于其他组织。对方用自己的账户登录并接受邀请后才成为所有者。
                </Trans>
              )}
            </p>
          </div>
          <FormFooter
            onCancel={() => onOpenChange(false)}
            submitLabel={<Trans>创建</Trans>}
            disabled={!ready}
            pending={create.isPending}
            submitTestId="organization-submit"
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
