import { Trans, useLingui } from "@lingui/react/macro";
import { keepPreviousData, useQuery, useSuspenseQuery } from "@tanstack/react-query";
import { getRouteApi } from "@tanstack/react-router";
import { useId, useMemo, useState } from "react";
import { roundToHalfKg } from "#shared/result-sets";
import { LineChart } from "@/components/charts/line-chart";
import { Pager } from "@/components/list/pager";
import { type ExerciseRecords, historyInput, recordsByExercise } from "@/components/records/records-model";
import { Skeleton } from "@/components/ui/skeleton";
import { trpc } from "@/lib/trpc";
import { RecordsSetsTable } from "./records-sets-table";

const route = getRouteApi("/_app/_coach/clients/$slug/progress/");
const PER_PAGE = 20;

/**
 * One exercise's history in the 进展 view: pick an exercise (`?exercise=`, the first by default),
 * see its best estimated 1RM per date as a chart and its sets, newest first, a page at a time.
 */
export function RecordsHistorySection({ clientId, slug }: { clientId: number; slug: string }) {
  const { t } = useLingui();
  const { data } = useSuspenseQuery(trpc.records.personalRecords.queryOptions({ client_id: clientId }));
  const lines = useMemo(() => recordsByExercise(data.personal_records), [data]);
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const pickerId = useId();
  const line = lines.find((l) => l.key === search.exercise) ?? lines[0];
  if (!line) return null;
  return (
    <section aria-labelledby="history-title" className="space-y-3" data-testid="history-section">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="history-title" className="font-semibold text-base">
          <Trans>动作进展</Trans>
        </h2>
        <label htmlFor={pickerId} className="sr-only">{t`动作`}</label>
        <select
          id={pickerId}
          className="h-8 max-w-64 rounded-md border bg-background px-2 text-sm"
          value={line.key}
          onChange={(e) =>
            void navigate({ search: { exercise: e.target.value }, replace: true, resetScroll: false })
          }
          data-testid="history-exercise"
        >
          {lines.map((l) => (
            <option key={l.key} value={l.key}>
              {l.name}
            </option>
          ))}
        </select>
      </div>
      {/* Keyed by exercise: another exercise starts on its first page. */}
      <ExerciseHistory key={line.key} clientId={clientId} slug={slug} line={line} />
    </section>
  );
}

function ExerciseHistory({
  clientId,
  slug,
  line,
}: {
  clientId: number;
  slug: string;
  line: ExerciseRecords;
}) {
  const { t } = useLingui();
  const [page, setPage] = useState(1);
  const { data } = useQuery({
    ...trpc.records.exerciseHistory.queryOptions({
      client_id: clientId,
      ...historyInput(line),
      page,
      per_page: PER_PAGE,
    }),
    placeholderData: keepPreviousData,
  });
  const series = useMemo(
    () => [
      {
        label: line.name,
        points: (data?.e1rm ?? []).flatMap((d) =>
          d.e1rm_kg === null ? [] : [{ date: d.date, value: roundToHalfKg(d.e1rm_kg) }],
        ),
      },
    ],
    [data?.e1rm, line.name],
  );
  if (!data) return <Skeleton className="h-72 w-full" />;
  return (
    <div className="space-y-4">
      {series[0]?.points.length ? (
        <LineChart series={series} unit="kg" yLabel={t`估算 1RM（kg）`} />
      ) : (
        <p className="text-muted-foreground text-sm">
          <Trans>这个动作只有自重或 10 次以上的组，没有可以估算 1RM 的组。</Trans>
        </p>
      )}
      <RecordsSetsTable sets={data.sets} slug={slug} />
      <Pager
        meta={data.meta}
        onPage={(p) => setPage(p ?? 1)}
        hideWhenSingle
        testId="history-pager"
        range={(from, to, { total_count: total }) => (
          <Trans>
            第 {from}–{to} 组，共 {total} 组
          </Trans>
        )}
      />
    </div>
  );
}
