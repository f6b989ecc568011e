import { i18n as globalI18n } from "@lingui/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { CheckCircle2, Info, RefreshCw, RotateCw } from "lucide-react";
import { useCallback, useEffect, useId, useMemo, useState } from "react";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/errors";
import { renderMessage } from "@/lib/messages";
import { notifySuccess } from "@/lib/notify";
import { trpc } from "@/lib/trpc";
import type { LoadedProgram } from "../../../-components/model";
import { PreviewProblem } from "../preview-problem";
import { groupsOf, mergeAnswers, SYNC_GROUP_CLIENTS } from "./groups";
import { changesOf, type SyncAnswer, totalsOf } from "./model";
import { SyncTable } from "./sync-table";
import { SyncTotals } from "./sync-totals";

/**
 * Bring template changes to the clients following the program (programs.sync). Opening runs the
 * dry run: per client what would be updated, added, removed, and what is left alone (customised
 * copies, completed or past workouts, unchanged ones). The coach may leave clients out; "同步"
 * runs the real sync for the picked clients, which writes exactly what the preview showed.
 */
export default function SyncDialog({
  program,
  open,
  onOpenChange,
  onSynced,
}: {
  program: LoadedProgram["program"];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** After a successful real run for every client following the program. */
  onSynced: () => void;
}) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const pickAllId = useId();
  // The dry run's failure is shown in the dialog (with retry); the real run's is toasted.
  const dryRun = useMutation({ ...trpc.programs.sync.mutationOptions(), meta: { silent: true } });
  const sync = useMutation(trpc.programs.sync.mutationOptions());
  const [preview, setPreview] = useState<SyncAnswer | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [applied, setApplied] = useState<SyncAnswer | null>(null);
  // Everyone is picked by default: the coach unticks, so the set holds who is left out.
  const [left, setLeft] = useState<ReadonlySet<number>>(new Set());
  const { mutateAsync: runDry } = dryRun;

  // A program with few assignments is previewed in one request; a large one per group of clients.
  const grouped = program.program_assignment_ids.length > SYNC_GROUP_CLIENTS;
  const loadPreview = useCallback(async () => {
    setProblem(null);
    setPreview(null);
    try {
      if (!grouped) {
        setPreview(await runDry({ id: program.id, dry_run: true }));
        return;
      }
      const ids = await followerIds(queryClient, program.id);
      const answers: SyncAnswer[] = [];
      for (const group of groupsOf(ids)) {
        answers.push(await runDry({ id: program.id, dry_run: true, client_ids: group }));
      }
      setPreview(mergeAnswers(answers));
    } catch (error) {
      setProblem(errorMessage(globalI18n, error));
    }
  }, [runDry, program.id, grouped, queryClient]);

  useEffect(() => {
    void loadPreview();
  }, [loadPreview]);

  const rows = preview?.clients ?? [];
  const pickedRows = useMemo(() => rows.filter((r) => !left.has(r.client_id)), [rows, left]);
  const picked = useMemo(() => new Set(pickedRows.map((r) => r.client_id)), [pickedRows]);
  const totals = totalsOf(pickedRows);
  const allChanges = rows.reduce((n, r) => n + changesOf(r), 0);
  const pickedChanges = changesOf(totals);

  const toggle = (clientId: number, on: boolean) =>
    setLeft((cur) => {
      const next = new Set(cur);
      if (on) next.delete(clientId);
      else next.add(clientId);
      return next;
    });
  const toggleAll = (on: boolean) => setLeft(on ? new Set() : new Set(rows.map((r) => r.client_id)));

  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const apply = async () => {
    const groups = groupsOf([...picked]);
    const answers: SyncAnswer[] = [];
    try {
      // One atomic write per group; a group that fails stops here (the ones before it are synced).
      for (const [i, group] of groups.entries()) {
        setProgress({ done: i, total: groups.length });
        answers.push(await sync.mutateAsync({ id: program.id, client_ids: group }));
      }
      const result = mergeAnswers(answers);
      if (!result) return;
      setApplied(result);
      if (picked.size === rows.length) onSynced();
      notifySuccess(renderMessage(globalI18n, result.msg));
      await Promise.all([
        queryClient.invalidateQueries(trpc.programs.pathFilter()),
        queryClient.invalidateQueries(trpc.workouts.pathFilter()),
        queryClient.invalidateQueries(trpc.clients.pathFilter()),
      ]);
    } catch {
      // Toasted; the clients' workouts may have changed meanwhile (a 409), so preview again.
      await loadPreview();
    } finally {
      setProgress(null);
    }
  };

  const shown = applied ?? preview;
  const shownTotals = applied ? applied.totals : totals;
  const clients = rows.length;
  const pickedCount = picked.size;
  const unlinked = shownTotals.unlinked;
  const groupNumber = (progress?.done ?? 0) + 1;
  const groupCount = progress?.total ?? 0;
  return (
    <Dialog open={open} onOpenChange={(next) => !sync.isPending && onOpenChange(next)}>
      <DialogContent
        closeLabel={t`关闭`}
        className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-3xl"
        data-testid="sync-dialog"
      >
        <DialogHeader>
          <DialogTitle>
            <Trans>同步「{program.name}」到学员</Trans>
          </DialogTitle>
          <DialogDescription>
            <Trans>
              把模板的修改带到已分配的学员：未改动过的训练按模板更新，新加的模板训练补上，已删除的模板训练从学员日历上删除。学员已自定义的训练不会被覆盖，已完成和已过去的训练都保留。
            </Trans>
          </DialogDescription>
        </DialogHeader>

        {problem ? (
          <PreviewProblem testId="sync-preview-error">
            <p>{problem}</p>
            <Button size="sm" variant="outline" onClick={() => void loadPreview()} data-testid="sync-retry">
              <RotateCw />
              <Trans>重试</Trans>
            </Button>
          </PreviewProblem>
        ) : !shown ? (
          <div className="space-y-2" data-testid="sync-loading">
            <p className="text-muted-foreground text-sm">
              <Trans>正在计算每位学员的变化…</Trans>
            </p>
            <Skeleton className="h-16 w-full" />
            <Skeleton className="h-32 w-full" />
          </div>
        ) : (
          <div
            className="min-w-0 space-y-3"
            data-testid="sync-preview"
            data-applied={applied ? true : undefined}
          >
            <SyncTotals totals={shownTotals} />
            {applied ? (
              <p className="flex items-center gap-2 text-sm text-success" data-testid="sync-done">
                <CheckCircle2 className="size-4 shrink-0" />
                <Trans>已同步。学员日历上已是新的训练。</Trans>
              </p>
            ) : allChanges === 0 ? (
              <p className="flex items-center gap-2 text-sm text-success" data-testid="sync-up-to-date">
                <CheckCircle2 className="size-4 shrink-0" />
                <Trans>所有学员的训练已是最新</Trans>
              </p>
            ) : (
              <div className="flex items-center gap-2 text-sm">
                <Checkbox
                  id={pickAllId}
                  checked={pickedCount === clients ? true : pickedCount === 0 ? false : "indeterminate"}
                  onCheckedChange={(checked) => toggleAll(checked === true)}
                  data-testid="sync-pick-all"
                />
                <label htmlFor={pickAllId} className="cursor-pointer" data-testid="sync-picked-count">
                  <Trans>
                    全选（已选 {pickedCount}/{clients} 位学员）
                  </Trans>
                </label>
              </div>
            )}
            <SyncTable
              rows={shown.clients}
              picked={picked}
              onToggle={toggle}
              readOnly={applied !== null || allChanges === 0}
            />
            {unlinked > 0 && (
              <p className="flex items-start gap-2 text-muted-foreground text-xs" data-testid="sync-unlinked">
                <Info className="mt-px size-3.5 shrink-0" />
                <Trans>另有 {unlinked} 个训练来自同步功能上线之前的分配，不会同步；需要时请重新分配。</Trans>
              </p>
            )}
            {!applied && allChanges > 0 && pickedChanges === 0 && (
              <p className="text-muted-foreground text-sm" data-testid="sync-nothing-picked">
                <Trans>所选学员没有需要同步的训练。</Trans>
              </p>
            )}
          </div>
        )}

        <DialogFooter>
          {applied ? (
            <Button onClick={() => onOpenChange(false)} data-testid="sync-close">
              <Trans>完成</Trans>
            </Button>
          ) : (
            <>
              <Button variant="outline" disabled={sync.isPending} onClick={() => onOpenChange(false)}>
                <Trans>取消</Trans>
              </Button>
              <Button
                disabled={!preview || pickedChanges === 0 || sync.isPending}
                onClick={() => void apply()}
                data-testid="sync-apply"
              >
                <RefreshCw className={sync.isPending ? "animate-spin" : undefined} />
                {progress && groupCount > 1 ? (
                  <Trans>
                    同步中：第 {groupNumber}/{groupCount} 组
                  </Trans>
                ) : (
                  <Trans>同步</Trans>
                )}
              </Button>
            </>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** The clients following the program (from its assignments, newest first), each once. */
async function followerIds(queryClient: QueryClient, programId: number): Promise<number[]> {
  const ids = new Set<number>();
  for (let page = 1; ; page++) {
    const answer = await queryClient.fetchQuery(
      trpc.programs.assignments.queryOptions({ id: programId, page, limit: 1000 }),
    );
    for (const row of answer.program_assignments) ids.add(row.client_id);
    if (page >= answer.meta.total_pages) return [...ids];
  }
}
