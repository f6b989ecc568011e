import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { Trophy } from "lucide-react";
import { formatKg } from "@/components/records/records-format";
import { exerciseKeyOf, latestRecords, recordKg } from "@/components/records/records-model";
import { formatMonthDay } from "@/components/workouts/dates";
import { trpc } from "@/lib/trpc";

const KIND_LABEL = { e1rm: "e1RM", "1rm": "1RM", "3rm": "3RM", "5rm": "5RM", "10rm": "10RM" } as const;

/**
 * The calendar header's latest records: the client's two newest, one per exercise, each opening
 * that exercise in 进展. Each link is a full 24 px tall (WCAG 2.5.8 target size: stacked small
 * links were too close to tap), so two fit beside the trend chart. Nothing while loading or before
 * the first record (the header stays calm).
 */
export function LatestRecords({ clientId, slug }: { clientId: number; slug: string }) {
  const { t, i18n } = useLingui();
  const { data } = useQuery(trpc.records.personalRecords.queryOptions({ client_id: clientId }));
  const latest = data ? latestRecords(data.personal_records, 2) : [];
  if (latest.length === 0) return null;
  return (
    <div className="hidden min-w-0 items-center gap-2 text-xs md:flex" data-testid="latest-records">
      <Trophy className="size-4 shrink-0 text-amber-500" aria-hidden="true" />
      <ul className="flex min-w-0 flex-col" aria-label={t`最新纪录`}>
        {latest.map((r) => (
          <li key={`${r.workout_item_id}-${r.kind}`} className="min-w-0">
            <Link
              to="/clients/$slug/progress"
              params={{ slug }}
              search={{ exercise: exerciseKeyOf(r) }}
              className="block truncate leading-6 underline-offset-4 hover:underline"
            >
              <span className="font-medium">{r.exercise_name}</span>{" "}
              <span className="tabular-nums">
                {KIND_LABEL[r.kind]} {formatKg(recordKg(r), i18n.locale)}
              </span>{" "}
              <span className="text-muted-foreground">{formatMonthDay(r.date, i18n.locale)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
