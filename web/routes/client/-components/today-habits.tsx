import { Trans } from "@lingui/react/macro";
import { CheckCircle2, Circle, CloudUpload } from "lucide-react";
import { ListSkeleton, OfflineEmpty, Section } from "@/components/client-app/sections";
import { StreakLabel } from "@/components/habits/habit-texts";
import { checkInHabit } from "@/lib/client-app/actions";
import { type TodayHabit, useTodayHabits } from "@/lib/client-app/habits";
import { cn } from "@/lib/utils";

/**
 * Today's habits on the client's home screen (issue 31): one tap checks a habit off (or unticks
 * it), queued like every client write so it works offline; the streak follows at once.
 */
export function TodayHabits({ clientId }: { clientId: number }) {
  const { query, habits } = useTodayHabits(clientId);
  if (query.isPending && query.fetchStatus === "paused")
    return (
      <Section title={<Trans>今天的习惯</Trans>} testId="habits-section">
        <OfflineEmpty />
      </Section>
    );
  if (query.isPending)
    return (
      <Section title={<Trans>今天的习惯</Trans>} testId="habits-section">
        <ListSkeleton rows={1} />
      </Section>
    );
  // No habits (or none running today): the section stays out of the way.
  if (habits.length === 0) return null;
  return (
    <Section title={<Trans>今天的习惯</Trans>} testId="habits-section">
      <ul className="space-y-2">
        {habits.map((shown) => (
          <HabitRow key={shown.habit.id} shown={shown} today={query.data?.today ?? ""} />
        ))}
      </ul>
    </Section>
  );
}

function HabitRow({ shown, today }: { shown: TodayHabit; today: string }) {
  const { habit, done, streak, queued } = shown;
  return (
    <li>
      <button
        type="button"
        aria-pressed={done}
        onClick={() => void checkInHabit(habit, today, !done)}
        data-testid="habit-check"
        data-habit-id={habit.id}
        className={cn(
          "flex min-h-14 w-full items-center gap-3 rounded-xl border bg-card px-4 py-3 text-left transition-colors",
          "focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50",
          done && "border-success/40 bg-success/8",
        )}
      >
        {done ? (
          <CheckCircle2 className="size-7 shrink-0 text-success" aria-hidden />
        ) : (
          <Circle className="size-7 shrink-0 text-muted-foreground" aria-hidden />
        )}
        <span className="min-w-0 flex-1">
          <span className={cn("block font-medium", done && "text-muted-foreground line-through")}>
            {habit.name}
          </span>
          {habit.target_text && (
            <span className="block truncate text-xs text-muted-foreground">{habit.target_text}</span>
          )}
        </span>
        <span className="flex shrink-0 flex-col items-end gap-1">
          <StreakLabel count={streak} unit={habit.streak.unit} />
          {queued && (
            <span className="flex items-center gap-1 text-xs text-amber-700 dark:text-amber-400">
              <CloudUpload className="size-3.5" aria-hidden />
              <Trans>待同步</Trans>
            </span>
          )}
        </span>
      </button>
    </li>
  );
}
