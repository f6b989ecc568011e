import { createRouter } from "@tanstack/react-router";
import { RouteError } from "./components/route-error";
import "./lib/route-meta";
import { auth } from "./lib/auth";
import { setUnauthorizedHandler } from "./lib/query-client";
import { queryClient, trpc } from "./lib/trpc";
import { routeTree } from "./routeTree.gen";

export type RouterContext = {
  queryClient: typeof queryClient;
  trpc: typeof trpc;
  auth: typeof auth;
};

export const router = createRouter({
  routeTree,
  context: { queryClient, trpc, auth },
  // Data is cached by TanStack Query; the router always asks it (ensureQueryData) on navigation.
  defaultPreload: "intent",
  defaultPreloadStaleTime: 0,
  defaultPendingMs: 400,
  scrollRestoration: true,
  defaultErrorComponent: RouteError,
});

declare module "@tanstack/react-router" {
  interface Register {
    router: typeof router;
  }
}

/**
 * SPEC section 7: any 401 signs out. Re-running the guards (invalidate) then redirects a visitor
 * on a protected page to the sign-in page with `to`; public pages stay where they are.
 */
setUnauthorizedHandler(() => {
  if (!auth.token) return;
  auth.signOut();
  void router.invalidate().finally(() => {
    if (!auth.token) queryClient.removeQueries();
  });
});
