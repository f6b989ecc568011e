import { i18n as globalI18n } from "@lingui/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { UserMinus } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from "@/components/ui/sheet";
import { Skeleton } from "@/components/ui/skeleton";
import { mondayOf } from "@/components/workouts/dates";
import { formatDay } from "@/lib/format";
import { renderMessage } from "@/lib/messages";
import { notifySuccess } from "@/lib/notify";
import { type RouterOutputs, trpc } from "@/lib/trpc";

type Assignment = RouterOutputs["programs"]["assignments"]["program_assignments"][number];

/** Who follows the program, from when to when, with their pending workouts ahead; unassign. */
export default function AssignmentsSheet({
  programId,
  open,
  onOpenChange,
}: {
  programId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t, i18n } = useLingui();
  const list = useQuery(trpc.programs.assignments.queryOptions({ id: programId, page: 1, limit: 1000 }));
  const [removing, setRemoving] = useState<Assignment | null>(null);
  const rows = list.data?.program_assignments ?? [];
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  /** The client's calendar at the assignment's first week (the row names the client by id). */
  const openCalendar = async (a: Assignment) => {
    try {
      const { client } = await queryClient.fetchQuery(trpc.clients.get.queryOptions({ id: a.client_id }));
      onOpenChange(false);
      void navigate({
        to: "/clients/$slug/workouts/{-$id}",
        params: { slug: client.slug, id: undefined },
        search: { week: mondayOf(a.start_date) },
      });
    } catch {
      // toasted
    }
  };
  const total = list.data?.meta.total_count ?? 0;
  return (
    <>
      <Sheet open={open} onOpenChange={onOpenChange}>
        <SheetContent
          side="right"
          closeLabel={t`关闭`}
          className="w-full gap-0 sm:max-w-md"
          data-testid="assignments-sheet"
        >
          <SheetHeader className="border-b">
            <SheetTitle>
              <Trans>使用中的学员</Trans>
            </SheetTitle>
            <SheetDescription>
              <Trans>每次分配一行。取消分配会删除今天起尚未完成的训练，已完成的训练保留。</Trans>
            </SheetDescription>
          </SheetHeader>
          <div className="min-h-0 flex-1 overflow-y-auto p-4">
            {!list.data ? (
              <div className="space-y-2">
                <Skeleton className="h-14 w-full" />
                <Skeleton className="h-14 w-full" />
              </div>
            ) : rows.length === 0 ? (
              <p className="py-10 text-center text-muted-foreground text-sm" data-testid="assignments-empty">
                <Trans>还没有分配给任何学员。</Trans>
              </p>
            ) : (
              <ul className="divide-y rounded-md border" data-testid="assignments-list">
                {rows.map((a) => {
                  const pending = a.pending_future_count;
                  return (
                    <li
                      key={a.id}
                      className="flex items-center gap-3 px-3 py-2.5"
                      data-testid="assignment-row"
                      data-client-id={a.client_id}
                    >
                      <div className="min-w-0 flex-1">
                        <button
                          type="button"
                          className="block max-w-full truncate font-medium text-sm hover:text-primary hover:underline"
                          onClick={() => void openCalendar(a)}
                          data-testid="assignment-client"
                        >
                          {a.client_name}
                        </button>
                        <div className="text-muted-foreground text-xs">
                          {formatDay(a.start_date, i18n.locale)} – {formatDay(a.end_date, i18n.locale)}
                        </div>
                        <div className="text-muted-foreground text-xs" data-testid="assignment-pending">
                          <Trans>还有 {pending} 个待完成的训练</Trans>
                        </div>
                      </div>
                      <Button
                        variant="ghost"
                        size="sm"
                        className="text-destructive hover:text-destructive"
                        onClick={() => setRemoving(a)}
                        data-testid="unassign"
                      >
                        <UserMinus />
                        <Trans>取消分配</Trans>
                      </Button>
                    </li>
                  );
                })}
              </ul>
            )}
            {total > rows.length && (
              <p className="pt-2 text-muted-foreground text-xs">
                <Trans>
                  显示最近 {rows.length} 条，共 {total} 条。
                </Trans>
              </p>
            )}
          </div>
        </SheetContent>
      </Sheet>
      {removing && <UnassignDialog assignment={removing} onClose={() => setRemoving(null)} />}
    </>
  );
}

function UnassignDialog({ assignment, onClose }: { assignment: Assignment; onClose: () => void }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const unassign = useMutation(trpc.programs.unassign.mutationOptions());
  const name = assignment.client_name;
  const pending = assignment.pending_future_count;
  const confirm = async () => {
    try {
      const result = await unassign.mutateAsync({ id: assignment.id });
      notifySuccess(renderMessage(globalI18n, result.msg));
      onClose();
      await Promise.all([
        queryClient.invalidateQueries(trpc.programs.pathFilter()),
        queryClient.invalidateQueries(trpc.workouts.pathFilter()),
        queryClient.invalidateQueries(trpc.clients.pathFilter()),
      ]);
    } catch {
      // toasted
    }
  };
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent closeLabel={t`关闭`} data-testid="unassign-dialog">
        <DialogHeader>
          <DialogTitle>
            <Trans>取消 {name} 的分配？</Trans>
          </DialogTitle>
          <DialogDescription>
            <Trans>
              将删除这次分配从今天起尚未完成的 {pending} 个训练；已完成的训练和结果都会保留在学员的日历上。
            </Trans>
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            <Trans>保留</Trans>
          </Button>
          <Button
            variant="destructive"
            disabled={unassign.isPending}
            onClick={() => void confirm()}
            data-testid="unassign-confirm"
          >
            <UserMinus />
            <Trans>取消分配</Trans>
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
