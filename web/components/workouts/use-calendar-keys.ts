import { useEffect, useRef } from "react";

/**
 * What a schedule does on its keys; the client calendar and the program grid pass their own. An
 * action that is null has nothing to act on now (the key is then left to the browser).
 */
export type CalendarKeyActions = {
  /** The editor or the help is open: the keys rest. */
  disabled: boolean;
  /** The cursor is outlined: the first Delete only shows it, so nothing unseen is deleted. */
  showCursor: boolean;
  onShowCursor: () => void;
  /** Moves the cursor by days (←/→ one, ↑/↓ seven). */
  move: (delta: number) => void;
  /** `[` / `]`: a window back / ahead (the calendar) or a week (the grid). */
  previous: () => void;
  next: () => void;
  /** `t`: today, or the program's first day. */
  home: () => void;
  /** Enter: opens the cursor's workout, or adds one on its day. */
  open: () => void;
  add: () => void;
  /** `x`: adds or removes the cursor's workout (or day) from the multi-selection. */
  toggle: (() => void) | null;
  /** Esc: clears the multi-selection. */
  clear: (() => void) | null;
  copy: (() => void) | null;
  paste: (() => void) | null;
  /** Delete / Backspace: the multi-selection's workouts, else the cursor's. */
  remove: (() => void) | null;
  /** A multi-selection is shown: Delete acts on it at once. */
  hasPicked: boolean;
  help: () => void;
};

/**
 * A schedule's keys (not while typing, nor with a dialog or a menu focused): arrows move the cursor a
 * day / a week, Enter opens, n adds, x picks, c copies, v pastes, Delete deletes (with undo), Esc
 * clears the selection, t goes home, [ ] back / ahead, ? help.
 */
export function useCalendarKeys(actions: CalendarKeyActions) {
  const ref = useRef(actions);
  ref.current = actions;
  useEffect(() => {
    const listener = (e: KeyboardEvent) => {
      const a = ref.current;
      if (e.defaultPrevented || e.metaKey || e.ctrlKey || e.altKey || a.disabled) return;
      const el = e.target as HTMLElement | null;
      if (el?.closest("input, textarea, select, [contenteditable=true], [role=dialog], [role=menu]")) return;
      const run = (fn: (() => void) | null) => {
        if (!fn) return;
        e.preventDefault();
        a.onShowCursor();
        fn();
      };
      switch (e.key) {
        case "ArrowLeft":
          return run(() => a.move(-1));
        case "ArrowRight":
          return run(() => a.move(1));
        case "ArrowUp":
          return run(() => a.move(-7));
        case "ArrowDown":
          return run(() => a.move(7));
        case "[":
          return run(a.previous);
        case "]":
          return run(a.next);
        case "Enter":
          if (el?.closest("button, a")) return;
          return run(a.open);
        case "n":
          return run(a.add);
        case "x":
          return run(a.toggle);
        case "Escape":
          return run(a.clear);
        case "c":
          return run(a.copy);
        case "v":
          return run(a.paste);
        case "Delete":
        case "Backspace":
          if (a.hasPicked || a.showCursor) return run(a.remove);
          // Only what the coach can see: the first press just shows the cursor.
          return run(() => {});
        case "t":
          return run(a.home);
        case "?":
          return run(a.help);
      }
    };
    window.addEventListener("keydown", listener);
    return () => window.removeEventListener("keydown", listener);
  }, []);
}
