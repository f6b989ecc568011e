import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { ClipboardPaste, Copy, CopyPlus } from "lucide-react";
import type { CalendarWorkout } from "@/components/workouts/model";
import { cn } from "@/lib/utils";
import { weekPositions } from "./model";
import { type PickMode, ProgramDay } from "./program-day";

const DAYS = [1, 2, 3, 4, 5, 6, 7];

export type GridHandlers = {
  onPick: (position: number, mode: PickMode) => void;
  onPickWeek: (week: number, mode: PickMode) => void;
  onCursor: (position: number, workoutId: number | null) => void;
  onOpen: (workoutId: number) => void;
  onAdd: (position: number) => void;
  onPaste: (position: number) => void;
  onCopyWeek: (week: number) => void;
  /** Copies the week after the last stored one (a new week at the end). */
  onDuplicateWeek: (week: number) => void;
  onDropWorkout: (workoutId: number, position: number) => void;
};

/**
 * Weeks × 7 days: day columns 第1天…第7天 and week rows 第1周… (the last one is the empty week to
 * add into). Below md the days stack under their week's header, so nothing overflows a phone.
 */
export function ProgramGrid({
  weeks,
  storedWeeks,
  byPosition,
  cursor,
  showCursor,
  picked,
  canPaste,
  ...handlers
}: {
  weeks: number;
  storedWeeks: number;
  byPosition: Map<number, CalendarWorkout[]>;
  cursor: { position: number; workoutId: number | null };
  showCursor: boolean;
  picked: readonly number[];
  canPaste: boolean;
} & GridHandlers) {
  const { t } = useLingui();
  const pickMode = (e: { shiftKey: boolean; ctrlKey: boolean; metaKey: boolean }): PickMode =>
    e.shiftKey ? "range" : e.ctrlKey || e.metaKey ? "toggle" : "only";
  return (
    <div
      className="grid grid-cols-1 gap-1.5 md:grid-cols-[4.5rem_repeat(7,minmax(0,1fr))]"
      data-testid="program-grid"
      data-weeks={weeks}
    >
      <div className="hidden md:block" />
      {DAYS.map((d) => (
        <div key={d} className="hidden px-1 text-center font-medium text-muted-foreground text-xs md:block">
          <Trans>第{d}天</Trans>
        </div>
      ))}
      {Array.from({ length: weeks }, (_, i) => i + 1).map((week) => {
        const positions = weekPositions(week);
        const extra = week > storedWeeks;
        const allPicked = positions.every((p) => picked.includes(p));
        const count = positions.reduce((n, p) => n + (byPosition.get(p)?.length ?? 0), 0);
        return (
          <div key={week} className="contents" data-testid="program-week" data-week={week}>
            <div
              className={cn(
                "flex items-center gap-1 rounded-lg border bg-muted/40 px-2 py-1.5 md:flex-col md:items-stretch md:justify-start md:px-1.5",
                extra && "border-dashed bg-transparent",
                allPicked && "border-primary/50 bg-primary/10",
              )}
            >
              <button
                type="button"
                className="min-w-0 text-left font-semibold text-sm hover:text-primary"
                aria-pressed={allPicked}
                aria-label={t`选择第 ${week} 周`}
                data-testid="week-header"
                onClick={(e) => handlers.onPickWeek(week, pickMode(e))}
              >
                <Trans>第{week}周</Trans>
              </button>
              <span className="text-[11px] text-muted-foreground" data-testid="week-count">
                {extra ? <Trans>新的一周</Trans> : <Plural value={count} one="# 个训练" other="# 个训练" />}
              </span>
              <span className="ml-auto flex flex-wrap gap-0.5 md:ml-0">
                {!extra && count > 0 && (
                  <button
                    type="button"
                    className="grid size-6 place-items-center rounded text-muted-foreground hover:bg-accent hover:text-foreground"
                    aria-label={t`复制第 ${week} 周`}
                    title={t`复制第 ${week} 周`}
                    data-testid="copy-week"
                    onClick={() => handlers.onCopyWeek(week)}
                  >
                    <Copy className="size-3.5" />
                  </button>
                )}
                {!extra && count > 0 && (
                  <button
                    type="button"
                    className="grid size-6 place-items-center rounded text-muted-foreground hover:bg-accent hover:text-foreground"
                    aria-label={t`把第 ${week} 周复制为新的一周`}
                    title={t`把第 ${week} 周复制为新的一周`}
                    data-testid="duplicate-week"
                    onClick={() => handlers.onDuplicateWeek(week)}
                  >
                    <CopyPlus className="size-3.5" />
                  </button>
                )}
                {canPaste && (
                  <button
                    type="button"
                    className="grid size-6 place-items-center rounded text-muted-foreground hover:bg-accent hover:text-foreground"
                    aria-label={t`粘贴到第 ${week} 周`}
                    title={t`粘贴到第 ${week} 周`}
                    data-testid="paste-week"
                    onClick={() => handlers.onPaste(positions[0] ?? 1)}
                  >
                    <ClipboardPaste className="size-3.5" />
                  </button>
                )}
              </span>
            </div>
            {positions.map((position, i) => (
              <ProgramDay
                key={position}
                position={position}
                day={i + 1}
                entries={byPosition.get(position) ?? []}
                focused={showCursor && cursor.position === position}
                picked={picked.includes(position)}
                focusedWorkoutId={showCursor && cursor.position === position ? cursor.workoutId : null}
                canPaste={canPaste}
                onPick={handlers.onPick}
                onCursor={handlers.onCursor}
                onOpen={handlers.onOpen}
                onAdd={handlers.onAdd}
                onPaste={handlers.onPaste}
                onDropWorkout={handlers.onDropWorkout}
              />
            ))}
          </div>
        );
      })}
    </div>
  );
}
