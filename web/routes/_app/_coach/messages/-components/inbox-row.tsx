import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { UnreadBadge } from "@/components/layout/unread-badge";
import { UserAvatar } from "@/components/layout/user-avatar";
import type { InboxRow } from "@/lib/conversations/types";
import { formatRelative } from "@/lib/format";
import { cn } from "@/lib/utils";

/** One conversation in the inbox: avatar, name, the last message's excerpt and time, the unread badge. */
export function InboxRowView({ row, active }: { row: InboxRow; active: boolean }) {
  const { i18n } = useLingui();
  const last = row.last_message;
  const unread = row.unread_count > 0;
  return (
    <li>
      <Link
        to="/messages"
        search={(s) => ({ ...s, client: row.client_id })}
        className={cn(
          "flex items-center gap-3 border-b px-3 py-3 transition-colors hover:bg-accent",
          active && "bg-primary/10",
        )}
        aria-current={active ? "page" : undefined}
        data-testid="inbox-row"
        data-client-id={row.client_id}
        data-unread={unread ? "true" : undefined}
      >
        <UserAvatar name={row.client.name} imageUrl={row.client.image_url} className="size-10" />
        <span className="min-w-0 flex-1">
          <span className="flex items-baseline gap-2">
            <span className={cn("truncate text-sm", unread ? "font-semibold" : "font-medium")}>
              {row.client.name}
            </span>
            {row.last_message_at && (
              <span className="ml-auto shrink-0 text-[11px] text-muted-foreground">
                {formatRelative(row.last_message_at, i18n.locale)}
              </span>
            )}
          </span>
          <span className="flex items-center gap-2">
            <span className={cn("truncate text-xs", unread ? "text-foreground" : "text-muted-foreground")}>
              {!last ? (
                <Trans>暂无消息</Trans>
              ) : last.recalled_at ? (
                <Trans>消息已撤回</Trans>
              ) : last.body ? (
                last.body
              ) : last.attachments.length > 0 ? (
                <Trans>[附件]</Trans>
              ) : (
                <Trans>[训练]</Trans>
              )}
            </span>
            {unread && (
              <UnreadBadge
                count={row.unread_count}
                className="ml-auto h-5 min-w-5 shrink-0 px-1.5 text-[11px]"
                testId="inbox-unread"
              />
            )}
          </span>
        </span>
      </Link>
    </li>
  );
}
