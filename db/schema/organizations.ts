import { integer, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
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
    owner_id: integer().references(() => users.id, { onDelete: "set null" }),
    pending_owner_id: integer().references(() => users.id, { onDelete: "set null" }),
    image_id: integer(),
    stripe_account_id: text(),
    /** The smallest weight step the studio loads (issue 27): percent prescriptions round down to it. */
    plate_step_kg: real().notNull().default(2.5),
    ...timestamps,
  },
  (t) => [uniqueIndex("organizations_subdomain_unique").on(t.subdomain)],
);
