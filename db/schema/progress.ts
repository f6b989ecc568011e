import { index, integer, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { clients } from "./clients";
import { id } from "./columns";
import { organizations } from "./organizations";
import { users } from "./users";

/**
 * Progress beyond lifts (issue 28): bodyweight, custom metrics, progress photos and assessments.
 * Everything of one client goes with the client (cascade); photo files are uploads attached to
 * their session (kind `photo_session`) and are discarded with the client or the session.
 */

/** Whether a bigger number is the better one (a squat) or a smaller one (a 5 km time, resting pulse). */
export const METRIC_DIRECTIONS = ["higher", "lower"] as const;
export type MetricDirection = (typeof METRIC_DIRECTIONS)[number];

/** One entry per client and day: a second one on the same day updates it. Stored in kg and cm. */
export const weight_trackings = sqliteTable(
  "weight_trackings",
  {
    id: id(),
    client_id: integer()
      .notNull()
      .references(() => clients.id, { onDelete: "cascade" }),
    date: text().notNull(),
    weight_kg: real(),
    body_fat_percent: real(),
    waist_cm: real(),
    hip_cm: real(),
    chest_cm: real(),
    arm_cm: real(),
    thigh_cm: real(),
    note: text(),
    created_at: text().notNull(),
    updated_at: text().notNull(),
  },
  (t) => [uniqueIndex("weight_trackings_client_date_unique").on(t.client_id, t.date)],
);

/** An organization's own metrics (5 km time, resting heart rate …), named in both languages. */
export const metrics = sqliteTable(
  "metrics",
  {
    id: id(),
    organization_id: integer()
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    name_zh: text().notNull(),
    name_en: text().notNull(),
    unit: text().notNull(),
    direction: text({ enum: METRIC_DIRECTIONS }).notNull(),
    created_at: text().notNull(),
  },
  (t) => [index("metrics_organization_idx").on(t.organization_id)],
);

/** A client's target for one metric (optional). */
export const metric_targets = sqliteTable(
  "metric_targets",
  {
    client_id: integer()
      .notNull()
      .references(() => clients.id, { onDelete: "cascade" }),
    metric_id: integer()
      .notNull()
      .references(() => metrics.id, { onDelete: "cascade" }),
    target: real().notNull(),
    updated_at: text().notNull(),
  },
  (t) => [uniqueIndex("metric_targets_unique").on(t.client_id, t.metric_id)],
);

/** One value per client, metric and day (a second one that day replaces it). */
export const metric_values = sqliteTable(
  "metric_values",
  {
    id: id(),
    client_id: integer()
      .notNull()
      .references(() => clients.id, { onDelete: "cascade" }),
    metric_id: integer()
      .notNull()
      .references(() => metrics.id, { onDelete: "cascade" }),
    date: text().notNull(),
    value: real().notNull(),
    created_at: text().notNull(),
  },
  (t) => [uniqueIndex("metric_values_unique").on(t.client_id, t.metric_id, t.date)],
);

export const PHOTO_POSES = ["front", "side", "back", "other"] as const;
export type PhotoPose = (typeof PHOTO_POSES)[number];

export const photo_sessions = sqliteTable(
  "photo_sessions",
  {
    id: id(),
    client_id: integer()
      .notNull()
      .references(() => clients.id, { onDelete: "cascade" }),
    date: text().notNull(),
    weight_kg: real(),
    author_id: integer().references(() => users.id, { onDelete: "set null" }),
    created_at: text().notNull(),
  },
  (t) => [index("photo_sessions_client_idx").on(t.client_id, t.date, t.id)],
);

/** The photos of a session: uploads (attached to the session) in the order they were sent. */
export const progress_photos = sqliteTable(
  "progress_photos",
  {
    id: id(),
    session_id: integer()
      .notNull()
      .references(() => photo_sessions.id, { onDelete: "cascade" }),
    upload_id: text().notNull(),
    pose: text({ enum: PHOTO_POSES }).notNull(),
    position: integer().notNull(),
  },
  (t) => [index("progress_photos_session_idx").on(t.session_id, t.position)],
);

/** An organization's assessment templates (体测, FMS): a named list of tests. */
export const assessment_groups = sqliteTable(
  "assessment_groups",
  {
    id: id(),
    organization_id: integer()
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    name: text().notNull(),
    created_at: text().notNull(),
  },
  (t) => [index("assessment_groups_organization_idx").on(t.organization_id)],
);

export const assessment_tests = sqliteTable(
  "assessment_tests",
  {
    id: id(),
    group_id: integer()
      .notNull()
      .references(() => assessment_groups.id, { onDelete: "cascade" }),
    name: text().notNull(),
    unit: text().notNull(),
    direction: text({ enum: METRIC_DIRECTIONS }).notNull(),
    position: integer().notNull(),
  },
  (t) => [index("assessment_tests_group_idx").on(t.group_id, t.position)],
);

/**
 * A client's assessment on a day, as a coach entered it. Values fed by workouts (an item naming a
 * test by `assessment_id`) are read from the workouts themselves (worker/domains/progress/assessments.ts).
 */
export const assessments = sqliteTable(
  "assessments",
  {
    id: id(),
    client_id: integer()
      .notNull()
      .references(() => clients.id, { onDelete: "cascade" }),
    assessment_group_id: integer()
      .notNull()
      .references(() => assessment_groups.id, { onDelete: "cascade" }),
    date: text().notNull(),
    author_id: integer().references(() => users.id, { onDelete: "set null" }),
    created_at: text().notNull(),
  },
  (t) => [index("assessments_client_idx").on(t.client_id, t.date, t.id)],
);

export const assessment_values = sqliteTable(
  "assessment_values",
  {
    assessment_id: integer()
      .notNull()
      .references(() => assessments.id, { onDelete: "cascade" }),
    test_id: integer()
      .notNull()
      .references(() => assessment_tests.id, { onDelete: "cascade" }),
    value: real().notNull(),
  },
  (t) => [uniqueIndex("assessment_values_unique").on(t.assessment_id, t.test_id)],
);
