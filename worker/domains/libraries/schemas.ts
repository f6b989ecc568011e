import * as z from "zod";
import { fieldText } from "#shared/messages";
import { SEARCH_KEY_MAX } from "#shared/search-key";
import { zBoolish, zId, zLongText, zUrl } from "../shared/fields";
import { ZAttachment, ZExerciseTags, zTagList } from "../shared/json-columns";
import { ZCooldown, ZExercise, ZOk, ZWarmup } from "../shared/outputs";
import { pagingFields, ZPageMeta } from "../shared/paging";

/**
 * Exercise, warm-up and cool-down libraries. Tag values are stored as the English labels the
 * product already uses ("Warm up", "Saggital", "Rear Deltoid"); TAG_LABELS_ZH gives the Chinese
 * label the web shows beside them. Both live in ./tag-labels.ts, which holds no zod, so the web
 * app's route tree and screens can import them without zod.
 */
export { TAG_FAMILIES, TAG_LABELS_ZH, type TagFamily } from "#shared/tag-labels";
/** Shapes shared with other domains' inputs and answers (worker/domains/shared/json-columns.ts). */
export { type TAttachment, type TExerciseTags, ZAttachment, ZExerciseTags } from "../shared/json-columns";

const zExerciseName = z.string().trim().min(1, fieldText("NAME_REQUIRED")).max(200);

const ZExerciseFields = z.object({
  exercise_name: zExerciseName,
  description: zLongText.nullable(),
  url: zUrl.nullable(),
  attachments: z.array(ZAttachment).max(20),
  tags: ZExerciseTags,
  /**
   * Pinyin search aid ("shendun sd", shared/search-key.ts), computed by the web app; the
   * server normalizes it. Without one, a create stores the name's ASCII part, and a rename the same.
   */
  search_key: z.string().max(SEARCH_KEY_MAX),
});

export const ZCreateExerciseInput = z.object({
  exercise: ZExerciseFields.partial().extend({
    exercise_name: zExerciseName,
    /** Super admin only: `default: true` adds to the shared catalogue; ignored for everyone else. */
    default: z.boolean().optional(),
    /** Super admin only (the organization to add to); ignored for everyone else. */
    organization_id: zId.optional(),
  }),
});
export type TCreateExerciseInput = z.infer<typeof ZCreateExerciseInput>;

export const ZUpdateExerciseInput = z.object({ exercise: ZExerciseFields.partial() });
export type TUpdateExerciseInput = z.infer<typeof ZUpdateExerciseInput>;

/** POST /exercises/{id}/copy: the super admin names the organization to copy into. */
export const ZCopyExerciseInput = z.object({
  /** Super admin only (required for it); ignored for everyone else. */
  organization_id: zId.optional(),
});
export type TCopyExerciseInput = z.infer<typeof ZCopyExerciseInput>;

/** GET /exercises/tags: the super admin may narrow to one organization (plus the catalogue). */
export const ZListExerciseTagsInput = z.object({ organization_id: zId.optional() });
export type TListExerciseTagsInput = z.infer<typeof ZListExerciseTagsInput>;

/** Tag filters: within a family any listed value matches; across families all must match. */
export const ZTagFilter = ZExerciseTags;

const zQuery = z.string().trim().max(100);

/**
 * The language a list is ordered for (without `q`): zh-CN puts the exercises coaches program most
 * first, then the rest by pinyin; en orders by English name. Without it, the request's
 * Accept-Language decides (zh-CN by default).
 */
const zListLocale = z.enum(["zh-CN", "en"]);

export const ZListExercisesInput = z.object({
  q: zQuery.optional(),
  tags: ZTagFilter.optional(),
  /** true: only the shared catalogue; false: only the organization's own exercises. */
  default: zBoolish.optional(),
  /** Super admin: the organization to show (coaches: their own; another one answers 404). */
  organization_id: zId.optional(),
  locale: zListLocale.optional(),
  ...pagingFields(1000, 100),
});
export type TListExercisesInput = z.infer<typeof ZListExercisesInput>;

/** A comma-separated query-string list (`primary_muscles=Back,Chest`) as an array. */
const zCsv = z
  .string()
  .max(1000)
  .transform((v) =>
    v
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean),
  )
  .pipe(zTagList);

