import { ZCreateCommentInput, ZListCommentsInput } from "../schemas/comments";
import * as comments from "../services/comments";
import { actorOf, idParam, jsonBody, queryOf, restApp } from "./kit";

/** REST routes of the comments domain (SPEC section 7) plus GET /comments?workout_id=. */
export const commentsRoutes = restApp()
  .get("/comments", async (c) => {
    const actor = actorOf(c);
    return c.json(await comments.listComments(c.get("deps"), actor, queryOf(c, ZListCommentsInput)));
  })
  .post("/comments", async (c) => {
    const actor = actorOf(c);
    const input = await jsonBody(c, ZCreateCommentInput);
    return c.json(await comments.createComment(c.get("deps"), actor, input), 201);
  })
  .delete("/comments/:id", async (c) =>
    c.json(await comments.deleteComment(c.get("deps"), actorOf(c), idParam(c))),
  );
