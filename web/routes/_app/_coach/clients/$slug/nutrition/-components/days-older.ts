import { useQueries, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { trpc } from "@/lib/trpc";
import { olderLogsInput } from "./logs-query";

/**
 * The logged days before the page's last 30: each 显示更早的记录 reads the next page of the
 * logs API ending the day before that window. Whether any exist at all comes from a one-row probe's
 * meta (total_count), so the button shows only when there is something to show; after that, more
 * exist while fewer than the pages' total are shown.
 */
export function useOlderDays(clientId: number, timezone: string | null | undefined) {
  const [pageCount, setPageCount] = useState(0);
  const probe = useQuery(trpc.nutrition.logs.list.queryOptions(olderLogsInput(clientId, timezone, 1, 1)));
  const pages = useQueries({
    queries: Array.from({ length: pageCount }, (_, i) =>
      trpc.nutrition.logs.list.queryOptions(olderLogsInput(clientId, timezone, i + 1)),
    ),
  });
  const logs = pages.flatMap((p) => p.data?.daily_nutrition_logs ?? []);
  const total = (pages.at(-1)?.data ?? probe.data)?.meta.total_count ?? 0;
  return {
    logs,
    hasMore: logs.length < total,
    loading: pages.some((p) => p.isPending),
    loadMore: () => setPageCount((n) => n + 1),
  };
}
