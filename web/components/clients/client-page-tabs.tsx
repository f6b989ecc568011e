import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";

/** Each tab: its look, its look when it is the current view, and a current tab matched by path only. */
const tab = {
  className:
    "inline-flex h-8 items-center rounded-md px-3 font-medium text-muted-foreground text-sm transition-colors hover:bg-muted hover:text-foreground",
  activeProps: { className: "bg-muted text-foreground" },
  activeOptions: { includeSearch: false },
} as const;

/**
 * The views of one client on the coach's side (日历, 进展, 习惯, 营养, …), at the top of each of them. One
 * line per view: a new per-client screen adds its tab here. The current view's tab is marked for
 * sight and, by Link, with aria-current="page".
 */
export function ClientPageTabs({
  slug,
  name,
}: {
  slug: string /** The client, where the view does not name them. */;
  name?: string;
}) {
  const { t } = useLingui();
  return (
    <nav
      aria-label={t`学员页面`}
      className="flex flex-wrap items-center gap-1"
      data-testid="client-page-tabs"
    >
      {name !== undefined && <span className="mr-2 font-semibold text-sm">{name}</span>}
      <Link to="/clients/$slug/workouts/{-$id}" params={{ slug, id: undefined }} {...tab}>
        <Trans>日历</Trans>
      </Link>
      <Link to="/clients/$slug/progress" params={{ slug }} {...tab}>
        <Trans>进展</Trans>
      </Link>
      <Link to="/clients/$slug/habits" params={{ slug }} {...tab}>
        <Trans>习惯</Trans>
      </Link>
      <Link to="/clients/$slug/nutrition" params={{ slug }} {...tab}>
        <Trans>营养</Trans>
      </Link>
    </nav>
  );
}
