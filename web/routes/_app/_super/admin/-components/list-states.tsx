import { Trans } from "@lingui/react/macro";
import { AlertTriangle, Inbox, SearchX } from "lucide-react";
import type { ReactNode } from "react";
import type { PageMeta } from "@/components/list/pager";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { ListSkeleton } from "./list-skeleton";
import { AdminPager } from "./pager";
import { hasFilters } from "./search-params";
import { useAdminSearch, useSetAdminSearch } from "./use-admin-search";

/**
 * An admin list page's body, whatever it lists: the load error (with retry), the skeleton, the
 * empty state (`empty` when nothing exists yet; "no match" with a reset when filtered), else the
 * rows (`children`, dimmed while the next page loads) and the pager.
 */
export function AdminList<T>({
  list,
  rows,
  empty,
  children,
}: {
  list: { isError: boolean; isPlaceholderData: boolean; data?: { meta: PageMeta }; refetch: () => unknown };
  rows: T[] | undefined;
  empty: ReactNode;
  children: (rows: T[]) => ReactNode;
}) {
  const search = useAdminSearch();
  if (list.isError && !list.data) return <ListError onRetry={() => void list.refetch()} />;
  if (!list.data || !rows) return <ListSkeleton />;
  if (rows.length === 0) return <EmptyList filtered={hasFilters(search)}>{empty}</EmptyList>;
  return (
    <div className={list.isPlaceholderData ? "opacity-60 transition-opacity" : "transition-opacity"}>
      {children(rows)}
      <AdminPager meta={list.data.meta} />
    </div>
  );
}

/** Nothing at all yet (with what to do), or nothing matching the filters (with a way back). */
function EmptyList({ filtered, children }: { filtered: boolean; children: ReactNode }) {
  const setSearch = useSetAdminSearch();
  return (
    <Card className="border-dashed shadow-none" data-testid={filtered ? "admin-no-match" : "admin-empty"}>
      <CardContent className="flex flex-col items-center gap-3 py-14 text-center">
        <span className="grid size-12 place-items-center rounded-full bg-muted text-muted-foreground">
          {filtered ? <SearchX className="size-6" /> : <Inbox className="size-6" />}
        </span>
        {filtered ? (
          <>
            <div className="font-medium">
              <Trans>没有符合条件的记录</Trans>
            </div>
            <Button
              variant="outline"
              onClick={() => setSearch({ q: undefined, org: undefined, trainer: undefined })}
            >
              <Trans>清除筛选</Trans>
            </Button>
          </>
        ) : (
          children
        )}
      </CardContent>
    </Card>
  );
}

/** The page could not be loaded: say so and offer to try again. */
function ListError({ onRetry }: { onRetry: () => void }) {
  return (
    <Card className="border-destructive/40 shadow-none" data-testid="admin-list-error">
      <CardContent className="flex flex-col items-center gap-3 py-12 text-center">
        <AlertTriangle className="size-6 text-destructive" />
        <div className="font-medium">
          <Trans>列表加载失败</Trans>
        </div>
        <Button variant="outline" onClick={onRetry}>
          <Trans>重试</Trans>
        </Button>
      </CardContent>
    </Card>
  );
}
