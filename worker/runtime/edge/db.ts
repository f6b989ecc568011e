import { is } from "drizzle-orm";
import { drizzle as drizzleD1 } from "drizzle-orm/d1";
import type { BaseSQLiteDatabase } from "drizzle-orm/sqlite-core";
import { SQLiteRaw } from "drizzle-orm/sqlite-core/query-builders/raw";
import type { Db } from "../../../db/client";

/**
 * The D1 database of the Workers entries (`drizzle-orm/d1` wraps the binding). A libSQL server
 * over HTTP is libsql-db.ts, part of the libSQL entry only.
 */

/** The D1 binding as drizzle-orm/d1 accepts it (kept structural so this file needs no global Workers types). */
export type D1Binding = Parameters<typeof drizzleD1>[0];

/** What the cast below does check: an async SQLite database with a batch method. */
type SqliteAsyncWithBatch = BaseSQLiteDatabase<"async", unknown> & {
  batch: (queries: never) => Promise<unknown[]>;
};

/**
 * Why a cast: services are typed against `Db` (db/client.ts), a `BaseSQLiteDatabase<"async", …>`
 * plus libSQL's `batch`. drizzle-orm/d1 returns `DrizzleD1Database`, the same query builder whose
 * only differences are the `run()` result type (D1Result instead of libSQL's ResultSet; `Db` leaves
 * it `unknown` and no service reads it) and the nominal class of `batch`, whose signature (array of
 * drizzle queries → tuple of their results) is the same on both drivers. TypeScript cannot see that
 * equivalence through the two driver classes, so the adaptation is this one cast, checked at run
 * time by the shared scenarios in workerd (tests/workerd) against D1.
 */
export function asDb(db: SqliteAsyncWithBatch): Db {
  return db as unknown as Db;
}

type D1Statement = { bind: (...values: unknown[]) => unknown };

/**
 * drizzle-orm (0.45) builds a D1 batch by binding each item's prepared `stmt`, which raw-SQL items
 * (`db.run(sql…)`, `db.all(sql…)`) do not have, so any such item with parameters fails with
 * "Cannot read properties of undefined (reading 'bind')" (drizzle-orm issue #2277, open). libSQL
 * batches them fine and the services use them (e.g. UPDATE … FROM). Giving each raw item its D1
 * statement before the batch is built makes D1 behave like libSQL; results are still mapped by
 * the item itself (SQLiteRaw.mapResult).
 */
function withRawBatchItems<T extends { batch: (queries: never) => Promise<unknown> }>(
  db: T,
  binding: { prepare: (sql: string) => D1Statement },
): T {
  const batch = db.batch.bind(db) as (queries: readonly unknown[]) => Promise<unknown>;
  const patched = (queries: readonly unknown[]) => {
    for (const query of queries) {
      if (!is(query, SQLiteRaw)) continue;
      const raw = query as SQLiteRaw<unknown> & { stmt?: D1Statement };
      raw.stmt ??= binding.prepare(raw.getQuery().sql);
    }
    return batch(queries);
  };
  return Object.assign(db, { batch: patched });
}

export function createD1Db(binding: D1Binding): Db {
  const db = drizzleD1(binding);
  return asDb(withRawBatchItems(db, binding as unknown as { prepare: (sql: string) => D1Statement }));
}
