import { Trans, useLingui } from "@lingui/react/macro";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { getRouteApi, Link } from "@tanstack/react-router";
import { CalendarRange, ChevronLeft, ChevronRight, Plus } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { formatRelative } from "@/lib/format";
import { trpc } from "@/lib/trpc";
import { useWindowWidth } from "@/lib/viewport";
import { type ListedProgram, listInput, weeksOf } from "./model";
import { ProgramActions } from "./program-actions";
import { ProgramsSkeleton } from "./skeleton";

// Dialogs load when first opened: the form code stays out of the list's chunk.
const ProgramFormDialog = lazy(() => import("./program-form-dialog"));
const DeleteProgramDialog = lazy(() => import("./delete-program-dialog"));

const route = getRouteApi("/_app/_coach/programs/");

/** /programs: the organization's programs (table; cards on phones), create, edit, duplicate, delete. */
export function ProgramsPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const list = useQuery({
    ...trpc.programs.list.queryOptions(listInput(search)),
    placeholderData: keepPreviousData,
  });
  const isPhone = useWindowWidth() < 768;
  const [form, setForm] = useState<{ program: ListedProgram | null } | null>(null);
  const [deleting, setDeleting] = useState<ListedProgram | null>(null);
  const handlers = { onEdit: (program: ListedProgram) => setForm({ program }), onDelete: setDeleting };

  if (!list.data) return <ProgramsSkeleton />;
  const { programs, meta } = list.data;
  return (
    <div className="space-y-4" data-testid="programs-page">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-muted-foreground text-sm" data-testid="programs-count">
          <Trans>共 {meta.total_count} 个训练计划</Trans>
        </p>
        <Button onClick={() => setForm({ program: null })} data-testid="new-program">
          <Plus />
          <Trans>新建训练计划</Trans>
        </Button>
      </div>
      {programs.length === 0 ? (
        <EmptyPrograms onCreate={() => setForm({ program: null })} />
      ) : isPhone ? (
        <ProgramCards programs={programs} {...handlers} />
      ) : (
        <ProgramsTable programs={programs} {...handlers} />
      )}
      {meta.total_pages > 1 && (
        <PagerLinks
          page={meta.page}
          pages={meta.total_pages}
          onPage={(page) => void navigate({ search: page > 1 ? { page } : {} })}
        />
      )}
      <Suspense>
        {form && (
          <ProgramFormDialog
            key={form.program?.id ?? "new"}
            program={form.program}
            open
            onOpenChange={(open) => !open && setForm(null)}
          />
        )}
        {deleting && (
          <DeleteProgramDialog
            key={deleting.id}
            program={deleting}
            open
            onOpenChange={(open) => !open && setDeleting(null)}
          />
        )}
      </Suspense>
    </div>
  );
}

type Handlers = { onEdit: (p: ListedProgram) => void; onDelete: (p: ListedProgram) => void };

function ProgramLink({ program }: { program: ListedProgram }) {
  return (
    <Link
      to="/programs/$id/workouts"
      params={{ id: String(program.id) }}
      className="font-medium hover:text-primary [overflow-wrap:anywhere]"
      data-testid="program-name-link"
    >
      {program.name}
    </Link>
  );
}

function Updated({ iso }: { iso: string }) {
  const { i18n } = useLingui();
  return (
    <time dateTime={iso} title={new Date(iso).toLocaleString(i18n.locale)}>
      {formatRelative(iso, i18n.locale)}
    </time>
  );
}

