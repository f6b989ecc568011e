import * as z from "zod";
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
import { ZPageMeta } from "../shared/paging";
import { CLIENT_LINK_NAMES, CLIENT_WORKOUT_STATES } from "./schemas";

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
export const ZClientLinkOutput = z.partialRecord(z.enum(CLIENT_LINK_NAMES), z.array(z.never()).or(z.null()));

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
    exported_at: z.string(),
  }),
});
