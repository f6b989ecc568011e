import { Trans, useLingui } from "@lingui/react/macro";
import { ArrowRightLeft, ClipboardPaste } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";

/**
 * A day a paste lands on that already holds workouts (in the schedule's order): `day` names it for
 * the page (a date on a calendar, a position on a program), `label` for the coach. A template
 * workout is never completed, so `completed` is left out there.
 */
export type BusyDay = {
  day: string;
  label: string;
  workouts: Array<{ id: number; title: string; completed?: boolean }>;
};

/** The workouts a replace takes away: the pending ones (completed work and its results stay). */
export function replaceableIds(busy: readonly BusyDay[]): number[] {
  return busy.flatMap((d) => d.workouts.filter((w) => !w.completed).map((w) => w.id));
}

/**
 * Asked before a paste lands on days that already hold workouts (issue 22: a paste used to add a
 * second workout to each such day without a word): names the days and what is on them, and lets the
 * coach replace those workouts (pending ones only; completed work is never replaced), add the
 * pasted ones alongside, or cancel. Either way the paste can then be undone (use-pending-delete.ts).
 */
export function PasteConflictDialog({
  busy,
  onChoose,
  onCancel,
}: {
  busy: readonly BusyDay[];
  onChoose: (mode: "replace" | "add") => void;
  onCancel: () => void;
}) {
  const { t } = useLingui();
  const canReplace = replaceableIds(busy).length > 0;
  const keepsCompleted = busy.some((d) => d.workouts.some((w) => w.completed));
  return (
    <Dialog open onOpenChange={(open) => !open && onCancel()}>
      <DialogContent closeLabel={t`关闭`} data-testid="paste-conflict">
        <DialogHeader>
          <DialogTitle>
            <Trans>这些日期已有训练</Trans>
          </DialogTitle>
          <DialogDescription>
            <Trans>粘贴的训练会加到这些日期上。替换原有的训练，还是加在旁边？</Trans>
          </DialogDescription>
        </DialogHeader>
        <ul className="max-h-64 divide-y overflow-y-auto rounded-md border text-sm">
          {busy.map((d) => (
            <li
              key={d.day}
              className="flex flex-wrap items-baseline gap-x-3 gap-y-1 px-3 py-2"
              data-testid="paste-conflict-day"
              data-day={d.day}
            >
              <span className="shrink-0 font-medium">{d.label}</span>
              <span className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1 text-muted-foreground">
                {d.workouts.map((w) => (
                  <span key={w.id} className="inline-flex min-w-0 items-center gap-1">
                    <span className="truncate">{w.title || t`未命名训练`}</span>
                    {w.completed && (
                      <Badge variant="success">
                        <Trans>已完成</Trans>
                      </Badge>
                    )}
                  </span>
                ))}
              </span>
            </li>
          ))}
        </ul>
        {keepsCompleted && (
          <p className="text-muted-foreground text-sm" data-testid="paste-conflict-completed">
            <Trans>已完成的训练（含学员记录的结果）不会被替换，会留在原来的日期。</Trans>
          </p>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={onCancel} data-testid="paste-cancel">
            <Trans>取消</Trans>
          </Button>
          <Button
            variant={canReplace ? "outline" : "default"}
            onClick={() => onChoose("add")}
            data-testid="paste-add"
          >
            <ClipboardPaste />
            <Trans>加在旁边</Trans>
          </Button>
          {canReplace && (
            <Button onClick={() => onChoose("replace")} data-testid="paste-replace">
              <ArrowRightLeft />
              <Trans>替换</Trans>
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
