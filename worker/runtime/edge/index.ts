/**
 * Cloudflare Workers entry (wrangler.toml `main`, what `wrangler deploy` ships). It only builds the
 * app's dependencies from the bindings (deps.ts): D1 as `DB`; config through configFromEnv;
 * bootstrap once per isolate. Two entries extend it: libsql.ts (a libSQL server instead of D1) and
 * dev.ts (`npm run dev:worker`, with demo data). The app itself is worker/app.ts, the same one
 * worker/runtime/node/start.ts serves on Node. `scheduled` is the Cron Trigger's job tick
 * (worker/domains/jobs/). No Node-only module may be imported from here.
 */
import { createEdgeHandler } from "./runtime";

const handler = createEdgeHandler();

export default { fetch: handler.fetch, scheduled: handler.scheduled };
/** The realtime rooms' Durable Object class (wrangler.toml `[[durable_objects.bindings]]`). */
export { RealtimeRoom } from "./realtime-room";
