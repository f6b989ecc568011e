import * as z from "zod";
import { fieldText } from "#shared/messages";
import {
  DESCRIPTION_MAX_LENGTH,
  ITEM_NAME_MAX_LENGTH,
  ITEM_TEXT_MAX_LENGTH,
  MAX_PASTE_WORKOUTS,
  MAX_POSITION,
  ROUTINE_TEXT_MAX_LENGTH,
  WORKOUT_TITLE_MAX_LENGTH,
} from "#shared/shared-rules";
import { RECORD_KINDS } from "../../../db/schema";
import { LIST_COMMENTS_PER_WORKOUT } from "../comments/schemas";
import { zBoolish, zDate, zId, zPage } from "../shared/fields";
import { ZAttachment, ZSelectedExercise, zResultSets } from "../shared/json-columns";
import {
  ZComment,
  ZGroupAssignment,
  ZImage,
  ZSideloadedClient,
  ZSideloadedPerson,
  ZSideloadedTrainer,
  ZWorkout,
  ZWorkoutAnswer,
  ZWorkoutItem,
} from "../shared/outputs";
import { ZPageMeta } from "../shared/paging";

/** Shapes shared with other domains' inputs and answers (worker/domains/shared/json-columns.ts). */
export { ZAttachment, ZSelectedExercise } from "../shared/json-columns";

/** Most workout items (exercises) one workout may hold. */
export const MAX_ITEMS_PER_WORKOUT = 200;
export { MAX_POSITION };
/** Most rows one GET /workouts answers. */
export const MAX_WORKOUTS_PER_LIST = 1000;

export const zWorkoutState = z.enum(["pending", "completed"]);
const zText = (max: number) => z.string().max(max, fieldText("TEXT_TOO_LONG", { max }));
const zNullableText = (max: number) => zText(max).nullable();

const zSelectedExercises = z.array(ZSelectedExercise).max(200, fieldText("EXERCISES_TOO_MANY", { max: 200 }));
const zAttachments = z.array(ZAttachment).max(20, fieldText("ATTACHMENTS_TOO_MANY", { max: 20 }));
const zPosition = z.coerce.number().int().min(1, fieldText("POSITION_FROM_ONE")).max(MAX_POSITION);

/** Fields of a workout item a coach may set (id, workout_id, timestamps are the server's). */
export const ZWorkoutItemFields = z.object({
  name: z.string().trim().max(ITEM_NAME_MAX_LENGTH),
  info: zNullableText(ITEM_TEXT_MAX_LENGTH),
  result: zNullableText(ITEM_TEXT_MAX_LENGTH),
  /** A coach's correction of how `result` reads as sets (issue 27); null returns to the reading. */
  result_sets_override: zResultSets.nullable(),
  is_circuit: zBoolish,
  state: zWorkoutState,
  selected_exercises: zSelectedExercises,
  linked: zBoolish,
  position: z.number().int().min(0).max(10_000),
  exercise_id: zId.nullable(),
  /** A test of one of the organization's assessment groups: the logged result becomes its value (issue 28). */
  assessment_id: zId.nullable(),
  request_video: zBoolish,
  attachments: zAttachments,
});
export type TWorkoutItemFields = z.infer<typeof ZWorkoutItemFields>;

/** An item inside a workout write: with `id` it updates that item of the workout, without it adds one. */
export const ZWorkoutItemInput = ZWorkoutItemFields.partial().extend({ id: zId.optional() });
export type TWorkoutItemInput = z.infer<typeof ZWorkoutItemInput>;

