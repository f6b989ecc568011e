import { z } from "zod";
import { ZPageMeta } from "../../schemas/paging";
import {
  ZComment,
  ZOk,
  ZProgram,
  ZProgramAssignment,
  ZSideloadedTrainer,
  ZSideloadedUser,
  ZWorkout,
  ZWorkoutItem,
} from "../shared-outputs";

/** Answers of the programs operations (worker/domains/programs/programs.ts). */

export const ZProgramListOutput = z.object({ programs: z.array(ZProgram), meta: ZPageMeta });

/** GET /programs/{id}: the program with its template workouts, their records and its assignments. */
export const ZProgramOutput = z.object({
  program: ZProgram,
  workouts: z.array(ZWorkout),
  workout_items: z.array(ZWorkoutItem),
  comments: z.array(ZComment),
  trainers: z.array(ZSideloadedTrainer),
  users: z.array(ZSideloadedUser),
  program_assignments: z.array(ZProgramAssignment),
});

export const ZProgramWrittenOutput = z.object({ program: ZProgram, msg: z.string() });

export const ZAssignProgramOutput = ZOk.extend({
  workouts_count: z.number().int(),
  program_assignment_ids: z.array(z.number().int()),
});
