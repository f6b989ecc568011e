import { useLingui } from "@lingui/react/macro";
import { Link, useNavigate } from "@tanstack/react-router";
import { ChevronDown, LogOut, UserRound } from "lucide-react";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { signInPathFor, useSession } from "@/lib/auth";
import { signOut } from "@/lib/session";
import { roleLabelOf } from "./role-label";
import { UserAvatar } from "./user-avatar";

export function UserMenu() {
  const { t, i18n } = useLingui();
  const session = useSession();
  const navigate = useNavigate();
  const user = session?.user;
  if (!user) return null;
  const roleLabel = i18n._(roleLabelOf(session));

  const onSignOut = () => {
    const target = session.role === "super" ? signInPathFor("/admin") : signInPathFor("/");
    signOut();
    void navigate({ to: target });
  };

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <button
          type="button"
          data-testid="user-menu"
          className="flex items-center gap-2.5 rounded-full py-1 pr-2 pl-1 transition-colors hover:bg-accent"
        >
          {/* The name is the visible name and role, then what the button opens (WCAG 2.5.3). */}
          <span className="relative" aria-hidden="true">
            <UserAvatar name={user.name} imageUrl={user.image_url} />
            <span className="absolute right-0 bottom-0 size-2.5 rounded-full bg-success ring-2 ring-background" />
          </span>
          <span className="hidden text-left leading-tight md:block">
            <span className="block max-w-36 truncate text-sm font-medium">{user.name || user.email}</span>
            <span className="block text-xs text-muted-foreground">{roleLabel}</span>
          </span>
          <ChevronDown className="hidden size-4 text-muted-foreground md:block" />
          <span className="sr-only">{t`账户菜单`}</span>
        </button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-60">
        <DropdownMenuLabel className="flex items-center gap-3 py-2">
          <UserAvatar name={user.name} imageUrl={user.image_url} />
          <div className="min-w-0">
            <div className="truncate font-medium">{user.name}</div>
            <div className="truncate text-xs font-normal text-muted-foreground">
              {user.email ?? user.phone_number}
            </div>
          </div>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to="/profile">
            <UserRound />
            {t`个人资料`}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem variant="destructive" onSelect={onSignOut} data-testid="sign-out">
          <LogOut />
          {t`退出登录`}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
