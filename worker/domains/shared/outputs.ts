import * as z from "zod";
import {
  clients,
  comments,
  cooldowns,
  exercises,
  group_assignments,
  images,
  organizations,
  program_assignments,
  programs,
  trainers,
  users,
  warmups,
  workout_items,
  workouts,
} from "../../../db/schema";
import {
  CLIENT_LINK_NAMES,
  NEEDS_ATTENTION_REASONS,
  ZAttachment,
  ZClientSettings,
  ZExerciseTags,
  ZResultSet,
  ZSelectedExercise,
  ZTrainerSettings,
} from "./json-columns";
import { rowSchema } from "./row-schema";

/**
 * The row shapes answers are made of, each built once from its Drizzle table (domains/shared/row-schema.ts) and
 * shaped like its serializer (worker/services/serialize.ts, clients/list.ts, workouts/{rows,client-bundles,side-load}.ts,
 * programs/load.ts, libraries.ts): what they drop is omitted, what they add is extended, JSON
 * columns get the shape their input schema gives them. Every domain's outputs.ts builds on these,
 * so an entity reads the same in every operation of the API reference.
 */

const zIds = z.array(z.number().int());
const zAttachments = z.array(ZAttachment);
const zSelectedExercises = z.array(ZSelectedExercise);

/** `{ success: 0, msg }`: the answer of deletes and other writes with nothing to return. */
export const ZOk = z.object({ success: z.literal(0), msg: z.string() });

// Users ---------------------------------------------------------------------------------------

const ZUserRow = rowSchema(users).extend({ feature_flags: z.record(z.string(), z.boolean()) });

/** serialize.ts publicUser: the row without the invite token; `disabled` instead of disabled_at. */
export const ZPublicUser = ZUserRow.omit({
  invite_token: true,
  created_by_organization_id: true,
  name_key: true,
  disabled_at: true,
}).extend({
  disabled: z.boolean(),
});

/** Users side-loaded with client lists (clients/list.ts ListedUser). */
export const ZListedUser = ZUserRow.pick({
  id: true,
  name: true,
  email: true,
  phone_number: true,
  image_id: true,
  image_url: true,
  has_trainer: true,
  trainer_id: true,
  super_admin: true,
  timezone: true,
});

/** Users side-loaded with workouts and comments (workouts/client-bundles.ts): name and picture for display. */
export const ZSideloadedUser = ZUserRow.pick({
  id: true,
  name: true,
  email: true,
  image_id: true,
  image_url: true,
  timezone: true,
  has_trainer: true,
  trainer_id: true,
  super_admin: true,
});

/**
 * Another person as a signed-in client receives them, wherever people appear (services/client-view.ts):
 * name and picture only.
 */
export const ZPublicPerson = ZUserRow.pick({ id: true, name: true, image_id: true, image_url: true });

/** Side-loaded users: the coach's view, or the public person a client receives of anyone else. */
export const ZSideloadedPerson = z.union([ZSideloadedUser, ZPublicPerson]);

/**
 * SPEC's Image (users/images.ts publicImage): side-loaded as `images` beside users, joined through
 * `users[].image_id`; `parent` is `{type, id}` as TrueCoach sends it.
 */
export const ZImage = rowSchema(images)
  .omit({ parent_type: true, parent_id: true })
  .extend({ parent: z.object({ type: z.string(), id: z.number().int() }).nullable() });

// Trainers and organizations ------------------------------------------------------------------

const ZTrainerRow = rowSchema(trainers).extend({
  settings: ZTrainerSettings.nullable(),
  invoice_ids: zIds,
});

/** serialize.ts publicTrainer: the row with its active client count, ownership flags and links. */
export const ZPublicTrainer = ZTrainerRow.extend({
  active_clients_count: z.number().int(),
  is_organization_owner: z.boolean(),
  is_organization_pending_owner: z.boolean(),
  links: z.object({ clients: z.string(), subscription: z.null() }),
});

/** Trainers side-loaded with workouts (workouts/client-bundles.ts). */
export const ZSideloadedTrainer = ZTrainerRow.pick({
  id: true,
  user_id: true,
  organization_id: true,
  super_admin: true,
});

/** serialize.ts publicOrganization: the row with its active client count and links. */
/** An organization's brand colours as stored (`#rrggbb` each), null for the platform's. */
export const ZBrandColorsOutput = z
  .object({
    primary: z.string(),
    success: z.string(),
    danger: z.string(),
    warning: z.string(),
    dark: z.string(),
  })
  .nullable();

export const ZPublicOrganization = rowSchema(organizations).extend({
  brand_colors: ZBrandColorsOutput,
  active_clients_count: z.number().int(),
  links: z.object({ documents: z.string(), trainers: z.string(), clients: z.string() }),
});

/** An organization as a signed-in client receives it (services/client-view.ts): no internals. */
export const ZClientOrganization = rowSchema(organizations).pick({
  id: true,
  name: true,
  homepage_url: true,
  theme: true,
  subdomain: true,
  image_id: true,
});