function ProgramsTable({ programs, ...handlers }: { programs: ListedProgram[] } & Handlers) {
  return (
    <Card className="py-0">
      <Table data-testid="programs-table">
        <TableHeader>
          <TableRow>
            <TableHead className="pl-4">
              <Trans>名称</Trans>
            </TableHead>
            <TableHead className="text-right">
              <Trans>周数</Trans>
            </TableHead>
            <TableHead className="text-right">
              <Trans>训练</Trans>
            </TableHead>
            <TableHead className="text-right">
              <Trans>使用中的学员</Trans>
            </TableHead>
            <TableHead>
              <Trans>更新</Trans>
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
          {programs.map((program) => (
            <TableRow key={program.id} data-testid="program-row" data-program-id={program.id}>
              <TableCell className="max-w-md pl-4 whitespace-normal">
                <ProgramLink program={program} />
                {program.description && (
                  <p className="line-clamp-1 text-muted-foreground text-xs">{program.description}</p>
                )}
              </TableCell>
              <TableCell className="text-right tabular-nums" data-testid="program-weeks">
                {weeksOf(program)}
              </TableCell>
              <TableCell className="text-right tabular-nums" data-testid="program-workouts">
                {program.workouts_count ?? program.workout_ids.length}
              </TableCell>
              <TableCell className="text-right tabular-nums" data-testid="program-clients">
                {program.clients_count ?? 0}
              </TableCell>
              <TableCell className="text-muted-foreground">
                <Updated iso={program.updated_at} />
              </TableCell>
              <TableCell className="pr-3 text-right">
                <ProgramActions program={program} {...handlers} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Card>
  );
}

function ProgramCards({ programs, ...handlers }: { programs: ListedProgram[] } & Handlers) {
  const weeks = (p: ListedProgram) => weeksOf(p);
  return (
    <ul className="space-y-3" data-testid="program-cards">
      {programs.map((program) => {
        const w = weeks(program);
        const n = program.workouts_count ?? program.workout_ids.length;
        const c = program.clients_count ?? 0;
        return (
          <li key={program.id} data-testid="program-row" data-program-id={program.id}>
            <Card className="gap-2 px-4 py-4">
              <div className="flex items-start gap-2">
                <div className="min-w-0 flex-1">
                  <ProgramLink program={program} />
                  {program.description && (
                    <p className="line-clamp-2 text-muted-foreground text-xs">{program.description}</p>
                  )}
                </div>
                <ProgramActions program={program} {...handlers} />
              </div>
              <div className="flex flex-wrap gap-x-4 gap-y-1 text-muted-foreground text-xs">
                <span data-testid="program-weeks">
                  <Trans>{w} 周</Trans>
                </span>
                <span>
                  <Trans>{n} 个训练</Trans>
                </span>
                <span>
                  <Trans>{c} 位学员</Trans>
                </span>
                <Updated iso={program.updated_at} />
              </div>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}

function EmptyPrograms({ onCreate }: { onCreate: () => void }) {
  return (
    <Card className="border-dashed shadow-none" data-testid="programs-empty">
      <CardContent className="flex flex-col items-center gap-3 py-14 text-center">
        <span className="grid size-12 place-items-center rounded-full bg-muted text-muted-foreground">
          <CalendarRange className="size-6" />
        </span>
        <div className="font-medium">
          <Trans>还没有训练计划</Trans>
        </div>
        <p className="max-w-sm text-muted-foreground text-sm">
          <Trans>
            把常用的多周训练做成计划：按周排好每天的训练，再一次分配给多位学员，从他们选定的日期开始。
          </Trans>
        </p>
        <Button onClick={onCreate} data-testid="new-program-empty">
          <Plus />
          <Trans>创建第一个训练计划</Trans>
        </Button>
      </CardContent>
    </Card>
  );
}

function PagerLinks({
  page,
  pages,
  onPage,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}) {
  const { t } = useLingui();
  return (
    <nav className="flex items-center justify-end gap-2 text-sm" aria-label={t`分页`}>
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeft />
        <Trans>上一页</Trans>
      </Button>
      <span className="tabular-nums text-muted-foreground">
        {page} / {pages}
      </span>
      <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        <Trans>下一页</Trans>
        <ChevronRight />
      </Button>
    </nav>
  );
}
