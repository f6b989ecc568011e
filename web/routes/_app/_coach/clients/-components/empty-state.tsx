import { Trans } from "@lingui/react/macro";
import { SearchX, UsersRound } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { AddClientButton, useSetSearch } from "./clients-page";

/** No clients at all → add the first one; nothing matches → clear the filters. */
export function EmptyState({ filtered, onAdd }: { filtered: boolean; onAdd: () => void }) {
  const setSearch = useSetSearch();
  return (
    <Card className="border-dashed shadow-none" data-testid={filtered ? "clients-no-match" : "clients-empty"}>
      <CardContent className="flex flex-col items-center gap-3 py-14 text-center">
        <span className="grid size-12 place-items-center rounded-full bg-muted text-muted-foreground">
          {filtered ? <SearchX className="size-6" /> : <UsersRound className="size-6" />}
        </span>
        {filtered ? (
          <>
            <div className="font-medium">
              <Trans>没有符合条件的学员</Trans>
            </div>
            <p className="max-w-sm text-sm text-muted-foreground">
              <Trans>换个关键词，或清除筛选条件查看全部学员。</Trans>
            </p>
            <Button
              variant="outline"
              onClick={() =>
                setSearch({
                  q: undefined,
                  state: undefined,
                  trainer: undefined,
                  attention: undefined,
                  all: true,
                })
              }
              data-testid="clear-filters"
            >
              <Trans>清除筛选</Trans>
            </Button>
          </>
        ) : (
          <>
            <div className="font-medium">
              <Trans>还没有学员</Trans>
            </div>
            <p className="max-w-sm text-sm text-muted-foreground">
              <Trans>添加第一位学员，为他安排训练；学员完成训练后，完成率会显示在这里。</Trans>
            </p>
            <AddClientButton onClick={onAdd} />
          </>
        )}
      </CardContent>
    </Card>
  );
}
