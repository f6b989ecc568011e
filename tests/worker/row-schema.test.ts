import { isTable, type Table } from "drizzle-orm";
import { createSelectSchema } from "drizzle-zod";
import { describe, expect, it } from "vitest";
import * as z from "zod";
import * as schema from "../../db/schema";
import { rowSchema } from "../../worker/domains/shared/row-schema";

/**
 * rowSchema (worker/domains/shared/row-schema.ts) replaced drizzle-zod's createSelectSchema in the Worker
 * so that the bundle no longer carries all of zod; drizzle-zod stays a test-only reference. Every
 * table's row must read the same in the OpenAPI document (types, bounds, nullability, enums) and
 * accept and refuse the same rows.
 */
const tables = Object.entries(schema as Record<string, unknown>).filter((entry): entry is [string, Table] =>
  isTable(entry[1]),
);

describe("rowSchema", () => {
  it("covers the tables", () => {
    expect(tables.length).toBeGreaterThan(10);
  });

  it.each(tables)("%s: the same JSON Schema as drizzle-zod's createSelectSchema", (_, table) => {
    expect(z.toJSONSchema(rowSchema(table), { io: "output" })).toEqual(
      z.toJSONSchema(createSelectSchema(table), { io: "output" }),
    );
  });

  it("bounds integers and reals as drizzle-zod did", () => {
    const row = rowSchema(schema.workouts).shape;
    expect(row.id.safeParse(1.5).success).toBe(false);
    expect(row.id.safeParse(Number.MAX_SAFE_INTEGER + 2).success).toBe(false);
    expect(row.id.safeParse(42).success).toBe(true);
  });
});
