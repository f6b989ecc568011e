import { z } from "zod";
import { fieldText } from "../messages";
import { zId } from "./common";

/** Most characters of one comment. */
export const MAX_COMMENT_LENGTH = 5000;

/** POST /comments body: plain text (shown as text, never as HTML) on a workout. */
export const ZCreateCommentInput = z.object({
  comment: z.object({
    workout_id: zId,
    body: z
      .string()
      .trim()
      .min(1, fieldText("COMMENT_REQUIRED"))
      .max(MAX_COMMENT_LENGTH, fieldText("COMMENT_TOO_LONG", { max: MAX_COMMENT_LENGTH })),
  }),
});
export type TCreateCommentInput = z.infer<typeof ZCreateCommentInput>;

/** GET /comments?workout_id= (tRPC comments.list). */
export const ZListCommentsInput = z.object({ workout_id: zId });
export type TListCommentsInput = z.infer<typeof ZListCommentsInput>;
