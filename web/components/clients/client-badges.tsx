import { useLingui } from "@lingui/react/macro";
import { AlertTriangle } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Hint } from "@/components/ui/tooltip";
import { cn } from "@/lib/utils";
import {
  type ClientState,
  complianceTone,
  formatRate,
  type NeedsAttentionReason,
  REASON_LABELS,
  STATE_LABELS,
} from "./model";

const TONE_CLASSES = {
  good: "bg-success/12 text-success",
  fair: "bg-warning/15 text-amber-800 dark:text-warning",
  poor: "bg-destructive/12 text-destructive dark:text-red-400",
} as const;

/** A compliance rate, coloured: ≥ 80 % green, ≥ 50 % amber, else red; no rate is "—". */
export function ComplianceValue({
  rate,
  className,
}: {
  rate: number | null | undefined;
  className?: string;
}) {
  const tone = complianceTone(rate);
  return (
    <span
      data-tone={tone ?? "none"}
      className={cn(
        "inline-flex min-w-11 justify-center rounded-md px-1.5 py-0.5 text-xs font-semibold tabular-nums",
        tone ? TONE_CLASSES[tone] : "text-muted-foreground",
        className,
      )}
    >
      {formatRate(rate)}
    </span>
  );
}

const STATE_CLASSES: Record<ClientState, string> = {
  active: "border-transparent bg-success/12 text-success",
  pending: "border-transparent bg-sky-500/12 text-sky-700 dark:text-sky-300",
  inactive: "border-transparent bg-muted text-muted-foreground",
  archived: "border-dashed text-muted-foreground",
};

export function StateBadge({ state }: { state: string }) {
  const { i18n } = useLingui();
  const known = state in STATE_LABELS ? (state as ClientState) : null;
  return (
    <Badge variant="outline" className={known ? STATE_CLASSES[known] : undefined} data-testid="client-state">
      {known ? i18n._(STATE_LABELS[known]) : state}
    </Badge>
  );
}

/** Why a client needs attention: one badge per reason, its explanation in a tooltip. */
export function AttentionBadges({ reasons }: { reasons: readonly NeedsAttentionReason[] | undefined }) {
  const { i18n } = useLingui();
  if (!reasons?.length) return null;
  return (
    <span className="flex flex-wrap gap-1">
      {reasons.map((reason) => {
        const label = REASON_LABELS[reason];
        if (!label) return null;
        return (
          <Hint key={reason} label={<span className="block max-w-60">{i18n._(label.hint)}</span>}>
            <Badge
              tabIndex={0}
              variant="outline"
              className="cursor-help border-warning/40 bg-warning/10 text-amber-800 dark:text-warning"
              data-testid="attention-reason"
              data-reason={reason}
            >
              <AlertTriangle />
              {i18n._(label.label)}
            </Badge>
          </Hint>
        );
      })}
    </span>
  );
}
