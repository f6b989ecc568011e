import { sqliteTable, text } from "drizzle-orm/sqlite-core";
import { isoNow } from "./columns";

/**
 * Small key/value rows the app keeps about itself. Bootstrap uses them as leases (`key` is the
 * primary key, so only one process or Worker isolate can hold e.g. "bootstrap:seed_demo" at a time).
 */
export const app_state = sqliteTable("app_state", {
  key: text().primaryKey(),
  value: text().notNull(),
  updated_at: text().notNull().$defaultFn(isoNow),
});
