import * as z from "zod";
import { fieldText } from "#shared/messages";
import {
  ASSIGN_GROUP_CLIENTS,
  ASSIGN_JOB_KEY_PATTERN,
  MAX_ASSIGN_CLIENTS,
  MAX_ASSIGNED_WORKOUTS,
  MAX_RANGE_DAYS,
} from "#shared/shared-rules";
import { zBoolish, zDate, zId, zName } from "../shared/fields";
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
import { pagingFields, ZPageMeta } from "../shared/paging";
import { MAX_POSITION } from "../workouts/schemas";

export { MAX_ASSIGN_CLIENTS };

const ZProgramFields = z.object({
  name: zName,
  description: z
    .string()
    .max(10_000, fieldText("TEXT_TOO_LONG", { max: 10_000 }))
    .nullable(),
  sync_enabled: zBoolish,
  shared: zBoolish,
  /** The coach the program belongs to (same organization); defaults to the caller. */
  trainer_id: zId.nullable(),
  /** Super admin only (coaches always create in their own organization). */
  organization_id: zId,
});

/**
 * POST /programs body. `length` and `highest_position` are derived from the program's workouts
 * (SPEC section 4) and ignored here, like every other server-owned field.
 */
export const ZCreateProgramInput = z.object({
  program: ZProgramFields.partial().extend({ name: zName }),
});
export type TCreateProgramInput = z.infer<typeof ZCreateProgramInput>;

export const ZUpdateProgramInput = z.object({
  program: ZProgramFields.omit({ organization_id: true }).partial(),
});
export type TUpdateProgramInput = z.infer<typeof ZUpdateProgramInput>;

/** GET /programs: newest first; the super admin may narrow to one organization. */
export const ZListProgramsInput = z.object({
  ...pagingFields(1000, 100),
  organization_id: zId.optional(),
});
export type TListProgramsInput = z.infer<typeof ZListProgramsInput>;

/**
 * POST /programs/{id}/assign_job body (CONTRACT). Each template workout at day p becomes a workout
 * of every client due start_date + p − 1. `end_date` (default start_date + length − 1) bounds the
 * assignment: days after it are not copied, and with `replace: true` the clients' existing
 * workouts due from start_date to end_date are removed first, in the same atomic write.
 * `keep_completed`, `dry_run` and `job_key` are this product's additions (issue 11); without them
 * the route means what SPEC and CONTRACT say.
 */
export const ZAssignProgramInput = z
  .object({
    client_ids: z
      .array(zId)
      .min(1, fieldText("CLIENTS_REQUIRED"))
      .max(MAX_ASSIGN_CLIENTS, fieldText("CLIENTS_TOO_MANY", { max: MAX_ASSIGN_CLIENTS }))
      .describe(
        `The clients (at most ${MAX_ASSIGN_CLIENTS} per request, and at most ${MAX_ASSIGNED_WORKOUTS} new workouts: templates × clients; the web app sends groups of ${ASSIGN_GROUP_CLIENTS} under one job_key). Duplicates count once.`,
      ),
    start_date: zDate.describe("Day 1 of the program (YYYY-M-D); position p is due start_date + p − 1."),
    end_date: zDate
      .optional()
      .describe("Last day copied (default start_date + length − 1); also the end of the replace range."),
    replace: zBoolish
      .optional()
      .describe(
        "Default false (add alongside). true: the clients' workouts due from start_date to end_date are deleted first, in the same atomic write (CONTRACT).",
      ),
    keep_completed: zBoolish
      .optional()
      .describe(
        "Default false, so `replace: true` keeps CONTRACT's meaning. With replace, true keeps the completed workouts (with their results) in the range and deletes only pending ones.",
      ),
    dry_run: zBoolish
      .optional()
      .describe(
        "Default false. true writes nothing and answers `preview`: per client the workouts that would be added, the pending ones replaced, the completed ones in the range and how many of those would be deleted, and the days that already hold a workout and would get another (`busy_dates`; `busy_completed_dates`: those holding a completed one).",
      ),
    job_key: z
      .string()
      .min(1)
      .max(64)
      .regex(ASSIGN_JOB_KEY_PATTERN, fieldText("JOB_KEY_FORMAT"))
      .optional()
      .describe(
        "One key for all groups of one large assignment (1–64 of A–Z a–z 0–9 _ -). A client that already holds an assignment of this program under this key is skipped, so a group sent again changes nothing. Default: a new key (answered in `job_key`).",
      ),
  })
  .superRefine((v, ctx) => {
    if (v.end_date && v.end_date < v.start_date) {
      ctx.addIssue({ code: "custom", path: ["end_date"], message: fieldText("END_BEFORE_START") });
    }
  });