/** Content fields of a workout (what a copy carries). */
export const ZWorkoutContent = z.object({
  title: z.string().trim().max(WORKOUT_TITLE_MAX_LENGTH),
  /** HTML; sanitised on write (worker/domains/workouts/html.ts). */
  short_description: zNullableText(DESCRIPTION_MAX_LENGTH),
  rest_day: zBoolish,
  rest_day_instructions: zNullableText(ITEM_TEXT_MAX_LENGTH),
  warmup: zNullableText(ROUTINE_TEXT_MAX_LENGTH),
  warmup_selected_exercises: zSelectedExercises,
  cooldown: zNullableText(ROUTINE_TEXT_MAX_LENGTH),
  cooldown_selected_exercises: zSelectedExercises,
  order: z.number().int().min(-1_000_000).max(1_000_000),
  hidden: zBoolish,
});
export type TWorkoutContent = z.infer<typeof ZWorkoutContent>;

const zItems = z
  .array(ZWorkoutItemInput)
  .max(MAX_ITEMS_PER_WORKOUT, fieldText("ITEMS_TOO_MANY", { max: MAX_ITEMS_PER_WORKOUT }));

/**
 * POST /workouts body: a client's workout (`client_id` + `due`) or a program's template workout
 * (`program_id` + `position`, the 1-based day). SPEC's "optional program" may also come beside the
 * workout as `program: { id }`. Unknown keys (id, uuid, organization_id, trainer_id,
 * timestamps …) are dropped: those come from the client or program.
 */
export const ZCreateWorkoutInput = z
  .object({
    workout: ZWorkoutContent.partial().extend({
      client_id: zId.optional(),
      due: zDate.optional(),
      program_id: zId.optional(),
      position: zPosition.optional(),
      state: zWorkoutState.optional(),
      workout_items: zItems.optional(),
    }),
    program: z.object({ id: zId }).optional(),
  })
  .transform(({ workout, program }) => ({
    workout: { ...workout, program_id: workout.program_id ?? program?.id },
  }))
  .superRefine(({ workout: w }, ctx) => {
    if ((w.client_id === undefined) === (w.program_id === undefined)) {
      ctx.addIssue({
        code: "custom",
        path: ["workout", "client_id"],
        message: fieldText("WORKOUT_CLIENT_OR_PROGRAM"),
      });
    }
    if (w.client_id !== undefined && w.due === undefined) {
      ctx.addIssue({ code: "custom", path: ["workout", "due"], message: fieldText("WORKOUT_DUE_REQUIRED") });
    }
    if (w.program_id !== undefined && w.position === undefined) {
      ctx.addIssue({
        code: "custom",
        path: ["workout", "position"],
        message: fieldText("WORKOUT_POSITION_REQUIRED"),
      });
    }
  });
export type TCreateWorkoutInput = z.infer<typeof ZCreateWorkoutInput>;

/**
 * PUT /workouts/{id} body. `workout_items`, when present, is the workout's complete new list:
 * listed items with an id are updated, items without id are added, the others are removed.
 * `due` and `client_id` apply to a client's workout, `position` to a program's (moving it).
 */
/** An ISO timestamp as the API answers it (`updated_at`), normalised to `toISOString()` form. */
const zUpdatedAt = z
  .string()
  .trim()
  .max(40)
  .pipe(z.iso.datetime({ offset: true, message: fieldText("DATETIME_FORMAT") }))
  .transform((value) => new Date(value).toISOString());

export const ZUpdateWorkoutInput = z.object({
  workout: ZWorkoutContent.partial().extend({
    client_id: zId.optional(),
    due: zDate.optional(),
    position: zPosition.optional(),
    state: zWorkoutState.optional(),
    workout_items: zItems.optional(),
    /** Optimistic concurrency: the `updated_at` the caller loaded; a different stored one is a 409. */
    expected_updated_at: zUpdatedAt.optional(),
  }),
});
export type TUpdateWorkoutInput = z.infer<typeof ZUpdateWorkoutInput>;

/** PUT /workout_items/{id} body. */
export const ZUpdateWorkoutItemInput = z.object({ workout_item: ZWorkoutItemFields.partial() });
export type TUpdateWorkoutItemInput = z.infer<typeof ZUpdateWorkoutItemInput>;

