import { Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { cn } from "@/lib/utils";

type Rates = {
  compliance_rate_for_7_days: number | null;
  compliance_rate_for_30_days: number | null;
  compliance_rate_for_90_days: number | null;
};

/** Share of due workouts completed over 7/30/90 days — the same figures as the coach's client list. */
export function ComplianceTiles({ client }: { client: Rates | undefined }) {
  return (
    <div className="grid grid-cols-3 gap-2" data-testid="compliance">
      <Tile label={<Trans>近 7 天完成率</Trans>} rate={client?.compliance_rate_for_7_days} />
      <Tile label={<Trans>近 30 天完成率</Trans>} rate={client?.compliance_rate_for_30_days} />
      <Tile label={<Trans>近 90 天完成率</Trans>} rate={client?.compliance_rate_for_90_days} />
    </div>
  );
}

function Tile({ label, rate }: { label: ReactNode; rate: number | null | undefined }) {
  const { i18n } = useLingui();
  const tone =
    rate == null
      ? "text-muted-foreground"
      : rate >= 0.8
        ? "text-success"
        : rate >= 0.5
          ? "text-amber-600"
          : "text-destructive";
  return (
    <div className="rounded-xl border bg-card p-3 text-center">
      <div className={cn("text-2xl font-semibold tabular-nums", tone)} data-testid="compliance-rate">
        {rate == null
          ? "—"
          : new Intl.NumberFormat(i18n.locale, { style: "percent", maximumFractionDigits: 0 }).format(rate)}
      </div>
      <div className="mt-0.5 text-xs text-muted-foreground">{label}</div>
    </div>
  );
}
