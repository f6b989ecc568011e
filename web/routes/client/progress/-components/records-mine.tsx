import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { Trophy } from "lucide-react";
import { type ReactNode, useMemo } from "react";
import { ListSkeleton, OfflineEmpty, Section } from "@/components/client-app/sections";
import { formatKg, formatRecordDate } from "@/components/records/records-format";
import {
  type ExerciseRecords,
  type PersonalRecord,
  REP_KINDS,
  recordKg,
  recordsByExercise,
} from "@/components/records/records-model";
import { useClientContext } from "@/lib/client-app/queries";
import { trpc } from "@/lib/trpc";

const REP_LABEL = { "1rm": "1RM", "3rm": "3RM", "5rm": "5RM", "10rm": "10RM" } as const;

/**
 * 我的纪录: one card per exercise, the estimated 1RM large, the best weights for 1/3/5/10 reps
 * beneath, each opening the workout it was set in. Cards rather than the coach's wide table: the
 * client app is read on a phone.
 */
export function RecordsMine() {
  const { clientId } = useClientContext();
  const query = useQuery(trpc.records.personalRecords.queryOptions({ client_id: clientId }));
  const lines = useMemo(() => recordsByExercise(query.data?.personal_records ?? []), [query.data]);
  return (
    <Section title={<Trans>我的纪录</Trans>} testId="my-records">
      {query.data === undefined ? (
        query.fetchStatus === "paused" ? (
          <OfflineEmpty />
        ) : (
          <ListSkeleton rows={2} />
        )
      ) : lines.length === 0 ? (
        <div
          className="flex flex-col items-center gap-2 rounded-xl border border-dashed p-6 text-center"
          data-testid="my-records-empty"
        >
          <Trophy className="size-6 text-muted-foreground" aria-hidden="true" />
          <p className="text-sm text-muted-foreground">
            <Trans>记下训练结果，例如「60kg × 8, 8, 8」，你的个人纪录就会出现在这里。</Trans>
          </p>
        </div>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2">
          {lines.map((line) => (
            <RecordCard key={line.key} line={line} />
          ))}
        </ul>
      )}
    </Section>
  );
}

function RecordCard({ line }: { line: ExerciseRecords }) {
  const { i18n } = useLingui();
  const workoutLink = (r: PersonalRecord, children: ReactNode) => (
    <Link
      to="/client/workouts/$id"
      params={{ id: String(r.workout_id) }}
      className="underline-offset-4 hover:underline"
    >
      {children}
    </Link>
  );
  const e1rm = line.e1rm;
  return (
    <li className="rounded-xl border bg-card p-4" data-testid="my-record" data-exercise={line.name}>
      <h3 className="font-semibold leading-snug break-words">{line.name}</h3>
      {e1rm && (
        <p className="mt-1 flex flex-wrap items-baseline gap-x-2">
          <span className="text-muted-foreground text-xs">
            <Trans>估算 1RM</Trans>
          </span>
          {workoutLink(
            e1rm,
            <span className="font-semibold text-2xl tabular-nums">
              {formatKg(recordKg(e1rm), i18n.locale)}
            </span>,
          )}
          <span className="text-muted-foreground text-xs">
            {formatKg(e1rm.weight_kg, i18n.locale)} × {e1rm.reps} · {formatRecordDate(e1rm.date, i18n.locale)}
          </span>
        </p>
      )}
      <dl className="mt-3 grid grid-cols-4 gap-2 text-center">
        {REP_KINDS.map((k) => {
          const r = line.reps[k];
          return (
            <div key={k} className="rounded-md bg-muted/50 px-1 py-1.5">
              <dt className="text-muted-foreground text-xs">{REP_LABEL[k]}</dt>
              <dd className="font-medium text-sm tabular-nums">
                {r ? workoutLink(r, formatKg(r.weight_kg, i18n.locale)) : "—"}
              </dd>
            </div>
          );
        })}
      </dl>
    </li>
  );
}
