import { Trans } from "@lingui/react/macro";
import { Link, useLocation } from "@tanstack/react-router";
import { CalendarDays, FileText, History, MessagesSquare, TrendingUp, UserRound } from "lucide-react";
import type { ReactNode } from "react";
import { UnreadBadge } from "@/components/layout/unread-badge";
import { useUnreadCounts } from "@/lib/conversations/use-unread-counts";
import { cn } from "@/lib/utils";

const TABS: Array<{
  to:
    | "/client"
    | "/client/history"
    | "/client/progress"
    | "/client/messages"
    | "/client/documents"
    | "/client/profile";
  icon: ReactNode;
  label: ReactNode;
  exact: boolean;
}> = [
  { to: "/client", icon: <CalendarDays />, label: <Trans>今天</Trans>, exact: true },
  { to: "/client/history", icon: <History />, label: <Trans>历史</Trans>, exact: false },
  { to: "/client/progress", icon: <TrendingUp />, label: <Trans>进展</Trans>, exact: false },
  { to: "/client/messages", icon: <MessagesSquare />, label: <Trans>消息</Trans>, exact: false },
  { to: "/client/documents", icon: <FileText />, label: <Trans>文档</Trans>, exact: false },
  { to: "/client/profile", icon: <UserRound />, label: <Trans>我的</Trans>, exact: false },
];

/**
 * 今天 / 历史 / 进展 / 消息 (with its unread count) / 文档 / 我的: a bottom bar within thumb reach on phones, plain tabs in the header from 768 px.
 * A workout page counts as 今天 (it is opened from there).
 */
export function ClientTabs({ variant }: { variant: "bottom" | "top" }) {
  const onWorkout = useLocation({ select: (l) => l.pathname.startsWith("/client/workouts/") });
  // A workout page belongs to 今天; Link's own active state only knows exact paths.
  const unread = useUnreadCounts().conversations;
  const badge = (to: string, className: string) =>
    to === "/client/messages" ? (
      <UnreadBadge count={unread} className={className} testId="client-messages-unread" />
    ) : null;
  const forced = (to: string) => (onWorkout && to === "/client" ? { "data-status": "active" } : {});
  if (variant === "top") {
    return (
      <nav className="ml-4 hidden items-center gap-1 md:flex" aria-label="client">
        {TABS.map((tab) => (
          <Link
            key={tab.to}
            to={tab.to}
            activeOptions={{ exact: tab.exact }}
            {...forced(tab.to)}
            className="flex h-9 items-center gap-2 rounded-md px-3 text-sm font-medium text-muted-foreground transition-colors hover:bg-accent hover:text-foreground data-[status=active]:bg-primary/10 data-[status=active]:text-primary [&_svg]:size-4"
          >
            {tab.icon}
            {tab.label}
            {badge(tab.to, "")}
          </Link>
        ))}
      </nav>
    );
  }
  return (
    <nav
      className="fixed inset-x-0 bottom-0 z-30 border-t bg-background/95 pb-[env(safe-area-inset-bottom)] backdrop-blur md:hidden"
      data-testid="client-tabbar"
    >
      {/* One column per tab, however many there are. */}
      <ul
        className="mx-auto grid h-16 max-w-md"
        style={{ gridTemplateColumns: `repeat(${TABS.length}, minmax(0, 1fr))` }}
      >
        {TABS.map((tab) => (
          <li key={tab.to}>
            <Link
              to={tab.to}
              activeOptions={{ exact: tab.exact }}
              {...forced(tab.to)}
              className={cn(
                "flex h-full flex-col items-center justify-center gap-1 text-xs font-medium text-muted-foreground transition-colors",
                "data-[status=active]:text-primary [&_svg]:size-6",
              )}
            >
              <span className="relative">
                {tab.icon}
                {badge(tab.to, "absolute -top-1 -right-2.5")}
              </span>
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
