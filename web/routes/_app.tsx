import { createFileRoute, redirect } from "@tanstack/react-router";
import { AppShell } from "@/components/layout/app-shell";
import { signInPathFor } from "@/lib/auth";
import { isUnauthorized } from "@/lib/errors";

/**
 * The signed-in area. The guard (beforeLoad) runs on every navigation after the root has reloaded
 * the stored session; the role checks live in the two pathless children `_coach` (trainer, admin,
 * super) and `_super` (super). Not signed in → the sign-in page for the path, with `to`.
 */
export const Route = createFileRoute("/_app")({
  beforeLoad: async ({ context, location }) => {
    const session = context.auth.current;
    if (!context.auth.isAuthenticated || !session?.user) {
      throw redirect({ to: signInPathFor(location.pathname), search: { to: location.href }, replace: true });
    }
    // A client's account has no coach screens: their app is /client (issue 13).
    if (context.auth.isClient) throw redirect({ to: "/client", replace: true });
    // The base information, cached for a few minutes: refreshes the session (organization, role)
    // and checks the token. It runs on every navigation (beforeLoad, unlike a loader, is never
    // skipped), so a token that changed in storage meets the server on the next click.
    try {
      const info = await context.queryClient.ensureQueryData(
        context.trpc.users.get.queryOptions({ id: session.user.id }, { staleTime: 5 * 60_000 }),
      );
      context.auth.refreshBaseInfo(info);
    } catch (error) {
      if (isUnauthorized(error)) {
        throw redirect({
          to: signInPathFor(location.pathname),
          search: { to: location.href },
          replace: true,
        });
      }
      throw error;
    }
  },
  component: AppShell,
});
