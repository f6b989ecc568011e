import { msg } from "@lingui/core/macro";
import { createFileRoute } from "@tanstack/react-router";
import { inboxInput } from "./-components/inbox-input";
import { MessagesPage } from "./-components/messages-page";
import { validateMessagesSearch } from "./-components/search-params";

/** Messages (issue 26): the coach's inbox (search, unread first) and one client's thread beside it. */
export const Route = createFileRoute("/_app/_coach/messages/")({
  staticData: { title: msg`消息` },
  validateSearch: validateMessagesSearch,
  loader: ({ context, location }) => {
    const search = validateMessagesSearch(location.search as Record<string, unknown>);
    void context.queryClient.prefetchQuery(
      context.trpc.conversations.inbox.queryOptions(inboxInput(search.q)),
    );
  },
  component: MessagesPage,
});
