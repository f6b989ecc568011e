import { createStore, useStore } from "@/lib/store";

/**
 * The calendar clipboard: workout ids with their day offset from the copied range's first day, so
 * a whole week pastes with its shape. Kept outside the route so it survives moving to another
 * client's calendar (copy to another client), and in sessionStorage so it survives a reload; the
 * server copies the workouts at paste time (results and completion never travel).
 */
export type Clipboard = { entries: Array<{ id: number; offset: number }>; label: string } | null;

const KEY = "coach:calendar-clipboard";

function isClipboard(value: unknown): value is NonNullable<Clipboard> {
  if (typeof value !== "object" || value === null) return false;
  const v = value as { entries?: unknown; label?: unknown };
  return (
    typeof v.label === "string" &&
    Array.isArray(v.entries) &&
    v.entries.every(
      (e: unknown) =>
        typeof e === "object" &&
        e !== null &&
        Number.isSafeInteger((e as { id?: unknown }).id) &&
        Number.isSafeInteger((e as { offset?: unknown }).offset),
    )
  );
}

function read(): Clipboard {
  try {
    const raw = window.sessionStorage.getItem(KEY);
    const value: unknown = raw ? JSON.parse(raw) : null;
    return isClipboard(value) ? value : null;
  } catch {
    return null;
  }
}

export const clipboard = createStore<Clipboard>(typeof window === "undefined" ? null : read(), (value) => {
  try {
    if (value) window.sessionStorage.setItem(KEY, JSON.stringify(value));
    else window.sessionStorage.removeItem(KEY);
  } catch {
    // Storage unavailable: the clipboard still works for this page.
  }
});

export function useClipboard(): Clipboard {
  return useStore(clipboard);
}
