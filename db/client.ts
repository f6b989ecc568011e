import type { Client } from "@libsql/client";
import { drizzle as drizzleLibsql } from "drizzle-orm/libsql";
import type { BaseSQLiteDatabase } from "drizzle-orm/sqlite-core";
import * as schema from "./schema";

export { schema };
export type Schema = typeof schema;

/**
 * The database type services see. Both drizzle-orm/libsql (Node, libSQL server) and
 * drizzle-orm/d1 (Workers) satisfy it; services only use what both support (no interactive
 * transactions: atomic writes go through `db.batch`).
 */
export type Db = BaseSQLiteDatabase<"async", unknown, Schema> & {
  batch: ReturnType<typeof drizzleLibsql<Schema>>["batch"];
};

export function createLibsqlDb(client: Client): Db {
  return drizzleLibsql(client, { schema }) as unknown as Db;
}
