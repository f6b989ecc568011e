import { Trans, useLingui } from "@lingui/react/macro";
import { ClipboardPaste, Plus } from "lucide-react";
import { formatMonthDay, formatWeekday, type Ymd } from "@/components/workouts/dates";
import { useWorkoutDropTarget } from "@/components/workouts/drop-target";
import { type CalendarWorkout, workoutStatus } from "@/components/workouts/model";
import { WorkoutCard } from "@/components/workouts/workout-card";
import { cn } from "@/lib/utils";

export const DRAG_TYPE = "application/x-coach-workout";

/** One calendar day: its workouts in order, "+" to add, paste, and a drop target for moves. */
export function DayCell({
  day,
  today,
  entries,
  selected,
  selectedWorkoutId,
  canPaste,
  compact,
  picked,
  onPick,
  onSelect,
  onOpen,
  onAdd,
  onPaste,
  onDropWorkout,
}: {
  day: Ymd;
  today: Ymd;
  entries: CalendarWorkout[];
  selected: boolean;
  selectedWorkoutId: number | null;
  canPaste: boolean;
  compact: boolean;
  /** The multi-selection (ctrl/⌘-click toggles, shift-click adds a range). */
  picked: readonly number[];
  onPick: (workoutId: number, mode: "toggle" | "range") => void;
  onSelect: (day: Ymd, workoutId: number | null) => void;
  onOpen: (workoutId: number) => void;
  onAdd: (day: Ymd) => void;
  onPaste: (day: Ymd) => void;
  onDropWorkout: (workoutId: number, day: Ymd) => void;
}) {
  const { t, i18n } = useLingui();
  const { over, handlers: dropHandlers } = useWorkoutDropTarget(DRAG_TYPE, (id) => onDropWorkout(id, day));
  const isToday = day === today;
  return (
    <div
      data-testid="day"
      data-day={day}
      data-selected={selected || undefined}
      className={cn(
        "group/day flex min-w-0 flex-col gap-1.5 rounded-lg border bg-background p-1.5 transition-colors md:min-h-40",
        compact && "md:min-h-28",
        day < today && "bg-muted/30",
        selected && "border-primary/60 ring-1 ring-primary/40",
        over && "border-primary bg-primary/5",
      )}
      {...dropHandlers}
    >
      <div className="flex items-center justify-between gap-1 px-0.5">
        <button
          type="button"
          className="flex items-baseline gap-1.5 text-xs outline-none"
          onClick={() => onSelect(day, null)}
          tabIndex={-1}
          data-testid="day-label"
        >
          <span className="text-muted-foreground">{formatWeekday(day, i18n.locale)}</span>
          <span
            className={cn(
              "font-medium",
              isToday && "rounded-full bg-primary px-1.5 py-0.5 text-primary-foreground",
            )}
            data-testid={isToday ? "today" : undefined}
          >
            {formatMonthDay(day, i18n.locale)}
          </span>
        </button>
        <span className="flex gap-0.5 opacity-100 transition-opacity md:opacity-0 md:group-hover/day:opacity-100 md:group-data-[selected]/day:opacity-100">
          {canPaste && (
            <button
              type="button"
              className="grid size-6 place-items-center rounded text-muted-foreground hover:bg-accent hover:text-foreground"
              aria-label={t`粘贴到 ${day}`}
              data-testid="paste-here"
              onClick={() => onPaste(day)}
            >
              <ClipboardPaste className="size-3.5" />
            </button>
          )}
          <button
            type="button"
            className="grid size-6 place-items-center rounded text-muted-foreground hover:bg-accent hover:text-foreground"
            aria-label={t`在 ${day} 新建训练`}
            data-testid="add-workout"
            onClick={() => onAdd(day)}
          >
            <Plus className="size-3.5" />
          </button>
        </span>
      </div>
      {entries.map((entry) => (
        <WorkoutCard
          key={entry.workout.id}
          entry={entry}
          status={workoutStatus(entry.workout, today)}
          selected={selectedWorkoutId === entry.workout.id || picked.includes(entry.workout.id)}
          aria-pressed={picked.length > 0 ? picked.includes(entry.workout.id) : undefined}
          data-picked={picked.includes(entry.workout.id) || undefined}
          draggable
          onDragStart={(e) => {
            e.dataTransfer.setData(DRAG_TYPE, String(entry.workout.id));
            e.dataTransfer.effectAllowed = "move";
          }}
          onFocus={() => onSelect(day, entry.workout.id)}
          onClick={(e) => {
            if (e.shiftKey || e.ctrlKey || e.metaKey) {
              e.preventDefault();
              onPick(entry.workout.id, e.shiftKey ? "range" : "toggle");
              return;
            }
            onSelect(day, entry.workout.id);
            onOpen(entry.workout.id);
          }}
        />
      ))}
      {entries.length === 0 && (
        <p className="hidden px-0.5 text-[11px] text-muted-foreground/70 md:block">
          <Trans>无训练</Trans>
        </p>
      )}
    </div>
  );
}
