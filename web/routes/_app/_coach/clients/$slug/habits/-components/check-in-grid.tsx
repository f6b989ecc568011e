import { useLingui } from "@lingui/react/macro";
import { habitRunsOn } from "#shared/habit-rules";
import { addDays, weekdayIndex } from "#shared/ymd";
import type { Habit } from "@/components/habits/model";
import { formatDay } from "@/lib/format";
import { cn } from "@/lib/utils";

/** Weeks the grid shows, the current one last (the list carries 28 days of check-ins). */
const GRID_WEEKS = 4;

type CellState = "done" | "open" | "today" | "future" | "outside";

const CELL_CLASSES: Record<CellState, string> = {
  done: "bg-success border-success",
  open: "bg-muted border-border",
  today: "border-primary border-2 bg-background",
  future: "border-dashed border-border/70",
  outside: "border-transparent bg-transparent",
};

/**
 * The last four Monday–Sunday weeks of one habit's check-ins: a filled square for a day checked
 * done, grey for a habit day without one, a ring on today. Each square's meaning is also written
 * out for screen readers (the colours alone would say nothing to them).
 */
export function CheckInGrid({
  habit,
  done,
  today,
}: {
  habit: Habit;
  done: ReadonlySet<string>;
  today: string;
}) {
  const { t, i18n } = useLingui();
  const firstMonday = addDays(today, -weekdayIndex(today) - 7 * (GRID_WEEKS - 1));
  const weeks = Array.from({ length: GRID_WEEKS }, (_, w) =>
    Array.from({ length: 7 }, (_, d) => addDays(firstMonday, w * 7 + d)),
  );
  const stateOf = (date: string): CellState => {
    if (!habitRunsOn(habit, date)) return "outside";
    if (done.has(date)) return "done";
    if (date > today) return "future";
    return date === today ? "today" : "open";
  };
  const describe: Record<CellState, string> = {
    done: t`已完成`,
    open: t`未打卡`,
    today: t`今天，未打卡`,
    future: t`未到`,
    outside: t`不在习惯日期内`,
  };
  return (
    <div className="space-y-1" data-testid="check-in-grid">
      {weeks.map((week) => (
        <ol key={week[0]} className="grid grid-cols-7 gap-1">
          {week.map((date) => {
            const state = stateOf(date);
            return (
              <li
                key={date}
                data-date={date}
                data-state={state}
                title={`${formatDay(date, i18n.locale)} · ${describe[state]}`}
                className={cn("h-5 min-w-5 rounded-sm border", CELL_CLASSES[state])}
              >
                <span className="sr-only">{`${formatDay(date, i18n.locale)}: ${describe[state]}`}</span>
              </li>
            );
          })}
        </ol>
      ))}
    </div>
  );
}
