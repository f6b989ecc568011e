import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { AttentionBadges, ComplianceValue, StateBadge } from "@/components/clients/client-badges";
import type { ClientEntry } from "@/components/clients/model";
import { UserAvatar } from "@/components/layout/user-avatar";
import { Card } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { Hint } from "@/components/ui/tooltip";
import { ClientRowActions } from "./row-actions";
import { LastCompleted, ProgrammedUntil } from "./row-dates";
import { SORTS, SortHeader } from "./sort-header";

export type RowActions = {
  onEdit: (entry: ClientEntry) => void;
  onDelete: (entry: ClientEntry) => void;
};

/** The wide table (md and up). */
export function ClientsTable({
  entries,
  selected,
  onToggle,
  onToggleAll,
  onEdit,
  onDelete,
}: {
  entries: ClientEntry[];
  selected: ReadonlySet<number>;
  onToggle: (id: number, on: boolean) => void;
  onToggleAll: (on: boolean) => void;
} & RowActions) {
  const { t } = useLingui();
  const all = entries.length > 0 && entries.every((e) => selected.has(e.client.id));
  const some = !all && entries.some((e) => selected.has(e.client.id));
  return (
    <Card className="gap-0 overflow-hidden py-0">
      <Table data-testid="clients-table">
        <TableHeader className="bg-muted/40">
          <TableRow className="hover:bg-transparent">
            <TableHead className="w-10 pl-4">
              <Checkbox
                checked={all ? true : some ? "indeterminate" : false}
                onCheckedChange={(v) => onToggleAll(v === true)}
                aria-label={t`全选本页`}
                data-testid="select-all"
              />
            </TableHead>
            <SortHeader sort={SORTS.name} testId="sort-name">
              <Trans>学员</Trans>
            </SortHeader>
            <TableHead>
              <Trans>教练</Trans>
            </TableHead>
            <TableHead>
              <Trans>状态</Trans>
            </TableHead>
            <SortHeader sort={SORTS.compliance7} className="text-center" testId="sort-compliance-7">
              <Trans>7 天</Trans>
            </SortHeader>
            <SortHeader sort={SORTS.compliance30} className="text-center" testId="sort-compliance-30">
              <Trans>30 天</Trans>
            </SortHeader>
            <SortHeader sort={SORTS.compliance90} className="text-center" testId="sort-compliance-90">
              <Trans>90 天</Trans>
            </SortHeader>
            <SortHeader sort={SORTS.lastCompleted} testId="sort-last-completed">
              <Trans>上次完成</Trans>
            </SortHeader>
            <SortHeader sort={SORTS.due} testId="sort-due">
              <Trans>计划至</Trans>
            </SortHeader>
            <TableHead className="text-center">
              <Hint label={<Trans>已错过的训练次数</Trans>}>
                <span className="cursor-help">
                  <Trans>错过</Trans>
                </span>
              </Hint>
            </TableHead>
            <TableHead className="w-24 pr-4 text-right">
              <span className="sr-only">
                <Trans>操作</Trans>
              </span>
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {entries.map((entry) => (
            <ClientRow
              key={entry.client.id}
              entry={entry}
              checked={selected.has(entry.client.id)}
              onToggle={onToggle}
              onEdit={onEdit}
              onDelete={onDelete}
            />
          ))}
        </TableBody>
      </Table>
    </Card>
  );
}

function ClientRow({
  entry,
  checked,
  onToggle,
  onEdit,
  onDelete,
}: {
  entry: ClientEntry;
  checked: boolean;
  onToggle: (id: number, on: boolean) => void;
} & RowActions) {
  const { t } = useLingui();
  const { client, user } = entry;
  const name = user?.name ?? t`未知学员`;
  return (
    <TableRow
      data-state={checked ? "selected" : undefined}
      data-testid="client-row"
      data-client-id={client.id}
    >
      <TableCell className="pl-4">
        <Checkbox
          checked={checked}
          onCheckedChange={(v) => onToggle(client.id, v === true)}
          aria-label={t`选择 ${name}`}
          data-testid="select-client"
        />
      </TableCell>
      <TableCell className="max-w-72">
        <div className="flex items-center gap-3">
          <UserAvatar name={user?.name} imageUrl={user?.image_url} />
          <div className="min-w-0">
            <Link
              to="/clients/$slug/workouts/{-$id}"
              params={{ slug: client.slug, id: undefined }}
              className="block truncate font-medium hover:text-primary hover:underline"
              data-testid="client-name"
            >
              {name}
            </Link>
            <div className="mt-0.5 flex flex-wrap items-center gap-1">
              {user?.email || user?.phone_number ? (
                <span className="truncate text-xs text-muted-foreground">
                  {user.email || user.phone_number}
                </span>
              ) : null}
              <AttentionBadges reasons={client.needs_attention_reasons} />
            </div>
          </div>
        </div>
      </TableCell>
      <TableCell className="text-muted-foreground" data-testid="client-trainer">
        {entry.trainerName ?? "—"}
      </TableCell>
      <TableCell>
        <StateBadge state={client.state} />
      </TableCell>
      <TableCell className="text-center" data-testid="compliance-7">
        <ComplianceValue rate={client.compliance_rate_for_7_days} />
      </TableCell>
      <TableCell className="text-center">
        <ComplianceValue rate={client.compliance_rate_for_30_days} />
      </TableCell>
      <TableCell className="text-center">
        <ComplianceValue rate={client.compliance_rate_for_90_days} />
      </TableCell>
      <TableCell>
        <LastCompleted at={client.last_completed_at} />
      </TableCell>
      <TableCell>
        <ProgrammedUntil due={client.due} />
      </TableCell>
      <TableCell className="text-center tabular-nums">
        <span
          className={
            client.missed_sessions_count > 0 ? "font-medium text-destructive" : "text-muted-foreground"
          }
        >
          {client.missed_sessions_count}
        </span>
      </TableCell>
      <TableCell className="pr-4 text-right">
        <div className="flex justify-end gap-1">
          <ClientRowActions entry={entry} onEdit={onEdit} onDelete={onDelete} />
        </div>
      </TableCell>
    </TableRow>
  );
}
