import { useQueries } from "@tanstack/react-query";
import { trpc } from "@/lib/trpc";
import type { WeightEntry } from "./body-entry-values";

/** Older entries are read in pages this large (the list's largest): three years of daily logs in one or two reads. */
const OLDER_PAGE = 1000;

/**
 * The entries before the overview's year (its `older_weights`: `count` of them, all dated before
 * `before`), behind the `recent` entries the overview answered whole.
 */
export type OlderEntries = { clientId: number; before: string; count: number; recent: number };

/**
 * Those older entries, newest first, read only once the table shows everything (`wanted`): the
 * pages of GET weight_trackings (newest first) that hold positions `recent` … `recent + count`.
 */
export function useOlderWeights(older: OlderEntries | null, wanted: boolean) {
  const span = older && wanted ? older : null;
  const first = span ? Math.floor(span.recent / OLDER_PAGE) + 1 : 1;
  const last = span ? Math.ceil((span.recent + span.count) / OLDER_PAGE) : 0;
  const pages = useQueries({
    queries: Array.from({ length: Math.max(0, last - first + 1) }, (_, i) =>
      trpc.progress.weightTrackings.list.queryOptions({
        client_id: span?.clientId ?? 0,
        page: first + i,
        per_page: OLDER_PAGE,
      }),
    ),
  });
  const entries: WeightEntry[] = span
    ? pages.flatMap((p) => p.data?.weight_trackings ?? []).filter((e) => e.date < span.before)
    : [];
  return { entries, loading: pages.some((p) => p.isPending) };
}
