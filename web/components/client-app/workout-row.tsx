import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { ChevronRight, CloudUpload, MessageSquare } from "lucide-react";
import { htmlToText } from "@/components/workouts/rich-text-plain";
import type { ClientWorkout } from "@/lib/client-app/model";
import { cn } from "@/lib/utils";
import { WorkoutStatusPill } from "./workout-status";

/**
 * One workout as a large tappable card (today, coming days, history): title, state, progress of
 * the items, comment count, and whether changes wait to sync. Opens the workout page.
 */
export function WorkoutRow({ shown, emphasis = false }: { shown: ClientWorkout; emphasis?: boolean }) {
  const { t } = useLingui();
  const { workout, items, comments, status, queued } = shown;
  const done = items.filter((item) => item.state === "completed").length;
  const title = workout.title || (workout.rest_day ? t`休息日` : t`训练`);
  const preview = workout.rest_day
    ? workout.rest_day_instructions
    : items
        .slice(0, 3)
        .map((item) => item.name)
        .filter(Boolean)
        .join(" · ") || htmlToText(workout.short_description);
  return (
    <Link
      to="/client/workouts/$id"
      params={{ id: String(workout.id) }}
      className={cn(
        "flex items-center gap-3 rounded-xl border bg-card p-4 shadow-xs transition-colors active:bg-accent hover:border-primary/40",
        emphasis && "border-primary/30 shadow-sm",
      )}
      data-testid="client-workout"
      data-workout-id={workout.id}
    >
      <div className="min-w-0 flex-1 space-y-1.5">
        <div className="flex items-center gap-2">
          <h3 className={cn("min-w-0 truncate font-semibold", emphasis ? "text-lg" : "text-base")}>
            {title}
          </h3>
          <WorkoutStatusPill status={status} />
        </div>
        {preview && <p className="line-clamp-2 text-sm text-muted-foreground">{preview}</p>}
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
          {!workout.rest_day && items.length > 0 && (
            <span>
              <Trans>
                {done}/{items.length} 个动作
              </Trans>
            </span>
          )}
          {comments.length > 0 && (
            <span className="flex items-center gap-1">
              <MessageSquare className="size-3.5" />
              {comments.length}
            </span>
          )}
          {queued && (
            <span className="flex items-center gap-1 text-amber-700 dark:text-amber-400">
              <CloudUpload className="size-3.5" />
              <Trans>待同步</Trans>
            </span>
          )}
        </div>
      </div>
      <ChevronRight className="size-5 shrink-0 text-muted-foreground" />
    </Link>
  );
}
