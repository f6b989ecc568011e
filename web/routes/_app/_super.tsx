import { createFileRoute, redirect } from "@tanstack/react-router";
import { SUPER_ROLES } from "@/lib/auth";

/** Super-admin area (SPEC section 6): /admin/* allows only super; others go to /admin/login. */
export const Route = createFileRoute("/_app/_super")({
  beforeLoad: ({ context, location }) => {
    if (!context.auth.hasRole(SUPER_ROLES)) {
      throw redirect({ to: "/admin/login", search: { to: location.href }, replace: true });
    }
  },
});
