import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "@tanstack/react-router";
import { MessagesSquare } from "lucide-react";
import { CollapsibleCard } from "@/components/collapsible-card";
import { NotificationItem } from "@/components/notifications/notification-item";
import { notificationTarget } from "@/components/notifications/open-notification";
import type { AppNotification } from "@/lib/conversations/types";
import { trpc } from "@/lib/trpc";

/** How many of the newest notices are read to find the comments and messages shown. */
const SCAN = 30;
const SHOWN = 6;

/**
 * Beside the completions feed (issue 26): what clients wrote to this coach lately, their comments
 * on workouts and their messages, from the coach's own notifications (so the trainer's
 * newComment / newMessage settings decide what appears). Opening one marks it read.
 */
export function ClientNotesCard() {
  const { t } = useLingui();
  const router = useRouter();
  const queryClient = useQueryClient();
  const list = useQuery(trpc.notifications.list.queryOptions({ per_page: SCAN }));
  const read = useMutation(trpc.notifications.read.mutationOptions());
  const notes = (list.data?.notifications ?? [])
    .filter((n) => n.kind === "comment" || n.kind === "message")
    .slice(0, SHOWN);

  const open = async (n: AppNotification) => {
    if (n.read_at === null)
      read.mutate(
        { ids: [n.id] },
        {
          onSuccess: () => {
            void queryClient.invalidateQueries(trpc.notifications.list.pathFilter());
            void queryClient.invalidateQueries(trpc.notifications.counts.pathFilter());
          },
        },
      );
    const href = await notificationTarget(queryClient, n, false);
    if (href) await router.navigate({ href });
  };

  return (
    <CollapsibleCard
      testId="client-notes"
      icon={<MessagesSquare className="size-4" />}
      title={<Trans>学员留言</Trans>}
      description={<Trans>学员最近的评论和消息</Trans>}
      contentClassName="p-0"
    >
      {list.isPending ? (
        <div className="h-32 animate-pulse" role="status" aria-label={t`加载中…`} />
      ) : notes.length === 0 ? (
        <p className="px-6 py-8 text-center text-sm text-muted-foreground" data-testid="client-notes-empty">
          <Trans>学员的评论和消息会出现在这里。</Trans>
        </p>
      ) : (
        <ul className="divide-y">
          {notes.map((n) => (
            <NotificationItem key={n.id} notification={n} onOpen={() => void open(n)} />
          ))}
        </ul>
      )}
    </CollapsibleCard>
  );
}
