import * as z from "zod";
import { ZCooldown, ZExercise, ZOk, ZWarmup } from "../shared/outputs";
import { ZPageMeta } from "../shared/paging";
import { ZAttachment } from "./schemas";

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
