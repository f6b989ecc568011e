/**
 * The admin lists' search params (search, filters, page) live in the URL so reload and back show
 * the same page. A plain parser, no zod: route trees load it on first visit (docs/web.md
 * "Bundle budget"). Unknown or malformed values are dropped.
 */

export type AdminSearch = {
  q?: string;
  org?: number;
  trainer?: number;
  page?: number;
};

export const ADMIN_PER_PAGE = 20;
const Q_MAX = 100;

function positiveInt(value: unknown): number | undefined {
  const n = typeof value === "number" ? value : typeof value === "string" ? Number(value) : Number.NaN;
  return Number.isInteger(n) && n >= 1 && n <= Number.MAX_SAFE_INTEGER ? n : undefined;
}

export function validateAdminSearch(search: Record<string, unknown>): AdminSearch {
  const out: AdminSearch = {};
  const q = typeof search.q === "string" ? search.q.trim().slice(0, Q_MAX) : "";
  if (q) out.q = q;
  const org = positiveInt(search.org);
  if (org) out.org = org;
  const trainer = positiveInt(search.trainer);
  if (trainer) out.trainer = trainer;
  const page = positiveInt(search.page);
  if (page && page > 1) out.page = page;
  return out;
}

/** The server input of a list page (admin.organizations / trainers / clients). */
export function pageInput(search: AdminSearch) {
  return {
    page: search.page ?? 1,
    limit: ADMIN_PER_PAGE,
    ...(search.q ? { q: search.q } : {}),
    ...(search.org ? { organization_id: search.org } : {}),
    ...(search.trainer ? { trainer_id: search.trainer } : {}),
  };
}

export const hasFilters = (s: AdminSearch) => Boolean(s.q || s.org || s.trainer);
