import type { Draft } from "@/components/conversations/composer";
import { ConversationThread, type QueuedMessage } from "@/components/conversations/conversation-thread";
import { useSession } from "@/lib/auth";
import { sendMessage } from "@/lib/client-app/actions";
import { type OutboxEntry, outboxStore } from "@/lib/client-app/outbox";
import { useStore } from "@/lib/store";

/**
 * The thread with the coach. A message goes through the app's offline queue like every client
 * write (IndexedDB, its own Idempotency-Key), so one written on the underground arrives once when
 * the phone is back online; until then it shows at the bottom marked 待同步. Photos come from the
 * camera (or the gallery) and are uploaded when picked.
 */
export function ClientMessagesPage() {
  const session = useSession();
  const clientId = session?.client_id ?? null;
  const userId = session?.user?.id ?? 0;
  const outbox = useStore(outboxStore);
  if (clientId === null) return null;
  const queued: QueuedMessage[] = outbox.flatMap((entry) =>
    entry.kind === "message" && entry.clientId === clientId ? [queuedMessage(entry, userId)] : [],
  );
  const onSend = async ({ body, uploads }: Draft) => sendMessage(clientId, body, uploads);
  return (
    <div className="-mx-4 -mt-4 flex h-[calc(100svh-8.5rem-env(safe-area-inset-bottom))] flex-col bg-card md:mx-0 md:mt-0 md:h-[calc(100svh-7rem)] md:rounded-xl md:border">
      <ConversationThread
        clientId={clientId}
        className="flex-1"
        camera
        onSend={onSend}
        queued={queued}
        workoutHref={(id) => `/client/workouts/${id}`}
      />
    </div>
  );
}

/** A queued write shown as the message it will become. */
function queuedMessage(entry: Extract<OutboxEntry, { kind: "message" }>, userId: number): QueuedMessage {
  return {
    key: entry.key,
    message: {
      id: -(entry.seq ?? 0),
      conversation_id: 0,
      client_id: entry.clientId,
      author_id: userId,
      body: entry.body || null,
      attachments: entry.uploads.map(({ name, type, size, attachmentUrl }) => ({
        name,
        type,
        size,
        attachmentUrl,
      })),
      workout_id: null,
      workout_item_id: null,
      workout: null,
      created_at: new Date(entry.createdAt).toISOString(),
      recalled_at: null,
    },
  };
}
