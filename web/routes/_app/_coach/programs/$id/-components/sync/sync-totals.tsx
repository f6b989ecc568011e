import { useLingui } from "@lingui/react/macro";
import { cn } from "@/lib/utils";
import { SYNC_LABELS, SYNC_TONES } from "./labels";
import { SYNC_COUNTS, type SyncTotals as Totals } from "./model";

/** The picked clients' figures added up, one tile each, above the per-client rows. */
export function SyncTotals({ totals }: { totals: Totals }) {
  const { i18n } = useLingui();
  return (
    <dl className="grid grid-cols-3 gap-2 sm:grid-cols-6" data-testid="sync-totals">
      {SYNC_COUNTS.map((key) => (
        <div key={key} className="flex flex-col justify-between rounded-md border px-2 py-1.5">
          <dt className="break-keep text-muted-foreground text-xs leading-tight">
            {i18n._(SYNC_LABELS[key])}
          </dt>
          <dd
            className={cn(
              "text-lg tabular-nums",
              totals[key] > 0 ? SYNC_TONES[key] : "text-muted-foreground",
            )}
            data-testid={`sync-total-${key}`}
          >
            {totals[key]}
          </dd>
        </div>
      ))}
    </dl>
  );
}
