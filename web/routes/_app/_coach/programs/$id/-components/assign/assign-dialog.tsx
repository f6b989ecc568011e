import { i18n as globalI18n } from "@lingui/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ArrowLeft, Eye, Send } from "lucide-react";
import { useId, useState } from "react";
import { ClientPicker, type PickedClients } from "@/components/clients/client-picker";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { addDays, mondayOf, todayIn } from "@/components/workouts/dates";
import { errorMessage } from "@/lib/errors";
import { renderMessage } from "@/lib/messages";
import { notifySuccess } from "@/lib/notify";
import { trpc } from "@/lib/trpc";
import type { LoadedProgram } from "../../../-components/model";
import { AssignPreview } from "./assign-preview";
import { AssignProgress } from "./assign-progress";
import { ChoiceCard } from "./choice-card";
import {
  type AssignSettings,
  type ClientPreview,
  doubledDates,
  type GroupState,
  newJobKey,
  previewOf,
  runGroups,
  splitGroups,
} from "./run-groups";

type Step = "setup" | "preview" | "apply";

/**
 * Assign the program: clients, start date (next Monday by default), optional end date, and the
 * mode (add alongside / replace in the range). A dry run shows per client what is added, which
 * pending workouts are replaced and which completed ones are in the range (kept unless the coach
 * ticks the box), and the days that would hold two workouts: adding alongside onto such days is
 * applied only once the coach has chosen it there (or chosen replace), never by default (issue 22).
 * Applying sends groups of clients under one job key, with progress and retry.
 */
