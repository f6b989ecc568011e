import { index, integer, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { bool, id, timestamps } from "./columns";
import type { Attachment, ClientSettings } from "./json-types";
import { organizations } from "./organizations";
import { trainers } from "./trainers";
import { users } from "./users";

export const clients = sqliteTable(
  "clients",
  {
    id: id(),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    trainer_id: integer().references(() => trainers.id, { onDelete: "set null" }),
    organization_id: integer().references(() => organizations.id, { onDelete: "set null" }),
    /** URL key of the client's workouts screen (/clients/{slug}/workouts). */
    slug: text().notNull(),
    settings: text({ mode: "json" }).$type<ClientSettings>(),
    /**
     * "Programmed until": the latest due date of the client's workouts, set by every workout write
     * (worker/domains/clients/workout-dates.ts) unless due_date_locked (then the coach's date stands).
     */
    due: text(),
    due_date_locked: bool().notNull().default(false),
    state: text().notNull().default("active"),
    missed_sessions_count: integer().notNull().default(0),
    limitations: text(),
    equipment: text(),
    equipment_attachments: text({ mode: "json" }).$type<Attachment[]>().notNull().default([]),
    goals: text(),
    completed_workouts_count: integer().notNull().default(0),
    client_type: text().notNull().default("remote"),
    /** Cached rates (0–1, null when nothing was due); valid for the local day in compliance_computed_on. */
    compliance_rate_for_7_days: real(),
    compliance_rate_for_30_days: real(),
    compliance_rate_for_90_days: real(),
    compliance_computed_on: text(),
    /**
     * Cached with the rates (same local day): pending, non-rest-day workouts due in the 7 days
     * before today — the "missed_workouts" reason of needs-attention (worker/domains/clients/attention.ts).
     */
    missed_7_days_count: integer().notNull().default(0),
    /**
     * Cached with the rates (same local day), from the nutrition plan and daily logs (issue 31,
     * worker/domains/nutrition/compliance.ts): the share of days on target, null without a plan
     * or before it started; and whether a plan runs and nothing was logged for 3 days (the
     * "no_nutrition_log" reason of needs-attention).
     */
    nutrition_compliance_rate_for_7_days: real(),
    nutrition_compliance_rate_for_30_days: real(),
    nutrition_log_missing: bool().notNull().default(false),
    /**
     * The latest completed workout's completed_at (its due date at 12:00 UTC when it has none),
     * kept by every workout write with `due` (worker/domains/clients/workout-dates.ts).
     */
    last_completed_at: text(),
    hide_from_feed: bool().notNull().default(false),
    stripe_payment_source_id: text(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("clients_slug_unique").on(t.slug),
    uniqueIndex("clients_user_unique").on(t.user_id),
    index("clients_trainer_idx").on(t.trainer_id),
    index("clients_organization_idx").on(t.organization_id, t.state),
  ],
);

export const groups = sqliteTable(
  "groups",
  {
    id: id(),
    name: text().notNull(),
    organization_id: integer()
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    trainer_id: integer().references(() => trainers.id, { onDelete: "set null" }),
    ...timestamps,
  },
  (t) => [index("groups_organization_idx").on(t.organization_id)],
);

export const group_assignments = sqliteTable(
  "group_assignments",
  {
    id: id(),
    group_id: integer()
      .notNull()
      .references(() => groups.id, { onDelete: "cascade" }),
    client_id: integer()
      .notNull()
      .references(() => clients.id, { onDelete: "cascade" }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("group_assignments_unique").on(t.group_id, t.client_id),
    index("group_assignments_client_idx").on(t.client_id),
  ],
);
