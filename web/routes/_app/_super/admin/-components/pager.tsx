import { Trans, useLingui } from "@lingui/react/macro";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useSetAdminSearch } from "./use-admin-search";

type Meta = { page: number; per_page: number; total_pages: number; total_count: number };

/** Server-side pages: "1–20 of 132", previous / next. */
export function AdminPager({ meta }: { meta: Meta }) {
  const { t } = useLingui();
  const setSearch = useSetAdminSearch();
  const pages = Math.max(1, meta.total_pages);
  const from = meta.total_count === 0 ? 0 : (meta.page - 1) * meta.per_page + 1;
  const to = Math.min(meta.total_count, meta.page * meta.per_page);
  const go = (page: number) => {
    void setSearch({ page: page > 1 ? page : undefined });
    window.scrollTo({ top: 0 });
  };
  return (
    <nav
      className="flex flex-wrap items-center justify-between gap-3 px-1 pt-4 text-sm text-muted-foreground"
      aria-label={t`分页`}
      data-testid="admin-pager"
    >
      <span>
        <Trans>
          第 {from}–{to} 条，共 {meta.total_count} 条
        </Trans>
      </span>
      <div className="flex items-center gap-2">
        <Button variant="outline" size="sm" disabled={meta.page <= 1} onClick={() => go(meta.page - 1)}>
          <ChevronLeft />
          <Trans>上一页</Trans>
        </Button>
        <span className="tabular-nums">
          {meta.page} / {pages}
        </span>
        <Button variant="outline" size="sm" disabled={meta.page >= pages} onClick={() => go(meta.page + 1)}>
          <Trans>下一页</Trans>
          <ChevronRight />
        </Button>
      </div>
    </nav>
  );
}
