import { msg } from "@lingui/core/macro";
import { createFileRoute } from "@tanstack/react-router";
import { ListSkeleton } from "./-components/list-skeleton";
import { pageInput, validateAdminSearch } from "./-components/search-params";
import { TrainersPage } from "./-components/trainers-page";

/** Trainers of every organization, paged and searched on the server (issue 12). */
export const Route = createFileRoute("/_app/_super/admin/trainers")({
  staticData: { title: msg`教练管理`, crumbs: [{ title: msg`超级管理`, to: "/admin" }] },
  validateSearch: validateAdminSearch,
  loader: ({ context, location, cause }) => {
    const search = validateAdminSearch(location.search as Record<string, unknown>);
    const list = context.queryClient.ensureQueryData(
      context.trpc.admin.trainers.queryOptions(pageInput(search)),
    );
    return cause === "enter" ? list.then(() => undefined) : undefined;
  },
  pendingComponent: ListSkeleton,
  component: TrainersPage,
});
