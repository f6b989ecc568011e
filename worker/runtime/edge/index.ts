/**
 * Cloudflare Workers entry (wrangler.toml `main`). It only builds the app's dependencies from the
 * bindings (worker/edge-*.ts): D1 as `DB`, or libSQL over HTTP when DATABASE_URL is set; config
 * through configFromEnv; bootstrap once per isolate. The app itself is worker/app.ts, the same one
 * worker/runtime/node/start.ts serves on Node. `scheduled` is the Cron Trigger's job tick
 * (worker/domains/jobs/). No Node-only module may be imported from here.
 */
import { createEdgeHandler } from "./runtime";

const handler = createEdgeHandler();

export default { fetch: handler.fetch, scheduled: handler.scheduled };
/** The realtime rooms' Durable Object class (wrangler.toml `[[durable_objects.bindings]]`). */
export { RealtimeRoom } from "./realtime-room";
