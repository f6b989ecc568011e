import { useLingui } from "@lingui/react/macro";
import { Menu } from "lucide-react";
import { NotificationBell } from "@/components/notifications/notification-bell";
import { Button } from "@/components/ui/button";
import { Separator } from "@/components/ui/separator";
import { sidebar } from "@/lib/sidebar";
import { useIsNarrow } from "@/lib/viewport";
import { LocaleSwitcher } from "./locale-switcher";
import { StarredBar } from "./starred";
import { ThemeSwitcher } from "./theme-switcher";
import { UserMenu } from "./user-menu";

/** Static navbar (SPEC: static navbar): menu button on narrow screens, starred pages, switches, user. */
export function Navbar() {
  const { t } = useLingui();
  const narrow = useIsNarrow();
  return (
    <header className="px-4 pt-4 lg:px-8" data-testid="navbar">
      <div className="flex h-14 items-center gap-2 rounded-xl border bg-card px-3 shadow-sm sm:px-4">
        {narrow && (
          <Button
            variant="ghost"
            size="icon"
            onClick={() => sidebar.setOverlayOpen(true)}
            aria-label={t`打开菜单`}
            data-testid="sidebar-open"
          >
            <Menu className="size-5" />
          </Button>
        )}
        <StarredBar />
        <div className="ml-auto flex items-center gap-1">
          <NotificationBell />
          <LocaleSwitcher />
          <ThemeSwitcher />
          <Separator orientation="vertical" className="mx-1.5 !h-6" />
          <UserMenu />
        </div>
      </div>
    </header>
  );
}
