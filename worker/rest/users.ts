import { ZCreateUserInput, ZUpdateUserInput } from "../schemas/users";
import * as users from "../services/users";
import { actorOf, idParam, jsonBody, restApp } from "./kit";

export const userRoutes = restApp()
  .get("/users/:id", async (c) => c.json(await users.getUser(c.get("deps"), actorOf(c), idParam(c))))
  .post("/users", async (c) => {
    const actor = actorOf(c);
    return c.json(await users.createUser(c.get("deps"), actor, await jsonBody(c, ZCreateUserInput)), 201);
  })
  .put("/users/:id", async (c) => {
    const actor = actorOf(c);
    const id = idParam(c);
    return c.json(await users.updateUser(c.get("deps"), actor, id, await jsonBody(c, ZUpdateUserInput)));
  })
  .delete("/users/:id", async (c) => c.json(await users.deleteUser(c.get("deps"), actorOf(c), idParam(c))));
