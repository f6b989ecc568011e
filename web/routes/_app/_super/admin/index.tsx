import { createFileRoute, redirect } from "@tanstack/react-router";

/** SPEC section 2: /admin redirects to /admin/organizations. */
export const Route = createFileRoute("/_app/_super/admin/")({
  beforeLoad: () => {
    throw redirect({ to: "/admin/organizations", replace: true });
  },
});
