import { integer, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import type { BrandColors } from "#shared/brand-colors";
import { bool, id, timestamps } from "./columns";
import type { ClientEmailSwitches } from "./json-types";
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
    /**
     * The five client email switches every client inherits until a coach changes one of its own
     * (then the client's `overrideDefaults` is true). Null: all on (worker/domains/emails/switches.ts).
     */
    client_email_defaults: text({ mode: "json" }).$type<ClientEmailSwitches>(),
    /** The local hour (client's zone) from which the daily workout email goes out, 0–11. */
    daily_email_hour: integer().notNull().default(6),
    /** SMS reminders for clients without an email address (they cost money): off unless turned on. */
    sms_reminders: bool().notNull().default(false),
    /** The smallest weight step the studio loads (issue 27): percent prescriptions round down to it. */
    plate_step_kg: real().notNull().default(2.5),
    ...timestamps,
  },
  (t) => [uniqueIndex("organizations_subdomain_unique").on(t.subdomain)],
);
