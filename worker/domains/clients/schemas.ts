import * as z from "zod";
import { fieldText } from "#shared/messages";
/**
 * Client states. SPEC shows only "active" (set when a client is created with the active option);
 * the others are this product's: "pending" (invited, not started), "inactive" (paused),
 * "archived" (kept for history, hidden from day-to-day lists by the web app).
 */
import {
  CLIENT_LIST_ORDERS,
  CLIENT_NOTE_MAX_LENGTH,
  CLIENT_STATES,
  CLIENT_TYPES,
} from "#shared/shared-rules";
import { ZHabitsExport } from "../habits/schemas";
import { ZNutritionExport } from "../nutrition/schemas";
import { ZProgressExport } from "../progress/schemas";
import { zBoolish, zDate, zId, zName } from "../shared/fields";
import {
  CLIENT_LINK_NAMES,
  type ClientLinkName,
  type TClientSettings,
  ZAttachment,
  ZClientSettings,
} from "../shared/json-columns";
import {
  ZComment,
  ZImage,
  ZListedUser,
  ZOk,
  ZPublicClient,
  ZPublicPerson,
  ZPublicTrainer,
  ZPublicUser,
  ZWorkout,
  ZWorkoutItem,
} from "../shared/outputs";
import { pagingFields, ZPageMeta } from "../shared/paging";
import { ZUserProfile } from "../users/schemas";

/** Shapes shared with other domains' inputs and answers (worker/domains/shared/json-columns.ts). */
export {
  CLIENT_LINK_NAMES,
  type ClientLinkName,
  NEEDS_ATTENTION_REASONS,
  type NeedsAttentionReason,
  type TClientSettings,
  ZClientSettings,
} from "../shared/json-columns";

export { CLIENT_LIST_ORDERS, CLIENT_STATES, CLIENT_TYPES };

export const DEFAULT_CLIENT_SETTINGS: TClientSettings = {
  dailyWorkoutEmails: true,
  missedWorkoutEmails: true,
  newMessageEmails: true,
  newCommentEmails: true,
  weeklyDigest: true,
  overrideDefaults: false,
  workoutsThreshold: 2,
  currentWeekOnly: false,
};

const zNote = z.string().trim().max(CLIENT_NOTE_MAX_LENGTH).nullable();

/** Client fields a coach may set (organization_id, slug and the cached counts are not among them). */
const ZClientFields = z.object({
  settings: ZClientSettings.partial(),
  due: zDate.nullable(),
  due_date_locked: zBoolish,
  state: z.enum(CLIENT_STATES),
  limitations: zNote,
  equipment: zNote,
  equipment_attachments: z.array(ZAttachment).max(20),
  goals: zNote,
  client_type: z.enum(CLIENT_TYPES),
  hide_from_feed: zBoolish,
});

/** Profile of the client's user (no password, no super_admin: clients do not sign in to the coach app). */
const ZClientUser = ZUserProfile.partial();

export const ZCreateClientInput = z.object({
  client: ZClientFields.partial()
    .extend({
      /** SPEC's "active option": true (default) creates the client as "active", false as "inactive". */
      active: zBoolish.optional(),
      /** A trainer of the caller's organization (default: the caller). */
      trainer_id: zId.optional(),
      /** A new person for the client (the one-call form) … */
      user: ZClientUser.extend({ name: zName }).optional(),
      /**
       * … or SPEC's two calls: a person created first with `POST /users` by a coach of the same
       * organization, who is not yet a client or a coach.
       */
      user_id: zId.optional(),
    })
    .superRefine((c, ctx) => {
      if ((c.user === undefined) === (c.user_id === undefined)) {
        ctx.addIssue({ code: "custom", path: ["user"], message: fieldText("CLIENT_USER_REQUIRED") });
      }
    }),
});
export type TCreateClientInput = z.infer<typeof ZCreateClientInput>;

export const ZUpdateClientInput = z.object({
  client: ZClientFields.partial().extend({
    /** Moves the client to another trainer of the same organization (same rules as a transfer). */
    trainer_id: zId.optional(),
    user: ZClientUser.optional(),
  }),
});
export type TUpdateClientInput = z.infer<typeof ZUpdateClientInput>;

/**
 * Orders of the client list. Every order puts nulls last and breaks ties by id (ascending for
 * `_ASC`, descending for `_DESC`). `compliance_N` is the N-day compliance rate, `last_completed`
 * the client's `last_completed_at`, `due` its "programmed until" date.
 */

export type ClientListOrder = (typeof CLIENT_LIST_ORDERS)[number];

