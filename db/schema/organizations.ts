import { integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import type { BrandColors } from "#shared/brand-colors";
import { bool, id, timestamps } from "./columns";
import { users } from "./users";

export const organizations = sqliteTable(
  "organizations",
  {
    id: id(),
    name: text().notNull(),
    homepage_url: text(),
    can_whitelabel: bool().notNull().default(false),
    theme: text(),
    subdomain: text(),
    /** The organization's own colours (shared/brand-colors.ts); null: the platform's. */
    brand_colors: text({ mode: "json" }).$type<BrandColors>(),
    owner_id: integer().references(() => users.id, { onDelete: "set null" }),
    pending_owner_id: integer().references(() => users.id, { onDelete: "set null" }),
    image_id: integer(),
    stripe_account_id: text(),
    ...timestamps,
  },
  (t) => [uniqueIndex("organizations_subdomain_unique").on(t.subdomain)],
);
