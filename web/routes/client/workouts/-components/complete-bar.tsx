import { Trans } from "@lingui/react/macro";
import { CircleCheckBig, Undo2 } from "lucide-react";
import type { Workout } from "@/components/workouts/model";
import { setWorkoutDone } from "@/lib/client-app/actions";
import type { ShownItem } from "@/lib/client-app/model";
import { cn } from "@/lib/utils";

/**
 * Complete the workout (or take it back), pinned above the tab bar on phones so it stays under the
 * thumb while scrolling through the items.
 */
export function CompleteBar({
  workout,
  done,
  items,
}: {
  workout: Workout;
  done: boolean;
  items: ShownItem[];
}) {
  const finished = items.filter((item) => item.state === "completed").length;
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
          onClick={() => void setWorkoutDone(workout, !done)}
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
    </div>
  );
}
