/**
 * The Workers entry of `npm run dev:worker`: the same Worker as index.ts, plus demo data on an empty
 * database when SEED_DEMO is on (the dev default). Demo data reaches into every domain, so its code
 * (~20 KB minified) stays out of the deployed bundle, whose SEED_DEMO is off (wrangler.toml).
 */
import { createEdgeHandler } from "./runtime";

const handler = createEdgeHandler({
  // Loaded on first use: most isolates find the demo data in place and never evaluate it.
  seedDemo: async (deps) => (await import("../../services/demo-seed")).seedDemo(deps),
});

export default { fetch: handler.fetch, scheduled: handler.scheduled };
export { RealtimeRoom } from "./realtime-room";
