import type { QueryClient } from "@tanstack/react-query";
import type { NotificationSettings } from "#shared/notification-settings";
import type { AppNotification, Message, Thread } from "@/lib/conversations/types";
import { isWithinWorkHours } from "@/lib/conversations/work-hours";
import { trpc } from "@/lib/trpc";
import type { ServerFrame } from "./socket";
import { playChime } from "./sound";

export type RealtimeContext = {
  userId: number;
  /** A coach's settings; null for a client (no settings: always sound, no working hours). */
  settings: NotificationSettings | null;
  timeZone: string | null;
};

/** Puts `message` into every cached page of its thread: replaces it if present, else adds it on top (newest first). */
export function upsertMessage(queryClient: QueryClient, message: Message, addIfMissing: boolean): void {
  queryClient.setQueriesData<Thread>(
    trpc.conversations.get.queryFilter({ client_id: message.client_id }),
    (data) => {
      if (!data) return data;
      const index = data.messages.findIndex((m) => m.id === message.id);
      if (index >= 0) {
        const messages = data.messages.slice();
        messages[index] = message;
        return { ...data, messages };
      }
      // Only the newest page (no `before`) takes new messages; the socket may also deliver one the
      // page already has from the send's own answer, hence the check above.
      if (!addIfMissing) return data;
      return {
        ...data,
        messages: [message, ...data.messages],
        conversation: { ...data.conversation, last_message_at: message.created_at },
      };
    },
  );
}

/** Counts and lists that a new message or notification changes. */
export function invalidateInboxAndCounts(queryClient: QueryClient): void {
  void queryClient.invalidateQueries(trpc.notifications.counts.pathFilter());
  // Reading a thread also reads its message notices (server: conversations/read-mark.ts).
  void queryClient.invalidateQueries(trpc.notifications.list.pathFilter());
  void queryClient.invalidateQueries(trpc.conversations.inbox.pathFilter());
}

/** After a reconnect: whatever was delivered while the socket was down is fetched again. */
export function invalidateMessaging(queryClient: QueryClient): void {
  invalidateInboxAndCounts(queryClient);
  void queryClient.invalidateQueries(trpc.conversations.get.pathFilter());
  void queryClient.invalidateQueries(trpc.notifications.list.pathFilter());
}

function soundAllowed(context: RealtimeContext, flag: "soundOnMessage" | "soundOnNotification"): boolean {
  if (!context.settings) return true;
  return (
    context.settings[flag] && isWithinWorkHours(context.settings.workCanWait, context.timeZone, new Date())
  );
}

/** Applies one server event to the TanStack Query caches, and sounds the chime when the person wants it. */
export function applyRealtimeEvent(
  queryClient: QueryClient,
  frame: ServerFrame,
  context: RealtimeContext,
): void {
  switch (frame.type) {
    case "message.created": {
      const message = frame.message as Message;
      upsertMessage(queryClient, message, true);
      invalidateInboxAndCounts(queryClient);
      if (message.author_id !== context.userId && soundAllowed(context, "soundOnMessage")) playChime();
      return;
    }
    case "message.recalled": {
      upsertMessage(queryClient, frame.message as Message, false);
      void queryClient.invalidateQueries(trpc.conversations.inbox.pathFilter());
      return;
    }
    case "conversation.read": {
      // Someone else's read mark moves the receipt; one's own (another tab) moves the counts.
      const clientId = Number(frame.client_id);
      if (frame.user_id !== context.userId)
        void queryClient.invalidateQueries(trpc.conversations.get.queryFilter({ client_id: clientId }));
      invalidateInboxAndCounts(queryClient);
      return;
    }
    case "notification.created": {
      const notification = frame.notification as AppNotification;
      void queryClient.invalidateQueries(trpc.notifications.list.pathFilter());
      void queryClient.invalidateQueries(trpc.notifications.counts.pathFilter());
      // A message's notification arrives with the message itself, whose own sound setting applies.
      if (notification.kind !== "message" && soundAllowed(context, "soundOnNotification")) playChime();
      return;
    }
  }
}
