import {
  ZAssignProgramInput,
  ZCreateProgramInput,
  ZListProgramsInput,
  ZUpdateProgramInput,
} from "../schemas/programs";
import * as programs from "../services/programs";
import { actorOf, idParam, jsonBody, queryOf, restApp } from "./kit";

/** REST routes of the programs domain (SPEC section 7). */
export const programsRoutes = restApp()
  .get("/programs", async (c) => {
    const actor = actorOf(c);
    return c.json(await programs.listPrograms(c.get("deps"), actor, queryOf(c, ZListProgramsInput)));
  })
  .get("/programs/:id", async (c) => c.json(await programs.getProgram(c.get("deps"), actorOf(c), idParam(c))))
  .post("/programs", async (c) => {
    const actor = actorOf(c);
    const input = await jsonBody(c, ZCreateProgramInput);
    return c.json(await programs.createProgram(c.get("deps"), actor, input), 201);
  })
  .put("/programs/:id", async (c) => {
    const actor = actorOf(c);
    const id = idParam(c);
    const input = await jsonBody(c, ZUpdateProgramInput);
    return c.json(await programs.updateProgram(c.get("deps"), actor, id, input));
  })
  .delete("/programs/:id", async (c) =>
    c.json(await programs.deleteProgram(c.get("deps"), actorOf(c), idParam(c))),
  )
  .post("/programs/:id/assign_job", async (c) => {
    const actor = actorOf(c);
    const id = idParam(c);
    const input = await jsonBody(c, ZAssignProgramInput);
    return c.json(await programs.assignProgram(c.get("deps"), actor, id, input));
  });
