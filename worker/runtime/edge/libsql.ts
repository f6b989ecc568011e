/**
 * The Workers entry over a libSQL server (Turso, sqld) instead of D1: the same Worker as index.ts,
 * plus the libSQL HTTP client, used when DATABASE_URL is set. Deployed with
 * `npx wrangler deploy worker/runtime/edge/libsql.ts` (docs/cloudflare.md); the D1 build (index.ts)
 * leaves the client out of its bundle.
 */
import { enableLibsqlServer } from "./env";
import { createLibsqlHttpDb } from "./libsql-db";

enableLibsqlServer(createLibsqlHttpDb);

export { default, RealtimeRoom } from "./index";
