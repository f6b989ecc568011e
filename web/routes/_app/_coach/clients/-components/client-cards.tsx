import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { AttentionBadges, ComplianceValue, StateBadge } from "@/components/clients/client-badges";
import type { ClientEntry } from "@/components/clients/model";
import { UserAvatar } from "@/components/layout/user-avatar";
import { Card } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import type { RowActions } from "./clients-table";
import { ClientRowActions } from "./row-actions";
import { LastCompleted, ProgrammedUntil } from "./row-dates";

/** Phone width: one card per client instead of the wide table. */
export function ClientCards({
  entries,
  selected,
  onToggle,
  onEdit,
  onDelete,
}: {
  entries: ClientEntry[];
  selected: ReadonlySet<number>;
  onToggle: (id: number, on: boolean) => void;
} & RowActions) {
  const { t } = useLingui();
  return (
    <ul className="space-y-3" data-testid="client-cards">
      {entries.map((entry) => {
        const { client, user } = entry;
        const name = user?.name ?? t`未知学员`;
        return (
          <li key={client.id} data-testid="client-row" data-client-id={client.id}>
            <Card className="gap-3 px-4 py-4">
              <div className="flex items-start gap-3">
                <Checkbox
                  className="mt-2.5"
                  checked={selected.has(client.id)}
                  onCheckedChange={(v) => onToggle(client.id, v === true)}
                  aria-label={t`选择 ${name}`}
                  data-testid="select-client"
                />
                <UserAvatar name={user?.name} imageUrl={user?.image_url} className="size-10" />
                <div className="min-w-0 flex-1">
                  <div className="flex items-center gap-2">
                    <Link
                      to="/clients/$slug/workouts/{-$id}"
                      params={{ slug: client.slug, id: undefined }}
                      className="truncate font-medium hover:text-primary"
                      data-testid="client-name"
                    >
                      {name}
                    </Link>
                    <StateBadge state={client.state} />
                  </div>
                  <div className="truncate text-xs text-muted-foreground">
                    {entry.trainerName ? <Trans>教练：{entry.trainerName}</Trans> : (user?.email ?? "")}
                  </div>
                </div>
                <div className="flex shrink-0">
                  <ClientRowActions entry={entry} onEdit={onEdit} onDelete={onDelete} />
                </div>
              </div>
              <AttentionBadges reasons={client.needs_attention_reasons} />
              <div className="grid grid-cols-3 gap-2 rounded-lg bg-muted/40 p-2 text-center text-xs">
                {(
                  [
                    [t`7 天`, client.compliance_rate_for_7_days, "compliance-7"],
                    [t`30 天`, client.compliance_rate_for_30_days, "compliance-30"],
                    [t`90 天`, client.compliance_rate_for_90_days, "compliance-90"],
                  ] as const
                ).map(([label, rate, testId]) => (
                  <div key={testId} className="flex flex-col items-center gap-1" data-testid={testId}>
                    <span className="text-muted-foreground">{label}</span>
                    <ComplianceValue rate={rate} />
                  </div>
                ))}
              </div>
              <dl className="grid grid-cols-3 gap-2 text-xs">
                <div>
                  <dt className="text-muted-foreground">
                    <Trans>上次完成</Trans>
                  </dt>
                  <dd className="mt-0.5">
                    <LastCompleted at={client.last_completed_at} />
                  </dd>
                </div>
                <div>
                  <dt className="text-muted-foreground">
                    <Trans>计划至</Trans>
                  </dt>
                  <dd className="mt-0.5">
                    <ProgrammedUntil due={client.due} />
                  </dd>
                </div>
                <div>
                  <dt className="text-muted-foreground">
                    <Trans>错过</Trans>
                  </dt>
                  <dd className="mt-0.5 tabular-nums">{client.missed_sessions_count}</dd>
                </div>
              </dl>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
