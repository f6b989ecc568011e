import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { ChevronLeft, CloudUpload } from "lucide-react";
import { WorkoutStatusPill } from "@/components/client-app/workout-status";
import { itemLabels } from "@/components/workouts/model";
import { RichText } from "@/components/workouts/rich-text";
import { useClientContext, useClientWorkout } from "@/lib/client-app/queries";
import { formatDay } from "@/lib/format";
import { Route } from "../$id";
import { ClientComments } from "./client-comments";
import { CompleteBar } from "./complete-bar";
import { ItemCard } from "./item-card";
import { RoutineBlock } from "./routine-block";

export function WorkoutPage() {
  const { id } = Route.useParams();
  const workoutId = Number(id);
  const { units, today } = useClientContext();
  const { i18n } = useLingui();
  const { shown, exercises, isPending, isError } = useClientWorkout(workoutId);

  if (!shown) {
    return (
      <div className="space-y-4">
        <BackLink />
        {isPending ? (
          <div className="h-48 animate-pulse rounded-xl bg-muted" aria-hidden="true" />
        ) : (
          <p
            className="rounded-xl border bg-card p-6 text-center text-sm text-muted-foreground"
            data-testid="workout-missing"
          >
            {isError ? (
              <Trans>找不到这次训练，可能已被教练删除。</Trans>
            ) : (
              <Trans>离线时无法打开这次训练。</Trans>
            )}
          </p>
        )}
      </div>
    );
  }

  const { workout, items, comments, status, queued } = shown;
  const labels = itemLabels(items);
  return (
    <div className="space-y-5 pb-24 md:pb-4" data-testid="client-workout-page">
      <BackLink />
      <header className="space-y-2">
        <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
          {workout.due && <span>{formatDay(workout.due, i18n.locale)}</span>}
          <WorkoutStatusPill status={status} />
          {queued && (
            <span className="flex items-center gap-1 text-xs text-amber-700 dark:text-amber-400">
              <CloudUpload className="size-3.5" />
              <Trans>待同步</Trans>
            </span>
          )}
        </div>
        <h1 className="text-2xl font-semibold tracking-tight" data-testid="page-title">
          {workout.title || (workout.rest_day ? <Trans>休息日</Trans> : <Trans>训练</Trans>)}
        </h1>
        <RichText html={workout.short_description} className="text-sm text-muted-foreground" />
      </header>

      {workout.rest_day ? (
        <p className="whitespace-pre-line rounded-xl border border-sky-500/30 bg-sky-500/8 p-4 text-sm">
          {workout.rest_day_instructions || <Trans>今天是休息日。</Trans>}
        </p>
      ) : (
        <>
          <RoutineBlock
            title={<Trans>热身</Trans>}
            text={workout.warmup}
            exercises={workout.warmup_selected_exercises}
            testId="warmup"
          />
          <ol className="space-y-3" data-testid="workout-items">
            {items.map((item, index) => (
              <ItemCard
                key={item.id}
                item={item}
                label={labels[index] ?? ""}
                units={units}
                videoUrl={exercises.get(item.exercise_id ?? -1)?.url ?? null}
              />
            ))}
          </ol>
          <RoutineBlock
            title={<Trans>放松</Trans>}
            text={workout.cooldown}
            exercises={workout.cooldown_selected_exercises}
            testId="cooldown"
          />
          <CompleteBar workout={workout} done={workout.state === "completed"} items={items} today={today} />
        </>
      )}

      <ClientComments workout={workout} comments={comments} />
    </div>
  );
}

function BackLink() {
  return (
    <Link
      to="/client"
      className="-ml-2 inline-flex h-10 items-center gap-1 rounded-md px-2 text-sm font-medium text-muted-foreground hover:text-foreground"
    >
      <ChevronLeft className="size-5" />
      <Trans>今天</Trans>
    </Link>
  );
}
