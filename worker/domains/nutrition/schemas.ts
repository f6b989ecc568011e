import * as z from "zod";
import { fieldText } from "#shared/messages";
import { MAX_LOG_PHOTOS } from "#shared/nutrition-rules";
import { zDate, zId } from "../shared/fields";
import { pagingFields, ZPageMeta } from "../shared/paging";

/**
 * Inputs and answers of the nutrition domain (issue 31): a client's plan, its daily logs, its
 * organization's saved foods. A client's logs are paged like the other per-client lists; the
 * organization's foods answer an array (TRUECOACH.md's organization collections).
 */

/**
 * A daily amount: bounds far beyond any real day, to refuse typos and overflow, not diets. JSON
 * numbers only (no coercion: `true` or `[]` would pass as 1 or 0).
 */
const zAmount = (max: number) => z.number().finite().min(0).max(max);
const zTarget = (max: number) => z.number().finite().positive().max(max);
const zText = (max: number) => z.string().trim().max(max);
const zLabel = z.string().trim().min(1, fieldText("NAME_REQUIRED")).max(100);

const LIMITS = {
  kcal: 20_000,
  protein_g: 1_000,
  carbs_g: 2_000,
  fat_g: 1_000,
  fiber_g: 500,
  water_ml: 20_000,
};

/** A day's targets: kcal and protein are what compliance reads, so they are required. */
export const ZDayTargets = z.object({
  kcal: zTarget(LIMITS.kcal),
  protein_g: zTarget(LIMITS.protein_g),
  carbs_g: zTarget(LIMITS.carbs_g).nullish(),
  fat_g: zTarget(LIMITS.fat_g).nullish(),
  fiber_g: zTarget(LIMITS.fiber_g).nullish(),
  water_ml: zTarget(LIMITS.water_ml).nullish(),
});
export type TDayTargets = z.output<typeof ZDayTargets>;

export const ZNutritionPlanDraft = z.object({
  start_date: zDate,
  training_day: ZDayTargets,
  rest_day: ZDayTargets,
  guidelines: zText(5_000).nullish(),
});
export type TNutritionPlanDraft = z.output<typeof ZNutritionPlanDraft>;

export const ZClientInput = z.object({ client_id: zId });
export const ZSavePlanInput = z.object({ client_id: zId, nutrition_plan: ZNutritionPlanDraft });

const zUploadId = z.string().trim().min(1).max(64);

/** What a client logs for a day: every amount optional (a photo or a note alone is a log too). */
const logFields = {
  kcal: zAmount(LIMITS.kcal).nullish(),
  protein_g: zAmount(LIMITS.protein_g).nullish(),
  carbs_g: zAmount(LIMITS.carbs_g).nullish(),
  fat_g: zAmount(LIMITS.fat_g).nullish(),
  fiber_g: zAmount(LIMITS.fiber_g).nullish(),
  water_ml: zAmount(LIMITS.water_ml).nullish(),
  note: zText(1_000).nullish(),
  upload_ids: z
    .array(zUploadId)
    .max(MAX_LOG_PHOTOS, fieldText("PHOTOS_TOO_MANY", { max: MAX_LOG_PHOTOS }))
    .optional(),
};

export const ZDailyNutritionLogDraft = z.object({ date: zDate, ...logFields });
export type TDailyNutritionLogDraft = z.output<typeof ZDailyNutritionLogDraft>;

/**
 * PUT /daily_nutrition_logs/{id}: the fields given change, the others stay. The client's own
 * fields are the client's to change, `coach_comment` the coaches' (logs.ts says who writes what).
 */
export const ZDailyNutritionLogPatch = z.object({
  date: zDate.optional(),
  ...logFields,
  coach_comment: zText(2_000).nullish(),
});
export type TDailyNutritionLogPatch = z.output<typeof ZDailyNutritionLogPatch>;

export const ZLogsInput = z.object({
  client_id: zId,
  /** Only the days from / to these dates (both included), e.g. a week for the coach's screen. */
  start_date: zDate.optional(),
  end_date: zDate.optional(),
  ...pagingFields(400, 30),
});
export type TLogsInput = z.output<typeof ZLogsInput>;

