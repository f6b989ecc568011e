import { plural } from "@lingui/core/macro";
import { Plural, useLingui } from "@lingui/react/macro";
import { useQueryClient } from "@tanstack/react-query";
import { getRouteApi } from "@tanstack/react-router";
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from "react";
import { ClientPageTabs } from "@/components/clients/client-page-tabs";
import { useCalendarWindow } from "@/components/workouts/calendar-window";
import { addDays, mondayOf, type Ymd } from "@/components/workouts/dates";
import { DayCell } from "@/components/workouts/day-cell";
import { rememberWeek } from "@/components/workouts/last-week";
import { workoutsByDay } from "@/components/workouts/model";
import { PasteConflictDialog } from "@/components/workouts/paste-conflict-dialog";
import { SelectionBar } from "@/components/workouts/selection-bar";
import { UndoBar } from "@/components/workouts/undo-bar";
import { useCalendarKeys } from "@/components/workouts/use-calendar-keys";
import { usePendingDelete } from "@/components/workouts/use-pending-delete";
import { WorkoutEditor } from "@/components/workouts/workout-editor";
import { trpc } from "@/lib/trpc";
import { CalendarHeader } from "./calendar-header";
import { PinnedNotes } from "./pinned-notes";
import { ShortcutsDialog } from "./shortcuts-dialog";
import type { SidePanelView } from "./side-panel";
import { useCalendarCopyPaste } from "./use-calendar-copy-paste";
import { useCalendarSelection } from "./use-calendar-selection";
import { useMoveWorkout } from "./use-move-workout";
import { useWorkoutSheet } from "./use-workout-sheet";

// Loaded when opened: the calendar chunk does not carry the thread or the notes.
const SidePanel = lazy(() => import("./side-panel"));

const route = getRouteApi("/_app/_coach/clients/$slug/workouts/{-$id}");

