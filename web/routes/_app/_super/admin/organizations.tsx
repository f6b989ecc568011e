import { msg } from "@lingui/core/macro";
import { createFileRoute } from "@tanstack/react-router";
import { ListSkeleton } from "./-components/list-skeleton";
import { OrganizationsPage } from "./-components/organizations-page";
import { pageInput, validateAdminSearch } from "./-components/search-params";

/** Every organization, paged and searched on the server (issue 12, super-admin area). */
export const Route = createFileRoute("/_app/_super/admin/organizations")({
  staticData: { title: msg`组织管理`, crumbs: [{ title: msg`超级管理`, to: "/admin" }] },
  validateSearch: validateAdminSearch,
  loader: ({ context, location, cause }) => {
    const search = validateAdminSearch(location.search as Record<string, unknown>);
    const list = context.queryClient.ensureQueryData(
      context.trpc.admin.organizations.queryOptions(pageInput(search)),
    );
    return cause === "enter" ? list.then(() => undefined) : undefined;
  },
  pendingComponent: ListSkeleton,
  component: OrganizationsPage,
});
