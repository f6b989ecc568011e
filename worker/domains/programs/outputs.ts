import * as z from "zod";
import {
  ZComment,
  ZOk,
  ZProgram,
  ZProgramAssignment,
  ZSideloadedTrainer,
  ZSideloadedUser,
  ZWorkout,
  ZWorkoutItem,
} from "../shared/outputs";
import { ZPageMeta } from "../shared/paging";

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

/** Per client, what an assignment with the same inputs does (or did): see assign.ts. */
export const ZAssignPreview = z.object({
  client_id: z.number().int(),
  added: z.number().int(),
  replaced_pending: z.number().int(),
  completed_in_range: z.number().int(),
  completed_deleted: z.number().int(),
  /**
   * Days (YYYY-MM-DD, ascending) the program adds a workout to that already hold a workout of the
   * client: each would hold two when adding alongside (issue 22).
   */
  busy_dates: z.array(z.string()),
  /** Those of busy_dates holding a completed workout: still two on the day when replace keeps completed work. */
  busy_completed_dates: z.array(z.string()),
});

export const ZAssignProgramOutput = ZOk.extend({
  /** Workouts this request created (would create, with dry_run). */
  workouts_count: z.number().int(),
  /** The assignment rows of every client in clients_done (new and earlier ones of this job). */
  program_assignment_ids: z.array(z.number().int()),
  /** Every client of the request now holding the assignment (with dry_run: only skipped ones). */
  clients_done: z.array(z.number().int()),
  /** Clients that already held it under this job_key: nothing was written for them. */
  clients_skipped: z.array(z.number().int()),
  /** The job's key (the one sent, or the one the server made). */
  job_key: z.string(),
  /** Only with dry_run. */
  preview: z.array(ZAssignPreview).optional(),
});

export const ZProgramAssignmentRow = ZProgramAssignment.extend({
  client_name: z.string(),
  /** The assignment's pending workouts due today or later in the client's time zone. */
  pending_future_count: z.number().int(),
});

export const ZProgramAssignmentsOutput = z.object({
  program_assignments: z.array(ZProgramAssignmentRow),
  meta: ZPageMeta,
});

/** POST /programs/{id}/copy_days: the new template workouts with their items. */
export const ZCopyDaysOutput = z.object({
  workouts: z.array(ZWorkout),
  workout_items: z.array(ZWorkoutItem),
});

/** What program sync does (did, or would do with dry_run) to copies: see sync.ts for the rules. */
export const ZSyncCounts = z.object({
  updated: z.number().int(),
  added: z.number().int(),
  removed: z.number().int(),
  customised: z.number().int(),
  unchanged: z.number().int(),
  kept: z.number().int(),
  unlinked: z.number().int(),
});

export const ZProgramSyncOutput = ZOk.extend({
  dry_run: z.boolean(),
  totals: ZSyncCounts,
  /** One row per client holding an assignment of the program (of the request), by name. */
  clients: z.array(ZSyncCounts.extend({ client_id: z.number().int(), name: z.string() })),
});
