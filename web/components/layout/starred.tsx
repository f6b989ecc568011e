import type { MessageDescriptor } from "@lingui/core";
import { useLingui } from "@lingui/react/macro";
import { Link, useLocation, useMatches, useRouter } from "@tanstack/react-router";
import { Star } from "lucide-react";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { Hint } from "@/components/ui/tooltip";
import { isStarred, STARRED_SHOWN, type StarredPage, toggleStarred, useStarred } from "@/lib/starred";
import { cn } from "@/lib/utils";
import { iconForPath } from "./nav-config";

/** The title of a starred page, from its route's staticData (so it follows the language). */
function useStarredTitle() {
  const router = useRouter();
  const { i18n } = useLingui();
  return (page: StarredPage) => {
    const route = (
      router.routesById as unknown as Record<
        string,
        { options: { staticData?: { title?: MessageDescriptor } } }
      >
    )[page.routeId];
    const title = route?.options.staticData?.title;
    return title ? i18n._(title) : page.href;
  };
}

/** Navbar: the first 10 starred pages as icon links (SPEC section 9: starred list shows 10). */
export function StarredBar() {
  const { t } = useLingui();
  const starred = useStarred();
  const titleOf = useStarredTitle();
  const shown = starred.slice(0, STARRED_SHOWN);
  if (shown.length === 0) {
    return (
      <span className="hidden items-center gap-1.5 text-xs text-muted-foreground xl:flex">
        <Star className="size-3.5" />
        {t`点击页面标题旁的星标，收藏常用页面`}
      </span>
    );
  }
  return (
    <>
      <ul
        className="hidden items-center gap-0.5 md:flex"
        data-testid="starred-bar"
        aria-label={t`收藏的页面`}
      >
        {shown.map((page) => {
          const Icon = iconForPath(page.href.split("?")[0] ?? page.href) ?? Star;
          const title = titleOf(page);
          return (
            <li key={page.href}>
              <Hint label={title} side="bottom">
                <Button variant="ghost" size="icon" asChild>
                  <Link to={page.href} aria-label={title} data-testid="starred-link">
                    <Icon className="size-[18px]" />
                  </Link>
                </Button>
              </Hint>
            </li>
          );
        })}
      </ul>
      <div className="md:hidden">
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button variant="ghost" size="icon" aria-label={t`收藏的页面`}>
              <Star className="size-[18px]" />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="start" className="min-w-48">
            <DropdownMenuLabel className="text-xs text-muted-foreground">{t`收藏的页面`}</DropdownMenuLabel>
            <DropdownMenuSeparator />
            {shown.map((page) => {
              const Icon = iconForPath(page.href.split("?")[0] ?? page.href) ?? Star;
              return (
                <DropdownMenuItem key={page.href} asChild>
                  <Link to={page.href}>
                    <Icon />
                    {titleOf(page)}
                  </Link>
                </DropdownMenuItem>
              );
            })}
          </DropdownMenuContent>
        </DropdownMenu>
      </div>
    </>
  );
}

/** Star / unstar the current page (page header). */
export function StarToggle() {
  const { t } = useLingui();
  const starred = useStarred();
  const href = useLocation({ select: (l) => l.href });
  const routeId = useMatches({ select: (m) => m[m.length - 1]?.routeId ?? "" });
  const active = isStarred(starred, href);
  const label = active ? t`取消收藏此页面` : t`收藏此页面`;
  return (
    <Hint label={label}>
      <button
        type="button"
        data-testid="star-toggle"
        aria-pressed={active}
        aria-label={label}
        onClick={() => toggleStarred({ href, routeId })}
        className={cn(
          "grid size-8 place-items-center rounded-md transition-colors hover:bg-accent",
          active ? "text-amber-500" : "text-muted-foreground hover:text-foreground",
        )}
      >
        <Star className={cn("size-[18px]", active && "fill-current")} />
      </button>
    </Hint>
  );
}
