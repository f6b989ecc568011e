import { i18n as globalI18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ArrowRightLeft, Ban, CircleCheck, Pencil, Trash2 } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent } from "@/components/ui/card";
import { DropdownMenuItem, DropdownMenuSeparator } from "@/components/ui/dropdown-menu";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { notifySuccess } from "@/lib/notify";
import { trpc } from "@/lib/trpc";
import { useWindowWidth } from "@/lib/viewport";
import { AdminList } from "./list-states";
import { OrganizationFilter } from "./organization-picker";
import { RowMenu } from "./row-menu";
import { SearchBox } from "./search-box";
import { pageInput } from "./search-params";
import type { AdminTrainer } from "./types";
import { useAdminSearch, useSetAdminSearch } from "./use-admin-search";

const EditTrainerDialog = lazy(() => import("@/components/trainers/edit-trainer-dialog"));
const MoveTrainerDialog = lazy(() => import("./move-trainer-dialog"));
const DeleteTrainerDialog = lazy(() => import("./delete-trainer-dialog"));

const ENABLED = msg`已允许登录`;
const DISABLED = msg`已禁止登录`;

type Actions = {
  onEdit: (r: AdminTrainer) => void;
  onMove: (r: AdminTrainer) => void;
  onToggle: (r: AdminTrainer) => void;
  onDelete: (r: AdminTrainer) => void;
};

/** /admin/trainers: trainers of every organization, filtered by organization and searched. */
export function TrainersPage() {
  const { t } = useLingui();
  const search = useAdminSearch();
  const setSearch = useSetAdminSearch();
  const queryClient = useQueryClient();
  const list = useQuery({
    ...trpc.admin.trainers.queryOptions(pageInput(search)),
    placeholderData: keepPreviousData,
  });
  const isPhone = useWindowWidth() < 768;
  const [editing, setEditing] = useState<AdminTrainer | null>(null);
  const [moving, setMoving] = useState<AdminTrainer | null>(null);
  const [deleting, setDeleting] = useState<AdminTrainer | null>(null);
  const setDisabled = useMutation(trpc.users.update.mutationOptions());

  const onToggle = async (row: AdminTrainer) => {
    try {
      await setDisabled.mutateAsync({ id: row.user_id, user: { disabled: !row.disabled } });
      notifySuccess(row.disabled ? globalI18n._(ENABLED) : globalI18n._(DISABLED));
      await queryClient.invalidateQueries(trpc.admin.trainers.pathFilter());
    } catch {
      // shown as a notification
    }
  };
  const actions: Actions = { onEdit: setEditing, onMove: setMoving, onToggle, onDelete: setDeleting };

  return (
    <div className="space-y-4" data-testid="admin-trainers-page">
      <Card className="py-4">
        <CardContent className="flex flex-col gap-3 px-4 sm:flex-row sm:items-center">
          <SearchBox placeholder={t`搜索姓名、邮箱或手机号`} testId="trainers-search" />
          <OrganizationFilter
            value={search.org}
            onChange={(org) => setSearch({ org })}
            testId="trainers-organization-filter"
          />
        </CardContent>
      </Card>
      <AdminList
        list={list}
        rows={list.data?.trainers}
        empty={
          <>
            <div className="font-medium">
              <Trans>还没有教练</Trans>
            </div>
            <p className="max-w-sm text-sm text-muted-foreground">
              <Trans>组织的所有者或管理员在“团队”页添加教练。</Trans>
            </p>
          </>
        }
      >
        {(rows) =>
          isPhone ? <TrainerCards rows={rows} {...actions} /> : <TrainersTable rows={rows} {...actions} />
        }
      </AdminList>
      <Suspense fallback={null}>
        {editing && (
          <EditTrainerDialog
            trainer={{
              trainerId: editing.id,
              userId: editing.user_id,
              name: editing.name,
              email: editing.email,
              phone: editing.phone_number,
              isAdmin: editing.is_admin,
              canAddClients: editing.can_add_clients,
              maxClients: editing.max_clients,
              adminFieldsEditable: !editing.is_owner,
            }}
            onClose={() => setEditing(null)}
            onSaved={() => queryClient.invalidateQueries(trpc.admin.trainers.pathFilter())}
          />
        )}
        {moving && <MoveTrainerDialog trainer={moving} open onOpenChange={(o) => !o && setMoving(null)} />}
        {deleting && <DeleteTrainerDialog trainer={deleting} onClose={() => setDeleting(null)} />}
      </Suspense>
    </div>
  );
}

