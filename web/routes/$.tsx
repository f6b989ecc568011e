import { createFileRoute, redirect } from "@tanstack/react-router";

/** SPEC section 2: any unknown path redirects to /pages/error-404. */
export const Route = createFileRoute("/$")({
  beforeLoad: () => {
    throw redirect({ to: "/pages/error-404", replace: true });
  },
});
