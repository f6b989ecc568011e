import * as z from "zod";
import { ZComment, ZSideloadedUser } from "../shared-outputs";

/** Answers of the comments operations (worker/domains/comments/comments.ts). */

/** GET /comments: a workout's comments, oldest first, with their authors. */
export const ZCommentListOutput = z.object({ comments: z.array(ZComment), users: z.array(ZSideloadedUser) });
export const ZCommentOutput = z.object({ comment: ZComment });
