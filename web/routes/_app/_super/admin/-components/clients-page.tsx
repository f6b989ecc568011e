import { Trans, useLingui } from "@lingui/react/macro";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { ArrowRightLeft, CalendarDays } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { trpc } from "@/lib/trpc";
import { useWindowWidth } from "@/lib/viewport";
import { AdminList } from "./list-states";
import { OrganizationFilter } from "./organization-picker";
import { SearchBox } from "./search-box";
import { pageInput } from "./search-params";
import { TrainerPicker } from "./trainer-picker";
import type { AdminClient } from "./types";
import { useAdminSearch, useSetAdminSearch } from "./use-admin-search";

const TransferClientDialog = lazy(() => import("./transfer-client-dialog"));

/** /admin/clinets: clients of every organization, by organization, trainer and search. */
export function AdminClientsPage() {
  const { t } = useLingui();
  const search = useAdminSearch();
  const setSearch = useSetAdminSearch();
  const list = useQuery({
    ...trpc.admin.clients.queryOptions(pageInput(search)),
    placeholderData: keepPreviousData,
  });
  const isPhone = useWindowWidth() < 768;
  const [transferring, setTransferring] = useState<AdminClient | null>(null);

  return (
    <div className="space-y-4" data-testid="admin-clients-page">
      <Card className="py-4">
        <CardContent className="flex flex-col gap-3 px-4 sm:flex-row sm:flex-wrap sm:items-center">
          <SearchBox placeholder={t`搜索姓名、邮箱或手机号`} testId="admin-clients-search" />
          <OrganizationFilter
            value={search.org}
            onChange={(org) => setSearch({ org, trainer: undefined })}
            testId="clients-organization-filter"
          />
          {search.org && <TrainerFilter key={search.org} organizationId={search.org} />}
        </CardContent>
      </Card>
      <AdminList
        list={list}
        rows={list.data?.clients}
        empty={
          <>
            <div className="font-medium">
              <Trans>还没有学员</Trans>
            </div>
            <p className="max-w-sm text-sm text-muted-foreground">
              <Trans>教练在“学员”页添加学员后，会显示在这里。</Trans>
            </p>
          </>
        }
      >
        {(rows) =>
          isPhone ? (
            <ClientCards rows={rows} onTransfer={setTransferring} />
          ) : (
            <ClientsTable rows={rows} onTransfer={setTransferring} />
          )
        }
      </AdminList>
      <Suspense fallback={null}>
        {transferring && (
          <TransferClientDialog
            client={transferring}
            open
            onOpenChange={(o) => !o && setTransferring(null)}
          />
        )}
      </Suspense>
    </div>
  );
}

/** The trainers of the chosen organization, searched on the server, as a filter. */
function TrainerFilter({ organizationId }: { organizationId: number }) {
  const { t } = useLingui();
  const search = useAdminSearch();
  const setSearch = useSetAdminSearch();
  return (
    <TrainerPicker
      organizationId={organizationId}
      value={search.trainer ?? null}
      onChange={(trainer) => setSearch({ trainer: trainer ?? undefined })}
      noneLabel={t`全部教练`}
      label={t`教练`}
      testId="clients-trainer-filter"
      className="sm:w-44"
    />
  );
}

function StateBadge({ state }: { state: string }) {
  if (state === "active") return null;
  return <Badge variant="outline">{state === "archived" ? <Trans>已归档</Trans> : state}</Badge>;
}

function Actions({ row, onTransfer }: { row: AdminClient; onTransfer: (c: AdminClient) => void }) {
  const { t } = useLingui();
  return (
    <div className="flex justify-end gap-1">
      <Button variant="ghost" size="sm" asChild>
        <Link
          to="/admin/clinets/$slug"
          params={{ slug: row.slug }}
          aria-label={t`查看 ${row.name} 的日历`}
          data-testid="client-calendar-link"
        >
          <CalendarDays />
          <span className="hidden lg:inline">
            <Trans>日历</Trans>
          </span>
        </Link>
      </Button>
      <Button
        variant="ghost"
        size="sm"
        disabled={!row.organization}
        onClick={() => onTransfer(row)}
        data-testid="client-transfer"
      >
        <ArrowRightLeft />
        <span className="hidden lg:inline">
          <Trans>转移</Trans>
        </span>
      </Button>
    </div>
  );
}

function ClientsTable({ rows, onTransfer }: { rows: AdminClient[]; onTransfer: (c: AdminClient) => void }) {
  return (
    <Card className="gap-0 p-0">
      <Table data-testid="admin-clients-table">
        <TableHeader>
          <TableRow>
            <TableHead className="pl-4">
              <Trans>学员</Trans>
            </TableHead>
            <TableHead>
              <Trans>联系方式</Trans>
            </TableHead>
            <TableHead>
              <Trans>组织</Trans>
            </TableHead>
            <TableHead>
              <Trans>教练</Trans>
            </TableHead>
            <TableHead className="w-40">
              {/* A header names its column, also for the row actions (screen readers read it). */}
              <span className="sr-only">
                <Trans>操作</Trans>
              </span>
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id} data-testid="admin-client-row">
              <TableCell className="pl-4 font-medium">
                <span className="flex items-center gap-2">
                  {row.name}
                  <StateBadge state={row.state} />
                </span>
              </TableCell>
              <TableCell className="max-w-56">
                <div className="truncate">{row.email}</div>
                {row.phone_number && <div className="text-xs text-muted-foreground">{row.phone_number}</div>}
              </TableCell>
              <TableCell>{row.organization?.name ?? "—"}</TableCell>
              <TableCell>{row.trainer?.name ?? <span className="text-muted-foreground">—</span>}</TableCell>
              <TableCell className="pr-4">
                <Actions row={row} onTransfer={onTransfer} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Card>
  );
}

function ClientCards({ rows, onTransfer }: { rows: AdminClient[]; onTransfer: (c: AdminClient) => void }) {
  return (
    <ul className="space-y-3" data-testid="admin-clients-cards">
      {rows.map((row) => (
        <li key={row.id}>
          <Card className="gap-1 p-4" data-testid="admin-client-row">
            <div className="flex items-start gap-2">
              <div className="min-w-0 flex-1">
                <div className="flex items-center gap-2 font-medium">
                  {row.name}
                  <StateBadge state={row.state} />
                </div>
                <div className="truncate text-sm text-muted-foreground">{row.email ?? row.phone_number}</div>
              </div>
              <Actions row={row} onTransfer={onTransfer} />
            </div>
            <div className="text-sm text-muted-foreground">
              {row.organization?.name ?? "—"} · {row.trainer?.name ?? "—"}
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}
