import { i18n as globalI18n } from "@lingui/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { RotateCw } from "lucide-react";
import { KIND_LABELS, REASON_LABELS, STATUS_LABELS } from "@/components/emails/labels";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { renderMessage } from "@/lib/messages";
import { notifySuccess } from "@/lib/notify";
import { type RouterOutputs, trpc } from "@/lib/trpc";

type OutboxEmail = RouterOutputs["emails"]["outbox"]["emails"][number];

const STATUS_BADGE = {
  sent: "success",
  skipped: "secondary",
  failed: "destructive",
  pending: "outline",
  sending: "outline",
} as const;

/** The outbox's rows: day, kind, recipient, state with the reason or the error, and resend for failed ones. */
export function OutboxTable({ emails }: { emails: OutboxEmail[] | undefined }) {
  if (emails && emails.length === 0)
    return (
      <p
        className="rounded-xl border bg-card p-8 text-center text-sm text-muted-foreground"
        data-testid="outbox-empty"
      >
        <Trans>没有符合条件的邮件</Trans>
      </p>
    );
  return (
    <div className="rounded-xl border bg-card shadow-sm">
      <Table data-testid="outbox-table">
        <TableHeader>
          <TableRow>
            {/* On a phone the day is the date filter's: the state column needs the room. */}
            <TableHead className="hidden sm:table-cell">
              <Trans>日期</Trans>
            </TableHead>
            <TableHead>
              <Trans>类型</Trans>
            </TableHead>
            <TableHead>
              <Trans>收件人</Trans>
            </TableHead>
            <TableHead>
              <Trans>状态</Trans>
            </TableHead>
            <TableHead>
              <span className="sr-only">
                <Trans>操作</Trans>
              </span>
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {(emails ?? []).map((email) => (
            <OutboxRow key={email.id} email={email} />
          ))}
        </TableBody>
      </Table>
    </div>
  );
}

function OutboxRow({ email }: { email: OutboxEmail }) {
  const { i18n } = useLingui();
  const detail =
    email.status === "skipped" && email.reason
      ? i18n._(REASON_LABELS[email.reason])
      : email.status === "failed"
        ? email.error
        : email.subject;
  return (
    <TableRow data-testid="outbox-row" data-status={email.status}>
      <TableCell className="hidden whitespace-nowrap tabular-nums sm:table-cell">
        {email.local_date}
      </TableCell>
      <TableCell className="whitespace-nowrap">{i18n._(KIND_LABELS[email.kind])}</TableCell>
      <TableCell>
        <div className="font-medium">{email.recipient.name}</div>
        {email.address ? (
          <div className="break-all text-xs text-muted-foreground">{email.address}</div>
        ) : null}
      </TableCell>
      <TableCell>
        <Badge variant={STATUS_BADGE[email.status]}>{i18n._(STATUS_LABELS[email.status])}</Badge>
        {detail ? (
          <div className="mt-1 max-w-xs truncate text-xs text-muted-foreground" data-testid="outbox-detail">
            {detail}
          </div>
        ) : null}
      </TableCell>
      <TableCell className="text-right">
        {email.status === "failed" ? <ResendButton id={email.id} /> : null}
      </TableCell>
    </TableRow>
  );
}

function ResendButton({ id }: { id: number }) {
  const queryClient = useQueryClient();
  const resend = useMutation(trpc.emails.resend.mutationOptions());
  const onClick = async () => {
    try {
      const result = await resend.mutateAsync({ id });
      notifySuccess(renderMessage(globalI18n, result.msg));
    } catch {
      // shown as a notification
    }
    await queryClient.invalidateQueries(trpc.emails.outbox.pathFilter());
  };
  return (
    <Button
      variant="outline"
      size="sm"
      disabled={resend.isPending}
      onClick={onClick}
      data-testid="outbox-resend"
    >
      <RotateCw />
      <Trans>重新发送</Trans>
    </Button>
  );
}
