import { Trans, useLingui } from "@lingui/react/macro";
import { Coffee, Sparkles } from "lucide-react";
import { ListSkeleton, LoadFailed, OfflineEmpty, Section } from "@/components/client-app/sections";
import { WorkoutRow } from "@/components/client-app/workout-row";
import type { ClientWorkout } from "@/lib/client-app/model";
import { recentInput, upcomingInput, useClientContext, useClientWorkouts } from "@/lib/client-app/queries";
import { formatDay, formatToday } from "@/lib/format";
import { TodayHabits } from "./today-habits";
import { TodayNutrition } from "./today-nutrition";

/**
 * Today first (its workouts, then its habits and nutrition), then the coming days (the server leaves out what the coach does not let the client
 * see yet: current week only / N workouts ahead), then recent past workouts with their state.
 */
export function TodayPage() {
  const { i18n } = useLingui();
  const { clientId, today, user } = useClientContext();
  const upcoming = useClientWorkouts(upcomingInput(clientId, today));
  const recent = useClientWorkouts(recentInput(clientId, today));
  const todays = upcoming.workouts.filter((w) => w.workout.due === today);
  const later = upcoming.workouts.filter((w) => (w.workout.due ?? "") > today);

  return (
    <div className="space-y-7">
      <div>
        <p className="text-sm text-muted-foreground">{formatToday(i18n.locale)}</p>
        <h1 className="mt-0.5 text-2xl font-semibold tracking-tight" data-testid="page-title">
          {user?.name ? <Trans>你好，{user.name}</Trans> : <Trans>今天</Trans>}
        </h1>
      </div>

      <Section title={<Trans>今天的训练</Trans>} testId="today-section">
        {upcoming.query.isPending && upcoming.query.fetchStatus === "paused" ? (
          <OfflineEmpty />
        ) : upcoming.query.isPending && upcoming.workouts.length === 0 ? (
          <ListSkeleton rows={1} />
        ) : upcoming.query.isError && !upcoming.query.data ? (
          <LoadFailed onRetry={() => void upcoming.query.refetch()} />
        ) : todays.length === 0 ? (
          <NothingToday />
        ) : (
          todays.map((shown) =>
            shown.workout.rest_day ? (
              <RestDay key={shown.workout.id} shown={shown} />
            ) : (
              <WorkoutRow key={shown.workout.id} shown={shown} emphasis />
            ),
          )
        )}
      </Section>

      <TodayHabits clientId={clientId} />

      <TodayNutrition clientId={clientId} today={today} />

      {later.length > 0 && (
        <Section title={<Trans>接下来</Trans>} testId="upcoming-section">
          {groupByDay(later).map(([day, list]) => (
            <div key={day} className="space-y-2">
              <h3 className="text-xs font-medium uppercase tracking-wide text-muted-foreground">
                {formatDay(day, i18n.locale)}
              </h3>
              {list.map((shown) => (
                <WorkoutRow key={shown.workout.id} shown={shown} />
              ))}
            </div>
          ))}
        </Section>
      )}

      <Section title={<Trans>最近的训练</Trans>} testId="recent-section">
        {recent.query.isPending && recent.query.fetchStatus === "paused" ? (
          <OfflineEmpty />
        ) : recent.query.isPending && recent.workouts.length === 0 ? (
          <ListSkeleton rows={2} />
        ) : recent.workouts.length === 0 ? (
          <p className="rounded-xl border border-dashed p-4 text-center text-sm text-muted-foreground">
            <Trans>最近两周没有训练记录</Trans>
          </p>
        ) : (
          // Newest first: yesterday is what a client looks back on.
          groupByDay([...recent.workouts].reverse()).map(([day, list]) => (
            <div key={day} className="space-y-2">
              <h3 className="text-xs font-medium text-muted-foreground">{formatDay(day, i18n.locale)}</h3>
              {list.map((shown) => (
                <WorkoutRow key={shown.workout.id} shown={shown} />
              ))}
            </div>
          ))
        )}
      </Section>
    </div>
  );
}

function groupByDay(list: ClientWorkout[]): Array<[string, ClientWorkout[]]> {
  const days = new Map<string, ClientWorkout[]>();
  for (const shown of list) {
    const day = shown.workout.due ?? "";
    days.set(day, [...(days.get(day) ?? []), shown]);
  }
  return [...days];
}

function RestDay({ shown }: { shown: ClientWorkout }) {
  return (
    <div className="rounded-xl border border-sky-500/30 bg-sky-500/8 p-4" data-testid="rest-day">
      <div className="flex items-center gap-2 font-semibold text-sky-800 dark:text-sky-200">
        <Coffee className="size-5" />
        {shown.workout.title || <Trans>休息日</Trans>}
      </div>
      {shown.workout.rest_day_instructions && (
        <p className="mt-2 whitespace-pre-line text-sm">{shown.workout.rest_day_instructions}</p>
      )}
    </div>
  );
}

function NothingToday() {
  return (
    <div className="flex items-center gap-3 rounded-xl border border-dashed bg-card p-5 text-sm text-muted-foreground">
      <Sparkles className="size-5 shrink-0 text-primary" />
      <Trans>今天没有安排训练，好好休息。</Trans>
    </div>
  );
}
