import {
  ZCreateCooldownInput,
  ZCreateExerciseInput,
  ZCreateWarmupInput,
  ZListExercisesQuery,
  ZListTemplatesInput,
  ZUpdateCooldownInput,
  ZUpdateExerciseInput,
  ZUpdateWarmupInput,
} from "../schemas/libraries";
import * as library from "../services/libraries";
import * as templates from "../services/library-templates";
import { actorOf, idParam, jsonBody, queryOf, restApp } from "./kit";

/** REST routes of the libraries domain: /exercises, /warmups, /cooldowns (SPEC section 7). */
export const librariesRoutes = restApp()
  .get("/exercises", async (c) =>
    c.json(await library.listExercises(c.get("deps"), actorOf(c), queryOf(c, ZListExercisesQuery))),
  )
  .post("/exercises", async (c) => {
    const actor = actorOf(c);
    return c.json(
      await library.createExercise(c.get("deps"), actor, await jsonBody(c, ZCreateExerciseInput)),
      201,
    );
  })
  .get("/exercises/:id", async (c) =>
    c.json(await library.getExercise(c.get("deps"), actorOf(c), idParam(c))),
  )
  .put("/exercises/:id", async (c) => {
    const actor = actorOf(c);
    const id = idParam(c);
    return c.json(
      await library.updateExercise(c.get("deps"), actor, id, await jsonBody(c, ZUpdateExerciseInput)),
    );
  })
  .delete("/exercises/:id", async (c) =>
    c.json(await library.deleteExercise(c.get("deps"), actorOf(c), idParam(c))),
  )
  .get("/warmups", async (c) =>
    c.json(await templates.listWarmups(c.get("deps"), actorOf(c), queryOf(c, ZListTemplatesInput))),
  )
  .post("/warmups", async (c) => {
    const actor = actorOf(c);
    return c.json(
      await templates.createWarmup(c.get("deps"), actor, await jsonBody(c, ZCreateWarmupInput)),
      201,
    );
  })
  .get("/warmups/:id", async (c) => c.json(await templates.getWarmup(c.get("deps"), actorOf(c), idParam(c))))
  .put("/warmups/:id", async (c) => {
    const actor = actorOf(c);
    const id = idParam(c);
    return c.json(
      await templates.updateWarmup(c.get("deps"), actor, id, await jsonBody(c, ZUpdateWarmupInput)),
    );
  })
  .delete("/warmups/:id", async (c) =>
    c.json(await templates.deleteWarmup(c.get("deps"), actorOf(c), idParam(c))),
  )
  .get("/cooldowns", async (c) =>
    c.json(await templates.listCooldowns(c.get("deps"), actorOf(c), queryOf(c, ZListTemplatesInput))),
  )
  .post("/cooldowns", async (c) => {
    const actor = actorOf(c);
    return c.json(
      await templates.createCooldown(c.get("deps"), actor, await jsonBody(c, ZCreateCooldownInput)),
      201,
    );
  })
  .get("/cooldowns/:id", async (c) =>
    c.json(await templates.getCooldown(c.get("deps"), actorOf(c), idParam(c))),
  )
  .put("/cooldowns/:id", async (c) => {
    const actor = actorOf(c);
    const id = idParam(c);
    return c.json(
      await templates.updateCooldown(c.get("deps"), actor, id, await jsonBody(c, ZUpdateCooldownInput)),
    );
  })
  .delete("/cooldowns/:id", async (c) =>
    c.json(await templates.deleteCooldown(c.get("deps"), actorOf(c), idParam(c))),
  );
