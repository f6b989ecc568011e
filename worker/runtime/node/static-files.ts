import { serveStatic } from "@hono/node-server/serve-static";
import type { Context, Hono } from "hono";

/**
 * The built web app on the Node server (Cloudflare serves the same files from its assets, with the
 * headers of web/public/_headers). Files whose names carry a content hash, Vite's /assets/ and the
 * catalogue photos (scripts/build-exercise-photos.ts), never change under a name: browsers may keep
 * them for a year without asking again. Everything else (index.html, the service worker …) is
 * revalidated as usual.
 */
export const IMMUTABLE_CACHE_CONTROL = "public, max-age=31536000, immutable";
export const HASHED_PATH_PREFIXES = ["/assets/", "/exercise-photos/"] as const;

/** Real files first, then index.html for every other path (client-side routes), else a 503 hint. */
export function serveWebApp(app: Hono, root: string): void {
  // Requests answered with a real file (not the index.html fallback of a missing one).
  const found = new WeakSet<Context>();
  app.use("/*", async (c, next) => {
    await next();
    if (found.has(c) && HASHED_PATH_PREFIXES.some((prefix) => c.req.path.startsWith(prefix)))
      c.res.headers.set("Cache-Control", IMMUTABLE_CACHE_CONTROL);
  });
  app.use("/*", serveStatic({ root, onFound: (_path, c) => void found.add(c) }));
  app.get("*", serveStatic({ root, path: "index.html" }));
  app.get("*", (c) => c.text("The web app is not built: run `npm run build`.", 503));
}
