import * as z from "zod";
import { fieldText } from "#shared/messages";
import { zId } from "../shared/fields";
import { ZComment, ZSideloadedPerson } from "../shared/outputs";
import { pagingFields, ZPageMeta } from "../shared/paging";

/** Most characters of one comment. */
export const MAX_COMMENT_LENGTH = 5000;

/** Most comments one workout holds (then 409 COMMENT_LIMIT): every read of the workout carries them. */
export const MAX_COMMENTS_PER_WORKOUT = 500;

/** Comments one person may post per minute (then 429 TOO_MANY_COMMENTS with Retry-After). */
export const COMMENTS_PER_MINUTE = 30;

/** Most comments side-loaded per workout with a REST list (SPEC's `comments`); `comment_ids` stay complete. */
export const LIST_COMMENTS_PER_WORKOUT = 100;

/** Latest comments per workout in the calendar's tRPC window (its cards show these and the count). */
export const WINDOW_COMMENTS_PER_WORKOUT = 3;

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

/**
 * GET /comments?workout_id= (tRPC comments.list): a workout's comments, oldest first, one page
 * (CONTRACT paging: `page`, `per_page` or `limit`; 100 by default, the most a workout holds at most).
 */
export const ZListCommentsInput = z.object({
  workout_id: zId,
  ...pagingFields(MAX_COMMENTS_PER_WORKOUT, 100),
});
export type TListCommentsInput = z.infer<typeof ZListCommentsInput>;

/** Answers of the comments operations (worker/domains/comments/comments.ts). */

/** GET /comments: one page of a workout's comments, oldest first, with their authors and the page. */
export const ZCommentListOutput = z.object({
  comments: z.array(ZComment),
  users: z.array(ZSideloadedPerson),
  meta: ZPageMeta,
});
export const ZCommentOutput = z.object({ comment: ZComment });
