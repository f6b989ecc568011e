import { i18n as globalI18n } from "@lingui/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Check, Copy, Send } from "lucide-react";
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
import { formatDateTime } from "@/lib/format";
import { renderMessage } from "@/lib/messages";
import { notifySuccess } from "@/lib/notify";
import { trpc } from "@/lib/trpc";

export type InviteTarget = {
  clientId: number;
  name: string;
  email: string | null;
  phone: string | null;
  acceptedAt: string | null;
};

/**
 * Invites a client to the client app (POST /clients/{id}/invite): the server sends the link by
 * email or SMS and answers it, so the coach can also copy it into a chat. A new invitation replaces
 * the previous one. A client without email or phone is refused by the server (shown as an error).
 */
export default function InviteClientDialog({
  target,
  open,
  onOpenChange,
}: {
  target: InviteTarget;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t, i18n } = useLingui();
  const id = useId();
  const queryClient = useQueryClient();
  const invite = useMutation(trpc.clients.invite.mutationOptions());
  const [sent, setSent] = useState<{ url: string; expires_at: string } | null>(null);
  const [copied, setCopied] = useState(false);
  const channel = target.email ?? target.phone;

  const send = async () => {
    try {
      const result = await invite.mutateAsync({ id: target.clientId });
      setSent(result.invite);
      notifySuccess(renderMessage(globalI18n, result.msg));
      await queryClient.invalidateQueries(trpc.clients.pathFilter());
    } catch {
      // shown as a notification (e.g. no email or phone)
    }
  };

  const copy = async () => {
    if (!sent) return;
    try {
      await navigator.clipboard.writeText(sent.url);
      setCopied(true);
    } catch {
      // No clipboard permission: the field is selected for a manual copy instead.
      document.getElementById(`${id}-url`)?.focus();
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) {
          setSent(null);
          setCopied(false);
        }
        onOpenChange(next);
      }}
    >
      <DialogContent closeLabel={t`关闭`} data-testid="invite-client-dialog">
        <DialogHeader>
          <DialogTitle>
            <Trans>邀请 {target.name} 使用学员端</Trans>
          </DialogTitle>
          <DialogDescription>
            {channel ? (
              <Trans>
                邀请链接将发送到 {channel}，7
                天内有效，只能使用一次。学员打开链接设置密码后即可在手机上查看训练、记录结果。
              </Trans>
            ) : (
              <Trans>该学员没有邮箱或手机号：请先在学员资料中填写，再发送邀请。</Trans>
            )}
          </DialogDescription>
        </DialogHeader>
        {target.acceptedAt && !sent && (
          <p className="text-muted-foreground text-sm" data-testid="invite-accepted">
            <Trans>
              已于 {formatDateTime(target.acceptedAt, i18n.locale)} 接受邀请；再次邀请会让学员重新设置密码。
            </Trans>
          </p>
        )}
        {sent && (
          <div className="space-y-2">
            <Label htmlFor={`${id}-url`}>
              <Trans>邀请链接</Trans>
            </Label>
            <div className="flex gap-2">
              <Input
                id={`${id}-url`}
                readOnly
                value={sent.url}
                onFocus={(e) => e.currentTarget.select()}
                data-testid="invite-url"
              />
              <Button type="button" variant="outline" onClick={copy} data-testid="invite-copy">
                {copied ? <Check /> : <Copy />}
                {copied ? <Trans>已复制</Trans> : <Trans>复制</Trans>}
              </Button>
            </div>
            <p className="text-muted-foreground text-xs">
              <Trans>有效期至 {formatDateTime(sent.expires_at, i18n.locale)}</Trans>
            </p>
          </div>
        )}
        {sent ? (
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              <Trans>完成</Trans>
            </Button>
          </DialogFooter>
        ) : (
          <FormFooter
            onCancel={() => onOpenChange(false)}
            submitLabel={<Trans>发送邀请</Trans>}
            submitIcon={<Send />}
            disabled={!channel}
            pending={invite.isPending}
            onSubmit={send}
            submitTestId="invite-send"
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
