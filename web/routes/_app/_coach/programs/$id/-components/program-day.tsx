import { Trans, useLingui } from "@lingui/react/macro";
import { ClipboardPaste, Plus } from "lucide-react";
import { useWorkoutDropTarget } from "@/components/workouts/drop-target";
import type { CalendarWorkout } from "@/components/workouts/model";
import { WorkoutCard } from "@/components/workouts/workout-card";
import { cn } from "@/lib/utils";

/** The drag payload of a template workout (its id), distinct from the calendar's. */
export const PROGRAM_DRAG_TYPE = "application/x-coach-program-workout";

export type PickMode = "only" | "toggle" | "range";

/**
 * One program day (a position): its template workouts as calendar cards, "+" to add, paste, and a
 * drop target for moves. Clicking the day's free space selects it (shift: a range, ctrl/⌘: toggle).
 */
export function ProgramDay({
  position,
  day,
  entries,
  focused,
  picked,
  focusedWorkoutId,
  canPaste,
  onPick,
  onCursor,
  onOpen,
  onAdd,
  onPaste,
  onDropWorkout,
}: {
  position: number;
  /** 1–7 within its week. */
  day: number;
  entries: CalendarWorkout[];
  focused: boolean;
  picked: boolean;
  focusedWorkoutId: number | null;
  canPaste: boolean;
  onPick: (position: number, mode: PickMode) => void;
  /** The keyboard cursor moved here (a card got focus). */
  onCursor: (position: number, workoutId: number | null) => void;
  onOpen: (workoutId: number) => void;
  onAdd: (position: number) => void;
  onPaste: (position: number) => void;
  onDropWorkout: (workoutId: number, position: number) => void;
}) {
  const { t } = useLingui();
  const { over, handlers: dropHandlers } = useWorkoutDropTarget(PROGRAM_DRAG_TYPE, (id) =>
    onDropWorkout(id, position),
  );
  const modeOf = (e: { shiftKey: boolean; ctrlKey: boolean; metaKey: boolean }): PickMode =>
    e.shiftKey ? "range" : e.ctrlKey || e.metaKey ? "toggle" : "only";
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a drop target and a click-to-select area; the keyboard uses the grid's shortcuts
    // biome-ignore lint/a11y/useKeyWithClickEvents: the grid's shortcuts (arrows, x) select days from the keyboard
    <div
      data-testid="program-day"
      data-position={position}
      data-selected={focused || undefined}
      data-picked={picked || undefined}
      className={cn(
        "group/day flex min-w-0 flex-col gap-1.5 rounded-lg border bg-background p-1.5 transition-colors md:min-h-32",
        picked && "border-primary/50 bg-primary/5",
        focused && "ring-1 ring-primary/50",
        over && "border-primary bg-primary/10",
      )}
      onClick={(e) => {
        if (e.target === e.currentTarget) onPick(position, modeOf(e));
      }}
      {...dropHandlers}
    >
      <div className="flex items-center justify-between gap-1 px-0.5">
        <button
          type="button"
          tabIndex={-1}
          className="flex items-baseline gap-1.5 text-xs outline-none"
          onClick={(e) => onPick(position, modeOf(e))}
          data-testid="program-day-label"
          aria-pressed={picked}
        >
          {/* Phones stack the days, so each names its day; the desktop grid has column headers. */}
          <span className="font-medium md:hidden">
            <Trans>第{day}天</Trans>
          </span>
          <span className="text-muted-foreground tabular-nums md:text-[11px]">
            <Trans>D{position}</Trans>
          </span>
        </button>
        <span className="flex gap-0.5 opacity-100 transition-opacity md:opacity-0 md:group-hover/day:opacity-100 md:group-focus-within/day:opacity-100 md:pointer-coarse:opacity-100 md:group-data-[selected]/day:opacity-100 md:group-data-[picked]/day:opacity-100">
          {canPaste && (
            <button
              type="button"
              className="grid size-6 place-items-center rounded text-muted-foreground hover:bg-accent hover:text-foreground"
              aria-label={t`粘贴到第 ${position} 天`}
              data-testid="paste-here"
              onClick={() => onPaste(position)}
            >
              <ClipboardPaste className="size-3.5" />
            </button>
          )}
          <button
            type="button"
            className="grid size-6 place-items-center rounded text-muted-foreground hover:bg-accent hover:text-foreground"
            aria-label={t`在第 ${position} 天新建训练`}
            data-testid="add-workout"
            onClick={() => onAdd(position)}
          >
            <Plus className="size-3.5" />
          </button>
        </span>
      </div>
      {entries.map((entry) => (
        <WorkoutCard
          key={entry.workout.id}
          entry={entry}
          status={entry.workout.rest_day ? "rest" : "pending"}
          template
          selected={focusedWorkoutId === entry.workout.id}
          draggable
          onDragStart={(e) => {
            e.dataTransfer.setData(PROGRAM_DRAG_TYPE, String(entry.workout.id));
            e.dataTransfer.effectAllowed = "move";
          }}
          onClick={(e) => {
            const mode = modeOf(e);
            if (mode !== "only") {
              e.preventDefault();
              onPick(position, mode);
              return;
            }
            onOpen(entry.workout.id);
          }}
          onFocus={() => onCursor(position, entry.workout.id)}
        />
      ))}
    </div>
  );
}
