import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { formatKg, formatRecordDate } from "@/components/records/records-format";
import type { RouterOutputs } from "@/lib/trpc";

type HistorySet = RouterOutputs["records"]["exerciseHistory"]["sets"][number];

/** A set has no id of its own: its item and its place among that item's sets name it. */
function keyedSets(sets: HistorySet[]) {
  const seen = new Map<number, number>();
  return sets.map((set) => {
    const n = seen.get(set.workout_item_id) ?? 0;
    seen.set(set.workout_item_id, n + 1);
    return { key: `${set.workout_item_id}-${n}`, set };
  });
}

/** One page of an exercise's sets, newest first, each day linking to its workout. */
export function RecordsSetsTable({ sets, slug }: { sets: HistorySet[]; slug: string }) {
  const { t, i18n } = useLingui();
  return (
    <div className="overflow-x-auto rounded-md border">
      <table className="w-full text-sm" data-testid="history-sets">
        <caption className="sr-only">{t`训练组`}</caption>
        <thead>
          <tr className="border-b text-left text-muted-foreground">
            <th scope="col" className="px-3 py-2 font-medium">
              <Trans>日期</Trans>
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              <Trans>重量</Trans>
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              <Trans>次数</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {keyedSets(sets).map(({ key, set: s }) => (
            <tr key={key} className="border-b last:border-0" data-testid="history-set">
              <td className="px-3 py-1.5">
                <Link
                  to="/clients/$slug/workouts/{-$id}"
                  params={{ slug, id: String(s.workout_id) }}
                  className="underline-offset-4 hover:underline"
                >
                  {formatRecordDate(s.date, i18n.locale)}
                </Link>
              </td>
              <td className="px-3 py-1.5 text-right tabular-nums">
                {s.weight_kg === null ? t`自重` : formatKg(s.weight_kg, i18n.locale)}
              </td>
              <td className="px-3 py-1.5 text-right tabular-nums">{s.reps}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
