import { type Column, getTableColumns, type Table } from "drizzle-orm";
import * as z from "zod";

/**
 * A table's row as a zod object, for the answer shapes of worker/domains/shared/outputs.ts (the
 * OpenAPI document and the tests' output checks). It writes the schemas drizzle-zod's
 * createSelectSchema wrote for our SQLite column kinds, bounds included, so the document stays the
 * same; drizzle-zod itself is not used because it imports `{ z } from "zod/v4"`, which keeps all
 * of zod (~70 KiB gzip) in the Worker bundle whatever our own imports do.
 * Decision: docs/decisions/2026-11-25-worker-bundle-and-zod.md
 */

/** What a JSON column holds, before shared/outputs.ts gives it its real shape. */
const zJson = z.union([
  z.union([z.string(), z.number(), z.boolean(), z.null()]),
  z.record(z.string(), z.any()),
  z.array(z.any()),
]);

/** The largest magnitude of a 48-bit signed integer: drizzle-zod's bound for SQLite REAL. */
const INT48_MAX = 140737488355327;
const INT48_MIN = -140737488355328;

function columnSchema(column: Column): z.ZodType {
  const enumValues = (column as { enumValues?: string[] }).enumValues;
  if (enumValues && enumValues.length > 0) return z.enum(enumValues as [string, ...string[]]);
  switch (column.columnType) {
    case "SQLiteInteger":
      return z.int().gte(Number.MIN_SAFE_INTEGER).lte(Number.MAX_SAFE_INTEGER);
    case "SQLiteReal":
      return z.number().gte(INT48_MIN).lte(INT48_MAX);
    case "SQLiteBoolean":
      return z.boolean();
    case "SQLiteText": {
      const length = (column as { length?: number }).length;
      return length ? z.string().max(length) : z.string();
    }
    case "SQLiteTextJson":
      return zJson;
    default:
      // A new column kind must be mapped here, not silently documented as anything.
      throw new Error(`rowSchema: no schema for column ${column.name} (${column.columnType})`);
  }
}

type Columns<T extends Table> = T["_"]["columns"];
type ColumnSchema<C extends Column> = C["_"]["notNull"] extends true
  ? z.ZodType<C["_"]["data"]>
  : z.ZodNullable<z.ZodType<C["_"]["data"]>>;

/**
 * Every column of `table`, nullable where the column is. Each column's schema is made on first
 * read (a getter in the shape, which zod keeps deferred through pick/omit/extend): these answer
 * shapes are read only by the OpenAPI document and the tests' output checks, so a Worker would
 * otherwise build ~650 zod schemas at start for nothing (docs/performance.md "Worker start").
 */
export function rowSchema<T extends Table>(
  table: T,
): z.ZodObject<{ [K in keyof Columns<T>]: ColumnSchema<Columns<T>[K]> }> {
  const shape: Record<string, z.ZodType> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    Object.defineProperty(shape, key, {
      enumerable: true,
      configurable: true,
      get() {
        const schema = columnSchema(column);
        const value = column.notNull ? schema : schema.nullable();
        Object.defineProperty(shape, key, { value, enumerable: true, configurable: true, writable: true });
        return value;
      },
    });
  }
  return z.object(shape) as z.ZodObject<{ [K in keyof Columns<T>]: ColumnSchema<Columns<T>[K]> }>;
}
