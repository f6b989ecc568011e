import { readJson, STORAGE_KEYS, writeJson } from "./storage";
import { createStore, useStore } from "./store";

/**
 * Starred pages (SPEC "Layout features": starred pages, first 10 shown). A page is its href (path
 * and search) and its route id, whose title is looked up when shown so it follows the language.
 */
export type StarredPage = { href: string; routeId: string };
export const STARRED_SHOWN = 10;

function isStarredList(value: unknown): value is StarredPage[] {
  return (
    Array.isArray(value) &&
    value.every(
      (v) =>
        typeof v === "object" && v !== null && typeof v.href === "string" && typeof v.routeId === "string",
    )
  );
}

export const starredStore = createStore<StarredPage[]>(
  readJson(STORAGE_KEYS.starred, isStarredList) ?? [],
  (list) => writeJson(STORAGE_KEYS.starred, list),
);

export function isStarred(list: StarredPage[], href: string): boolean {
  return list.some((p) => p.href === href);
}

export function toggleStarred(page: StarredPage): boolean {
  const list = starredStore.get();
  if (isStarred(list, page.href)) {
    starredStore.set(list.filter((p) => p.href !== page.href));
    return false;
  }
  starredStore.set([...list, page]);
  return true;
}

export function useStarred(): StarredPage[] {
  return useStore(starredStore);
}
