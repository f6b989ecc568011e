import { index, integer, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { bool, id, timestamps } from "./columns";
import type { TrainerSettings } from "./json-types";
import { organizations } from "./organizations";
import { users } from "./users";

/** A coach account (1:1 with a user). `super_admin` here means admin of its organization. */
export const trainers = sqliteTable(
  "trainers",
  {
    id: id(),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Null until an administrator places the trainer in an organization (self-registered coaches). */
    organization_id: integer().references(() => organizations.id, { onDelete: "set null" }),
    super_admin: bool().notNull().default(false),
    active_client_subscription_count: integer().notNull().default(0),
    billing_id: text(),
    can_add_clients: bool().notNull().default(true),
    clients_trained: text(),
    coupon: text(),
    coupon_rate: real(),
    discount: real(),
    free: bool().notNull().default(false),
    has_access: bool().notNull().default(true),
    has_completed_onboarding: bool().notNull().default(false),
    in_trial_period: bool().notNull().default(false),
    max_clients: integer().notNull().default(75),
    notify_every: text().notNull().default("hour"),
    offline_overridden: bool().notNull().default(false),
    referral_code: text(),
    tour_step: integer().notNull().default(0),
    trial_expires_at: text(),
    was_referred: bool().notNull().default(false),
    invoice_ids: text({ mode: "json" }).$type<number[]>().notNull().default([]),
    settings: text({ mode: "json" }).$type<TrainerSettings>(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("trainers_user_unique").on(t.user_id),
    index("trainers_organization_idx").on(t.organization_id),
  ],
);