const zIdList = z
  .union([z.string().max(20_000), z.array(zId).max(MAX_WORKOUTS_PER_LIST)])
  .transform((value, ctx) => {
    const parts = Array.isArray(value)
      ? value
      : value
          .split(",")
          .map((s) => s.trim())
          .filter(Boolean);
    const ids: number[] = [];
    for (const part of parts) {
      const n = typeof part === "number" ? part : Number(part);
      if (!Number.isSafeInteger(n) || n <= 0 || (typeof part === "string" && !/^[0-9]+$/.test(part))) {
        ctx.addIssue({ code: "custom", message: fieldText("IDS_FORMAT") });
        return z.NEVER;
      }
      ids.push(n);
    }
    if (ids.length > MAX_WORKOUTS_PER_LIST) {
      ctx.addIssue({ code: "custom", message: fieldText("IDS_TOO_MANY", { max: MAX_WORKOUTS_PER_LIST }) });
      return z.NEVER;
    }
    return [...new Set(ids)];
  });

/** `order` of GET /workouts: SPEC's two and TrueCoach's `asc` / `desc`. */
export const WORKOUT_LIST_ORDERS = ["due_ASC", "updated_at_DESC", "asc", "desc"] as const;
export type WorkoutListOrder = (typeof WORKOUT_LIST_ORDERS)[number];

/**
 * GET /workouts in its three shapes (SPEC section 7), told apart by their keys:
 * - `ids` (comma list or array, ≤ 1000): those workouts;
 * - `client_id` (+ `start_date`, `end_date`, `limit` ≤ 1000 default 1000, `order=due_ASC`): a
 *   client's workouts by date;
 * - otherwise the coach feed: `state` (default completed), `rest_day` (default false),
 *   `hide_from_feed` (default false: hidden workouts and clients hidden from the feed are left
 *   out), `trainer_id`, `limit` (default 20), `page` (default 1), `order=updated_at_DESC`.
 * Every shape pages (`page`, `per_page` as TrueCoach's alias of `limit`) and applies every filter
 * the request names (`state`, `rest_day`, `trainer_id`, `hide_from_feed=false`); `order` also
 * takes TrueCoach's `asc` / `desc` (by due for a client's range, by updated_at for the feed and
 * ids) and `updated_at_DESC` for a client's range. Only `due_ASC` on the feed is refused: the
 * feed is the stream of updates.
 */
export const ZListWorkoutsInput = z
  .object({
    ids: zIdList.optional(),
    client_id: zId.optional(),
    start_date: zDate.optional(),
    end_date: zDate.optional(),
    limit: z.coerce.number().int().min(1).max(MAX_WORKOUTS_PER_LIST).optional(),
    /** TrueCoach's name for `limit` (wins when both are given). */
    per_page: z.coerce.number().int().min(1).max(MAX_WORKOUTS_PER_LIST).optional(),
    page: zPage.optional(),
    order: z.enum(WORKOUT_LIST_ORDERS).optional(),
    hide_from_feed: zBoolish.optional(),
    rest_day: zBoolish.optional(),
    state: zWorkoutState.optional(),
    trainer_id: zId.optional(),
    /**
     * How many of each workout's newest comments are side-loaded (default and most: 100);
     * `comment_ids` always name them all. The calendar asks for 3: its cards show the count.
     */
    comments_per_workout: z.coerce.number().int().min(0).max(LIST_COMMENTS_PER_WORKOUT).optional(),
  })
  .superRefine((q, ctx) => {
    if (q.ids !== undefined && q.client_id !== undefined) {
      ctx.addIssue({ code: "custom", path: ["ids"], message: fieldText("IDS_WITH_CLIENT") });
    }
    if (q.ids === undefined && q.client_id === undefined && q.order === "due_ASC") {
      ctx.addIssue({
        code: "custom",
        path: ["order"],
        message: fieldText("FEED_ORDER"),
      });
    }
    if ((q.start_date || q.end_date) && q.client_id === undefined) {
      ctx.addIssue({ code: "custom", path: ["start_date"], message: fieldText("DATES_NEED_CLIENT") });
    }
    if (q.start_date && q.end_date && q.start_date > q.end_date) {
      ctx.addIssue({ code: "custom", path: ["end_date"], message: fieldText("END_BEFORE_START") });
    }
  });
