import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { notificationSettingsOf } from "#shared/notification-settings";
import { auth, useSession } from "@/lib/auth";
import { applyRealtimeEvent, invalidateMessaging, type RealtimeContext } from "./cache-updates";
import { RealtimeSocket } from "./socket";

/**
 * Keeps the tab's one realtime socket open while someone is signed in (mounted by the coach shell
 * and by the client shell, never both). The socket is reopened only when the person changes; a
 * refreshed token is read at the next reconnect, and settings changes apply to the next event.
 */
export function useRealtime(): void {
  const queryClient = useQueryClient();
  const session = useSession();
  const userId = session?.user?.id ?? 0;
  const organizationId = session?.organization?.id ?? null;
  const context = useRef<RealtimeContext>({ userId, settings: null, timeZone: null });
  context.current = {
    userId,
    settings:
      session?.trainer && !session.client_id ? notificationSettingsOf(session.trainer.settings) : null,
    timeZone: session?.user?.timezone ?? null,
  };

  useEffect(() => {
    if (!userId) return;
    const socket = new RealtimeSocket({
      token: () => auth.token,
      organizationId,
      onEvent: (frame) => applyRealtimeEvent(queryClient, frame, context.current),
      onReconnect: () => invalidateMessaging(queryClient),
    });
    socket.start();
    return () => socket.stop();
  }, [queryClient, userId, organizationId]);
}
