import * as z from "zod";
import { BODYWEIGHT_MAX_KG, BODYWEIGHT_MIN_KG, toKg, WEIGHT_UNITS } from "#shared/body-units";
import { fieldText } from "#shared/messages";
import { METRIC_DIRECTIONS, PHOTO_POSES } from "../../../db/schema";
import { zDate, zId } from "../shared/fields";
import { pagingFields, ZPageMeta } from "../shared/paging";

/**
 * Inputs and answers of the progress domain (issue 28): bodyweight, custom metrics, progress
 * photos and assessments. Collections of the organization (metrics, assessment groups) and a
 * client's assessments answer arrays (TRUECOACH.md); a client's bodyweights and photo sessions
 * are paged like the other per-client lists.
 */

/** Photos one session holds at most (front, side, back and a few others). */
export const MAX_SESSION_PHOTOS = 12;
/** Tests one assessment group holds at most. */
export const MAX_GROUP_TESTS = 50;

/** Amounts are JSON numbers only: coercion let `true` and `[]` pass as 1 and 0 (the bad-input property test found a girth of `true` saved as 1). */
const zMeasure = (max: number) => z.number().finite().positive().max(max);
const zOptionalMeasure = (max: number) => zMeasure(max).nullish();
const zNote = z.string().trim().max(500).nullish();
const zLabel = z.string().trim().min(1, fieldText("NAME_REQUIRED")).max(100);
const zUnit = z.string().trim().max(20);
const zValue = z.number().finite().min(-1e9).max(1e9);

const WEIGHT_RANGE = { min: BODYWEIGHT_MIN_KG, max: BODYWEIGHT_MAX_KG };

/**
 * A weight given as `weight_kg`, or `weight` with `unit` (kg, lb, 斤); stored as `weight_kg`.
 * The result carries `weight_kg` only (or null when none was given).
 */
function withWeightKg<T extends { weight_kg?: number | null; weight?: number | null; unit?: string | null }>(
  value: T,
  ctx: z.RefinementCtx,
  required: boolean,
) {
  const { weight, unit, ...rest } = value;
  let kg = value.weight_kg ?? null;
  if (kg === null && weight != null) kg = toKg(weight, (unit ?? "kg") as (typeof WEIGHT_UNITS)[number]);
  if (kg === null && required) {
    ctx.addIssue({ code: "custom", path: ["weight_kg"], message: fieldText("WEIGHT_REQUIRED") });
    return z.NEVER;
  }
  if (kg !== null && (kg < BODYWEIGHT_MIN_KG || kg > BODYWEIGHT_MAX_KG)) {
    ctx.addIssue({
      code: "custom",
      path: [value.weight_kg != null ? "weight_kg" : "weight"],
      message: fieldText("WEIGHT_OUT_OF_RANGE", WEIGHT_RANGE),
    });
    return z.NEVER;
  }
  return { ...rest, weight_kg: kg };
}

const weightFields = {
  weight_kg: zMeasure(10_000).nullish(),
  weight: zMeasure(10_000).nullish(),
  unit: z.enum(WEIGHT_UNITS).nullish(),
};

export const ZGirths = z.object({
  waist: zOptionalMeasure(400),
  hip: zOptionalMeasure(400),
  chest: zOptionalMeasure(400),
  arm: zOptionalMeasure(200),
  thigh: zOptionalMeasure(200),
});

export const ZWeightTrackingDraft = z
  .object({
    date: zDate,
    ...weightFields,
    body_fat_percent: z.number().finite().min(1).max(75).nullish(),
    girths: ZGirths.nullish(),
    note: zNote,
  })
  .transform((v, ctx) => withWeightKg(v, ctx, true));
export type TWeightTrackingDraft = z.output<typeof ZWeightTrackingDraft>;

export const ZClientListInput = z.object({ client_id: zId, ...pagingFields(1000, 100) });
export type TClientListInput = z.infer<typeof ZClientListInput>;

export const ZCreateWeightTrackingInput = z.object({ client_id: zId, weight_tracking: ZWeightTrackingDraft });
export const ZUpdateWeightTrackingInput = z.object({ id: zId, weight_tracking: ZWeightTrackingDraft });
export const ZIdInput = z.object({ id: zId });

export const ZMetricDraft = z.object({
  name_zh: zLabel,
  name_en: zLabel,
  unit: zUnit,
  direction: z.enum(METRIC_DIRECTIONS),
});
export const ZCreateMetricInput = z.object({ metric: ZMetricDraft, organization_id: zId.optional() });
export const ZListOrganizationInput = z.object({ organization_id: zId.optional() }).prefault({});

export const ZMetricValueDraft = z.object({
  metric_id: zId,
  date: zDate,
  value: zValue,
  /** Sets (a number) or clears (null) the client's target for this metric; absent leaves it. */
  target: zValue.nullish(),
});
export const ZCreateMetricValueInput = z.object({ client_id: zId, metric_value: ZMetricValueDraft });
export const ZClientInput = z.object({ client_id: zId });

const zUploadId = z.string().trim().min(1).max(64);
export const ZPhotoSessionDraft = z
  .object({
    date: zDate,
    ...weightFields,
    photos: z
      .array(z.object({ upload_id: zUploadId, pose: z.enum(PHOTO_POSES) }))
      .min(1, fieldText("PHOTOS_REQUIRED"))
      .max(MAX_SESSION_PHOTOS, fieldText("PHOTOS_TOO_MANY", { max: MAX_SESSION_PHOTOS })),
  })
  .transform((v, ctx) => withWeightKg(v, ctx, false));
export type TPhotoSessionDraft = z.output<typeof ZPhotoSessionDraft>;
export const ZCreatePhotoSessionInput = z.object({ client_id: zId, photo_session: ZPhotoSessionDraft });

