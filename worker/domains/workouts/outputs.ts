import * as z from "zod";
import {
  ZComment,
  ZGroupAssignment,
  ZImage,
  ZSideloadedClient,
  ZSideloadedPerson,
  ZSideloadedTrainer,
  ZWorkout,
  ZWorkoutItem,
} from "../shared/outputs";
import { ZPageMeta } from "../shared/paging";

/** Answers of the workouts operations (worker/domains/workouts/workouts.ts, workouts/load.ts, workouts/items.ts). */

/** GET /workouts: the workouts with the side-loaded records (workouts/load.ts WorkoutsPayload). */
export const ZWorkoutListOutput = z.object({
  workouts: z.array(ZWorkout),
  workout_items: z.array(ZWorkoutItem),
  clients: z.array(ZSideloadedClient),
  /** Coaches get ZSideloadedUser; a client gets other people as ZPublicPerson. */
  users: z.array(ZSideloadedPerson),
  comments: z.array(ZComment),
  trainers: z.array(ZSideloadedTrainer),
  group_assignments: z.array(ZGroupAssignment),
  /** TrueCoach's paging envelope (list.ts: the feed counts up to one row past the page). */
  meta: ZPageMeta,
  /** The side-loaded users' avatars (users[].image_id). */
  images: z.array(ZImage),
});

/** workout-summary.ts: `week_start` is the Monday (YYYY-MM-DD) of the caller's week. */
export const ZWorkoutSummaryOutput = z.object({
  week_start: z.string(),
  completed_this_week: z.number().int(),
  active_clients_7_days: z.number().int(),
});

export const ZWorkoutItemOutput = z.object({ workout_item: ZWorkoutItem });

/** POST /workouts/paste: the new workouts in the order asked, with their items. */
export const ZPastedWorkoutsOutput = z.object({
  workouts: z.array(ZWorkout),
  workout_items: z.array(ZWorkoutItem),
});

/** Counts of an import (import/plan.ts ImportCounts): what a preview would write, or what was written. */
const ZImportCounts = z.object({
  workouts: z.number().int(),
  rest_days: z.number().int(),
  items: z.number().int(),
  /** Items with a logged result. */
  results: z.number().int(),
  completed: z.number().int(),
  first_date: z.string().nullable(),
  last_date: z.string().nullable(),
  /** Workouts of the data this client already has from an earlier import (skipped). */
  already_imported: z.number().int(),
  /** The client's own comments, imported with the workouts (as the client's). */
  comments: z.number().int(),
  /** Other comments of the written workouts (a coach's), not imported (only when there are some). */
  comments_skipped: z.number().int().optional(),
});

/** clients.importWorkouts: `{ preview }` with dry_run, else what was written and the message. */
export const ZImportWorkoutsOutput = z.union([
  z.object({ preview: ZImportCounts }),
  z.object({ success: z.literal(0), msg: z.string(), imported: ZImportCounts }),
]);
