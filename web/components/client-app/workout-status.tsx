import { Trans } from "@lingui/react/macro";
import { CircleCheck, CircleDashed, CircleX, Coffee } from "lucide-react";
import type { WorkoutStatus } from "@/components/workouts/model";
import { cn } from "@/lib/utils";

const STYLE: Record<WorkoutStatus, string> = {
  completed: "bg-success/12 text-success",
  missed: "bg-destructive/10 text-destructive",
  pending: "bg-primary/10 text-primary",
  rest: "bg-sky-500/12 text-sky-700 dark:text-sky-300",
};

/** The state a client sees: completed, missed (pending and past due in their timezone), to do, rest. */
export function WorkoutStatusPill({ status, className }: { status: WorkoutStatus; className?: string }) {
  return (
    <span
      className={cn(
        "inline-flex shrink-0 items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium [&_svg]:size-3.5",
        STYLE[status],
        className,
      )}
      data-testid="workout-status"
      data-status={status}
    >
      {status === "completed" && (
        <>
          <CircleCheck />
          <Trans>已完成</Trans>
        </>
      )}
      {status === "missed" && (
        <>
          <CircleX />
          <Trans>错过</Trans>
        </>
      )}
      {status === "pending" && (
        <>
          <CircleDashed />
          <Trans>待完成</Trans>
        </>
      )}
      {status === "rest" && (
        <>
          <Coffee />
          <Trans>休息日</Trans>
        </>
      )}
    </span>
  );
}
