import { Trans, useLingui } from "@lingui/react/macro";
import { CheckCircle2, CircleAlert, MessageSquare, Moon, Video } from "lucide-react";
import type { ComponentProps } from "react";
import { PercentHintLine } from "@/components/records/percent-hint-line";
import { cn } from "@/lib/utils";
import { type CalendarWorkout, itemLabels, type WorkoutStatus } from "./model";
import { RichText } from "./rich-text";

const STATUS_STYLES: Record<WorkoutStatus, string> = {
  completed: "border-success/40 bg-success/8 dark:bg-success/12",
  missed: "border-destructive/40 bg-destructive/6 dark:bg-destructive/12",
  pending: "border-border bg-card",
  rest: "border-dashed border-border bg-muted/40",
};

/**
 * One workout as a calendar day (or a program day) shows it: title and state, items lettered
 * A) B) C1) C2) with their info and logged results, rest-day instructions, origin program and
 * comment count. The element is a button: the caller opens the editor on click. A program's
 * template (`template`) has no state to show and needs no program name (it is the grid's).
 */
export function WorkoutCard({
  entry,
  status,
  selected,
  template = false,
  className,
  ...props
}: {
  entry: CalendarWorkout;
  status: WorkoutStatus;
  selected?: boolean;
  template?: boolean;
} & ComponentProps<"button">) {
  const { t } = useLingui();
  const { workout, items } = entry;
  const labels = itemLabels(items);
  const title = workout.title || (workout.rest_day ? t`休息日` : t`未命名训练`);
  return (
    <button
      type="button"
      data-testid="workout-card"
      data-status={status}
      data-workout-id={workout.id}
      aria-current={selected ? "true" : undefined}
      className={cn(
        "block w-full rounded-lg border p-2 text-left text-xs shadow-xs outline-none transition-colors hover:border-primary/50 focus-visible:ring-[3px] focus-visible:ring-ring/50",
        STATUS_STYLES[status],
        selected && "ring-2 ring-primary/60",
        className,
      )}
      {...props}
    >
      <div className="flex items-start justify-between gap-1.5">
        <span
          className="min-w-0 font-semibold text-sm leading-tight [overflow-wrap:anywhere]"
          data-testid="workout-title"
        >
          {title}
        </span>
        {(!template || status === "rest") && <StatusMark status={status} />}
      </div>
      {workout.program_name && !template && (
        <div className="mt-1 truncate text-[11px] text-primary" data-testid="workout-program">
          {workout.program_name}
        </div>
      )}
      {!workout.rest_day && (
        <RichText
          html={workout.short_description}
          links={false}
          className="mt-1 text-muted-foreground leading-snug"
          data-testid="workout-description"
        />
      )}
      {workout.rest_day
        ? workout.rest_day_instructions && (
            <p className="mt-1 whitespace-pre-line text-muted-foreground">{workout.rest_day_instructions}</p>
          )
        : items.length > 0 && (
            <ol className="mt-1.5 space-y-1">
              {items.map((item, i) => (
                <li key={item.id} data-testid="workout-item" className="leading-snug">
                  <span className="font-medium">
                    <span className="text-muted-foreground">{labels[i]})</span> {item.name}
                    {item.request_video && <Video className="ml-1 inline size-3 text-muted-foreground" />}
                  </span>
                  {item.info && (
                    <span className="block whitespace-pre-line text-muted-foreground">{item.info}</span>
                  )}
                  {!template && workout.client_id !== null && (
                    <PercentHintLine clientId={workout.client_id} item={item} />
                  )}
                  {item.result && (
                    <span
                      className="block whitespace-pre-line text-success"
                      data-testid="workout-item-result"
                    >
                      {item.result}
                    </span>
                  )}
                </li>
              ))}
            </ol>
          )}
      {workout.comment_ids.length > 0 && (
        <div
          className="mt-1.5 flex items-center gap-1 text-muted-foreground"
          data-testid="workout-comment-count"
        >
          <MessageSquare className="size-3" />
          {/* Every comment's id comes with the workout; only the latest few comments do. */}
          {workout.comment_ids.length}
        </div>
      )}
    </button>
  );
}

/** The state of a workout in words and an icon (a card's corner, the read-only view's header). */
export function StatusMark({ status }: { status: WorkoutStatus }) {
  switch (status) {
    case "completed":
      return (
        <span className="inline-flex shrink-0 items-center gap-0.5 text-[11px] font-medium text-success">
          <CheckCircle2 className="size-3.5" />
          <Trans>已完成</Trans>
        </span>
      );
    case "missed":
      return (
        <span className="inline-flex shrink-0 items-center gap-0.5 text-[11px] font-medium text-destructive">
          <CircleAlert className="size-3.5" />
          <Trans>未完成</Trans>
        </span>
      );
    case "rest":
      return (
        <span className="inline-flex shrink-0 items-center gap-0.5 text-[11px] text-muted-foreground">
          <Moon className="size-3.5" />
          <Trans>休息</Trans>
        </span>
      );
    default:
      return (
        <span className="shrink-0 text-[11px] text-muted-foreground">
          <Trans>待完成</Trans>
        </span>
      );
  }
}