export const ZSaveLogInput = z.object({ client_id: zId, daily_nutrition_log: ZDailyNutritionLogDraft });
export const ZUpdateLogInput = z.object({ id: zId, daily_nutrition_log: ZDailyNutritionLogPatch });
export const ZIdInput = z.object({ id: zId });

export const ZFoodDraft = z.object({
  name_zh: zLabel,
  name_en: zLabel,
  portion: z.string().trim().min(1).max(50),
  kcal: zAmount(LIMITS.kcal),
  protein_g: zAmount(LIMITS.protein_g),
  carbs_g: zAmount(LIMITS.carbs_g),
  fat_g: zAmount(LIMITS.fat_g),
});
export const ZCreateFoodInput = z.object({ food: ZFoodDraft, organization_id: zId.optional() });
export type TCreateFoodInput = z.output<typeof ZCreateFoodInput>;
export const ZListFoodsInput = z.object({ organization_id: zId.optional() }).prefault({});

// Answers ---------------------------------------------------------------------------------------

const zNum = z.number();

export const ZDayTargetsOutput = z.object({
  kcal: zNum,
  protein_g: zNum,
  carbs_g: zNum.nullable(),
  fat_g: zNum.nullable(),
  fiber_g: zNum.nullable(),
  water_ml: zNum.nullable(),
});

export const ZNutritionPlan = z.object({
  id: z.number().int(),
  client_id: z.number().int(),
  start_date: z.string(),
  training_day: ZDayTargetsOutput,
  rest_day: ZDayTargetsOutput,
  guidelines: z.string().nullable(),
  updated_at: z.string(),
});
/** Null before the coach wrote one (TRUECOACH.md's single resources). */
export const ZNutritionPlanOutput = z.object({ nutrition_plan: ZNutritionPlan.nullable() });
/**
 * GET's answer also carries the client's today (its time zone) and that day's type: the target the
 * day is counted against (training when a non-rest-day workout is due). Null without a plan.
 */
export const ZNutritionPlanReadOutput = ZNutritionPlanOutput.extend({
  today: z.object({ date: z.string(), day_type: z.enum(["training", "rest"]) }).nullable(),
});

export const ZLogAttachment = z.object({
  upload_id: z.string(),
  name: z.string(),
  type: z.string(),
  /** Signed, valid about an hour. */
  url: z.string(),
});

export const ZDailyNutritionLog = z.object({
  id: z.number().int(),
  client_id: z.number().int(),
  date: z.string(),
  kcal: zNum.nullable(),
  protein_g: zNum.nullable(),
  carbs_g: zNum.nullable(),
  fat_g: zNum.nullable(),
  fiber_g: zNum.nullable(),
  water_ml: zNum.nullable(),
  note: z.string().nullable(),
  upload_ids: z.array(z.string()),
  attachments: z.array(ZLogAttachment),
  coach_comment: z.string().nullable(),
  updated_at: z.string(),
  /**
   * Whether kcal and protein met the day's targets (±10 %, the training-day target when a workout
   * is due; shared/nutrition-rules.ts), the compliance rates' rule; null when the day has no plan.
   */
  on_target: z.boolean().nullable(),
  /** Which target the day had (a non-rest-day workout due: training); null when it has no plan. */
  day_type: z.enum(["training", "rest"]).nullable(),
});
export type TDailyNutritionLog = z.infer<typeof ZDailyNutritionLog>;
export const ZDailyNutritionLogOutput = z.object({ daily_nutrition_log: ZDailyNutritionLog });
export const ZDailyNutritionLogsOutput = z.object({
  daily_nutrition_logs: z.array(ZDailyNutritionLog),
  meta: ZPageMeta,
});

export const ZFood = z.object({
  id: z.number().int(),
  organization_id: z.number().int(),
  name_zh: z.string(),
  name_en: z.string(),
  portion: z.string(),
  kcal: zNum,
  protein_g: zNum,
  carbs_g: zNum,
  fat_g: zNum,
});
export const ZFoodOutput = z.object({ food: ZFood });
/** The client's nutrition in its data export: the plan and every log, newest day first. */
export const ZNutritionExport = z.object({
  nutrition_plan: ZNutritionPlan.nullable(),
  daily_nutrition_logs: z.array(ZDailyNutritionLog),
});
export const ZFoodsOutput = z.array(ZFood);