export const ZAssessmentGroupDraft = z.object({
  name: zLabel,
  tests: z
    .array(z.object({ name: zLabel, unit: zUnit, direction: z.enum(METRIC_DIRECTIONS) }))
    .min(1, fieldText("TESTS_REQUIRED"))
    .max(MAX_GROUP_TESTS),
});
export const ZCreateAssessmentGroupInput = z.object({
  assessment_group: ZAssessmentGroupDraft,
  organization_id: zId.optional(),
});

export const ZAssessmentDraft = z.object({
  date: zDate,
  assessment_group_id: zId,
  values: z
    .array(z.object({ test_id: zId, value: zValue }))
    .min(1, fieldText("ASSESSMENT_VALUES_REQUIRED"))
    .max(MAX_GROUP_TESTS),
});
export type TAssessmentDraft = z.output<typeof ZAssessmentDraft>;
export const ZCreateAssessmentInput = z.object({ client_id: zId, assessment: ZAssessmentDraft });

// Answers ---------------------------------------------------------------------------------------

const zNum = z.number();
const zDay = z.string();

export const ZWeightTracking = z.object({
  id: z.number().int(),
  client_id: z.number().int(),
  date: zDay,
  weight_kg: zNum.nullable(),
  body_fat_percent: zNum.nullable(),
  girths: z.object({
    waist: zNum.nullable(),
    hip: zNum.nullable(),
    chest: zNum.nullable(),
    arm: zNum.nullable(),
    thigh: zNum.nullable(),
  }),
  note: z.string().nullable(),
});
export type TWeightTracking = z.infer<typeof ZWeightTracking>;
export const ZWeightTrackingOutput = z.object({ weight_tracking: ZWeightTracking });
export const ZWeightTrackingsOutput = z.object({
  weight_trackings: z.array(ZWeightTracking),
  meta: ZPageMeta,
});

export const ZMetric = z.object({
  id: z.number().int(),
  organization_id: z.number().int(),
  name_zh: z.string(),
  name_en: z.string(),
  unit: z.string(),
  direction: z.enum(METRIC_DIRECTIONS),
});
export const ZMetricOutput = z.object({ metric: ZMetric });
export const ZMetricsOutput = z.array(ZMetric);

export const ZMetricValue = z.object({
  id: z.number().int(),
  client_id: z.number().int(),
  metric_id: z.number().int(),
  date: zDay,
  value: zNum,
});
/** A client's values (oldest first, for charts) with its organization's metrics and its targets. */
export const ZMetricValuesOutput = z.object({
  metric_values: z.array(ZMetricValue),
  metrics: z.array(ZMetric.extend({ target: zNum.nullable() })),
});
export const ZMetricValueOutput = z.object({ metric_value: ZMetricValue, target: zNum.nullable() });

export const ZPhoto = z.object({
  id: z.number().int(),
  pose: z.enum(PHOTO_POSES),
  /** Signed, valid about an hour; the bytes are sent `Cache-Control: private`. */
  url: z.string(),
  type: z.string(),
});
export const ZPhotoSession = z.object({
  id: z.number().int(),
  client_id: z.number().int(),
  date: zDay,
  weight_kg: zNum.nullable(),
  author_id: z.number().int().nullable(),
  created_at: z.string(),
  photos: z.array(ZPhoto),
});
export type TPhotoSession = z.infer<typeof ZPhotoSession>;
export const ZPhotoSessionOutput = z.object({ photo_session: ZPhotoSession });
export const ZPhotoSessionsOutput = z.object({ photo_sessions: z.array(ZPhotoSession), meta: ZPageMeta });

export const ZAssessmentTest = z.object({
  id: z.number().int(),
  name: z.string(),
  unit: z.string(),
  direction: z.enum(METRIC_DIRECTIONS),
});
export const ZAssessmentGroup = z.object({
  id: z.number().int(),
  organization_id: z.number().int(),
  name: z.string(),
  tests: z.array(ZAssessmentTest),
});
export const ZAssessmentGroupOutput = z.object({ assessment_group: ZAssessmentGroup });
export const ZAssessmentGroupsOutput = z.array(ZAssessmentGroup);

export const ZAssessment = z.object({
  /** Null for the values a workout fed (they live in the workout's items). */
  id: z.number().int().nullable(),
  client_id: z.number().int(),
  assessment_group_id: z.number().int(),
  date: zDay,
  /** The workout that fed it (an item naming a test by `assessment_id`), else null. */
  workout_id: z.number().int().nullable(),
  values: z.array(z.object({ test_id: z.number().int(), value: zNum })),
});
export type TAssessment = z.infer<typeof ZAssessment>;
export const ZAssessmentOutput = z.object({ assessment: ZAssessment });
export const ZAssessmentsOutput = z.array(ZAssessment);

/** The client's 进展 view in one read: latest bodyweights, metrics, sessions and assessments. */
/** A client's progress as its data export carries it: every bodyweight and photo session. */
export const ZProgressExport = z.object({
  weight_trackings: z.array(ZWeightTracking),
  metric_values: ZMetricValuesOutput,
  photo_sessions: z.array(ZPhotoSession),
  assessments: z.array(ZAssessment),
  assessment_groups: z.array(ZAssessmentGroup),
});

/**
 * The 进展 view: `weight_trackings` holds the last year's entries (newest first), `older_weights`
 * the ones before `before` (how many, and each week's first weight, oldest first); photo sessions
 * are the first page.
 */
export const ZProgressOverviewOutput = ZProgressExport.extend({
  older_weights: z.object({
    before: zDay,
    count: z.number().int(),
    weekly: z.array(z.object({ date: zDay, weight_kg: zNum })),
  }),
});
