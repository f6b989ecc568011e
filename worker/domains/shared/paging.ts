import * as z from "zod";
import { zLimit, zPage } from "./fields";

/**
 * One paging rule for every list: `page` (1-based) and a page size named `per_page` (TrueCoach's
 * name) or `limit` (SPEC's); `per_page` wins when both are given. Answers carry TrueCoach's
 * `meta: {page, per_page, total_pages, total_count}`.
 */
const buildPagingFields = (max: number, fallback: number) => ({
  page: zPage,
  limit: zLimit(max, fallback),
  per_page: z.coerce.number().int().min(1).max(max).optional(),
});

/**
 * Lists share a handful of bounds: one set of (immutable) schemas per bound instead of ~12 new zod
 * schemas for each list's input, built at every Worker start (docs/performance.md "Worker start").
 */
const pagingFieldsByBounds = new Map<string, ReturnType<typeof buildPagingFields>>();

export function pagingFields(max: number, fallback: number) {
  const key = `${max}/${fallback}`;
  let fields = pagingFieldsByBounds.get(key);
  if (!fields) {
    fields = buildPagingFields(max, fallback);
    pagingFieldsByBounds.set(key, fields);
  }
  return { ...fields };
}

export type PageRequest = { page: number; limit: number; per_page?: number | undefined };
export type PageWindow = { page: number; size: number; offset: number };

export function pageWindow(input: PageRequest): PageWindow {
  const size = input.per_page ?? input.limit;
  return { page: input.page, size, offset: (input.page - 1) * size };
}

export const ZPageMeta = z.object({
  page: z.number().int(),
  per_page: z.number().int(),
  total_pages: z.number().int(),
  total_count: z.number().int(),
});
export type PageMeta = z.infer<typeof ZPageMeta>;

export function pageMeta(window: PageWindow, totalCount: number): PageMeta {
  return {
    page: window.page,
    per_page: window.size,
    total_pages: Math.ceil(totalCount / window.size),
    total_count: totalCount,
  };
}

/**
 * The page's meta without a count query when the page itself tells the total: a page shorter
 * than its size is the last one (unless it is an empty page past the end). Otherwise `count`
 * runs (one set-based query).
 */
export async function pageMetaOf(
  window: PageWindow,
  rowsOnPage: number,
  count: () => Promise<number>,
): Promise<PageMeta> {
  const lastPage = rowsOnPage < window.size && (rowsOnPage > 0 || window.page === 1);
  return pageMeta(window, lastPage ? window.offset + rowsOnPage : await count());
}

/**
 * One page of a list: its rows (`rows` applies the window's limit and offset) and its meta. The
 * total is counted (`count`: one `{ n }` row) only when the page cannot tell it (pageMetaOf), so a
 * short last page costs one statement. Every list answering `meta` goes through here.
 */
export async function paged<T>(
  window: PageWindow,
  rows: (window: PageWindow) => PromiseLike<T[]>,
  count: () => PromiseLike<{ n: number }[]>,
): Promise<{ rows: T[]; meta: PageMeta }> {
  const page = await rows(window);
  const meta = await pageMetaOf(window, page.length, async () => (await count())[0]?.n ?? 0);
  return { rows: page, meta };
}

/** Paging inputs of the lists that had none (`trainers`, `organizations`): optional as a whole. */
export const pagingInput = (max: number, fallback: number) =>
  z.object(pagingFields(max, fallback)).prefault({});
