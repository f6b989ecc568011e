import { index, integer, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { clients } from "./clients";
import { id } from "./columns";
import { organizations } from "./organizations";
import { users } from "./users";

/**
 * Nutrition (issue 31): a client's plan (daily targets for training and rest days, guidelines),
 * its daily logs and its organization's saved foods. Everything of one client goes with the client
 * (cascade); a log's photos are uploads attached to it (kind `daily_nutrition_log`), discarded with
 * the log or the client. Targets are stored flat (one column each) so the compliance aggregate
 * (worker/domains/nutrition/compliance.ts) reads them without JSON; answers nest them.
 */

/** One plan per client: a second PUT replaces it. Only kcal and protein are required targets. */
export const nutrition_plans = sqliteTable(
  "nutrition_plans",
  {
    id: id(),
    client_id: integer()
      .notNull()
      .references(() => clients.id, { onDelete: "cascade" }),
    start_date: text().notNull(),
    training_kcal: real().notNull(),
    training_protein_g: real().notNull(),
    training_carbs_g: real(),
    training_fat_g: real(),
    training_fiber_g: real(),
    training_water_ml: real(),
    rest_kcal: real().notNull(),
    rest_protein_g: real().notNull(),
    rest_carbs_g: real(),
    rest_fat_g: real(),
    rest_fiber_g: real(),
    rest_water_ml: real(),
    guidelines: text(),
    author_id: integer().references(() => users.id, { onDelete: "set null" }),
    created_at: text().notNull(),
    updated_at: text().notNull(),
  },
  (t) => [uniqueIndex("nutrition_plans_client_unique").on(t.client_id)],
);

/** One log per client and day: a second POST for that day updates it (the unique index's upsert). */
export const daily_nutrition_logs = sqliteTable(
  "daily_nutrition_logs",
  {
    id: id(),
    client_id: integer()
      .notNull()
      .references(() => clients.id, { onDelete: "cascade" }),
    date: text().notNull(),
    kcal: real(),
    protein_g: real(),
    carbs_g: real(),
    fat_g: real(),
    fiber_g: real(),
    water_ml: real(),
    note: text(),
    /** The coaches' word on the day; only a coach writes it (worker/domains/nutrition/logs.ts). */
    coach_comment: text(),
    coach_comment_by: integer().references(() => users.id, { onDelete: "set null" }),
    created_at: text().notNull(),
    updated_at: text().notNull(),
  },
  (t) => [uniqueIndex("daily_nutrition_logs_client_date_unique").on(t.client_id, t.date)],
);

/** An organization's saved foods (quick entry), named in both languages, per portion. */
export const foods = sqliteTable(
  "foods",
  {
    id: id(),
    organization_id: integer()
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    name_zh: text().notNull(),
    name_en: text().notNull(),
    /** The portion the figures are for, as written ("100 克", "1 碗"). */
    portion: text().notNull(),
    kcal: real().notNull(),
    protein_g: real().notNull(),
    carbs_g: real().notNull(),
    fat_g: real().notNull(),
    created_at: text().notNull(),
  },
  (t) => [index("foods_organization_idx").on(t.organization_id, t.id)],
);