export type TAssignProgramInput = z.infer<typeof ZAssignProgramInput>;

/** POST /programs/{id}/duplicate body: the copy's name (default "<name> (副本)"). */
export const ZDuplicateProgramInput = z.object({
  program: z
    .object({ name: zName.optional().describe('Default: the original\'s name + " (副本)".') })
    .optional(),
});
export type TDuplicateProgramInput = z.infer<typeof ZDuplicateProgramInput>;

/** GET /programs/{id}/assignments: newest first. */
export const ZListAssignmentsInput = z.object({ ...pagingFields(1000, 100) });
export type TListAssignmentsInput = z.infer<typeof ZListAssignmentsInput>;

const zPosition = z.number().int().min(1, fieldText("POSITION_FROM_ONE")).max(MAX_POSITION);

/**
 * POST /programs/{id}/copy_days body: the template workouts at `from_positions` are copied with
 * their relative offsets kept, the smallest from-position landing on `to_position`.
 */
export const ZCopyDaysInput = z
  .object({
    from_positions: z
      .array(zPosition)
      .min(1, fieldText("DAYS_REQUIRED"))
      .max(MAX_POSITION)
      .refine((list) => new Set(list).size === list.length, fieldText("DAYS_DUPLICATE"))
      .describe("Days (positions) to copy, distinct."),
    to_position: zPosition.describe("Where the smallest from-position lands."),
  })
  .superRefine((v, ctx) => {
    if (v.from_positions.length === 0) return;
    const span = Math.max(...v.from_positions) - Math.min(...v.from_positions);
    if (v.to_position + span > MAX_POSITION) {
      ctx.addIssue({
        code: "custom",
        path: ["to_position"],
        message: fieldText("DAYS_TOO_MANY", { max: MAX_POSITION }),
      });
    }
  });
export type TCopyDaysInput = z.infer<typeof ZCopyDaysInput>;

/** Most clients one program sync request names (the default, every client of the program, has no cap). */
export const MAX_SYNC_CLIENTS = 1000;

/**
 * POST /programs/{id}/sync body (program sync: template changes reach the clients following the
 * program, customised copies are left alone; see worker/domains/programs/sync.ts).
 */
export const ZSyncProgramInput = z.object({
  dry_run: zBoolish
    .optional()
    .describe("Default false. true writes nothing and answers exactly what the same request would do."),
  client_ids: z
    .array(zId)
    .min(1, fieldText("CLIENTS_REQUIRED"))
    .max(MAX_SYNC_CLIENTS, fieldText("CLIENTS_TOO_MANY", { max: MAX_SYNC_CLIENTS }))
    .optional()
    .describe(
      `Only these clients (at most ${MAX_SYNC_CLIENTS}); ids holding no assignment of the program are ignored. Default: every client with an assignment of it.`,
    ),
});
export type TSyncProgramInput = z.infer<typeof ZSyncProgramInput>;

/**
 * POST /programs/from_calendar: a client's workouts from start_date to end_date (inclusive)
 * become a new program's templates, each on its day counted from start_date (day 1).
 */
export const ZProgramFromCalendarInput = z
  .object({
    client_id: zId,
    start_date: zDate,
    end_date: zDate,
    program: z.object({
      name: zName,
      description: z
        .string()
        .max(10_000, fieldText("TEXT_TOO_LONG", { max: 10_000 }))
        .nullish(),
    }),
  })
  .superRefine((v, ctx) => {
    if (v.end_date < v.start_date) {
      ctx.addIssue({ code: "custom", path: ["end_date"], message: fieldText("END_BEFORE_START") });
      return;
    }
    const days =
      (Date.parse(`${v.end_date}T00:00:00Z`) - Date.parse(`${v.start_date}T00:00:00Z`)) / 86_400_000 + 1;
    if (days > MAX_RANGE_DAYS) {
      ctx.addIssue({
        code: "custom",
        path: ["end_date"],
        message: fieldText("RANGE_TOO_LONG", { max: MAX_RANGE_DAYS }),
      });
    }
  });
export type TProgramFromCalendarInput = z.infer<typeof ZProgramFromCalendarInput>;

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
