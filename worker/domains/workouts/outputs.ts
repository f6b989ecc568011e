import { z } from "zod";
import {
  ZComment,
  ZGroupAssignment,
  ZSideloadedClient,
  ZSideloadedTrainer,
  ZSideloadedUser,
  ZWorkout,
  ZWorkoutItem,
} from "../shared-outputs";

/** Answers of the workouts operations (worker/domains/workouts/workouts.ts, workout-load.ts, workout-items.ts). */

/** GET /workouts: the workouts with the side-loaded records (workout-load.ts WorkoutsPayload). */
export const ZWorkoutListOutput = z.object({
  workouts: z.array(ZWorkout),
  workout_items: z.array(ZWorkoutItem),
  clients: z.array(ZSideloadedClient),
  users: z.array(ZSideloadedUser),
  comments: z.array(ZComment),
  trainers: z.array(ZSideloadedTrainer),
  group_assignments: z.array(ZGroupAssignment),
});

/** workout-summary.ts: `week_start` is the Monday (YYYY-MM-DD) of the caller's week. */
export const ZWorkoutSummaryOutput = z.object({
  week_start: z.string(),
  completed_this_week: z.number().int(),
  active_clients_7_days: z.number().int(),
});

export const ZWorkoutItemOutput = z.object({ workout_item: ZWorkoutItem });
