import { useQueryClient, useSuspenseQuery } from "@tanstack/react-query";
import { useSession } from "@/lib/auth";
import { type RouterOutputs, trpc } from "@/lib/trpc";

/** The client's 进展 view in one read (`progress.overview`): every section reads this answer. */
export type ProgressOverview = RouterOutputs["progress"]["overview"];

export const overviewOptions = (clientId: number) =>
  trpc.progress.overview.queryOptions({ client_id: clientId });

export function useProgressOverview(clientId: number): ProgressOverview {
  return useSuspenseQuery(overviewOptions(clientId)).data;
}

/**
 * After any progress write: the overview and the per-kind lists (`progress.*`) are read again, so
 * the charts, tables and the calendar header's latest bodyweight follow the server.
 */
export function useRefreshProgress() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries(trpc.progress.pathFilter());
}

/** The viewer's units (a coach's own profile setting): metric shows kg, imperial lb. */
export function useViewerUnits(): "metric" | "imperial" {
  return useSession()?.user?.units === "imperial" ? "imperial" : "metric";
}

/** A metric's name in the interface language (metrics are defined with both). */
export const metricName = (metric: { name_zh: string; name_en: string }, locale: string) =>
  locale.startsWith("en") ? metric.name_en : metric.name_zh;

/** A stored day as the tables show it, with its year (charts may span several): 2026年11月21日 / Nov 21, 2026. */
export function formatEntryDate(ymd: string, locale: string): string {
  const [y, m, d] = ymd.split("-").map(Number) as [number, number, number];
  return new Intl.DateTimeFormat(locale, { year: "numeric", month: "short", day: "numeric" }).format(
    new Date(y, m - 1, d),
  );
}