// Clients -------------------------------------------------------------------------------------

/** A compliance rate: the share of due workouts completed (0–1), null when none was due. */
const zRate = z.number().min(0).max(1).nullable();

const ZClientRow = rowSchema(clients).extend({
  settings: ZClientSettings,
  equipment_attachments: zAttachments,
  compliance_rate_for_7_days: zRate,
  compliance_rate_for_30_days: zRate,
  compliance_rate_for_90_days: zRate,
  /** The share of days on the nutrition plan's targets (issue 31), null without a plan. */
  nutrition_compliance_rate_for_7_days: zRate,
  nutrition_compliance_rate_for_30_days: zRate,
});

/** SPEC's client links: `/api/clients/{id}/<name>`, and `workouts`. */
const ZClientLinks = z.object(
  Object.fromEntries([...CLIENT_LINK_NAMES, "workouts"].map((name) => [name, z.string()])) as Record<
    (typeof CLIENT_LINK_NAMES)[number] | "workouts",
    z.ZodString
  >,
);

/**
 * clients/list.ts clientJson: the row without created_at and the cache bookkeeping (day, 7-day
 * missed count), settings completed with the defaults; links, group assignment ids and the
 * needs-attention reasons (clients/attention.ts) added.
 */
export const ZPublicClient = ZClientRow.omit({
  created_at: true,
  compliance_computed_on: true,
  missed_7_days_count: true,
  nutrition_log_missing: true,
}).extend({
  /** The latest completed workout's completion time (ISO 8601), null when none is completed. */
  last_completed_at: z.iso.datetime().nullable(),
  needs_attention_reasons: z.array(z.enum(NEEDS_ATTENTION_REASONS)),
  links: ZClientLinks,
  group_assignment_ids: zIds,
});

/** The client side-loaded with workouts (workouts/client-bundles.ts sideloadedClient). */
export const ZSideloadedClient = ZClientRow.pick({
  id: true,
  user_id: true,
  trainer_id: true,
  organization_id: true,
  slug: true,
  state: true,
  due: true,
  client_type: true,
  hide_from_feed: true,
  completed_workouts_count: true,
  missed_sessions_count: true,
  compliance_rate_for_7_days: true,
  compliance_rate_for_30_days: true,
  compliance_rate_for_90_days: true,
  updated_at: true,
}).extend({ group_assignment_ids: zIds });

export const ZGroupAssignment = rowSchema(group_assignments).pick({
  id: true,
  group_id: true,
  client_id: true,
});

// Workouts ------------------------------------------------------------------------------------

export const ZWorkoutItem = rowSchema(workout_items).extend({
  selected_exercises: zSelectedExercises,
  attachments: zAttachments,
  /** The sets its result reads as (issue 27): the override when a coach set one; empty when none. */
  result_sets: z.array(ZResultSet),
  result_sets_override: z.array(ZResultSet).nullable(),
});

/** load.ts publicComment: the row with TrueCoach's `commenter` and (always empty) `attachments`. */
export const ZComment = rowSchema(comments).extend({
  commenter: z.object({ type: z.enum(["client", "trainer", "user"]), id: z.number().int() }).nullable(),
  attachments: z.array(z.never()),
});

/** workouts/rows.ts publicWorkout: the row with its item and comment ids. */
export const ZWorkout = rowSchema(workouts).extend({
  warmup_selected_exercises: zSelectedExercises,
  cooldown_selected_exercises: zSelectedExercises,
  workout_item_ids: zIds,
  comment_ids: zIds,
});

/** One workout as `{ workout }` (workouts/side-load.ts workoutResponse): items and comments embedded. */
export const ZWorkoutAnswer = z.object({
  workout: ZWorkout.extend({ workout_items: z.array(ZWorkoutItem), comments: z.array(ZComment) }),
});

// Programs ------------------------------------------------------------------------------------

/** programs/load.ts publicProgram: the row with its assignment ids and template workout ids. */
export const ZProgram = rowSchema(programs).extend({
  program_assignment_ids: zIds,
  workout_ids: zIds,
  /** length / 7. */
  weeks: z.number().int(),
  /** Its template workouts. */
  workouts_count: z.number().int(),
  /** Distinct clients holding an assignment of it that ends today (UTC) or later. */
  clients_count: z.number().int(),
});

export const ZProgramAssignment = rowSchema(program_assignments);

// Libraries -----------------------------------------------------------------------------------

/** libraries.ts publicExercise: tags normalised (every family present). */
export const ZExercise = rowSchema(exercises).extend({
  attachments: zAttachments,
  tags: ZExerciseTags.required(),
});

export const ZWarmup = rowSchema(warmups).extend({ selected_exercises: zSelectedExercises });
export const ZCooldown = rowSchema(cooldowns).extend({ selected_exercises: zSelectedExercises });
