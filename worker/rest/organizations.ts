import { ZCreateOrganizationInput, ZUpdateOrganizationInput } from "../schemas/organizations";
import * as organizations from "../services/organizations";
import { actorOf, idParam, jsonBody, restApp } from "./kit";

export const organizationRoutes = restApp()
  .get("/organizations", async (c) =>
    c.json(await organizations.listOrganizations(c.get("deps"), actorOf(c))),
  )
  .get("/organizations/:id", async (c) =>
    c.json(await organizations.getOrganization(c.get("deps"), actorOf(c), idParam(c))),
  )
  .post("/organizations", async (c) => {
    const actor = actorOf(c);
    const input = await jsonBody(c, ZCreateOrganizationInput);
    return c.json(await organizations.createOrganization(c.get("deps"), actor, input), 201);
  })
  .put("/organizations/:id", async (c) => {
    const actor = actorOf(c);
    const id = idParam(c);
    const input = await jsonBody(c, ZUpdateOrganizationInput);
    return c.json(await organizations.updateOrganization(c.get("deps"), actor, id, input));
  })
  .delete("/organizations/:id", async (c) =>
    c.json(await organizations.deleteOrganization(c.get("deps"), actorOf(c), idParam(c))),
  )
  .get("/organizations/:id/trainers", async (c) =>
    c.json(await organizations.listOrganizationTrainers(c.get("deps"), actorOf(c), idParam(c))),
  );
