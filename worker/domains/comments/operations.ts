import { ID, op } from "../operation";
import { ZIdInput } from "../shared/fields";
import { ZOk } from "../shared/outputs";
import * as comments from "./comments";
import { ZCommentListOutput, ZCommentOutput, ZCreateCommentInput, ZListCommentsInput } from "./schemas";

/** Comments on workouts: SPEC section 7 "Comments". */
export const commentOperations = {
  list: op({
    summary: "The comments of a workout",
    kind: "query",
    input: ZListCommentsInput,
    output: ZCommentListOutput,
    run: ({ deps, actor }, input) => comments.listComments(deps, actor, input),
    rest: { method: "GET", path: "/comments" },
  }),
  create: op({
    summary: "Comment on a workout",
    kind: "mutation",
    input: ZCreateCommentInput,
    output: ZCommentOutput,
    run: ({ deps, actor }, input) => comments.createComment(deps, actor, input),
    rest: { method: "POST", path: "/comments", status: 201 },
  }),
  delete: op({
    summary: "Delete a comment",
    kind: "mutation",
    input: ZIdInput,
    output: ZOk,
    run: ({ deps, actor }, input) => comments.deleteComment(deps, actor, input.id),
    rest: { method: "DELETE", path: `/comments/:id{${ID}}` },
  }),
};
