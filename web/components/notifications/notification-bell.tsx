import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { Bell } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { UnreadBadge } from "@/components/layout/unread-badge";
import { Button } from "@/components/ui/button";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import { useUnreadCounts } from "@/lib/conversations/use-unread-counts";

// The list (its query, grouping and rows) loads with the first opening, not with every page.
const NotificationPanel = lazy(() => import("./notification-panel"));

/** The bell: the unread count (unless the coach turned it off) and, on click, the notifications grouped by client. */
export function NotificationBell({ asClient = false }: { asClient?: boolean }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const { notifications } = useUnreadCounts();
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="relative"
          aria-label={
            notifications > 0
              ? plural(notifications, { one: "通知（# 条未读）", other: "通知（# 条未读）" })
              : t`通知`
          }
          data-testid="notification-bell"
        >
          <Bell className="size-5" />
          <UnreadBadge count={notifications} className="absolute top-0.5 right-0.5" testId="bell-count" />
        </Button>
      </PopoverTrigger>
      <PopoverContent align="end" className="w-[22rem] p-0" data-testid="notification-popover">
        <Suspense fallback={<div className="h-40 animate-pulse" />}>
          {open && <NotificationPanel asClient={asClient} onNavigate={() => setOpen(false)} />}
        </Suspense>
      </PopoverContent>
    </Popover>
  );
}
