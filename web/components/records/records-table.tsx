import { Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { cn } from "@/lib/utils";
import { formatKg, formatRecordDate } from "./records-format";
import { type ExerciseRecords, type PersonalRecord, REP_KINDS, recordKg } from "./records-model";

const REP_LABEL = { "1rm": "1RM", "3rm": "3RM", "5rm": "5RM", "10rm": "10RM" } as const;

/**
 * The records table: one line per exercise with its estimated 1RM (to 0.5 kg, with the set it
 * comes from) and its best weight for at least 1, 3, 5 and 10 reps, each with its date and a link
 * to the workout (`link` wraps a figure in the screen's own link). With `onPick`, an exercise's
 * name picks it (the coach's history below the table). Wide on a phone: it scrolls sideways with
 * the exercise column held in place.
 */
export function RecordsTable({
  lines,
  link,
  picked,
  onPick,
}: {
  lines: ExerciseRecords[];
  link: (record: PersonalRecord, children: ReactNode) => ReactNode;
  picked?: string;
  onPick?: (key: string) => void;
}) {
  const { t, i18n } = useLingui();
  const cell = (record: PersonalRecord | null | undefined, detail: ReactNode) =>
    record ? (
      <div className="flex flex-col items-end">
        {link(
          record,
          <span className="font-medium tabular-nums">{formatKg(recordKg(record), i18n.locale)}</span>,
        )}
        <span className="text-muted-foreground text-xs">{detail}</span>
      </div>
    ) : (
      <span className="text-muted-foreground">—</span>
    );
  return (
    <div className="overflow-x-auto rounded-md border">
      <table className="w-full min-w-[40rem] text-sm" data-testid="records-table">
        <caption className="sr-only">{t`个人纪录`}</caption>
        <thead>
          <tr className="border-b text-muted-foreground">
            <th scope="col" className="sticky left-0 bg-background px-3 py-2 text-left font-medium">
              <Trans>动作</Trans>
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              <Trans>估算 1RM</Trans>
            </th>
            {REP_KINDS.map((k) => (
              <th key={k} scope="col" className="px-3 py-2 text-right font-medium">
                {REP_LABEL[k]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => {
            const e1rm = line.e1rm;
            return (
              <tr
                key={line.key}
                className={cn("border-b last:border-0", picked === line.key && "bg-muted")}
                data-testid="records-row"
                data-exercise={line.name}
              >
                <th
                  scope="row"
                  className={cn(
                    "sticky left-0 px-3 py-2 text-left font-medium",
                    picked === line.key ? "bg-muted" : "bg-background",
                  )}
                >
                  {onPick ? (
                    <button
                      type="button"
                      className="text-left underline-offset-4 hover:underline"
                      aria-pressed={picked === line.key}
                      onClick={() => onPick(line.key)}
                    >
                      {line.name}
                    </button>
                  ) : (
                    line.name
                  )}
                </th>
                <td className="px-3 py-2 text-right" data-kind="e1rm">
                  {cell(
                    e1rm,
                    e1rm &&
                      `${formatKg(e1rm.weight_kg, i18n.locale)} × ${e1rm.reps} · ${formatRecordDate(e1rm.date, i18n.locale)}`,
                  )}
                </td>
                {REP_KINDS.map((k) => {
                  const r = line.reps[k];
                  return (
                    <td key={k} className="px-3 py-2 text-right" data-kind={k}>
                      {cell(r, r && `× ${r.reps} · ${formatRecordDate(r.date, i18n.locale)}`)}
                    </td>
                  );
                })}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
