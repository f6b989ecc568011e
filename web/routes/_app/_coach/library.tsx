import { msg } from "@lingui/core/macro";
import { createFileRoute } from "@tanstack/react-router";
import { i18n } from "@/i18n";
import { LibraryPage } from "./library/-components/library-page";
import { exerciseListInput, templateListInput } from "./library/-components/list-input";
import { validateLibrarySearch } from "./library/-components/search-params";
import { LibrarySkeleton } from "./library/-components/skeleton";

/**
 * The library (issue 11): exercises (default catalogue and the organization's own, searched in
 * Chinese, English and pinyin), warm-up and cool-down templates, and the organization's documents
 * shared with clients (issue 32). One server call per view.
 */
export const Route = createFileRoute("/_app/_coach/library")({
  staticData: { title: msg`动作库` },
  validateSearch: validateLibrarySearch,
  loader: ({ context, location, cause }) => {
    const search = validateLibrarySearch(location.search as Record<string, unknown>);
    const { queryClient, trpc } = context;
    let first: Promise<unknown>;
    const organizationId = context.auth.current?.organization?.id;
    if (search.tab === "documents") {
      first = organizationId
        ? queryClient.ensureQueryData(trpc.documents.list.queryOptions({ organization_id: organizationId }))
        : Promise.resolve();
    } else if (search.tab === "warmups") {
      first = queryClient.ensureQueryData(
        trpc.libraries.warmups.list.queryOptions(templateListInput(search)),
      );
    } else if (search.tab === "cooldowns") {
      first = queryClient.ensureQueryData(
        trpc.libraries.cooldowns.list.queryOptions(templateListInput(search)),
      );
    } else {
      first = queryClient.ensureQueryData(
        trpc.libraries.exercises.list.queryOptions(exerciseListInput(search, i18n.locale)),
      );
      void queryClient.prefetchQuery({
        ...trpc.libraries.exercises.tags.queryOptions({}),
        staleTime: 5 * 60_000,
      });
    }
    // Entering the screen waits for the first page; a new search or filter keeps the current list
    // on screen (dimmed) until the next one arrives.
    return cause === "enter" ? first.then(() => undefined) : undefined;
  },
  pendingComponent: LibrarySkeleton,
  component: LibraryPage,
});
