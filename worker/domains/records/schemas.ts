import * as z from "zod";
import { fieldText } from "#shared/messages";
import { RECORD_KINDS } from "../../../db/schema";
import { zId } from "../shared/fields";
import { pagingFields, ZPageMeta } from "../shared/paging";

export const ZClientRecordsInput = z.object({ client_id: zId });
export type TClientRecordsInput = z.infer<typeof ZClientRecordsInput>;

/** `exercise_id=` (a catalogue or studio exercise) or `name=` (an item typed without one). */
export const ZExerciseHistoryInput = z
  .object({
    client_id: zId,
    exercise_id: zId.optional(),
    name: z.string().trim().min(1).max(200).optional(),
    ...pagingFields(500, 100),
  })
  .refine((i) => i.exercise_id !== undefined || i.name !== undefined, {
    message: fieldText("EXERCISE_REQUIRED"),
    path: ["exercise_id"],
  });
export type TExerciseHistoryInput = z.infer<typeof ZExerciseHistoryInput>;

export const ZRecentRecordsInput = z
  .object({
    /** Only this trainer's clients (the home feed's coach filter); absent: the whole organization. */
    trainer_id: zId.optional(),
    limit: z.coerce.number().int().min(1).max(50).default(10),
  })
  .prefault({});
export type TRecentRecordsInput = z.infer<typeof ZRecentRecordsInput>;

// Answers ---------------------------------------------------------------------------------------

export const ZPersonalRecord = z.object({
  exercise_id: z.number().int().nullable(),
  exercise_name: z.string(),
  kind: z.enum(RECORD_KINDS),
  weight_kg: z.number(),
  reps: z.number().int(),
  /** The set's Epley estimate, exact (null beyond 10 reps). */
  e1rm_kg: z.number().nullable(),
  date: z.string(),
  workout_item_id: z.number().int(),
  /** The item's workout: where a screen links the record to. */
  workout_id: z.number().int(),
});
export type TPersonalRecord = z.infer<typeof ZPersonalRecord>;
export const ZPersonalRecordsOutput = z.object({ personal_records: z.array(ZPersonalRecord) });

export const ZExerciseHistoryOutput = z.object({
  sets: z.array(
    z.object({
      date: z.string(),
      workout_item_id: z.number().int(),
      workout_id: z.number().int(),
      weight_kg: z.number().nullable(),
      reps: z.number().int(),
    }),
  ),
  /** Per date, newest first: the best estimate and the volume (Σ weight × reps) of the weighted sets. */
  e1rm: z.array(z.object({ date: z.string(), e1rm_kg: z.number().nullable(), volume_kg: z.number() })),
  meta: ZPageMeta,
});

export const ZEstimatedMax = z.object({
  /** exerciseKey() of shared/result-sets.ts: how an item finds its exercise's estimate. */
  exercise_key: z.string(),
  exercise_id: z.number().int().nullable(),
  exercise_name: z.string(),
  e1rm_kg: z.number(),
  date: z.string(),
});
export const ZEstimatedMaxesOutput = z.object({
  estimated_maxes: z.array(ZEstimatedMax),
  /** The organization's plate step: percent prescriptions round down to it. */
  plate_step_kg: z.number(),
});

export const ZRecordEvent = z.object({
  id: z.number().int(),
  client_id: z.number().int(),
  client_name: z.string(),
  workout_id: z.number().int(),
  workout_item_id: z.number().int(),
  exercise_id: z.number().int().nullable(),
  exercise_name: z.string(),
  kind: z.enum(RECORD_KINDS),
  weight_kg: z.number(),
  reps: z.number().int(),
  e1rm_kg: z.number().nullable(),
  created_at: z.string(),
});
export const ZRecentRecordsOutput = z.object({ record_events: z.array(ZRecordEvent) });
