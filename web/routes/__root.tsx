import { createRootRouteWithContext, Navigate, Outlet } from "@tanstack/react-router";
import { lazy, Suspense } from "react";
import { BrandingEffects } from "@/components/branding/branding-effects";
import { LoadingOverlay } from "@/components/layout/loading-overlay";
import { RouteError } from "@/components/route-error";
import { toasterWanted } from "@/lib/notify";
import { useStore } from "@/lib/store";
import { useTheme } from "@/lib/theme";
import type { RouterContext } from "../router";

export const Route = createRootRouteWithContext<RouterContext>()({
  // SPEC section 2: before each navigation the stored authentication is reloaded.
  beforeLoad: ({ context }) => {
    const before = context.auth.token;
    context.auth.reload();
    // Another tab signed in or out, or the token was edited: cached answers belonged to the old one.
    if (context.auth.token !== before) context.queryClient.removeQueries();
  },
  component: RootLayout,
  // Unknown paths are caught by the splat route ($.tsx); this covers notFound() thrown elsewhere.
  notFoundComponent: () => <Navigate to="/pages/error-404" replace />,
  errorComponent: RouteError,
});

/** Loaded with the first notification (see lib/notify.ts). */
const Toaster = lazy(() => import("@/components/ui/sonner").then((m) => ({ default: m.Toaster })));

function RootLayout() {
  const theme = useTheme();
  const wantToaster = useStore(toasterWanted);
  return (
    <>
      <BrandingEffects />
      <Outlet />
      <LoadingOverlay />
      {wantToaster && (
        <Suspense fallback={null}>
          <Toaster theme={theme === "dark" ? "dark" : "light"} />
        </Suspense>
      )}
    </>
  );
}
