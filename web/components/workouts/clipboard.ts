import { createStore, type Store, useStore } from "@/lib/store";

/**
 * What a schedule's copy holds: workout ids with their day offset from the first copied day, so a
 * week or a selection pastes with its shape; the server copies the workouts at paste time (results
 * and completion never travel). `days` is set when whole days of one program were copied: pasted
 * into that program they go as days (`programs.copyDays`, one atomic copy).
 */
export type Copied = {
  workouts: Array<{ id: number; offset: number }>;
  label: string;
  days: { programId: number; positions: number[] } | null;
};

export type Clipboard = {
  store: Store<Copied | null>;
  /** The copy, read by a component (it re-renders when the copy changes). */
  use: () => Copied | null;
};

function isInt(v: unknown): v is number {
  return Number.isSafeInteger(v);
}

function isCopied(value: unknown): value is Copied {
  if (typeof value !== "object" || value === null) return false;
  const v = value as Record<string, unknown>;
  const days = v.days as Record<string, unknown> | null | undefined;
  return (
    typeof v.label === "string" &&
    Array.isArray(v.workouts) &&
    v.workouts.every((w: unknown) => {
      const entry = w as Record<string, unknown> | null;
      return typeof entry === "object" && entry !== null && isInt(entry.id) && isInt(entry.offset);
    }) &&
    (days === null ||
      (typeof days === "object" &&
        isInt(days.programId) &&
        Array.isArray(days.positions) &&
        days.positions.every(isInt)))
  );
}

/**
 * A clipboard kept outside the screen, so it survives moving to another client's calendar or
 * another program (copy across), and in sessionStorage under `key`, so it survives a reload.
 */
export function createClipboard(key: string): Clipboard {
  const read = (): Copied | null => {
    try {
      const raw = window.sessionStorage.getItem(key);
      const value: unknown = raw ? JSON.parse(raw) : null;
      return isCopied(value) ? value : null;
    } catch {
      return null;
    }
  };
  const store = createStore<Copied | null>(typeof window === "undefined" ? null : read(), (value) => {
    try {
      if (value) window.sessionStorage.setItem(key, JSON.stringify(value));
      else window.sessionStorage.removeItem(key);
    } catch {
      // Storage unavailable: the clipboard still works for this page.
    }
  });
  return { store, use: () => useStore(store) };
}

// The calendar's and the program grid's copies stay apart, as they always have: a client's
// workouts paste onto client days (workouts.pasteMany), a program's days into programs.
export const calendarClipboard = createClipboard("coach:calendar-clipboard");
export const programClipboard = createClipboard("coach:program-clipboard");