export type TListWorkoutsInput = z.infer<typeof ZListWorkoutsInput>;

/** Where a pasted copy goes: a client's day or a program's day (exactly one of the two). */
const zClientTarget = { client_id: zId, due: zDate };
const zProgramTarget = { program_id: zId, position: zPosition };
export const ZPasteTarget = z.union([z.strictObject(zClientTarget), z.strictObject(zProgramTarget)]);
export type TPasteTarget = z.infer<typeof ZPasteTarget>;

/** tRPC workouts.paste: the source workout and the target. */
export const ZPasteWorkoutInput = z.union([
  z.strictObject({ source_workout_id: zId, ...zClientTarget }),
  z.strictObject({ source_workout_id: zId, ...zProgramTarget }),
]);
export type TPasteWorkoutInput = z.infer<typeof ZPasteWorkoutInput>;

/**
 * POST /workouts/paste (tRPC workouts.pasteMany): several copies onto one client's days in one
 * atomic write, the calendar's paste of a day, a week or a selection (each source lands on its own
 * due date, so a week keeps its shape).
 */
export const ZPasteWorkoutsInput = z.strictObject({
  client_id: zId,
  workouts: z
    .array(z.strictObject({ source_workout_id: zId, due: zDate }))
    .min(1, fieldText("PASTE_WORKOUTS_REQUIRED"))
    .max(MAX_PASTE_WORKOUTS, fieldText("PASTE_WORKOUTS_TOO_MANY", { max: MAX_PASTE_WORKOUTS }))
    .describe(
      `The copies to make (1–${MAX_PASTE_WORKOUTS}): each source workout (a client's or a program's, of the caller's reach) pasted at its due date; a source may be named more than once.`,
    ),
});
export type TPasteWorkoutsInput = z.infer<typeof ZPasteWorkoutsInput>;

/** Answers of the workouts operations (worker/domains/workouts/workouts.ts, workouts/side-load.ts, workouts/items.ts). */

/** GET /workouts: the workouts with the side-loaded records (workouts/side-load.ts WorkoutsPayload). */
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

/**
 * A record a result write beat (issue 27, records/new-record.ts): the kind, the set that beat it,
 * the best before, and the exercise.
 */
export const ZNewRecord = z.object({
  kind: z.enum(RECORD_KINDS),
  weight_kg: z.number(),
  reps: z.number().int(),
  e1rm_kg: z.number().nullable(),
  previous_kg: z.number(),
  exercise_id: z.number().int().nullable(),
  /** The item's name as written (trimmed). */
  exercise_name: z.string(),
});

export const ZWorkoutItemOutput = z.object({
  workout_item: ZWorkoutItem,
  /** The client's records this write beat (issue 27), best improvement first; empty for most writes. */
  new_records: z.array(ZNewRecord).optional(),
});

/**
 * POST and PUT /workouts: the workout, and the records its items' results beat (issue 27) — per
 * exercise, best improvement first; empty for most saves. An added field: TrueCoach's readers
 * ignore it.
 */
export const ZWorkoutSaveOutput = ZWorkoutAnswer.extend({ new_records: z.array(ZNewRecord).optional() });

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

/** Home-page figures: the caller's scope, or one coach of it with `trainer_id`. */
export const ZWorkoutSummaryInput = z.object({ trainer_id: zId.optional() });
export type TWorkoutSummaryInput = z.infer<typeof ZWorkoutSummaryInput>;
