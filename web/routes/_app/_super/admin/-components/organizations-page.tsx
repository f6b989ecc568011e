import { Trans, useLingui } from "@lingui/react/macro";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { Building2, Pencil, Plus, Trash2, UsersRound } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { DropdownMenuItem, DropdownMenuSeparator } from "@/components/ui/dropdown-menu";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { trpc } from "@/lib/trpc";
import { useWindowWidth } from "@/lib/viewport";
import { AdminList } from "./list-states";
import { RowMenu } from "./row-menu";
import { SearchBox } from "./search-box";
import { pageInput } from "./search-params";
import { type AdminOrganization, shortDate } from "./types";
import { useAdminSearch } from "./use-admin-search";

// Dialogs load when first opened: their forms stay out of the list's chunk.
const CreateOrganizationDialog = lazy(() => import("./create-organization-dialog"));
const EditOrganizationDialog = lazy(() => import("./edit-organization-dialog"));
const DeleteOrganizationDialog = lazy(() => import("./delete-organization-dialog"));

type Actions = { onEdit: (o: AdminOrganization) => void; onDelete: (o: AdminOrganization) => void };

/** /admin/organizations: every organization, one server page, with its figures and actions. */
export function OrganizationsPage() {
  const { t } = useLingui();
  const search = useAdminSearch();
  const list = useQuery({
    ...trpc.admin.organizations.queryOptions(pageInput(search)),
    placeholderData: keepPreviousData,
  });
  const isPhone = useWindowWidth() < 768;
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<AdminOrganization | null>(null);
  const [deleting, setDeleting] = useState<AdminOrganization | null>(null);
  const actions: Actions = { onEdit: setEditing, onDelete: setDeleting };

  return (
    <div className="space-y-4" data-testid="admin-organizations-page">
      <Card className="py-4">
        <CardContent className="flex flex-col gap-3 px-4 sm:flex-row sm:items-center">
          <SearchBox placeholder={t`搜索组织名称或所有者邮箱`} testId="organizations-search" />
          <Button className="sm:ml-auto" onClick={() => setCreating(true)} data-testid="organization-create">
            <Plus />
            <Trans>新建组织</Trans>
          </Button>
        </CardContent>
      </Card>
      <AdminList
        list={list}
        rows={list.data?.organizations}
        empty={
          <>
            <div className="font-medium">
              <Trans>还没有组织</Trans>
            </div>
            <p className="max-w-sm text-sm text-muted-foreground">
              <Trans>新建一个组织并指定所有者，所有者即可登录并添加教练。</Trans>
            </p>
            <Button onClick={() => setCreating(true)}>
              <Plus />
              <Trans>新建组织</Trans>
            </Button>
          </>
        }
      >
        {(rows) =>
          isPhone ? (
            <OrganizationCards rows={rows} {...actions} />
          ) : (
            <OrganizationsTable rows={rows} {...actions} />
          )
        }
      </AdminList>
      <Suspense fallback={null}>
        {creating && <CreateOrganizationDialog open onOpenChange={setCreating} />}
        {editing && (
          <EditOrganizationDialog organization={editing} open onOpenChange={(o) => !o && setEditing(null)} />
        )}
        {deleting && (
          <DeleteOrganizationDialog
            organization={deleting}
            open
            onOpenChange={(o) => !o && setDeleting(null)}
          />
        )}
      </Suspense>
    </div>
  );
}