function TrainerActions({ row, onEdit, onMove, onToggle, onDelete }: Actions & { row: AdminTrainer }) {
  return (
    <RowMenu label={row.name} testId={`trainer-menu-${row.id}`}>
      <DropdownMenuItem onSelect={() => onEdit(row)} data-testid="trainer-edit">
        <Pencil />
        <Trans>编辑</Trans>
      </DropdownMenuItem>
      <DropdownMenuItem onSelect={() => onMove(row)} data-testid="trainer-move">
        <ArrowRightLeft />
        <Trans>移至其他组织</Trans>
      </DropdownMenuItem>
      <DropdownMenuItem onSelect={() => onToggle(row)} data-testid="trainer-toggle">
        {row.disabled ? <CircleCheck /> : <Ban />}
        {row.disabled ? <Trans>允许登录</Trans> : <Trans>禁止登录</Trans>}
      </DropdownMenuItem>
      <DropdownMenuSeparator />
      <DropdownMenuItem variant="destructive" onSelect={() => onDelete(row)} data-testid="trainer-delete">
        <Trash2 />
        <Trans>删除</Trans>
      </DropdownMenuItem>
    </RowMenu>
  );
}

function Badges({ row }: { row: AdminTrainer }) {
  if (!row.is_admin && !row.disabled) return null;
  return (
    <span className="flex flex-wrap gap-1">
      {row.is_owner ? (
        <Badge variant="secondary">
          <Trans>所有者</Trans>
        </Badge>
      ) : row.is_admin ? (
        <Badge variant="secondary">
          <Trans>管理员</Trans>
        </Badge>
      ) : null}
      {row.disabled && (
        <Badge variant="destructive" data-testid="trainer-disabled">
          <Trans>已禁用</Trans>
        </Badge>
      )}
    </span>
  );
}

function OrganizationName({ row }: { row: AdminTrainer }) {
  return row.organization ? (
    <span>{row.organization.name}</span>
  ) : (
    <span className="text-muted-foreground">
      <Trans>未加入组织</Trans>
    </span>
  );
}

function TrainersTable({ rows, ...actions }: Actions & { rows: AdminTrainer[] }) {
  return (
    <Card className="gap-0 p-0">
      <Table data-testid="trainers-table">
        <TableHeader>
          <TableRow>
            <TableHead className="pl-4">
              <Trans>教练</Trans>
            </TableHead>
            <TableHead>
              <Trans>联系方式</Trans>
            </TableHead>
            <TableHead>
              <Trans>组织</Trans>
            </TableHead>
            <TableHead className="text-right">
              <Trans>活跃学员 / 上限</Trans>
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
            <TableRow
              key={row.id}
              data-testid="trainer-row"
              className={row.disabled ? "text-muted-foreground" : ""}
            >
              <TableCell className="pl-4">
                <div className="flex flex-wrap items-center gap-2 font-medium">
                  {row.name}
                  <Badges row={row} />
                </div>
              </TableCell>
              <TableCell className="max-w-56">
                <div className="truncate">{row.email}</div>
                {row.phone_number && <div className="text-xs text-muted-foreground">{row.phone_number}</div>}
              </TableCell>
              <TableCell>
                <OrganizationName row={row} />
              </TableCell>
              <TableCell className="text-right tabular-nums">
                {row.active_clients_count} / {row.max_clients}
              </TableCell>
              <TableCell className="pr-4">
                <TrainerActions row={row} {...actions} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Card>
  );
}

function TrainerCards({ rows, ...actions }: Actions & { rows: AdminTrainer[] }) {
  return (
    <ul className="space-y-3" data-testid="trainers-cards">
      {rows.map((row) => (
        <li key={row.id}>
          <Card className="gap-2 p-4" data-testid="trainer-row">
            <div className="flex items-start gap-2">
              <div className="min-w-0 flex-1">
                <div className="font-medium">{row.name}</div>
                <div className="truncate text-sm text-muted-foreground">{row.email ?? row.phone_number}</div>
              </div>
              <TrainerActions row={row} {...actions} />
            </div>
            <Badges row={row} />
            <div className="flex flex-wrap gap-x-4 text-sm text-muted-foreground">
              <OrganizationName row={row} />
              <span>
                <Trans>
                  活跃学员 {row.active_clients_count} / {row.max_clients}
                </Trans>
              </span>
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}
