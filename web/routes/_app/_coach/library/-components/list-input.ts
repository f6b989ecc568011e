import { FAMILIES, type LibrarySearch, PER_PAGE, TEMPLATES_PER_PAGE } from "./search-params";

/** The `libraries.exercises.list` input of a view (the loader and the page use the same one). */
export function exerciseListInput(search: LibrarySearch) {
  const tags: Partial<Record<(typeof FAMILIES)[number], string[]>> = {};
  for (const family of FAMILIES) {
    const values = search[family];
    if (values?.length) tags[family] = values;
  }
  return {
    ...(search.q ? { q: search.q } : {}),
    ...(Object.keys(tags).length ? { tags } : {}),
    ...(search.source ? { default: search.source === "default" } : {}),
    page: search.page ?? 1,
    limit: PER_PAGE,
  };
}

/** The `libraries.warmups.list` / `libraries.cooldowns.list` input of a view. */
export function templateListInput(search: LibrarySearch) {
  return { ...(search.q ? { q: search.q } : {}), page: search.page ?? 1, limit: TEMPLATES_PER_PAGE };
}
