import { msg } from "@lingui/core/macro";
import { createFileRoute, redirect } from "@tanstack/react-router";
import { ClientShell } from "@/components/client-app/client-shell";

/**
 * The client app (issue 13): a signed-in client's own area. Not signed in → sign-in with `to`;
 * a coach (or an account that is no client) → the coach area. No server call here: the app must
 * open offline from what it saved (web/lib/client-app/persist.ts); a revoked token meets the
 * server on the first query, whose 401 signs out and re-runs this guard.
 */
export const Route = createFileRoute("/client")({
  staticData: { title: msg`今天` },
  beforeLoad: ({ context, location }) => {
    if (!context.auth.isAuthenticated) {
      throw redirect({ to: "/login", search: { to: location.href }, replace: true });
    }
    if (!context.auth.isClient) throw redirect({ to: "/", replace: true });
  },
  component: ClientShell,
});
