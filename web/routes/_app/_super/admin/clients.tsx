import { createFileRoute, redirect } from "@tanstack/react-router";

/**
 * SPEC spells the clients list /admin/clinets; the natural spelling (issue 22: it was a 404)
 * leads there with the same search.
 */
export const Route = createFileRoute("/_app/_super/admin/clients")({
  beforeLoad: ({ location }) => {
    throw redirect({ href: `/admin/clinets${location.searchStr}`, replace: true });
  },
});
