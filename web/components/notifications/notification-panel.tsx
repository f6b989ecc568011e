import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "@tanstack/react-router";
import { BellOff, CheckCheck } from "lucide-react";
import { Button } from "@/components/ui/button";
import { groupByClient } from "@/lib/conversations/group-notifications";
import type { AppNotification } from "@/lib/conversations/types";
import { trpc } from "@/lib/trpc";
import { NotificationItem } from "./notification-item";
import { notificationTarget } from "./open-notification";

/** The bell's popover: the latest 30 notifications grouped by client, mark one (by opening it) or all read. */
export default function NotificationPanel({
  asClient,
  onNavigate,
}: {
  asClient: boolean;
  onNavigate: () => void;
}) {
  const { t } = useLingui();
  const router = useRouter();
  const queryClient = useQueryClient();
  const list = useQuery(trpc.notifications.list.queryOptions({ per_page: 30 }));
  // The refresh belongs to the mutation, not to `mutate`'s call: opening a notice closes this panel,
  // and a call's own callbacks never run once its component has gone (the count stayed stale).
  const read = useMutation({
    ...trpc.notifications.read.mutationOptions(),
    onSuccess: () => {
      void queryClient.invalidateQueries(trpc.notifications.list.pathFilter());
      void queryClient.invalidateQueries(trpc.notifications.counts.pathFilter());
    },
  });
  const groups = groupByClient(list.data?.notifications ?? []);
  const unread = list.data?.unread_count ?? 0;

  const open = async (n: AppNotification) => {
    if (n.read_at === null) read.mutate({ ids: [n.id] });
    const href = await notificationTarget(queryClient, n, asClient);
    onNavigate();
    if (href) await router.navigate({ href });
  };

  return (
    <div className="flex max-h-[min(32rem,70svh)] flex-col">
      <div className="flex items-center gap-2 border-b px-4 py-2.5">
        <h2 className="text-sm font-semibold">
          <Trans>通知</Trans>
        </h2>
        <Button
          variant="ghost"
          size="sm"
          className="ml-auto h-8"
          disabled={unread === 0 || read.isPending}
          onClick={() => read.mutate({ all: true })}
          data-testid="notifications-read-all"
        >
          <CheckCheck />
          <Trans>全部已读</Trans>
        </Button>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto" data-testid="notification-list">
        {list.isPending && <div className="h-40 animate-pulse" role="status" aria-label={t`加载中…`} />}
        {list.isSuccess && groups.length === 0 && (
          <p className="flex flex-col items-center gap-2 px-6 py-10 text-center text-sm text-muted-foreground">
            <BellOff className="size-7 opacity-50" />
            <Trans>暂无通知</Trans>
          </p>
        )}
        {groups.map((group) => (
          <section key={group.key} className="border-b last:border-b-0" data-testid="notification-group">
            <h3 className="flex items-center gap-2 bg-muted/50 px-4 py-1.5 text-xs font-medium text-muted-foreground">
              <span className="truncate">{group.clientName ?? t`其他`}</span>
              {group.unread > 0 && (
                // The dark theme's destructive red reads at 4.4:1 on the muted heading: a lighter red there.
                <span className="ml-auto text-destructive dark:text-red-400">
                  {plural(group.unread, { one: "# 条未读", other: "# 条未读" })}
                </span>
              )}
            </h3>
            <ul>
              {group.items.map((n) => (
                <NotificationItem key={n.id} notification={n} onOpen={() => void open(n)} />
              ))}
            </ul>
          </section>
        ))}
      </div>
    </div>
  );
}
