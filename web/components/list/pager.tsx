import { Trans, useLingui } from "@lingui/react/macro";
import { ChevronLeft, ChevronRight } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";

/** TrueCoach's paging envelope, as every list operation answers it (worker/domains/shared/paging.ts). */
export type PageMeta = { page: number; per_page: number; total_pages: number; total_count: number };

/**
 * Server-side pages of a list screen: "第 1–50 位，共 132 位", previous / next. Each screen says what
 * it counts (`range`) and how a page is kept (its URL search params, through `onPage`); going to
 * another page scrolls back to the top.
 */
export function Pager({
  meta,
  onPage,
  range,
  testId = "pager",
  hideWhenSingle = false,
}: {
  meta: PageMeta;
  onPage: (page: number | undefined) => void;
  range: (from: number, to: number, meta: PageMeta) => ReactNode;
  testId?: string;
  /** Nothing to show for a list that fits on one page. */
  hideWhenSingle?: boolean;
}) {
  const { t } = useLingui();
  const pages = Math.max(1, meta.total_pages);
  if (hideWhenSingle && pages <= 1 && meta.page <= 1) return null;
  const from = meta.total_count === 0 ? 0 : (meta.page - 1) * meta.per_page + 1;
  const to = Math.min(meta.total_count, meta.page * meta.per_page);
  const go = (page: number) => {
    onPage(page > 1 ? page : undefined);
    window.scrollTo({ top: 0 });
  };
  return (
    <nav
      className="flex flex-wrap items-center justify-between gap-3 px-1 pt-4 text-muted-foreground text-sm"
      aria-label={t`分页`}
      data-testid={testId}
    >
      <span data-testid="pager-range">{range(from, to, meta)}</span>
      <div className="flex items-center gap-2">
        <Button
          variant="outline"
          size="sm"
          disabled={meta.page <= 1}
          onClick={() => go(meta.page - 1)}
          data-testid="pager-prev"
        >
          <ChevronLeft />
          <Trans>上一页</Trans>
        </Button>
        <span className="tabular-nums" data-testid="pager-page">
          {meta.page} / {pages}
        </span>
        <Button
          variant="outline"
          size="sm"
          disabled={meta.page >= pages}
          onClick={() => go(meta.page + 1)}
          data-testid="pager-next"
        >
          <Trans>下一页</Trans>
          <ChevronRight />
        </Button>
      </div>
    </nav>
  );
}
