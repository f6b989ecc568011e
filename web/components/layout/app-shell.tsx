import { Outlet, useLocation, useMatches } from "@tanstack/react-router";
import { useRealtime } from "@/lib/realtime/use-realtime";
import { SIDEBAR_WIDTH, useSidebar } from "@/lib/sidebar";
import { useIsNarrow } from "@/lib/viewport";
import { Footer } from "./footer";
import { Navbar } from "./navbar";
import { PageHeader } from "./page-header";
import { Sidebar } from "./sidebar";
import { MAIN_ID, SkipLink } from "./skip-link";

/**
 * The signed-in layout: sidebar, static navbar, page header (title, star, breadcrumb), the page
 * with a zoom-fade transition on every navigation, and a static footer.
 */
export function AppShell() {
  useRealtime();
  const { collapsed } = useSidebar();
  const narrow = useIsNarrow();
  const pathname = useLocation({ select: (l) => l.pathname });
  const pageKey = useMatches({
    select: (matches) => {
      const leaf = matches.at(-1);
      return leaf?.staticData.pageKey?.(leaf.params as Record<string, string | undefined>) ?? null;
    },
  });
  const offset = narrow ? 0 : collapsed ? SIDEBAR_WIDTH.collapsed : SIDEBAR_WIDTH.expanded;
  return (
    <div className="min-h-svh bg-background">
      <SkipLink />
      <Sidebar />
      <div
        className="flex min-h-svh min-w-0 flex-col transition-[padding] duration-200 ease-out"
        style={{ paddingLeft: offset }}
      >
        <Navbar />
        <main
          className="w-full max-w-[1440px] flex-1 px-4 pt-6 pb-8 outline-none lg:px-8"
          id={MAIN_ID}
          tabIndex={-1}
        >
          <PageHeader />
          <div key={pageKey ?? pathname} className="page-enter" data-testid="page">
            <Outlet />
          </div>
        </main>
        <Footer />
      </div>
    </div>
  );
}
