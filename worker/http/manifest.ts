import type { Hono } from "hono";
import { brandingForHost, manifestFor } from "../domains";
import type { ServiceDeps } from "../services/deps";

export const MANIFEST_PATH = "/manifest.webmanifest";

/**
 * The installable app's manifest, answered by the app on both runtimes rather than as a built
 * file, because it follows the host: an organization's address installs its name, logo and
 * colour (issue 30). On Workers it is in wrangler.toml's `run_worker_first`.
 */
export function mountManifest(app: Hono, deps: ServiceDeps): void {
  app.get(MANIFEST_PATH, async (c) => {
    const branding = await brandingForHost(deps, new URL(c.req.url).hostname);
    c.header("content-type", "application/manifest+json; charset=utf-8");
    // Revalidated on every visit: a renamed organization or a new logo shows at the next start.
    c.header("cache-control", "no-cache");
    return c.body(JSON.stringify(manifestFor(branding)));
  });
}