/**
 * REST query of GET /exercises: the same filters as ZListExercisesInput with the tag families as
 * flat comma lists (`?q=squat&primary_muscles=Quadriceps,Glutes&type=Strength`).
 */
export const ZListExercisesQuery = z
  .object({
    q: zQuery.optional(),
    default: zBoolish.optional(),
    organization_id: zId.optional(),
    locale: zListLocale.optional(),
    ...pagingFields(1000, 100),
    type: zCsv.optional(),
    primary_muscles: zCsv.optional(),
    plane: zCsv.optional(),
    pattern: zCsv.optional(),
  })
  .transform(({ type, primary_muscles, plane, pattern, ...rest }): TListExercisesInput => {
    const tags = { type, primary_muscles, plane, pattern };
    const given = Object.values(tags).some((v) => v !== undefined);
    return { ...rest, ...(given ? { tags } : {}) };
  });

/** An exercise picked into a warm-up, cool-down or workout; the name is filled from the library. */
export const ZSelectedExerciseInput = z.object({
  id: zId,
  name: z.string().trim().max(200).optional(),
});

const zTemplateName = z.string().trim().min(1, fieldText("NAME_REQUIRED")).max(200);

const ZTemplateFields = z.object({
  name: zTemplateName,
  description: zLongText.nullable(),
  selected_exercises: z.array(ZSelectedExerciseInput).max(100),
});

const ZCreateTemplateFields = ZTemplateFields.partial().extend({
  name: zTemplateName,
  /** Super admin only: the organization to add to; ignored for everyone else. */
  organization_id: zId.optional(),
});

export const ZCreateWarmupInput = z.object({ warmup: ZCreateTemplateFields });
export type TCreateWarmupInput = z.infer<typeof ZCreateWarmupInput>;
export const ZUpdateWarmupInput = z.object({ warmup: ZTemplateFields.partial() });
export type TUpdateWarmupInput = z.infer<typeof ZUpdateWarmupInput>;

export const ZCreateCooldownInput = z.object({ cooldown: ZCreateTemplateFields });
export type TCreateCooldownInput = z.infer<typeof ZCreateCooldownInput>;
export const ZUpdateCooldownInput = z.object({ cooldown: ZTemplateFields.partial() });
export type TUpdateCooldownInput = z.infer<typeof ZUpdateCooldownInput>;

/** The fields of a warm-up or cool-down, whichever wrapper they came in. */
export type TTemplateCreateFields = z.infer<typeof ZCreateTemplateFields>;
export type TTemplateUpdateFields = Partial<z.infer<typeof ZTemplateFields>>;

export const ZListTemplatesInput = z.object({
  q: zQuery.optional(),
  organization_id: zId.optional(),
  ...pagingFields(1000, 100),
});
export type TListTemplatesInput = z.infer<typeof ZListTemplatesInput>;

/** Answers of the library operations (worker/domains/libraries/exercises.ts, libraries/templates.ts). */

export const ZExerciseListOutput = z.object({ exercises: z.array(ZExercise), meta: ZPageMeta });
/** The exercise, with its attachments repeated beside it (SPEC). */
export const ZExerciseOutput = z.object({ exercise: ZExercise, attachments: z.array(ZAttachment) });
export const ZExerciseWrittenOutput = ZOk.extend(ZExerciseOutput.shape);
/** Every tag value in use, per family (exercise-tags.ts). */
export const ZExerciseTagsOutput = z.object({
  tags: z.object({
    type: z.array(z.string()),
    primary_muscles: z.array(z.string()),
    plane: z.array(z.string()),
    pattern: z.array(z.string()),
  }),
});

export const ZWarmupListOutput = z.object({ warmups: z.array(ZWarmup), meta: ZPageMeta });
export const ZWarmupOutput = z.object({ warmup: ZWarmup });
export const ZWarmupWrittenOutput = ZOk.extend(ZWarmupOutput.shape);

export const ZCooldownListOutput = z.object({ cooldowns: z.array(ZCooldown), meta: ZPageMeta });
export const ZCooldownOutput = z.object({ cooldown: ZCooldown });
export const ZCooldownWrittenOutput = ZOk.extend(ZCooldownOutput.shape);