export const ZListClientsInput = z.object({
  trainer_id: zId.optional(),
  /** Super admin: one organization (coaches: their own; another one answers 404). */
  organization_id: zId.optional(),
  /** One state; when absent, every state but "archived" (archiving hides a client from day-to-day lists). */
  state: z.enum(CLIENT_STATES).optional(),
  /** Search in the user's name, email and phone number (substring, case-insensitive for Latin letters). */
  q: z.string().trim().max(100).optional(),
  /** true: only clients that need attention; false: only those that do not; absent: both. */
  needs_attention: zBoolish.optional(),
  order: z.enum(CLIENT_LIST_ORDERS).default("name_ASC"),
  ...pagingFields(5000, 1000),
});
export type TListClientsInput = z.infer<typeof ZListClientsInput>;

/** GET /trainers/{id}/clients: the list filters minus the trainer (it is in the path). */
export const ZTrainerClientsQuery = ZListClientsInput.omit({ trainer_id: true, organization_id: true });
export type TTrainerClientsQuery = z.infer<typeof ZTrainerClientsQuery>;

export const zClientSlug = z
  .string()
  .trim()
  .min(1)
  .max(80)
  .regex(/^[a-z0-9-]+$/, fieldText("URL_FORMAT"));

export const ZGetClientInput = z.union([z.object({ id: zId }), z.object({ slug: zClientSlug })]);
export type TGetClientInput = z.infer<typeof ZGetClientInput>;

export const ZTransferClientsInput = z.object({
  trainer: z.object({
    /** When given, every client must currently be this trainer's. */
    from_trainer_id: zId.optional(),
    to_trainer_id: zId,
    client_ids: z.array(zId).min(1, fieldText("CLIENTS_REQUIRED")).max(1000),
  }),
});
export type TTransferClientsInput = z.infer<typeof ZTransferClientsInput>;

/** POST /clients/archive: archive clients (`archived: true`) or bring archived ones back to "active". */
export const ZArchiveClientsInput = z.object({
  client_ids: z.array(zId).min(1, fieldText("CLIENTS_REQUIRED")).max(1000),
  archived: zBoolish,
});
export type TArchiveClientsInput = z.infer<typeof ZArchiveClientsInput>;

/**
 * Links with operations of their own, not the empty-collection placeholder: `conversation`
 * (conversations.get, issue 26), the progress links (progress.*, issue 28), notes (issue 32) and
 * the nutrition links (nutrition.*, issue 31).
 */
export const BUILT_CLIENT_LINKS = [
  "conversation",
  "weight_trackings",
  "photo_sessions",
  "assessments",
  "assessment_groups",
  "notes",
  "nutrition_plan",
  "daily_nutrition_logs",
] as const satisfies readonly ClientLinkName[];

/** A hinted link answered as an empty collection. */
export const ZClientLinkInput = z.object({
  id: zId,
  name: z.enum(CLIENT_LINK_NAMES).exclude([...BUILT_CLIENT_LINKS]),
});

/** The states a client's workouts are listed by: stored pending / completed, and `missed` (derived). */
export const CLIENT_WORKOUT_STATES = ["pending", "completed", "missed"] as const;
export type ClientWorkoutState = (typeof CLIENT_WORKOUT_STATES)[number];

/**
 * GET /clients/{id}/workouts (TrueCoach's shape): `states` as a comma list or an array (default:
 * all), newest first unless `order=asc`, optionally within `start_date`–`end_date`, one page.
 */
export const ZClientWorkoutsInput = z.object({
  id: zId,
  states: z
    .union([z.string().max(100), z.array(z.enum(CLIENT_WORKOUT_STATES)).max(3)])
    .optional()
    .transform((v, ctx) => {
      if (v === undefined) return [...CLIENT_WORKOUT_STATES];
      const list =
        typeof v === "string"
          ? v
              .split(",")
              .map((s) => s.trim())
              .filter(Boolean)
          : v;
      const bad = list.filter((s) => !(CLIENT_WORKOUT_STATES as readonly string[]).includes(s));
      if (bad.length > 0 || list.length === 0) {
        ctx.addIssue({ code: "custom", message: fieldText("STATES_FORMAT") });
        return z.NEVER;
      }
      return [...new Set(list)] as ClientWorkoutState[];
    }),
  order: z.enum(["asc", "desc"]).default("desc"),
  start_date: zDate.optional(),
  end_date: zDate.optional(),
  ...pagingFields(1000, 30),
});
export type TClientWorkoutsInput = z.output<typeof ZClientWorkoutsInput>;

