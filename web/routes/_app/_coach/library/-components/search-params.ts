/**
 * The /library search params: tab, search text, tag filters, source and page live in the URL so
 * reload, back and a starred link show the same list. Parsed with a plain function rather than zod
 * (like the client list's): `validateSearch` is part of the route tree, which every first visit
 * loads. Unknown or malformed values are dropped; defaults are left out of the URL.
 */

import type { TagFamily } from "#shared/tag-labels";

export const LIBRARY_TABS = ["exercises", "warmups", "cooldowns", "documents"] as const;
export type LibraryTab = (typeof LIBRARY_TABS)[number];

/**
 * The tag families (shared/tag-labels.ts TAG_FAMILIES), each a filter and a URL param.
 * Written out here because this file is part of the route tree, i.e. of every first visit, and
 * importing that module would bring its Chinese label table along; the types keep the two equal.
 */
export const FAMILIES = [
  "type",
  "primary_muscles",
  "plane",
  "pattern",
] as const satisfies readonly TagFamily[];
// Fails to compile when a family is added on the server but not here.
export const FAMILIES_COMPLETE: [TagFamily] extends [(typeof FAMILIES)[number]] ? true : never = true;

/** 全部 (no param) / 默认库 (the shared catalogue) / 我的组织 (the organization's own). */
export const SOURCES = ["default", "own"] as const;
export type Source = (typeof SOURCES)[number];

export const PER_PAGE = 24;
export const TEMPLATES_PER_PAGE = 20;
const Q_MAX = 100;
/** The server takes at most 20 values per family. */
const TAGS_MAX = 20;

export type LibrarySearch = {
  tab?: Exclude<LibraryTab, "exercises">;
  q?: string;
  source?: Source;
  page?: number;
} & Partial<Record<TagFamily, string[]>>;

function positiveInt(value: unknown): number | undefined {
  const n = typeof value === "number" ? value : typeof value === "string" ? Number(value) : Number.NaN;
  return Number.isInteger(n) && n >= 1 && n <= 100_000 ? n : undefined;
}

function oneOf<T extends string>(values: readonly T[], value: unknown): T | undefined {
  return typeof value === "string" && (values as readonly string[]).includes(value)
    ? (value as T)
    : undefined;
}

/** A list of tag values: the router's JSON array, or a hand-written comma list (`type=Strength,Cardio`). */
function tagList(value: unknown): string[] | undefined {
  const raw = Array.isArray(value) ? value : typeof value === "string" ? value.split(",") : [];
  const out: string[] = [];
  for (const item of raw) {
    if (typeof item !== "string") continue;
    const v = item.trim().slice(0, 50);
    if (v && !out.includes(v)) out.push(v);
  }
  return out.length ? out.slice(0, TAGS_MAX) : undefined;
}

export function validateLibrarySearch(search: Record<string, unknown>): LibrarySearch {
  const out: LibrarySearch = {};
  const tab = oneOf(LIBRARY_TABS, search.tab);
  if (tab && tab !== "exercises") out.tab = tab;
  const q = typeof search.q === "string" ? search.q.trim().slice(0, Q_MAX) : "";
  if (q) out.q = q;
  const page = positiveInt(search.page);
  if (page && page > 1) out.page = page;
  // Source and tags filter exercises only.
  if (!out.tab) {
    const source = oneOf(SOURCES, search.source);
    if (source) out.source = source;
    for (const family of FAMILIES) {
      const values = tagList(search[family]);
      if (values) out[family] = values;
    }
  }
  return out;
}

/** True when the exercise list is narrowed (an empty answer then means "no match"). */
export function hasExerciseFilters(search: LibrarySearch): boolean {
  return Boolean(search.q || search.source || FAMILIES.some((f) => search[f]?.length));
}
