import { useQuery } from "@tanstack/react-query";
import { notificationSettingsOf } from "#shared/notification-settings";
import { useSession } from "@/lib/auth";
import { trpc } from "@/lib/trpc";

/**
 * The bell's and the 消息 entry's unread counts (`notifications.counts`), kept current by the
 * realtime socket's invalidations. A coach who turned a count off (`showUnreads`,
 * `conversationShowUnreads`) sees no number there; a client has no such settings.
 */
export function useUnreadCounts() {
  const session = useSession();
  const counts = useQuery({
    ...trpc.notifications.counts.queryOptions(),
    enabled: Boolean(session?.user),
    staleTime: 30_000,
  });
  const settings =
    session?.trainer && !session.client_id ? notificationSettingsOf(session.trainer.settings) : null;
  return {
    notifications: settings?.showUnreads === false ? 0 : (counts.data?.notifications_unread ?? 0),
    conversations: settings?.conversationShowUnreads === false ? 0 : (counts.data?.conversations_unread ?? 0),
  };
}
