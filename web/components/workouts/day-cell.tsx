import { Trans, useLingui } from "@lingui/react/macro";
import { ClipboardPaste, Plus } from "lucide-react";
import type { ReactNode } from "react";
import { formatMonthDay, formatWeekday, type Ymd } from "@/components/workouts/dates";
import { useWorkoutDropTarget } from "@/components/workouts/drop-target";
import { type CalendarWorkout, workoutStatus } from "@/components/workouts/model";
import { WorkoutCard } from "@/components/workouts/workout-card";
import { cn } from "@/lib/utils";

export const DRAG_TYPE = "application/x-coach-workout";

/** What a day of the coach's (editable) calendar adds: selection, "+", paste, drops, multi-pick. */
type EditableDay = {
  readOnly?: false;
  selected: boolean;
  selectedWorkoutId: number | null;
  canPaste: boolean;
  /** The multi-selection (ctrl/⌘-click toggles, shift-click adds a range). */
  picked: readonly number[];
  onPick: (workoutId: number, mode: "toggle" | "range") => void;
  onSelect: (day: Ymd, workoutId: number | null) => void;
  onAdd: (day: Ymd) => void;
  onPaste: (day: Ymd) => void;
  onDropWorkout: (workoutId: number, day: Ymd) => void;
};

/** A day of a calendar that only shows (the super admin's view of a client): a click opens, nothing else. */
type ReadOnlyDay = { readOnly: true };

const NO_PICKS: readonly number[] = [];

/**
 * One calendar day: its workouts in order, and (unless `readOnly`) "+" to add, paste, a drop target
 * for moves, and selection. Both client calendars use it, so they look and read the same.
 */
export function DayCell(
  props: {
    day: Ymd;
    today: Ymd;
    entries: CalendarWorkout[];
    compact: boolean;
    onOpen: (workoutId: number) => void;
  } & (EditableDay | ReadOnlyDay),
) {
  const { day, today, entries, compact, onOpen } = props;
  const edit = props.readOnly ? null : props;
  const selected = edit?.selected ?? false;
  const selectedWorkoutId = edit?.selectedWorkoutId ?? null;
  const picked = edit?.picked ?? NO_PICKS;
  const { t, i18n } = useLingui();
  const { over, handlers: dropHandlers } = useWorkoutDropTarget(DRAG_TYPE, (id) =>
    edit?.onDropWorkout(id, day),
  );
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
      data-readonly={edit ? undefined : true}
      {...(edit ? dropHandlers : {})}
    >
      <div className="flex items-center justify-between gap-1 px-0.5">
        {/* Picking a day (for "+", paste, the keys) means nothing in a read-only calendar. */}
        <DayLabel onClick={edit ? () => edit.onSelect(day, null) : undefined}>
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
        </DayLabel>
        {edit && (
          <span className="flex gap-0.5 opacity-100 transition-opacity md:opacity-0 md:group-hover/day:opacity-100 md:group-focus-within/day:opacity-100 md:pointer-coarse:opacity-100 md:group-data-[selected]/day:opacity-100">
            {edit.canPaste && (
              <button
                type="button"
                className="grid size-6 place-items-center rounded text-muted-foreground hover:bg-accent hover:text-foreground"
                aria-label={t`粘贴到 ${day}`}
                data-testid="paste-here"
                onClick={() => edit.onPaste(day)}
              >
                <ClipboardPaste className="size-3.5" />
              </button>
            )}
            <button
              type="button"
              className="grid size-6 place-items-center rounded text-muted-foreground hover:bg-accent hover:text-foreground"
              aria-label={t`在 ${day} 新建训练`}
              data-testid="add-workout"
              onClick={() => edit.onAdd(day)}
            >
              <Plus className="size-3.5" />
            </button>
          </span>
        )}
      </div>
      {entries.map((entry) => (
        <WorkoutCard
          key={entry.workout.id}
          entry={entry}
          status={workoutStatus(entry.workout, today)}
          selected={selectedWorkoutId === entry.workout.id || picked.includes(entry.workout.id)}
          aria-pressed={picked.length > 0 ? picked.includes(entry.workout.id) : undefined}
          data-picked={picked.includes(entry.workout.id) || undefined}
          draggable={edit !== null}
          onDragStart={
            edit
              ? (e) => {
                  e.dataTransfer.setData(DRAG_TYPE, String(entry.workout.id));
                  e.dataTransfer.effectAllowed = "move";
                }
              : undefined
          }
          onFocus={edit ? () => edit.onSelect(day, entry.workout.id) : undefined}
          onClick={(e) => {
            if (edit && (e.shiftKey || e.ctrlKey || e.metaKey)) {
              e.preventDefault();
              edit.onPick(entry.workout.id, e.shiftKey ? "range" : "toggle");
              return;
            }
            edit?.onSelect(day, entry.workout.id);
            onOpen(entry.workout.id);
          }}
        />
      ))}
      {entries.length === 0 && (
        <p className="hidden px-0.5 text-[11px] text-muted-foreground md:block">
          <Trans>无训练</Trans>
        </p>
      )}
    </div>
  );
}

function DayLabel({ onClick, children }: { onClick: (() => void) | undefined; children: ReactNode }) {
  const className = "flex items-baseline gap-1.5 text-xs outline-none";
  if (!onClick) {
    return (
      <div className={className} data-testid="day-label">
        {children}
      </div>
    );
  }
  return (
    <button type="button" className={className} onClick={onClick} tabIndex={-1} data-testid="day-label">
      {children}
    </button>
  );
}