/** /clients/{slug}/workouts: the coach's calendar of one client (one or four weeks). */
export function ClientCalendar() {
  const { t } = useLingui();
  const { slug } = route.useParams();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const queryClient = useQueryClient();
  const calendarWindow = useCalendarWindow(slug, search);
  const { clientId, today, weeks, start, end, list, days } = calendarWindow;

  const refresh = useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries(trpc.workouts.pathFilter()),
        queryClient.invalidateQueries(trpc.clients.trend.pathFilter()),
        // A result read into sets can make or unmake a record.
        queryClient.invalidateQueries(trpc.records.pathFilter()),
      ]),
    [queryClient],
  );
  // Workouts removed from view and deleted after UNDO_MS unless undone (one, or a multi-selection,
  // or the ones a paste replaces); a paste's copies are deleted by its undo.
  const deletes = usePendingDelete(() => refresh());
  const byDay = useMemo(() => workoutsByDay(list, deletes.hidden), [list, deletes.hidden]);

  // The week browsed to is the one the next client's calendar opens on ("今天" forgets it).
  useEffect(() => rememberWeek(slug, search.week ?? null), [slug, search.week]);
  const goWeek = useCallback(
    (week: Ymd) => void navigate({ search: (s) => ({ ...s, week: mondayOf(week) }) }),
    [navigate],
  );
  const shift = (n: number) => goWeek(addDays(start, n * weeks * 7));

  const sheet = useWorkoutSheet({ start, end });
  const selection = useCalendarSelection({ today, start, end, weeks, days, byDay, goWeek });
  const { selected, selectedWorkout, showSelection, multi } = selection;
  const copies = useCalendarCopyPaste({ clientId, start, end, list, deletes, refresh });

  const goToday = () => {
    selection.setSelected({ day: today, workoutId: null });
    // Forgotten before navigating: the route would otherwise send a week-less URL back to it.
    rememberWeek(slug, null);
    void navigate({ search: (s) => ({ ...s, week: undefined }) });
  };
  const addOn = (day: Ymd) => {
    selection.setSelected({ day, workoutId: null });
    sheet.addOn(day);
  };

  const moveWorkout = useMoveWorkout({ clientId, start, weeks, list, refresh });

  // Deleting waits UNDO_MS so 撤销 can simply cancel it; leaving the page sends it at once.
  const deleteWorkouts = (ids: number[], label: string) => {
    deletes.schedule(ids, label);
    if (sheet.isOpen(ids)) sheet.closeEditor();
  };
  const deleteWorkout = (id: number, title: string) => deleteWorkouts([id], title || t`未命名训练`);
  const copySelection = () => {
    if (copies.copyPicked(multi)) selection.clearMulti();
  };
  const deleteSelection = () => {
    if (multi.length === 0) return;
    const count = multi.length;
    deleteWorkouts([...multi], plural(count, { one: "# 个训练", other: "# 个训练" }));
    selection.clearMulti();
  };

  const [showKeys, setShowKeys] = useState(false);
  useCalendarKeys({
    disabled: sheet.target !== null || showKeys,
    showCursor: showSelection,
    onShowCursor: () => selection.setShowSelection(true),
    move: selection.moveSelection,
    previous: () => shift(-1),
    next: () => shift(1),
    home: goToday,
    open: () => (selectedWorkout ? sheet.openWorkout(selectedWorkout.workout.id) : addOn(selected.day)),
    add: () => addOn(selected.day),
    toggle: selectedWorkout ? () => selection.pickWorkout(selectedWorkout.workout.id, "toggle") : null,
    clear: multi.length > 0 ? selection.clearMulti : null,
    copy:
      multi.length > 0
        ? copySelection
        : selectedWorkout
          ? () => copies.copyWorkout(selectedWorkout.workout.id, selectedWorkout.workout.title)
          : null,
    paste: copies.clip ? () => copies.pasteAt(selected.day) : null,
    remove:
      multi.length > 0
        ? deleteSelection
        : selectedWorkout
          ? () => deleteWorkout(selectedWorkout.workout.id, selectedWorkout.workout.title)
          : null,
    hasPicked: multi.length > 0,
    help: () => setShowKeys(true),
  });

  const selectedCount = multi.length;
  const [panel, setPanel] = useState<SidePanelView | null>(null);
  const togglePanel = (view: SidePanelView) => setPanel((open) => (open === view ? null : view));
  return (
    <div className="space-y-3" data-testid="client-calendar" data-start={start} data-weeks={weeks}>
      <ClientPageTabs slug={slug} />
      <CalendarHeader
        window={calendarWindow}
        clipLabel={copies.clip?.label ?? null}
        onCopyWeek={copies.copyWeek}
        onShift={shift}
        onToday={goToday}
        onWeeks={(n) => void navigate({ search: (s) => ({ ...s, weeks: n === 4 ? 4 : undefined }) })}
        onWeek={goWeek}
        onShortcuts={() => setShowKeys(true)}
        panel={panel}
        onTogglePanel={togglePanel}
      />
      <PinnedNotes clientId={clientId} onOpenNotes={() => setPanel("notes")} />

      <div className="flex items-start gap-4">
        <div className="grid min-w-0 flex-1 grid-cols-1 gap-1.5 md:grid-cols-7" data-testid="calendar-grid">
          {days.map((day) => {
            const here = showSelection && selected.day === day;
            return (
              <DayCell
                key={day}
                day={day}
                today={today}
                entries={byDay.get(day) ?? []}
                selected={here}
                selectedWorkoutId={here ? (selectedWorkout?.workout.id ?? null) : null}
                canPaste={copies.clip !== null}
                picked={multi}
                onPick={selection.pickWorkout}
                compact={weeks > 1}
                onSelect={(d, workoutId) => {
                  selection.setSelected({ day: d, workoutId });
                  if (workoutId === null) selection.setShowSelection(true);
                }}
                onOpen={(id) => {
                  selection.openedFrom(id);
                  sheet.openWorkout(id);
                }}
                onAdd={addOn}
                onPaste={copies.pasteAt}
                onDropWorkout={(id, d) => void moveWorkout(id, d)}
              />
            );
          })}
        </div>
        {panel && (
          <Suspense fallback={null}>
            <SidePanel
              view={panel}
              onView={setPanel}
              clientId={clientId}
              slug={calendarWindow.clientData.client.slug}
              clientName={calendarWindow.clientData.user.name}
              onClose={() => setPanel(null)}
            />
          </Suspense>
        )}
      </div>

      {multi.length > 0 && (
        <SelectionBar
          label={t`已选训练`}
          onCopy={copySelection}
          onDelete={deleteSelection}
          onClear={selection.clearMulti}
        >
          <Plural value={selectedCount} one="已选 # 个训练" other="已选 # 个训练" />
        </SelectionBar>
      )}

      <WorkoutEditor
        target={sheet.target}
        clientId={clientId}
        onClose={sheet.closeEditor}
        onSaved={() => {
          void refresh();
          sheet.closeEditor();
        }}
        onDelete={(w) => deleteWorkout(w.id, w.title)}
        onCopy={(w) => copies.copyWorkout(w.id, w.title)}
      />
      <ShortcutsDialog open={showKeys} onOpenChange={setShowKeys} />
      {copies.pastes.conflict && (
        <PasteConflictDialog
          busy={copies.pastes.conflict}
          onChoose={copies.pastes.choose}
          onCancel={copies.pastes.cancel}
        />
      )}
      {deletes.pending && (
        <UndoBar label={deletes.pending.label} kind={deletes.pending.kind} onUndo={deletes.undo} />
      )}
    </div>
  );
}
