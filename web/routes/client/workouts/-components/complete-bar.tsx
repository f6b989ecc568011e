import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { CircleCheckBig, Undo2 } from "lucide-react";
import { useState } from "react";
import { FormFooter } from "@/components/form/form-footer";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import type { Ymd } from "@/components/workouts/dates";
import type { Workout } from "@/components/workouts/model";
import { setWorkoutDone } from "@/lib/client-app/actions";
import type { ShownItem } from "@/lib/client-app/model";
import { formatDay } from "@/lib/format";
import { cn } from "@/lib/utils";

/**
 * Complete the workout (or take it back), pinned above the tab bar on phones so it stays under the
 * thumb while scrolling through the items. Completing with exercises left open, or before the
 * workout's day, asks first: one tap should not report a session that did not happen.
 */
export function CompleteBar({
  workout,
  done,
  items,
  today,
}: {
  workout: Workout;
  done: boolean;
  items: ShownItem[];
  today: Ymd;
}) {
  const [asking, setAsking] = useState(false);
  const finished = items.filter((item) => item.state === "completed").length;
  const early = workout.due !== null && workout.due !== undefined && workout.due > today;
  const partial = finished < items.length;
  const onClick = () => {
    if (!done && (early || partial)) setAsking(true);
    else void setWorkoutDone(workout, !done);
  };
  return (
    <div className="fixed inset-x-0 bottom-[calc(4rem+env(safe-area-inset-bottom))] z-20 border-t bg-background/95 p-3 backdrop-blur md:static md:border-0 md:bg-transparent md:p-0">
      <div className="mx-auto flex max-w-3xl items-center gap-3">
        {!done && items.length > 0 && (
          <span className="shrink-0 text-sm text-muted-foreground">
            <Trans>
              {finished}/{items.length} 完成
            </Trans>
          </span>
        )}
        <button
          type="button"
          onClick={onClick}
          className={cn(
            "flex h-12 flex-1 items-center justify-center gap-2 rounded-lg text-base font-semibold shadow-sm transition-colors",
            done
              ? "border bg-background text-foreground hover:bg-accent"
              : "bg-primary text-primary-foreground hover:bg-primary/90",
          )}
          data-testid="workout-complete"
          aria-pressed={done}
        >
          {done ? (
            <>
              <Undo2 className="size-5" />
              <Trans>已完成 · 撤销</Trans>
            </>
          ) : (
            <>
              <CircleCheckBig className="size-5" />
              <Trans>完成训练</Trans>
            </>
          )}
        </button>
      </div>
      <ConfirmComplete
        open={asking}
        onOpenChange={setAsking}
        due={early ? (workout.due ?? null) : null}
        left={items.length - finished}
        onConfirm={() => {
          setAsking(false);
          void setWorkoutDone(workout, true);
        }}
      />
    </div>
  );
}

/** "Complete anyway?": names what is open (exercises left, a day still ahead). */
function ConfirmComplete({
  open,
  onOpenChange,
  due,
  left,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  due: string | null;
  left: number;
  onConfirm: () => void;
}) {
  const { t, i18n } = useLingui();
  const day = due ? formatDay(due, i18n.locale) : "";
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t`关闭`} data-testid="confirm-complete-dialog">
        <DialogHeader>
          <DialogTitle>
            <Trans>现在完成这次训练？</Trans>
          </DialogTitle>
          <DialogDescription asChild>
            <div className="space-y-1">
              {left > 0 && (
                <p data-testid="confirm-complete-left">
                  <Plural
                    value={left}
                    one="还有 # 个动作没有标记完成。"
                    other="还有 # 个动作没有标记完成。"
                  />
                </p>
              )}
              {due && (
                <p data-testid="confirm-complete-early">
                  <Trans>这次训练安排在 {day}，还没到那一天。</Trans>
                </p>
              )}
            </div>
          </DialogDescription>
        </DialogHeader>
        <FormFooter
          onCancel={() => onOpenChange(false)}
          cancelLabel={<Trans>继续训练</Trans>}
          submitLabel={<Trans>仍然完成</Trans>}
          onSubmit={onConfirm}
          submitTestId="confirm-complete"
        />
      </DialogContent>
    </Dialog>
  );
}