function OrganizationActions({ row, onEdit, onDelete }: Actions & { row: AdminOrganization }) {
  return (
    <RowMenu label={row.name} testId={`organization-menu-${row.id}`}>
      <DropdownMenuItem onSelect={() => onEdit(row)} data-testid="organization-edit">
        <Pencil />
        <Trans>编辑</Trans>
      </DropdownMenuItem>
      <DropdownMenuItem asChild>
        <Link to="/admin/trainers" search={{ org: row.id }}>
          <UsersRound />
          <Trans>查看教练</Trans>
        </Link>
      </DropdownMenuItem>
      <DropdownMenuItem asChild>
        <Link to="/admin/clinets" search={{ org: row.id }}>
          <Building2 />
          <Trans>查看学员</Trans>
        </Link>
      </DropdownMenuItem>
      <DropdownMenuSeparator />
      <DropdownMenuItem
        variant="destructive"
        onSelect={() => onDelete(row)}
        data-testid="organization-delete"
      >
        <Trash2 />
        <Trans>删除</Trans>
      </DropdownMenuItem>
    </RowMenu>
  );
}

function Owner({ row }: { row: AdminOrganization }) {
  if (!row.owner && row.pending_owner)
    return (
      <div className="min-w-0" data-testid="owner-invited">
        <div className="truncate">
          {row.pending_owner.name}{" "}
          <Badge variant="outline" className="ml-1">
            <Trans>所有者已邀请</Trans>
          </Badge>
        </div>
        <div className="truncate text-xs text-muted-foreground">{row.pending_owner.email}</div>
      </div>
    );
  if (!row.owner)
    return (
      <span className="text-muted-foreground">
        <Trans>未指定</Trans>
      </span>
    );
  return (
    <div className="min-w-0">
      <div className="truncate">{row.owner.name}</div>
      <div className="truncate text-xs text-muted-foreground">{row.owner.email}</div>
    </div>
  );
}

function OrganizationsTable({ rows, ...actions }: Actions & { rows: AdminOrganization[] }) {
  const { i18n } = useLingui();
  return (
    <Card className="gap-0 p-0">
      <Table data-testid="organizations-table">
        <TableHeader>
          <TableRow>
            <TableHead className="pl-4">
              <Trans>组织</Trans>
            </TableHead>
            <TableHead>
              <Trans>所有者</Trans>
            </TableHead>
            <TableHead className="text-right">
              <Trans>教练数</Trans>
            </TableHead>
            <TableHead className="text-right">
              <Trans>活跃学员</Trans>
            </TableHead>
            <TableHead>
              <Trans>创建于</Trans>
            </TableHead>
            <TableHead className="w-12">
              {/* A header names its column, also for the row actions (screen readers read it). */}
              <span className="sr-only">
                <Trans>操作</Trans>
              </span>
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id} data-testid="organization-row">
              <TableCell className="pl-4 font-medium">
                <div>{row.name}</div>
                {row.subdomain && <div className="text-xs text-muted-foreground">{row.subdomain}</div>}
              </TableCell>
              <TableCell className="max-w-56">
                <Owner row={row} />
              </TableCell>
              <TableCell className="text-right tabular-nums">{row.trainers_count}</TableCell>
              <TableCell className="text-right tabular-nums">{row.active_clients_count}</TableCell>
              <TableCell className="text-muted-foreground">
                {shortDate(row.created_at, i18n.locale)}
              </TableCell>
              <TableCell className="pr-4">
                <OrganizationActions row={row} {...actions} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Card>
  );
}

function OrganizationCards({ rows, ...actions }: Actions & { rows: AdminOrganization[] }) {
  const { i18n } = useLingui();
  return (
    <ul className="space-y-3" data-testid="organizations-cards">
      {rows.map((row) => (
        <li key={row.id}>
          <Card className="gap-2 p-4" data-testid="organization-row">
            <div className="flex items-start gap-2">
              <div className="min-w-0 flex-1">
                <div className="font-medium">{row.name}</div>
                <div className="text-xs text-muted-foreground">{shortDate(row.created_at, i18n.locale)}</div>
              </div>
              <OrganizationActions row={row} {...actions} />
            </div>
            <Owner row={row} />
            <div className="flex gap-4 text-sm text-muted-foreground">
              <span>
                <Trans>教练 {row.trainers_count}</Trans>
              </span>
              <span>
                <Trans>活跃学员 {row.active_clients_count}</Trans>
              </span>
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}
