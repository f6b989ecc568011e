import { msg } from "@lingui/core/macro";
import { createFileRoute } from "@tanstack/react-router";
import { ClientsPage } from "./-components/clients-page";
import { listInput } from "./-components/list-input";
import { validateClientsSearch } from "./-components/search-params";
import { ClientsSkeleton } from "./-components/skeleton";

/** The client list (issue "client list"): one paged, sorted, filtered server call per view. */
export const Route = createFileRoute("/_app/_coach/clients/")({
  staticData: { title: msg`学员` },
  validateSearch: validateClientsSearch,
  loader: ({ context, location, cause }) => {
    const search = validateClientsSearch(location.search as Record<string, unknown>);
    const list = context.queryClient.ensureQueryData(
      context.trpc.clients.list.queryOptions(listInput(search, context.auth.current)),
    );
    void context.queryClient.prefetchQuery(context.trpc.trainers.list.queryOptions());
    // Entering the screen waits for the first page; a new search/sort/page keeps the current list
    // on screen (the component shows the previous page until the next one arrives).
    return cause === "enter" ? list.then(() => undefined) : undefined;
  },
  pendingComponent: ClientsSkeleton,
  component: ClientsPage,
});
