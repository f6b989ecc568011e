import { Trans } from "@lingui/react/macro";
import { useSuspenseQuery } from "@tanstack/react-query";
import { getRouteApi, Link } from "@tanstack/react-router";
import { Trophy } from "lucide-react";
import { useMemo } from "react";
import { recordsByExercise } from "@/components/records/records-model";
import { RecordsTable } from "@/components/records/records-table";
import { trpc } from "@/lib/trpc";

const route = getRouteApi("/_app/_coach/clients/$slug/progress/");

/**
 * 个人纪录 of the 进展 view: the records table, each figure linking to the workout it was set in;
 * an exercise's name shows its history below (`?exercise=`). With nothing logged yet, what will
 * fill it and how.
 */
export function RecordsTableSection({ clientId, slug }: { clientId: number; slug: string }) {
  const { data } = useSuspenseQuery(trpc.records.personalRecords.queryOptions({ client_id: clientId }));
  const lines = useMemo(() => recordsByExercise(data.personal_records), [data]);
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const picked = (lines.find((l) => l.key === search.exercise) ?? lines[0])?.key;
  return (
    <section aria-labelledby="records-title" className="space-y-3" data-testid="records-section">
      <h2 id="records-title" className="font-semibold text-base">
        <Trans>个人纪录</Trans>
      </h2>
      {lines.length === 0 ? (
        <div
          className="flex flex-col items-center gap-2 rounded-md border border-dashed px-6 py-10 text-center"
          data-testid="records-empty"
        >
          <Trophy className="size-6 text-muted-foreground" aria-hidden="true" />
          <p className="font-medium text-sm">
            <Trans>还没有纪录</Trans>
          </p>
          <p className="max-w-md text-muted-foreground text-sm">
            <Trans>
              学员记下「60kg × 8, 8, 8」这样的训练结果后，这里会算出每个动作的估算 1RM 和 1、3、5、10
              次的最好成绩。
            </Trans>
          </p>
        </div>
      ) : (
        <RecordsTable
          lines={lines}
          picked={picked}
          onPick={(key) => void navigate({ search: { exercise: key }, replace: true, resetScroll: false })}
          link={(record, children) => (
            <Link
              to="/clients/$slug/workouts/{-$id}"
              params={{ slug, id: String(record.workout_id) }}
              className="underline-offset-4 hover:underline"
            >
              {children}
            </Link>
          )}
        />
      )}
    </section>
  );
}
