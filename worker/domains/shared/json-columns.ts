import * as z from "zod";
import { fieldText } from "#shared/messages";
import { MAX_REPS, MAX_WEIGHT_KG } from "#shared/result-sets";
import { WORKOUTS_THRESHOLD_MAX } from "#shared/shared-rules";
import { zUrl } from "./fields";

/**
 * The shapes of the JSON columns (attachments, tags, selected exercises, client and coach
 * settings) and the value lists answers carry. Inputs of several domains check them and the
 * answer rows (./outputs.ts) are typed by them, so they live below both: a domain's schemas.ts
 * imports them from here, and nothing here imports a domain (no import cycle).
 */

export const ZSelectedExercise = z.object({
  id: z.union([z.number().int().min(0).max(Number.MAX_SAFE_INTEGER), z.string().trim().max(64)]),
  name: z.string().trim().max(255),
});

const zTagValue = z.string().trim().min(1, fieldText("TAG_REQUIRED")).max(50);

export const zTagList = z.array(zTagValue).max(20);

/** Tags as given: any of the families, each a bounded list (missing families stay as they are). */
export const ZExerciseTags = z.object({
  type: zTagList.optional(),
  primary_muscles: zTagList.optional(),
  plane: zTagList.optional(),
  pattern: zTagList.optional(),
});

export type TExerciseTags = z.output<typeof ZExerciseTags>;

/** A file attached to an exercise or a client's equipment (video, image, PDF …). */
/** Sets one item's result holds at most (a coach's override; the parser stops near this too). */
export const MAX_SETS_PER_RESULT = 200;

/** One set of an item's result (issue 27; shared/result-sets.ts ResultSet): weight or bodyweight, reps, RPE. */
export const ZResultSet = z
  .object({
    weight_kg: z.number().positive().max(MAX_WEIGHT_KG).nullable(),
    reps: z.number().int().min(1).max(MAX_REPS),
    bodyweight: z.literal(true).optional(),
    rpe: z.number().positive().max(10).optional(),
  })
  .refine((s) => (s.bodyweight === true) === (s.weight_kg === null), {
    message: fieldText("RESULT_SET_WEIGHT"),
    path: ["weight_kg"],
  });
export const zResultSets = z
  .array(ZResultSet)
  .max(MAX_SETS_PER_RESULT, fieldText("RESULT_SETS_TOO_MANY", { max: MAX_SETS_PER_RESULT }));

export const ZAttachment = z.object({
  name: z.string().trim().min(1, fieldText("ATTACHMENT_NAME_REQUIRED")).max(255),
  attachmentUrl: zUrl,
  /** File type as the uploader reported it: "mp4", "quicktime", "video/mp4" … */
  type: z.string().trim().max(100).nullable().optional(),
  size: z
    .number()
    .int()
    .min(0)
    .max(10 * 1024 ** 3)
    .nullable()
    .optional(),
});

export type TAttachment = z.output<typeof ZAttachment>;

export const ZClientSettings = z.object({
  dailyWorkoutEmails: z.boolean(),
  missedWorkoutEmails: z.boolean(),
  newMessageEmails: z.boolean(),
  newCommentEmails: z.boolean(),
  weeklyDigest: z.boolean(),
  overrideDefaults: z.boolean(),
  workoutsThreshold: z.number().int().min(0).max(WORKOUTS_THRESHOLD_MAX),
  currentWeekOnly: z.boolean(),
});

export type TClientSettings = z.infer<typeof ZClientSettings>;

/**
 * Why a client needs the coach's attention (`needs_attention_reasons`, in this order; definitions
 * in docs/clients-and-libraries.md and worker/domains/clients/attention.ts).
 */
export const NEEDS_ATTENTION_REASONS = [
  "programming_ends",
  "missed_workouts",
  "compliance_drop",
  "no_nutrition_log",
] as const;

export type NeedsAttentionReason = (typeof NEEDS_ATTENTION_REASONS)[number];

/**
 * The client links SPEC names besides workouts (`/api/clients/{id}/<name>`). These features are not
 * part of this product: the endpoints answer an empty collection for clients in reach.
 */
export const CLIENT_LINK_NAMES = [
  "assessments",
  "assessment_groups",
  "conversation",
  "daily_nutrition_logs",
  "notes",
  "nutrition_plan",
  "photo_sessions",
  "skeletons",
  "weight_trackings",
  "stripe_subscriptions",
] as const;

export type ClientLinkName = (typeof CLIENT_LINK_NAMES)[number];

const zSettingsFlag = z.boolean();

export const ZTrainerSettings = z.object({
  conversationShowUnreads: zSettingsFlag,
  editorShowSkeletons: zSettingsFlag,
  editorShowResults: zSettingsFlag,
  editorShowComments: zSettingsFlag,
  editorTruncateText: zSettingsFlag,
  editorFontSize: z.enum(["small", "medium", "large"]),
  generateWorkoutNotifications: zSettingsFlag,
  generateAssessmentNotifications: zSettingsFlag,
  generateBenchmarkNotifications: zSettingsFlag,
  generateProgressPictureNotifications: zSettingsFlag,
  generatePaymentMethodCreate: zSettingsFlag,
  emailPaymentMethodCreate: zSettingsFlag,
  generatePaymentMade: zSettingsFlag,
  emailPaymentMade: zSettingsFlag,
  newMessage: zSettingsFlag,
  newComment: zSettingsFlag,
  pastDueThreshold: z.number().int().min(0).max(365),
  needsAttentionThreshold: z.number().int().min(0).max(365),
  soundOnNotification: zSettingsFlag,
  soundOnMessage: zSettingsFlag,
  workCanWait: z.object({
    days: z.object({
      mon: zSettingsFlag,
      tue: zSettingsFlag,
      wed: zSettingsFlag,
      thu: zSettingsFlag,
      fri: zSettingsFlag,
      sat: zSettingsFlag,
      sun: zSettingsFlag,
    }),
    start: z.string().regex(/^\d{2}:\d{2}$/),
    end: z.string().regex(/^\d{2}:\d{2}$/),
  }),
  showUnreads: zSettingsFlag,
  clientWorkoutsThreshold: z.number().int().min(0).max(365),
  clientCurrentWeekOnly: zSettingsFlag,
  includePartnerVideos: zSettingsFlag,
});
