import * as z from "zod";
import { fieldText } from "#shared/messages";
import { zBoolish, zId } from "../shared/fields";

/** Most characters of one note (plain text). */
export const MAX_NOTE_LENGTH = 4000;

const zBody = z
  .string()
  .trim()
  .min(1, fieldText("NOTE_REQUIRED"))
  .max(MAX_NOTE_LENGTH, fieldText("TEXT_TOO_LONG", { max: MAX_NOTE_LENGTH }));

export const ZListNotesInput = z.object({ client_id: zId });

export const ZCreateNoteInput = z.object({
  client_id: zId,
  note: z.object({
    body: zBody,
    pinned: zBoolish.prefault(false),
    /** The workout (of this client) the note belongs to; a workout holds at most one note. */
    workout_id: zId.nullish(),
  }),
});
export type TCreateNoteInput = z.infer<typeof ZCreateNoteInput>;

/** A note's text and pin change; the client and workout it belongs to do not. */
export const ZUpdateNoteInput = z.object({
  id: zId,
  note: z.object({ body: zBody.optional(), pinned: zBoolish.optional() }),
});
export type TUpdateNoteInput = z.infer<typeof ZUpdateNoteInput>;

// Answers ---------------------------------------------------------------------------------------

export const ZNote = z.object({
  id: z.number().int(),
  client_id: z.number().int(),
  author_id: z.number().int().nullable(),
  body: z.string(),
  pinned: z.boolean(),
  workout_id: z.number().int().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TNote = z.infer<typeof ZNote>;

export const ZNoteOutput = z.object({ note: ZNote });
export const ZNotesOutput = z.object({ notes: z.array(ZNote) });
