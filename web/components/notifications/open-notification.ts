import type { QueryClient } from "@tanstack/react-query";
import type { AppNotification } from "@/lib/conversations/types";
import { trpc } from "@/lib/trpc";

/**
 * Where a notification leads: its conversation, else its workout. A coach's calendar is addressed
 * by the client's slug, which the notification does not carry: it is read (usually from cache)
 * first. A client has their own paths.
 */
export async function notificationTarget(
  queryClient: QueryClient,
  n: AppNotification,
  asClient: boolean,
): Promise<string | null> {
  const toThread = n.kind === "message" || (n.conversation_id !== null && n.workout_id === null);
  if (asClient) {
    if (toThread) return "/client/messages";
    return n.workout_id !== null ? `/client/workouts/${n.workout_id}` : "/client";
  }
  if (n.client_id === null) return null;
  if (toThread) return `/messages?client=${n.client_id}`;
  const { client } = await queryClient.fetchQuery({
    ...trpc.clients.get.queryOptions({ id: n.client_id }),
    staleTime: 60_000,
  });
  return n.workout_id !== null
    ? `/clients/${client.slug}/workouts/${n.workout_id}`
    : `/clients/${client.slug}/workouts`;
}
