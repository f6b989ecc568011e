import { createClient } from "@libsql/client/http";
import { drizzle } from "drizzle-orm/libsql/http";
import type { Db } from "../../../db/client";
import { asDb } from "./db";

/**
 * A libSQL server (Turso, sqld) as the Workers database, for the libSQL entry (libsql.ts).
 * `@libsql/client/http` talks HTTP through fetch (`libsql:` URLs are spoken as HTTPS); not `/web`,
 * which adds a WebSocket transport a Worker's short requests have no use for.
 */
export function createLibsqlHttpDb(url: string, authToken?: string): Db {
  return asDb(drizzle(createClient({ url, authToken })));
}