export default function AssignDialog({
  program,
  open,
  onOpenChange,
}: {
  program: LoadedProgram["program"];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const startId = useId();
  const endId = useId();
  const [step, setStep] = useState<Step>("setup");
  const [picked, setPicked] = useState<PickedClients>(new Map());
  const [start, setStart] = useState(() => addDays(mondayOf(todayIn(null)), 7));
  const [end, setEnd] = useState("");
  const [replace, setReplace] = useState(false);
  const [deleteCompleted, setDeleteCompleted] = useState(false);
  // Adding alongside onto days that already hold workouts, chosen in the preview.
  const [addConfirmed, setAddConfirmed] = useState(false);
  const [preview, setPreview] = useState<ClientPreview[] | null>(null);
  const [previewGroups, setPreviewGroups] = useState<GroupState[]>([]);
  const [groups, setGroups] = useState<GroupState[]>([]);
  const [jobKey] = useState(newJobKey);
  const [problem, setProblem] = useState<string | null>(null);
  // Silent: a failed group is shown in the dialog (with retry), not as one toast per group.
  const assign = useMutation({ ...trpc.programs.assign.mutationOptions(), meta: { silent: true } });

  const invalidEnd = end !== "" && end < start;
  const canPreview = picked.size > 0 && start !== "" && !invalidEnd;
  const settings = (): AssignSettings => ({
    id: program.id,
    start_date: start,
    ...(end ? { end_date: end } : {}),
    replace,
    keep_completed: !deleteCompleted,
  });

  /** The dry run of the settings (`mode` switches add/replace first: the preview's own choice). */
  const runPreview = async (mode?: { replace: boolean }) => {
    setProblem(null);
    setStep("preview");
    setPreview(null);
    setAddConfirmed(false);
    if (mode) setReplace(mode.replace);
    const base = { ...settings(), ...mode };
    const initial = splitGroups([...picked.keys()]).map((clientIds) => ({
      clientIds,
      status: "waiting" as const,
    }));
    setPreviewGroups(initial);
    // Preview keeps completed work (the tick only changes what "apply" sends).
    const final = await runGroups(
      initial,
      (client_ids) => assign.mutateAsync({ ...base, keep_completed: true, client_ids, dry_run: true }),
      setPreviewGroups,
    );
    const failed = final.find((g) => g.status === "failed");
    if (failed) {
      setProblem(errorMessage(globalI18n, failed.error));
      return;
    }
    setPreview(final.flatMap((g) => previewOf(g.result)));
  };

  const runApply = async (retry = false) => {
    setStep("apply");
    const base = settings();
    const initial = retry
      ? groups.map((g) => (g.status === "failed" ? { ...g, status: "waiting" as const } : g))
      : splitGroups([...picked.keys()]).map((clientIds) => ({ clientIds, status: "waiting" as const }));
    setGroups(initial);
    const final = await runGroups(
      initial,
      (client_ids) => assign.mutateAsync({ ...base, client_ids, job_key: jobKey }),
      setGroups,
    );
    await Promise.all([
      queryClient.invalidateQueries(trpc.programs.pathFilter()),
      queryClient.invalidateQueries(trpc.workouts.pathFilter()),
      queryClient.invalidateQueries(trpc.clients.pathFilter()),
    ]);
    const done = final.filter((g) => g.status === "done");
    const last = done.at(-1)?.result;
    if (last && done.length === final.length) notifySuccess(renderMessage(globalI18n, last.msg));
  };

  const completedInRange = preview?.reduce((n, p) => n + p.completed_in_range, 0) ?? 0;
  const mustChoose =
    !replace &&
    !addConfirmed &&
    (preview ?? []).some((p) => doubledDates(p, { replace, deleteCompleted }).length > 0);
  const applying = groups.some((g) => g.status === "running" || g.status === "waiting");
  const blockClose = step === "apply" && applying;

  return (
    <Dialog open={open} onOpenChange={(next) => !blockClose && onOpenChange(next)}>
      <DialogContent
        closeLabel={t`关闭`}
        className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-2xl"
        data-testid="assign-dialog"
      >
        <DialogHeader>
          <DialogTitle>
            <Trans>分配「{program.name}」</Trans>
          </DialogTitle>
          <DialogDescription>
            {step === "setup" && <Trans>选择学员和开始日期；应用前会先预览每位学员的变化。</Trans>}
            {step === "preview" && <Trans>确认每位学员的变化；已完成的训练默认保留。</Trans>}
            {step === "apply" && <Trans>正在按组应用，每组完成后即生效；失败的组可以重试。</Trans>}
          </DialogDescription>
        </DialogHeader>

        {step === "setup" && (
          <div className="space-y-4">
            <ClientPicker
              picked={picked}
              onChange={setPicked}
              bulk
              testIds={{ search: "assign-search", option: "assign-client", count: "assign-selected-count" }}
            />
            <div className="grid gap-3 sm:grid-cols-2">
              <div className="space-y-1.5">
                <Label htmlFor={startId}>
                  <Trans>开始日期（第 1 天）</Trans>
                </Label>
                <Input
                  id={startId}
                  type="date"
                  value={start}
                  onChange={(e) => setStart(e.target.value)}
                  data-testid="assign-start"
                />
              </div>
              <div className="space-y-1.5">
                <Label htmlFor={endId}>
                  <Trans>结束日期（可选）</Trans>
                </Label>
                <Input
                  id={endId}
                  type="date"
                  value={end}
                  min={start}
                  onChange={(e) => setEnd(e.target.value)}
                  aria-invalid={invalidEnd || undefined}
                  data-testid="assign-end"
                />
                {invalidEnd && (
                  <p className="text-destructive text-sm">
                    <Trans>结束日期不能早于开始日期</Trans>
                  </p>
                )}
              </div>
            </div>
            <fieldset className="space-y-2">
              <legend className="mb-1.5 font-medium text-sm">
                <Trans>方式</Trans>
              </legend>
              <ChoiceCard
                name="assign-mode"
                checked={!replace}
                onSelect={() => setReplace(false)}
                testId="assign-mode-add"
                title={<Trans>添加到现有训练</Trans>}
                hint={<Trans>学员日历上已有的训练保持不变，计划的训练加在旁边。</Trans>}
              />
              <ChoiceCard
                name="assign-mode"
                checked={replace}
                onSelect={() => setReplace(true)}
                testId="assign-mode-replace"
                title={<Trans>替换该时间段的训练</Trans>}
                hint={<Trans>先删除该时间段内尚未完成的训练，再加入计划的训练；已完成的训练默认保留。</Trans>}
              />
            </fieldset>
          </div>
        )}

        {step === "preview" && (
          <AssignPreview
            preview={preview}
            names={picked}
            replace={replace}
            groups={previewGroups}
            problem={problem}
            deleteCompleted={deleteCompleted}
            onDeleteCompleted={setDeleteCompleted}
            completedInRange={completedInRange}
            addConfirmed={addConfirmed}
            onAddConfirmed={() => setAddConfirmed(true)}
            onReplace={() => void runPreview({ replace: true })}
          />
        )}

        {step === "apply" && (
          <AssignProgress groups={groups} names={picked} onRetry={() => void runApply(true)} />
        )}

        <DialogFooter>
          {step === "setup" && (
            <>
              <Button variant="outline" onClick={() => onOpenChange(false)}>
                <Trans>取消</Trans>
              </Button>
              <Button disabled={!canPreview} onClick={() => void runPreview()} data-testid="assign-preview">
                <Eye />
                <Trans>预览</Trans>
              </Button>
            </>
          )}
          {step === "preview" && (
            <>
              <Button variant="outline" onClick={() => setStep("setup")} data-testid="assign-back">
                <ArrowLeft />
                <Trans>返回修改</Trans>
              </Button>
              <Button
                disabled={!preview || assign.isPending || mustChoose}
                variant={replace && deleteCompleted ? "destructive" : "default"}
                onClick={() => void runApply()}
                data-testid="assign-apply"
              >
                <Send />
                <Trans>应用到 {picked.size} 位学员</Trans>
              </Button>
            </>
          )}
          {step === "apply" && (
            <Button disabled={applying} onClick={() => onOpenChange(false)} data-testid="assign-close">
              <Trans>完成</Trans>
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
