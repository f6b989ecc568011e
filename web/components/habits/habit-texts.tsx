import { Plural, Trans } from "@lingui/react/macro";
import { Flame } from "lucide-react";
import { cn } from "@/lib/utils";

/** "每天" for an everyday habit, else "每周 N 天". */
export function HabitFrequency({ daysPerWeek }: { daysPerWeek: number }) {
  return daysPerWeek >= 7 ? (
    <Trans>每天</Trans>
  ) : (
    <Plural value={daysPerWeek} one="每周 # 天" other="每周 # 天" />
  );
}

/** The streak: "连续 5 天" (everyday habits) or "连续 2 周", muted while it is zero. */
export function StreakLabel({
  count,
  unit,
  className,
}: {
  count: number;
  unit: "day" | "week";
  className?: string;
}) {
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1 text-xs font-medium tabular-nums",
        count > 0 ? "text-orange-800 dark:text-orange-300" : "text-muted-foreground",
        className,
      )}
      data-testid="habit-streak"
    >
      <Flame className="size-3.5" aria-hidden />
      {unit === "day" ? (
        <Plural value={count} one="连续 # 天" other="连续 # 天" />
      ) : (
        <Plural value={count} one="连续 # 周" other="连续 # 周" />
      )}
    </span>
  );
}
