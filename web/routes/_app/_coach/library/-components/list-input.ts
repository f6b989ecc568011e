import { activeLocale } from "@/i18n";
import { FAMILIES, type LibrarySearch, PER_PAGE, TEMPLATES_PER_PAGE } from "./search-params";

/**
 * The `libraries.exercises.list` input of a view (the loader and the page use the same one). The
 * interface language `locale` orders the list (issue 22: zh-CN the exercises coaches program most
 * first, then by pinyin; en by English name); in the input, a change of language fetches it again.
 */
export function exerciseListInput(search: LibrarySearch, locale: string) {
  const tags: Partial<Record<(typeof FAMILIES)[number], string[]>> = {};
  for (const family of FAMILIES) {
    const values = search[family];
    if (values?.length) tags[family] = values;
  }
  return {
    ...(search.q ? { q: search.q } : {}),
    ...(Object.keys(tags).length ? { tags } : {}),
    ...(search.source ? { default: search.source === "default" } : {}),
    locale: activeLocale(locale),
    page: search.page ?? 1,
    limit: PER_PAGE,
  };
}

/** The `libraries.warmups.list` / `libraries.cooldowns.list` input of a view. */
export function templateListInput(search: LibrarySearch) {
  return { ...(search.q ? { q: search.q } : {}), page: search.page ?? 1, limit: TEMPLATES_PER_PAGE };
}
