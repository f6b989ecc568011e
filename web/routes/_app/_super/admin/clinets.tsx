import { msg } from "@lingui/core/macro";
import { createFileRoute } from "@tanstack/react-router";
import { AdminClientsPage } from "./-components/clients-page";
import { ListSkeleton } from "./-components/list-skeleton";
import { pageInput, validateAdminSearch } from "./-components/search-params";

/** Clients of every organization; the path is spelt "clinets" as in SPEC section 2. */
export const Route = createFileRoute("/_app/_super/admin/clinets")({
  staticData: { title: msg`学员管理`, crumbs: [{ title: msg`超级管理`, to: "/admin" }] },
  validateSearch: validateAdminSearch,
  loader: ({ context, location, cause }) => {
    const search = validateAdminSearch(location.search as Record<string, unknown>);
    const list = context.queryClient.ensureQueryData(
      context.trpc.admin.clients.queryOptions(pageInput(search)),
    );
    return cause === "enter" ? list.then(() => undefined) : undefined;
  },
  pendingComponent: ListSkeleton,
  component: AdminClientsPage,
});
