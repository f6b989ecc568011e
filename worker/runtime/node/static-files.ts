import { serveStatic } from "@hono/node-server/serve-static";
import type { Context, Hono } from "hono";
import { isPrecompressible } from "./precompressed-files";

/**
 * The built web app on the Node server (Cloudflare serves the same files from its assets, with the
 * headers of web/public/_headers). Files whose names carry a content hash, Vite's /assets/ and the
 * catalogue photos (scripts/build-exercise-photos.ts), never change under a name: browsers may keep
 * them for a year without asking again. index.html names those files, so it is asked for again on
 * every visit (`no-cache`); everything else is revalidated as usual.
 *
 * Text files go compressed: the build writes brotli and gzip copies beside them
 * (scripts/precompress.ts) and serveStatic's `precompressed` sends the one the browser accepts
 * (brotli first), else the file itself. Their answers say `Vary: Accept-Encoding` either way, so a
 * shared cache never hands a compressed copy to a browser that did not ask for it, or the reverse.
 */
export const IMMUTABLE_CACHE_CONTROL = "public, max-age=31536000, immutable";
export const HASHED_PATH_PREFIXES = ["/assets/", "/exercise-photos/"] as const;
export const INDEX_CACHE_CONTROL = "no-cache";

/** Adds Accept-Encoding to the Vary header unless it is there already. */
function varyOnEncoding(headers: Headers): void {
  const vary = headers.get("Vary");
  if (!vary) headers.set("Vary", "Accept-Encoding");
  else if (!/\baccept-encoding\b/i.test(vary)) headers.set("Vary", `${vary}, Accept-Encoding`);
}

/** Real files first, then index.html for every other path (client-side routes), else a 503 hint. */
export function serveWebApp(app: Hono, root: string): void {
  // The file that answered each request (the compressed copy's path when one was sent).
  const served = new WeakMap<Context, string>();
  const onFound = (path: string, c: Context) => void served.set(c, path);
  app.use("/*", async (c, next) => {
    await next();
    const path = served.get(c);
    if (path === undefined) return;
    const original = path.replace(/\.(br|gz)$/, "");
    if (isPrecompressible(original)) varyOnEncoding(c.res.headers);
    if (original.endsWith("index.html")) c.res.headers.set("Cache-Control", INDEX_CACHE_CONTROL);
    else if (HASHED_PATH_PREFIXES.some((prefix) => c.req.path.startsWith(prefix)))
      c.res.headers.set("Cache-Control", IMMUTABLE_CACHE_CONTROL);
  });
  app.use("/*", serveStatic({ root, precompressed: true, onFound }));
  app.get("*", serveStatic({ root, path: "index.html", precompressed: true, onFound }));
  app.get("*", (c) => c.text("The web app is not built: run `npm run build`.", 503));
}
