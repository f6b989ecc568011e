import { useEffect, useRef } from "react";

export type GridKeyActions = {
  /** A dialog, the editor or the help is open: the grid's keys rest. */
  disabled: boolean;
  /** The cursor is outlined (the first Delete only shows it, as on the calendar). */
  showCursor: boolean;
  onShowCursor: () => void;
  move: (delta: number) => void;
  home: () => void;
  open: () => void;
  add: () => void;
  toggle: () => void;
  clear: (() => void) | null;
  copy: () => void;
  paste: (() => void) | null;
  remove: () => void;
  help: () => void;
};

/**
 * The calendar's keys on the program grid (not while typing or with a dialog open): arrows move
 * the cursor a day / a week, Enter opens, n adds, x picks the day, c copies, v pastes, Delete
 * deletes (with undo), Esc clears the selection, t goes to day 1, [ ] a week back / ahead, ? help.
 */
export function useGridKeys(actions: GridKeyActions) {
  const ref = useRef(actions);
  ref.current = actions;
  useEffect(() => {
    const listener = (e: KeyboardEvent) => {
      const a = ref.current;
      if (e.defaultPrevented || e.metaKey || e.ctrlKey || e.altKey || a.disabled) return;
      const el = e.target as HTMLElement | null;
      if (el?.closest("input, textarea, select, [contenteditable=true], [role=dialog], [role=menu]")) return;
      const run = (fn: () => void) => {
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
        case "[":
          return run(() => a.move(-7));
        case "ArrowDown":
        case "]":
          return run(() => a.move(7));
        case "Enter":
          if (el?.closest("button, a")) return;
          return run(a.open);
        case "n":
          return run(a.add);
        case "x":
          return run(a.toggle);
        case "Escape":
          if (a.clear) run(a.clear);
          return;
        case "c":
          return run(a.copy);
        case "v":
          if (a.paste) run(a.paste);
          return;
        case "Delete":
        case "Backspace":
          // Only what the coach can see: the first press just shows the cursor.
          if (!a.showCursor) return run(() => {});
          return run(a.remove);
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
