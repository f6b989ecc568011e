import { integer, text } from "drizzle-orm/sqlite-core";

/** ISO 8601 UTC text: sorts lexicographically, reads the same on both drivers, goes out as is. */
export const isoNow = () => new Date().toISOString();

export const timestamps = {
  created_at: text().notNull().$defaultFn(isoNow),
  updated_at: text().notNull().$defaultFn(isoNow),
};

export const bool = (name?: string) =>
  name ? integer(name, { mode: "boolean" }) : integer({ mode: "boolean" });

export const id = () => integer().primaryKey({ autoIncrement: true });
