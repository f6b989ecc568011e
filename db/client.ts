import type { Client } from "@libsql/client";
import { drizzle as drizzleLibsql } from "drizzle-orm/libsql";
import type { BaseSQLiteDatabase } from "drizzle-orm/sqlite-core";

/**
 * The database type services see. Both drizzle-orm/libsql (Node, libSQL server) and
 * drizzle-orm/d1 (Workers) satisfy it; services only use what both support (no interactive
 * transactions: atomic writes go through `db.batch`).
 *
 * No relational schema is given to drizzle (so `db.query.*` does not exist): services query with
 * the table objects (`db.select().from(users)`), and each module imports only the tables it uses
 * (db/schema/users.ts …, not the index). A Worker start then builds the few tables its start path
 * needs instead of all of them (~6 ms of a ~33 ms start); the domains' tables come with the domains.
 */
export type Db = BaseSQLiteDatabase<"async", unknown> & {
  batch: ReturnType<typeof drizzleLibsql>["batch"];
};

export function createLibsqlDb(client: Client): Db {
  return drizzleLibsql(client) as unknown as Db;
}