/** Answers of the clients operations (worker/domains/clients/clients.ts, clients/list.ts, clients/transfers.ts). */

/**
 * A page of clients (`clients.list`, `clients.listOrganization`, `trainers.clients`): the clients,
 * their users and their trainers' users (short form), their trainers, and the page. REST sends it
 * as JSON text (clients/list.ts clientListBody), tRPC as the parsed object.
 */
export const ZClientListOutput = z.object({
  clients: z.array(ZPublicClient),
  users: z.array(ZListedUser),
  trainers: z.array(ZPublicTrainer),
  /** The users' avatars (users[].image_id = images[].id). */
  images: z.array(ZImage),
  meta: ZPageMeta,
});

/** The coach's name and picture, for display (a client reading itself sees this, not the trainer row). */
export const ZClientCoach = z.object({
  trainer_id: z.number().int(),
  user_id: z.number().int(),
  name: z.string(),
  image_url: z.string().nullable(),
});

/**
 * One client with its full user and its trainer (none when it has no trainer; none for a client
 * reading itself), and its coach's display name.
 */
export const ZClientOutput = z.object({
  client: ZPublicClient,
  user: ZPublicUser,
  trainer: ZPublicTrainer.nullable(),
  coach: ZClientCoach.nullable(),
  /** The user's avatar (user.image_id), as TrueCoach side-loads it. */
  images: z.array(ZImage),
});

export const ZClientWrittenOutput = ZOk.extend(ZClientOutput.shape);

export const ZTransferOutput = ZOk.extend({
  trainer: z.object({
    from_trainer_id: z.number().int().nullable(),
    to_trainer_id: z.number().int(),
    client_ids: z.array(z.number().int()),
  }),
});

/** `clients.archive`: the clients archived or brought back (all those asked for, in reach). */
export const ZArchiveOutput = ZOk.extend({ client_ids: z.array(z.number().int()) });

/**
 * `{ <name>: [] }`, or `{ <name>: null }` for a single resource (SINGLE_CLIENT_LINKS): the features
 * behind these links are not part of this product.
 */
export const ZClientLinkOutput = z.partialRecord(z.enum(CLIENT_LINK_NAMES), z.array(z.never()));

/** `clients.trend`: weekly completion over the last 12 Monday–Sunday weeks, oldest first (trend.ts). */
export const ZClientTrendOutput = z.object({
  weeks: z.array(
    z.object({
      start: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
      scheduled: z.number().int().min(0),
      completed: z.number().int().min(0),
      rate: z.number().min(0).max(1).nullable(),
    }),
  ),
});

/** `clients.invite`: the link to send (the only answer that carries an invitation token). */
export const ZInviteOutput = ZOk.extend({
  invite: z.object({ url: z.string(), expires_at: z.string() }),
});

/** A listed workout of a client with its display state (client-workouts.ts: missed is derived). */
const ZClientWorkout = ZWorkout.extend({ display_state: z.enum(CLIENT_WORKOUT_STATES) });

/** `clients.workouts`: one page of a client's workouts with what the client app shows beside them. */
export const ZClientWorkoutsOutput = z.object({
  meta: ZPageMeta,
  workouts: z.array(ZClientWorkout),
  workout_items: z.array(ZWorkoutItem),
  comments: z.array(ZComment),
  /** The comments' authors, for display. */
  users: z.array(ZPublicPerson),
  /** The items' exercises: name and video link. */
  exercises: z.array(
    z.object({ id: z.number().int(), exercise_name: z.string(), url: z.string().nullable() }),
  ),
});

/** `clients.export`: the client's data as one JSON document. */
export const ZClientExportOutput = z.object({
  export: z.object({
    user: ZPublicUser,
    client: ZPublicClient,
    workouts: z.array(ZClientWorkout),
    workout_items: z.array(ZWorkoutItem),
    comments: z.array(ZComment),
    /** The documents shared with the client: titles and its acknowledgements (issue 32). */
    documents: z.array(
      z.object({ id: z.number().int(), title: z.string(), acknowledged_at: z.string().nullable() }),
    ),
    /** Bodyweights, metrics, photo sessions (photos as signed links) and assessments (issue 28). */
    progress: ZProgressExport,
    /** The nutrition plan and every daily log, their photos as signed links (issue 31). */
    nutrition: ZNutritionExport,
    /** Every habit (rates and streak as of the client's today) and all its check-ins (issue 31). */
    habits: ZHabitsExport,
    exported_at: z.string(),
  }),
});
