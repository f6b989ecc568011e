import { Trans, useLingui } from "@lingui/react/macro";
import { Checkbox } from "@/components/ui/checkbox";
import { cn } from "@/lib/utils";
import { SYNC_LABELS, SYNC_TONES } from "./labels";
import { SYNC_COUNTS, type SyncCount, type SyncRow } from "./model";

// The two long names get room to wrap only at their brackets (break-keep), e.g. 已完成或已过去 /（保留）.
const WIDTHS: Record<SyncCount, string> = {
  updated: "w-14",
  added: "w-14",
  removed: "w-14",
  customised: "w-20",
  kept: "w-28",
  unchanged: "w-16",
};

/**
 * One row per client: a box to include them, the name, then the six figures. From `sm` up it is a
 * table; on a phone each row becomes a card (the name on its own line, then the non-zero figures
 * with their names), so the dialog never scrolls sideways.
 */
export function SyncTable({
  rows,
  picked,
  onToggle,
  readOnly,
}: {
  rows: readonly SyncRow[];
  picked: ReadonlySet<number>;
  onToggle: (clientId: number, on: boolean) => void;
  readOnly: boolean;
}) {
  const { t, i18n } = useLingui();
  return (
    <div className="max-h-[45dvh] overflow-y-auto rounded-md border sm:max-h-72">
      <table className="w-full text-sm" data-testid="sync-table">
        <thead className="sticky top-0 z-10 hidden bg-muted text-muted-foreground text-xs sm:table-header-group">
          <tr>
            {!readOnly && (
              <th className="w-9 px-3 py-2">
                <span className="sr-only">
                  <Trans>同步</Trans>
                </span>
              </th>
            )}
            <th className="px-3 py-2 text-left font-medium">{t`学员`}</th>
            {SYNC_COUNTS.map((key) => (
              <th
                key={key}
                className={cn(
                  "break-keep px-2 py-2 text-right align-bottom font-medium leading-tight",
                  WIDTHS[key],
                )}
              >
                {i18n._(SYNC_LABELS[key])}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y">
          {rows.map((row) => {
            const on = picked.has(row.client_id);
            return (
              <tr
                key={row.client_id}
                className={cn(
                  "flex flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2 sm:table-row sm:p-0",
                  !readOnly && !on && "opacity-60",
                )}
                data-testid="sync-row"
                data-client-id={row.client_id}
                data-picked={on || undefined}
              >
                {!readOnly && (
                  <td className="sm:w-9 sm:px-3 sm:py-1.5">
                    <Checkbox
                      checked={on}
                      onCheckedChange={(checked) => onToggle(row.client_id, checked === true)}
                      aria-label={t`同步 ${row.name}`}
                      className="align-middle"
                      data-testid="sync-pick"
                    />
                  </td>
                )}
                <td
                  className="min-w-0 flex-1 basis-[calc(100%-2rem)] truncate font-medium sm:max-w-48 sm:px-3 sm:py-1.5 sm:font-normal"
                  data-testid="sync-client-name"
                >
                  {row.name}
                </td>
                {SYNC_COUNTS.map((key) => {
                  const value = row[key];
                  return (
                    <td
                      key={key}
                      className={cn(
                        "text-xs tabular-nums sm:px-2 sm:py-1.5 sm:text-right sm:text-sm",
                        value === 0 && "hidden text-muted-foreground sm:table-cell",
                      )}
                      data-testid={`sync-${key}`}
                      data-value={value}
                    >
                      <span className="sm:hidden">{i18n._(SYNC_LABELS[key])} </span>
                      <span className={cn(value > 0 && SYNC_TONES[key])}>{value}</span>
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
