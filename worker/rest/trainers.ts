import { ZCreateTrainerInput, ZUpdateTrainerInput } from "../schemas/trainers";
import * as trainers from "../services/trainers";
import { actorOf, idParam, jsonBody, restApp } from "./kit";

export const trainerRoutes = restApp()
  .get("/trainers", async (c) => c.json(await trainers.listTrainers(c.get("deps"), actorOf(c))))
  .get("/trainers/:id", async (c) => c.json(await trainers.getTrainer(c.get("deps"), actorOf(c), idParam(c))))
  .post("/trainers", async (c) => {
    const actor = actorOf(c);
    return c.json(
      await trainers.createTrainer(c.get("deps"), actor, await jsonBody(c, ZCreateTrainerInput)),
      201,
    );
  })
  .put("/trainers/:id", async (c) => {
    const actor = actorOf(c);
    const id = idParam(c);
    return c.json(
      await trainers.updateTrainer(c.get("deps"), actor, id, await jsonBody(c, ZUpdateTrainerInput)),
    );
  })
  .delete("/trainers/:id", async (c) =>
    c.json(await trainers.deleteTrainer(c.get("deps"), actorOf(c), idParam(c))),
  );
