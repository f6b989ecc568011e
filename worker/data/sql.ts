import { getTableColumns, getTableName, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";
import type { Db } from "../../db/client";

/**
 * SQL building blocks shared by the services: set-based reads and writes that stay within every
 * driver's limits, time-ordered ids, and queries kept per database handle.
 *
 * Lists of ids and rows travel as ONE bound parameter holding a JSON array, read back with
 * `json_each`. A statement therefore binds a handful of parameters however many rows it touches:
 * D1 allows 100 bound parameters per statement and SQLite 32,766, which multi-row
 * `INSERT … VALUES (?,?,…)` would hit after a few rows (D1) or a few thousand (SQLite).
 * Decision: docs/decisions/2026-11-21-json-at-the-data-seam.md
 */

/** `column IN (…ids)` with a single bound parameter; SQLite probes the column's index per id. */
export function inIds(column: SQLWrapper, ids: readonly number[]): SQL {
  return sql`${column} IN (SELECT value FROM json_each(${JSON.stringify(ids)}))`;
}

/** Largest JSON payload per statement: well under D1's 2 MB limit on one bound value. */
const MAX_JSON_BYTES = 900_000;

/** Splits rows into chunks whose JSON stays under MAX_JSON_BYTES. */
export function jsonChunks(rows: readonly unknown[]): string[] {
  const chunks: string[] = [];
  let current: string[] = [];
  let size = 2;
  for (const row of rows) {
    const json = JSON.stringify(row);
    if (current.length > 0 && size + json.length + 1 > MAX_JSON_BYTES) {
      chunks.push(`[${current.join(",")}]`);
      current = [];
      size = 2;
    }
    current.push(json);
    size += json.length + 1;
  }
  if (current.length > 0) chunks.push(`[${current.join(",")}]`);
  return chunks;
}

type ColumnKey<T extends SQLiteTable> = keyof T["$inferInsert"] & string;

/**
 * `INSERT INTO table (columns…) SELECT … FROM json_each(?)`: many rows per statement, one bound
 * parameter each, in row order. Rows are objects keyed by the table's columns (all rows with the
 * same keys, as one builder makes them); JSON turns booleans into 0/1 and arrays and objects into
 * JSON text, as Drizzle would store them. `expressions` replace the plain value read for some
 * columns (e.g. a workout id looked up by uuid).
 */
export function insertJsonRows<T extends SQLiteTable>(
  db: Db,
  table: T,
  rows: readonly Partial<Record<ColumnKey<T>, unknown>>[],
  expressions: Partial<Record<ColumnKey<T>, (value: SQL) => SQL>> = {},
  /** `ignoreConflicts`: rows whose unique key exists are left out (the first writer's stays). */
  options: { ignoreConflicts?: boolean } = {},
) {
  const tableColumns = getTableColumns(table) as Record<string, { name: string }>;
  const keys = Object.keys(rows[0] ?? {}) as ColumnKey<T>[];
  const names = keys.map((key) => {
    const column = tableColumns[key];
    if (!column) throw new Error(`insertJsonRows: no column ${key} in ${getTableName(table)}`);
    return sql.identifier(column.name);
  });
  const select = keys.map((key) => {
    // The key is a column of the table (checked above), so it is safe to write into the SQL text;
    // binding it would spend one of D1's 100 parameters per column.
    const value = sql.raw(`json_extract(j.value, '$.${key}')`);
    return expressions[key]?.(value) ?? value;
  });
  return jsonChunks(rows).map((json) =>
    db.run(
      sql`INSERT INTO ${sql.identifier(getTableName(table))} (${sql.join(names, sql`, `)}) SELECT ${sql.join(
        select,
        sql`, `,
      )} FROM json_each(${json}) AS j WHERE true ORDER BY j.key${sql.raw(options.ignoreConflicts ? " ON CONFLICT DO NOTHING" : "")}`,
    ),
  );
}

const HEX = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, "0"));

/**
 * Time-ordered UUIDs (version 7, RFC 9562): 48-bit millisecond timestamp, then random bits.
 * Rows created together get neighbouring keys, so thousands of inserts touch the right edge of
 * workouts_uuid_unique instead of random pages across it (bulk assign writes 8,400 at once).
 */
export function uuidV7(count: number, now = Date.now()): string[] {
  const random = new Uint8Array(count * 10);
  // getRandomValues fills at most 65,536 bytes per call.
  for (let at = 0; at < random.length; at += 65_536) {
    crypto.getRandomValues(random.subarray(at, Math.min(at + 65_536, random.length)));
  }
  const time = [
    Math.floor(now / 2 ** 40) & 0xff,
    Math.floor(now / 2 ** 32) & 0xff,
    Math.floor(now / 2 ** 24) & 0xff,
    Math.floor(now / 2 ** 16) & 0xff,
    Math.floor(now / 2 ** 8) & 0xff,
    now & 0xff,
  ].map((b) => HEX[b]);
  const prefix = `${time[0]}${time[1]}${time[2]}${time[3]}-${time[4]}${time[5]}-`;
  const out: string[] = new Array(count);
  for (let i = 0; i < count; i++) {
    const r = random.subarray(i * 10, i * 10 + 10);
    out[i] =
      `${prefix}${HEX[0x70 | (r[0]! & 0x0f)]}${HEX[r[1]!]}-${HEX[0x80 | (r[2]! & 0x3f)]}${HEX[r[3]!]}-` +
      `${HEX[r[4]!]}${HEX[r[5]!]}${HEX[r[6]!]}${HEX[r[7]!]}${HEX[r[8]!]}${HEX[r[9]!]}`;
  }
  return out;
}

const preparedByDb = new WeakMap<object, Map<string, unknown>>();

/**
 * A query built once per database handle and kept: Drizzle then skips rebuilding the SQL text on
 * every call (on the hot list paths that was as costly as running the query). Values are bound
 * through `sql.placeholder(...)` at execution.
 */
/** The kept queries, named here so two call sites can never share a key by accident. */
export type PreparedKey = "actor" | "clientRange" | "clientBundles" | "programTemplates" | `feed:${string}`;

export function preparedOnce<T>(db: Db, key: PreparedKey, build: () => T): T {
  let cache = preparedByDb.get(db);
  if (!cache) {
    cache = new Map();
    preparedByDb.set(db, cache);
  }
  let query = cache.get(key) as T | undefined;
  if (query === undefined) {
    query = build();
    cache.set(key, query);
  }
  return query;
}

/** `column IN (…)` over a JSON array bound later through the placeholder `name`. */
export function inJsonPlaceholder(column: SQLWrapper, name: string): SQL {
  return sql`${column} IN (SELECT value FROM json_each(${sql.placeholder(name)}))`;
}
