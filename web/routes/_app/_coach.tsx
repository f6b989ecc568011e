import { createFileRoute, redirect } from "@tanstack/react-router";
import { COACH_ROLES } from "@/lib/auth";

/** Coach area (SPEC section 6): trainer, admin and super. */
export const Route = createFileRoute("/_app/_coach")({
  beforeLoad: ({ context, location }) => {
    if (!context.auth.hasRole(COACH_ROLES)) {
      throw redirect({ to: "/login", search: { to: location.href }, replace: true });
    }
  },
});
