/**
 * localStorage with the failure modes handled (private mode, quota, corrupt JSON). Every key the
 * app keeps starts with `coach:` so they are easy to find and to clear.
 */
export const STORAGE_KEYS = {
  session: "coach:session",
  theme: "coach:theme",
  locale: "coach:locale",
  sidebar: "coach:sidebar",
  starred: "coach:starred",
} as const;

export function readString(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeString(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Storage unavailable or full: the in-memory state still applies for this visit.
  }
}

export function readJson<T>(key: string, guard: (value: unknown) => value is T): T | null {
  const raw = readString(key);
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return guard(value) ? value : null;
  } catch {
    return null;
  }
}

export function writeJson(key: string, value: unknown): void {
  writeString(key, value === null || value === undefined ? null : JSON.stringify(value));
}

/** Calls `listener` when another tab changes `key`. */
export function onStorageChange(key: string, listener: () => void): () => void {
  const handler = (event: StorageEvent) => {
    if (event.key === key || event.key === null) listener();
  };
  window.addEventListener("storage", handler);
  return () => window.removeEventListener("storage", handler);
}
