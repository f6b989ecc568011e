import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useMemo, useState } from "react";
import { useSession } from "@/lib/auth";
import { type Message, THREAD_PAGE_SIZE } from "@/lib/conversations/types";
import { invalidateInboxAndCounts } from "@/lib/realtime/cache-updates";
import { trpc } from "@/lib/trpc";

/**
 * One client's conversation: the newest page (kept current by the realtime socket, which writes
 * into this query's cache), older pages fetched with `before` as the person scrolls up, and the
 * read mark moved to the newest message while the thread is on screen.
 */
export function useThread(clientId: number) {
  const queryClient = useQueryClient();
  const me = useSession()?.user?.id ?? 0;
  const newest = useQuery(
    trpc.conversations.get.queryOptions({ client_id: clientId, per_page: THREAD_PAGE_SIZE }),
  );
  const [older, setOlder] = useState<Message[]>([]);
  const [olderDone, setOlderDone] = useState(false);
  const [loadingOlder, setLoadingOlder] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new client starts a new history.
  useEffect(() => {
    setOlder([]);
    setOlderDone(false);
  }, [clientId]);

  /** Oldest first, without duplicates (a page boundary can move while new messages arrive). */
  const messages = useMemo(() => {
    const byId = new Map<number, Message>();
    for (const m of [...older, ...(newest.data?.messages ?? [])]) byId.set(m.id, m);
    return [...byId.values()].sort((a, b) => a.id - b.id);
  }, [older, newest.data]);

  const hasOlder = !olderDone && (newest.data?.messages.length ?? 0) >= THREAD_PAGE_SIZE;

  const loadOlder = useCallback(async () => {
    const first = messages[0];
    if (!first || loadingOlder || !hasOlder) return;
    setLoadingOlder(true);
    try {
      const page = await queryClient.fetchQuery(
        trpc.conversations.get.queryOptions({
          client_id: clientId,
          per_page: THREAD_PAGE_SIZE,
          before: first.id,
        }),
      );
      setOlder((list) => [...page.messages, ...list]);
      if (page.messages.length < THREAD_PAGE_SIZE) setOlderDone(true);
    } finally {
      setLoadingOlder(false);
    }
  }, [messages, loadingOlder, hasOlder, queryClient, clientId]);

  // `mutate` is stable across renders, unlike the mutation object.
  const { mutate: markRead } = useMutation(trpc.conversations.read.mutationOptions());
  const conversation = newest.data?.conversation;
  const last = messages.at(-1);
  const unreadFromOthers =
    last && last.author_id !== me && (conversation?.last_read_message_id ?? 0) < last.id ? last.id : null;
  useEffect(() => {
    if (unreadFromOthers === null || document.visibilityState === "hidden") return;
    markRead(
      { client_id: clientId, last_read_message_id: unreadFromOthers },
      {
        onSuccess: (answer) => {
          queryClient.setQueriesData(
            trpc.conversations.get.queryFilter({ client_id: clientId }),
            (data: typeof newest.data) => (data ? { ...data, conversation: answer.conversation } : data),
          );
          invalidateInboxAndCounts(queryClient);
        },
      },
    );
  }, [unreadFromOthers, clientId, queryClient, markRead]);

  return {
    query: newest,
    conversation,
    users: newest.data?.users ?? [],
    messages,
    hasOlder,
    loadingOlder,
    loadOlder,
    me,
  };
}
