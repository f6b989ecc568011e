import { getPath } from "hono/utils/url";

/**
 * The path Hono routes by: REST paths reach the same route with or without a trailing slash
 * (`/api/oauth/token/` is `/api/oauth/token`), as TrueCoach integrations send them. Only `/api/…`
 * paths are folded; the web app's own paths and tRPC keep theirs. Every Hono app that routes API
 * paths (createApp's, and the Node entry's around it) must be built with it.
 */
export function routingPath(request: Request): string {
  const path = getPath(request);
  return path.length > 5 && path.startsWith("/api/") && path.endsWith("/") ? path.replace(/\/+$/, "") : path;
}
