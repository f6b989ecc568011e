import { Trans } from "@lingui/react/macro";
import { AlertTriangle, Inbox, SearchX } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { useSetAdminSearch } from "./use-admin-search";

export { ListSkeleton } from "./list-skeleton";

/** Nothing at all yet (with what to do), or nothing matching the filters (with a way back). */
export function EmptyList({ filtered, children }: { filtered: boolean; children: ReactNode }) {
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
export function ListError({ onRetry }: { onRetry: () => void }) {
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
