import { useLingui } from "@lingui/react/macro";
import { Link, useLocation } from "@tanstack/react-router";
import { Building2, Circle, CircleDot, X } from "lucide-react";
import { useEffect } from "react";
import { Hint } from "@/components/ui/tooltip";
import { useSession } from "@/lib/auth";
import { useUnreadCounts } from "@/lib/conversations/use-unread-counts";
import { SIDEBAR_WIDTH, sidebar, useSidebar } from "@/lib/sidebar";
import { useSidebarIsDark } from "@/lib/theme";
import { cn } from "@/lib/utils";
import { useIsNarrow } from "@/lib/viewport";
import { BrandMark, BrandName } from "./brand";
import { isNavItemActive, navGroupsFor } from "./nav-config";
import { UnreadBadge } from "./unread-badge";

/**
 * Vertical sidebar (SPEC "Layout features"). Wide screens: collapsed to icons by default, expanded
 * while hovered (over the content) or when pinned with the toggle (pushing the content). Narrow
 * screens: hidden, opened from the navbar as an overlay.
 */
export function Sidebar() {
  const { t, i18n } = useLingui();
  const session = useSession();
  const { collapsed, hovered, overlayOpen } = useSidebar();
  const narrow = useIsNarrow();
  const dark = useSidebarIsDark();
  const pathname = useLocation({ select: (l) => l.pathname });

  // A navigation closes the overlay.
  useEffect(() => {
    void pathname;
    sidebar.setOverlayOpen(false);
  }, [pathname]);

  const expanded = narrow ? true : !collapsed || hovered;
  const visible = narrow ? overlayOpen : true;
  const groups = navGroupsFor(session?.role ?? "");
  const organization = session?.organization;
  const unread = useUnreadCounts();

  return (
    <>
      {narrow && overlayOpen && (
        <div
          aria-hidden="true"
          className="fade-in-0 fixed inset-0 z-40 animate-in bg-black/50 backdrop-blur-[1px]"
          onClick={() => sidebar.setOverlayOpen(false)}
        />
      )}
      <aside
        data-testid="sidebar"
        data-collapsed={!expanded}
        data-overlay={narrow}
        aria-label={t`主导航`}
        onMouseEnter={() => !narrow && collapsed && sidebar.setHovered(true)}
        onMouseLeave={() => !narrow && sidebar.setHovered(false)}
        style={{ width: expanded ? SIDEBAR_WIDTH.expanded : SIDEBAR_WIDTH.collapsed }}
        className={cn(
          dark && "dark",
          "fixed inset-y-0 left-0 z-50 flex flex-col border-r border-sidebar-border bg-sidebar text-sidebar-foreground transition-[width,transform,box-shadow] duration-200 ease-out",
          !visible && "-translate-x-full",
          (narrow || (collapsed && hovered)) && visible && "shadow-2xl shadow-black/20",
        )}
      >
        <div className="flex h-16 shrink-0 items-center gap-3 px-5">
          {/* Out of the Tab order: the 首页 entry right below goes to the same place. */}
          <Link to="/" className="flex min-w-0 items-center gap-3" aria-label={t`返回首页`} tabIndex={-1}>
            <BrandMark />
            <BrandName className={cn("transition-opacity", !expanded && "pointer-events-none opacity-0")} />
          </Link>
          {expanded && (
            <div className="ml-auto">
              {narrow ? (
                <button
                  type="button"
                  onClick={() => sidebar.setOverlayOpen(false)}
                  className="grid size-8 place-items-center rounded-md text-sidebar-muted hover:bg-sidebar-accent hover:text-sidebar-accent-foreground"
                  aria-label={t`关闭菜单`}
                >
                  <X className="size-5" />
                </button>
              ) : (
                <Hint label={collapsed ? t`固定展开侧边栏` : t`收起侧边栏`} side="right">
                  <button
                    type="button"
                    data-testid="sidebar-toggle"
                    onClick={sidebar.toggleCollapsed}
                    className="grid size-8 place-items-center rounded-md text-sidebar-muted hover:bg-sidebar-accent hover:text-sidebar-accent-foreground"
                    aria-label={collapsed ? t`固定展开侧边栏` : t`收起侧边栏`}
                    aria-pressed={!collapsed}
                  >
                    {collapsed ? <Circle className="size-[18px]" /> : <CircleDot className="size-[18px]" />}
                  </button>
                </Hint>
              )}
            </div>
          )}
        </div>

        <nav className="flex-1 overflow-y-auto overflow-x-hidden px-3.5 pt-2 pb-4">
          {groups.map((group) => (
            <div key={group.label.id} className="mt-4 first:mt-1">
              <div className="mb-1.5 flex h-6 items-center px-2.5">
                {expanded ? (
                  <span className="truncate text-[11px] font-semibold uppercase tracking-wider text-sidebar-muted">
                    {i18n._(group.label)}
                  </span>
                ) : (
                  <span className="mx-auto h-px w-4 bg-sidebar-border" />
                )}
              </div>
              <ul className="space-y-1">
                {group.items.map((item) => {
                  const active = isNavItemActive(item, pathname);
                  const label = i18n._(item.label);
                  const Icon = item.icon;
                  return (
                    <li key={item.to}>
                      <Hint label={label} side="right" disabled={expanded}>
                        <Link
                          to={item.to}
                          data-active={active}
                          aria-current={active ? "page" : undefined}
                          className={cn(
                            "group/nav flex h-10 items-center gap-3 rounded-lg px-3 text-sm font-medium transition-colors",
                            active
                              ? "bg-gradient-to-r from-sidebar-primary to-sidebar-primary/75 text-sidebar-primary-foreground shadow-md shadow-sidebar-primary/25"
                              : "text-sidebar-foreground hover:bg-sidebar-accent hover:text-sidebar-accent-foreground",
                          )}
                        >
                          <span className="relative shrink-0">
                            <Icon className="size-5" strokeWidth={active ? 2.25 : 1.9} />
                            {item.badge && !expanded && (
                              <UnreadBadge
                                count={unread[item.badge]}
                                className="absolute -top-1.5 -right-2"
                              />
                            )}
                          </span>
                          <span className={cn("truncate transition-opacity", !expanded && "sr-only")}>
                            {label}
                          </span>
                          {item.badge && expanded && (
                            <UnreadBadge
                              count={unread[item.badge]}
                              className="ml-auto"
                              testId="sidebar-unread"
                            />
                          )}
                        </Link>
                      </Hint>
                    </li>
                  );
                })}
              </ul>
            </div>
          ))}
        </nav>

        {organization && (
          <div className="shrink-0 border-t border-sidebar-border p-3.5">
            <div
              className={cn(
                "flex items-center gap-3 rounded-lg bg-sidebar-accent/60 px-2.5 py-2",
                !expanded && "justify-center px-0",
              )}
            >
              <span className="grid size-8 shrink-0 place-items-center rounded-md bg-sidebar-primary/15 text-sidebar-primary">
                <Building2 className="size-4" />
              </span>
              {expanded && (
                <div className="min-w-0">
                  <div className="truncate text-xs text-sidebar-muted">{t`所属组织`}</div>
                  <div className="truncate text-sm font-medium text-sidebar-accent-foreground">
                    {organization.name}
                  </div>
                </div>
              )}
            </div>
          </div>
        )}
      </aside>
    </>
  );
}
