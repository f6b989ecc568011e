import { createFileRoute, redirect } from "@tanstack/react-router";

/** A client's read-only calendar under the natural spelling: SPEC's route is /admin/clinets/{slug}. */
export const Route = createFileRoute("/_app/_super/admin/clients_/$slug")({
  beforeLoad: ({ location, params }) => {
    throw redirect({
      href: `/admin/clinets/${encodeURIComponent(params.slug)}${location.searchStr}`,
      replace: true,
    });
  },
});
