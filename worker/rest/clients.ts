import { AppError } from "../errors";
import {
  CLIENT_LINK_NAMES,
  type ClientLinkName,
  ZCreateClientInput,
  ZListClientsInput,
  ZUpdateClientInput,
  zClientSlug,
} from "../schemas/clients";
import { withFailureMessage } from "../services/client-errors";
import { clientListBody } from "../services/client-list";
import * as clients from "../services/clients";
import { actorOf, idParam, jsonBody, queryOf, restApp } from "./kit";
import { jsonText, trainerClientsRoutes } from "./trainer-clients";

const { createFailed, updateFailed, deleteFailed } = clients.CLIENT_MESSAGES;

function linkName(raw: string | undefined): ClientLinkName {
  if (!CLIENT_LINK_NAMES.includes(raw as ClientLinkName)) throw new AppError("NOT_FOUND");
  return raw as ClientLinkName;
}

/**
 * REST routes of the clients domain. Writes answer SPEC's failure texts for any failure, bad input
 * included (the body is parsed inside withFailureMessage).
 */
export const clientsRoutes = restApp()
  .get("/clients", async (c) =>
    jsonText(
      c,
      clientListBody(await clients.listClients(c.get("deps"), actorOf(c), queryOf(c, ZListClientsInput))),
    ),
  )
  .get("/organization/clients", async (c) => {
    const actor = actorOf(c);
    const query = queryOf(c, ZListClientsInput.omit({ organization_id: true }));
    return jsonText(c, clientListBody(await clients.listOrganizationClients(c.get("deps"), actor, query)));
  })
  .get("/clients/by_slug/:slug", async (c) => {
    const actor = actorOf(c);
    const slug = zClientSlug.safeParse(c.req.param("slug"));
    if (!slug.success) throw new AppError("NOT_FOUND");
    return c.json(await clients.getClient(c.get("deps"), actor, { slug: slug.data }));
  })
  .get("/clients/:id", async (c) => {
    const actor = actorOf(c);
    return c.json(await clients.getClient(c.get("deps"), actor, { id: idParam(c) }));
  })
  .get("/clients/:id/:name", async (c) => {
    const actor = actorOf(c);
    const id = idParam(c);
    return c.json(
      await clients.getClientLinkCollection(c.get("deps"), actor, id, linkName(c.req.param("name"))),
    );
  })
  .post("/clients", async (c) => {
    const actor = actorOf(c);
    const result = await withFailureMessage(createFailed, async () =>
      clients.createClient(c.get("deps"), actor, await jsonBody(c, ZCreateClientInput)),
    );
    return c.json(result, 201);
  })
  .put("/clients/:id", async (c) => {
    const actor = actorOf(c);
    const result = await withFailureMessage(updateFailed, async () =>
      clients.updateClient(c.get("deps"), actor, idParam(c), await jsonBody(c, ZUpdateClientInput)),
    );
    return c.json(result);
  })
  .delete("/clients/:id", async (c) => {
    const actor = actorOf(c);
    const result = await withFailureMessage(deleteFailed, async () =>
      clients.deleteClient(c.get("deps"), actor, idParam(c)),
    );
    return c.json(result);
  })
  .route("/", trainerClientsRoutes);
