import { createStore, useStore } from "@/lib/store";

/**
 * The program grid's clipboard: copied days of one program (positions) with the workouts on them
 * and their offset from the first copied day. Pasting into the same program sends the days
 * (`programs.copyDays`, one atomic copy keeping relative days); into another program it sends each
 * workout (`workouts.paste` at the target position + offset). Kept in sessionStorage so it survives
 * a reload and a move to another program.
 */
export type DaysClipboard = {
  programId: number;
  positions: number[];
  workouts: Array<{ id: number; offset: number }>;
  label: string;
} | null;

const KEY = "coach:program-clipboard";

function isInt(v: unknown): v is number {
  return Number.isSafeInteger(v);
}

function isClipboard(value: unknown): value is NonNullable<DaysClipboard> {
  if (typeof value !== "object" || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    isInt(v.programId) &&
    typeof v.label === "string" &&
    Array.isArray(v.positions) &&
    v.positions.every(isInt) &&
    Array.isArray(v.workouts) &&
    v.workouts.every(
      (w: unknown) =>
        typeof w === "object" &&
        w !== null &&
        isInt((w as { id?: unknown }).id) &&
        isInt((w as { offset?: unknown }).offset),
    )
  );
}

function read(): DaysClipboard {
  try {
    const raw = window.sessionStorage.getItem(KEY);
    const value: unknown = raw ? JSON.parse(raw) : null;
    return isClipboard(value) ? value : null;
  } catch {
    return null;
  }
}

export const daysClipboard = createStore<DaysClipboard>(
  typeof window === "undefined" ? null : read(),
  (value) => {
    try {
      if (value) window.sessionStorage.setItem(KEY, JSON.stringify(value));
      else window.sessionStorage.removeItem(KEY);
    } catch {
      // Storage unavailable: the clipboard still works for this page.
    }
  },
);

export function useDaysClipboard(): DaysClipboard {
  return useStore(daysClipboard);
}
