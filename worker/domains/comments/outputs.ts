import * as z from "zod";
import { ZComment, ZSideloadedPerson } from "../shared/outputs";
import { ZPageMeta } from "../shared/paging";

/** Answers of the comments operations (worker/domains/comments/comments.ts). */

/** GET /comments: one page of a workout's comments, oldest first, with their authors and the page. */
export const ZCommentListOutput = z.object({
  comments: z.array(ZComment),
  users: z.array(ZSideloadedPerson),
  meta: ZPageMeta,
});
export const ZCommentOutput = z.object({ comment: ZComment });
