/**
 * The /clients search params: search, sort, filters and page live in the URL so reload, back and
 * a starred link show the same list. Parsed with a plain function rather than zod: `validateSearch`
 * is part of the route tree, which every first visit loads (zod/mini alone is ~22 KB gzip, more
 * than the entry budget has left, see docs/web.md "Bundle budget"). Unknown or malformed values
 * are dropped, so a hand-edited URL falls back to the defaults.
 */

import { CLIENT_LIST_ORDERS, CLIENT_STATES } from "#shared/shared-rules";

/** The server's orders (shared-rules.ts holds no zod, so the route tree may import it). */
export const CLIENT_ORDERS = CLIENT_LIST_ORDERS;
export type ClientOrder = (typeof CLIENT_ORDERS)[number];

export const STATE_FILTERS = CLIENT_STATES;
export type StateFilter = (typeof STATE_FILTERS)[number];

export const DEFAULT_PER_PAGE = 50;
export const MAX_PER_PAGE = 200;
const Q_MAX = 100;

export type ClientsSearch = {
  q?: string;
  order?: ClientOrder;
  state?: StateFilter;
  /** One trainer's clients (a trainers.list id). */
  trainer?: number;
  /** A trainer looking at the whole organization instead of their own clients. */
  all?: boolean;
  /** Only clients that need attention. */
  attention?: boolean;
  page?: number;
  per_page?: number;
};

function positiveInt(value: unknown, max = Number.MAX_SAFE_INTEGER): number | undefined {
  const n = typeof value === "number" ? value : typeof value === "string" ? Number(value) : Number.NaN;
  return Number.isInteger(n) && n >= 1 && n <= max ? n : undefined;
}

function oneOf<T extends string>(values: readonly T[], value: unknown): T | undefined {
  return typeof value === "string" && (values as readonly string[]).includes(value)
    ? (value as T)
    : undefined;
}

const isTrue = (value: unknown) => value === true || value === "true" || value === 1 || value === "1";

export function validateClientsSearch(search: Record<string, unknown>): ClientsSearch {
  const out: ClientsSearch = {};
  const q = typeof search.q === "string" ? search.q.trim().slice(0, Q_MAX) : "";
  if (q) out.q = q;
  const order = oneOf(CLIENT_ORDERS, search.order);
  if (order && order !== "name_ASC") out.order = order;
  const state = oneOf(STATE_FILTERS, search.state);
  if (state) out.state = state;
  const trainer = positiveInt(search.trainer);
  if (trainer) out.trainer = trainer;
  if (isTrue(search.all)) out.all = true;
  if (isTrue(search.attention)) out.attention = true;
  const page = positiveInt(search.page);
  if (page && page > 1) out.page = page;
  const perPage = positiveInt(search.per_page, MAX_PER_PAGE);
  if (perPage && perPage !== DEFAULT_PER_PAGE) out.per_page = perPage;
  return out;
}

/** True when the search narrows the list (an empty answer then means "no match", not "no clients"). */
export function hasFilters(search: ClientsSearch): boolean {
  return Boolean(search.q || search.state || search.trainer || search.attention);
}
