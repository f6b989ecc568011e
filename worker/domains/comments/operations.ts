import { ID, op } from "../../http/operation";
import { ZCreateCommentInput, ZListCommentsInput } from "../../schemas/comments";
import { ZIdInput } from "../../schemas/common";
import * as comments from "../../services/comments";

/** Comments on workouts: SPEC section 7 "Comments". */
export const commentOperations = {
  list: op({
    summary: "The comments of a workout",
    kind: "query",
    input: ZListCommentsInput,
    run: ({ deps, actor }, input) => comments.listComments(deps, actor, input),
    rest: { method: "GET", path: "/comments" },
  }),
  create: op({
    summary: "Comment on a workout",
    kind: "mutation",
    input: ZCreateCommentInput,
    run: ({ deps, actor }, input) => comments.createComment(deps, actor, input),
    rest: { method: "POST", path: "/comments", status: 201 },
  }),
  delete: op({
    summary: "Delete a comment",
    kind: "mutation",
    input: ZIdInput,
    run: ({ deps, actor }, input) => comments.deleteComment(deps, actor, input.id),
    rest: { method: "DELETE", path: `/comments/:id{${ID}}` },
  }),
};
