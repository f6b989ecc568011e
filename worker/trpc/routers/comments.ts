import { ZCreateCommentInput, ZListCommentsInput } from "../../schemas/comments";
import { ZIdInput } from "../../schemas/common";
import * as comments from "../../services/comments";
import { protectedProcedure, router } from "../init";

export const commentsRouter = router({
  list: protectedProcedure
    .input(ZListCommentsInput)
    .query(({ ctx, input }) => comments.listComments(ctx.deps, ctx.actor, input)),
  create: protectedProcedure
    .input(ZCreateCommentInput)
    .mutation(({ ctx, input }) => comments.createComment(ctx.deps, ctx.actor, input)),
  delete: protectedProcedure
    .input(ZIdInput)
    .mutation(({ ctx, input }) => comments.deleteComment(ctx.deps, ctx.actor, input.id)),
});
