import { useEffect, useMemo, useRef, useState } from "react";
import { addDays, daysBetween, type Ymd } from "@/components/workouts/dates";
import type { CalendarWorkout } from "@/components/workouts/model";

/**
 * The calendar's keyboard cursor (a day, and one of its workouts) and its multi-selection of
 * workouts: ctrl/⌘-click toggles a workout, shift-click adds the range from the last clicked one
 * (calendar order).
 */
export function useCalendarSelection({
  today,
  start,
  end,
  weeks,
  days,
  byDay,
  goWeek,
}: {
  today: Ymd;
  start: Ymd;
  end: Ymd;
  weeks: number;
  days: readonly Ymd[];
  byDay: ReadonlyMap<Ymd, CalendarWorkout[]>;
  goWeek: (week: Ymd) => void;
}) {
  const [selected, setSelected] = useState<{ day: Ymd; workoutId: number | null }>(() => ({
    day: today >= start && today <= end ? today : start,
    workoutId: null,
  }));
  // A window change moves the selection into it (same weekday).
  useEffect(() => {
    setSelected((s) =>
      s.day >= start && s.day <= end
        ? s
        : {
            day:
              today >= start && today <= end
                ? today
                : addDays(start, ((daysBetween(start, s.day) % 7) + 7) % 7),
            workoutId: null,
          },
    );
  }, [start, end, today]);

  // The selected day is outlined once the coach starts using the keyboard (or picks a day).
  const [showSelection, setShowSelection] = useState(false);
  const selectedEntries = byDay.get(selected.day) ?? [];
  const selectedWorkout =
    selectedEntries.find((e) => e.workout.id === selected.workoutId) ?? selectedEntries[0] ?? null;

  const moveSelection = (delta: number) => {
    const day = addDays(selected.day, delta);
    setSelected({ day, workoutId: byDay.get(day)?.[0]?.workout.id ?? null });
    if (day < start || day > end) goWeek(addDays(start, delta > 0 ? weeks * 7 : -weeks * 7));
  };

  const [multi, setMulti] = useState<number[]>([]);
  const anchorRef = useRef<number | null>(null);
  const shownOrder = useMemo(
    () => days.flatMap((d) => (byDay.get(d) ?? []).map((e) => e.workout.id)),
    [days, byDay],
  );
  useEffect(() => {
    // Workouts that left the window (or were deleted) leave the selection.
    setMulti((m) =>
      m.every((id) => shownOrder.includes(id)) ? m : m.filter((id) => shownOrder.includes(id)),
    );
  }, [shownOrder]);
  const pickWorkout = (id: number, mode: "toggle" | "range") => {
    setMulti((m) => {
      if (mode === "toggle" || anchorRef.current === null) {
        return m.includes(id) ? m.filter((x) => x !== id) : [...m, id];
      }
      const a = shownOrder.indexOf(anchorRef.current);
      const b = shownOrder.indexOf(id);
      if (a < 0 || b < 0) return m.includes(id) ? m : [...m, id];
      const range = shownOrder.slice(Math.min(a, b), Math.max(a, b) + 1);
      return [...new Set([...m, ...range])];
    });
    if (mode === "toggle" || anchorRef.current === null) anchorRef.current = id;
  };
  const clearMulti = () => {
    setMulti([]);
    anchorRef.current = null;
  };
  /** Opening a workout starts a new selection from it. */
  const openedFrom = (id: number) => {
    clearMulti();
    anchorRef.current = id;
  };

  return {
    selected,
    setSelected,
    showSelection,
    setShowSelection,
    selectedWorkout,
    moveSelection,
    multi,
    pickWorkout,
    clearMulti,
    openedFrom,
  };
}
