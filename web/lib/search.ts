/**
 * Search of the sign-in pages: `to`, the path wanted before being sent to sign in (SPEC section 2).
 * A plain function rather than zod, so the route tree (loaded on every first visit) stays small.
 */
export type RedirectSearch = { to?: string };

export function validateRedirectSearch(search: Record<string, unknown>): RedirectSearch {
  return typeof search.to === "string" && search.to.length > 0 ? { to: search.to } : {};
}
