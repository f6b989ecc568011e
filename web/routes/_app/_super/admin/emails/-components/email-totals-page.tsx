import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { KIND_LABELS, STATUS_LABELS } from "@/components/emails/labels";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { type RouterOutputs, trpc } from "@/lib/trpc";

type Totals = RouterOutputs["emails"]["totals"];
type Kind = Totals["totals"][number]["kind"];
type Status = Totals["totals"][number]["status"];

/** The states shown as columns; `sending` (a runner's few seconds) counts as waiting. */
const COLUMNS = ["sent", "skipped", "failed", "pending"] as const satisfies readonly Status[];
const columnOf = (status: Status) => (status === "sending" ? "pending" : status);

/** Sums the server's per-day rows into one row per kind. */
function byKind(totals: Totals["totals"]) {
  const rows = new Map<Kind, Record<(typeof COLUMNS)[number], number>>();
  for (const { kind, status, n } of totals) {
    const row = rows.get(kind) ?? { sent: 0, skipped: 0, failed: 0, pending: 0 };
    row[columnOf(status)] += n;
    rows.set(kind, row);
  }
  return [...rows];
}

/** /admin/emails: how many emails each kind sent, skipped and failed across organizations. */
export function EmailTotalsPage() {
  const { i18n } = useLingui();
  const totals = useQuery(trpc.emails.totals.queryOptions({}));
  const rows = totals.data ? byKind(totals.data.totals) : [];
  return (
    <div className="space-y-4" data-testid="email-totals-page">
      {totals.data ? (
        <p className="text-sm text-muted-foreground">
          <Trans>
            {totals.data.from} 至 {totals.data.to}（收件人当地日期）
          </Trans>
        </p>
      ) : null}
      {totals.data && rows.length === 0 ? (
        <p className="rounded-xl border bg-card p-8 text-center text-sm text-muted-foreground">
          <Trans>这段时间没有邮件</Trans>
        </p>
      ) : (
        <div className="rounded-xl border bg-card shadow-sm">
          <Table data-testid="email-totals">
            <TableHeader>
              <TableRow>
                <TableHead>
                  <Trans>类型</Trans>
                </TableHead>
                {COLUMNS.map((status) => (
                  <TableHead key={status} className="text-right">
                    {i18n._(STATUS_LABELS[status])}
                  </TableHead>
                ))}
              </TableRow>
            </TableHeader>
            <TableBody>
              {rows.map(([kind, counts]) => (
                <TableRow key={kind} data-testid="email-totals-row">
                  <TableCell>{i18n._(KIND_LABELS[kind])}</TableCell>
                  {COLUMNS.map((status) => (
                    <TableCell key={status} className="text-right tabular-nums">
                      {counts[status]}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      )}
    </div>
  );
}
