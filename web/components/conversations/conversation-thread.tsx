import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { MessagesSquare } from "lucide-react";
import type { Message } from "@/lib/conversations/types";
import { invalidateInboxAndCounts, upsertMessage } from "@/lib/realtime/cache-updates";
import { trpc } from "@/lib/trpc";
import { cn } from "@/lib/utils";
import { Composer, type Draft } from "./composer";
import { MessageBubble } from "./message-bubble";
import { MessageList } from "./message-list";
import { useThread } from "./use-thread";

/** A message still in the client's offline queue, shown at the bottom until the server has it. */
export type QueuedMessage = { key: string; message: Message };

/**
 * One client's conversation, used by /messages, the panel beside the calendar and the client app:
 * the thread (newest at the bottom, older on scroll, authors, recalled messages, the read
 * receipt) and the composer. Coaches send directly; the client app passes `onSend` (its offline
 * queue) and the messages still waiting in it.
 */
export function ConversationThread({
  clientId,
  workoutHref,
  onSend,
  queued = [],
  camera = false,
  className,
}: {
  clientId: number;
  workoutHref: (workoutId: number) => string | null;
  onSend?: (draft: Draft) => Promise<void>;
  queued?: QueuedMessage[];
  camera?: boolean;
  className?: string;
}) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const thread = useThread(clientId);
  const send = useMutation(trpc.conversations.send.mutationOptions());
  const recall = useMutation(trpc.conversations.recall.mutationOptions());
  const names = new Map(thread.users.map((u) => [u.id, u.name]));
  const otherRead = thread.conversation?.other_last_read_message_id ?? 0;
  // A recalled message shows no receipt, so the receipt sits on the last one still shown.
  const lastReadOwn = thread.messages.findLast(
    (m) => m.author_id === thread.me && m.id <= otherRead && m.recalled_at === null,
  )?.id;
  const last = thread.messages.at(-1);

  const sendDirect = async ({ body, uploads }: Draft) => {
    const answer = await send.mutateAsync({
      client_id: clientId,
      message: { body, upload_ids: uploads.map((u) => u.id) },
    });
    upsertMessage(queryClient, answer.message, true);
    invalidateInboxAndCounts(queryClient);
  };
  const onRecall = (message: Message) =>
    recall.mutate(
      { id: message.id },
      { onSuccess: (answer) => upsertMessage(queryClient, answer.message, false) },
    );

  return (
    <section
      className={cn("flex min-h-0 flex-col", className)}
      aria-label={t`对话`}
      data-testid="conversation-thread"
    >
      <MessageList
        firstId={thread.messages[0]?.id ?? null}
        lastId={queued.at(-1) ? -queued.length : (last?.id ?? null)}
        lastIsOwn={queued.length > 0 || last?.author_id === thread.me}
        hasOlder={thread.hasOlder}
        loadingOlder={thread.loadingOlder}
        onLoadOlder={() => void thread.loadOlder()}
      >
        {thread.query.isSuccess && thread.messages.length === 0 && queued.length === 0 && (
          <li className="flex flex-col items-center gap-2 py-10 text-center text-sm text-muted-foreground">
            <MessagesSquare className="size-8 opacity-50" />
            <Trans>还没有消息，打个招呼吧</Trans>
          </li>
        )}
        {thread.query.isPending && (
          <li className="space-y-3" aria-hidden="true">
            <div className="h-10 w-2/3 animate-pulse rounded-2xl bg-muted" />
            <div className="ml-auto h-10 w-1/2 animate-pulse rounded-2xl bg-muted" />
          </li>
        )}
        {thread.messages.map((message) => (
          <MessageBubble
            key={message.id}
            message={message}
            own={message.author_id === thread.me}
            authorName={(message.author_id !== null && names.get(message.author_id)) || t`已删除的用户`}
            readReceipt={message.id === lastReadOwn}
            workoutHref={workoutHref}
            onRecall={onRecall}
          />
        ))}
        {queued.map((q) => (
          <MessageBubble
            key={q.key}
            message={q.message}
            own
            authorName=""
            readReceipt={false}
            workoutHref={workoutHref}
            queued
          />
        ))}
      </MessageList>
      <Composer onSend={onSend ?? sendDirect} camera={camera} />
    </section>
  );
}
