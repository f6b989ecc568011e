import type { Context } from "hono";
import { ZTrainerClientsQuery, ZTransferClientsInput } from "../schemas/clients";
import { clientListBody } from "../services/client-list";
import * as transfers from "../services/client-transfers";
import * as clients from "../services/clients";
import { actorOf, idParam, jsonBody, queryOf, type RestEnv, restApp } from "./kit";

const textEncoder = new TextEncoder();

/** A JSON body that is already text (client lists come out of SQLite as JSON). */
export function jsonText(c: Context<RestEnv>, text: string) {
  // Encoded here: a string body makes the Response check the whole (multi-megabyte) text for
  // lone surrogates before encoding it, which costs more than the encoding.
  // TextEncoder always returns a fresh ArrayBuffer-backed array; the Workers type library
  // declares it over ArrayBufferLike, so the narrower type is stated for both runtimes.
  const bytes = textEncoder.encode(text) as Uint8Array<ArrayBuffer>;
  return c.body(bytes, 200, { "content-type": "application/json; charset=UTF-8" });
}

/** GET /trainers/{id}/clients and POST /trainer_client_transfers (mounted through rest/clients.ts). */
export const trainerClientsRoutes = restApp()
  .get("/trainers/:id/clients", async (c) => {
    const actor = actorOf(c);
    const id = idParam(c);
    const query = queryOf(c, ZTrainerClientsQuery);
    return jsonText(c, clientListBody(await clients.listTrainerClients(c.get("deps"), actor, id, query)));
  })
  .post("/trainer_client_transfers", async (c) => {
    const actor = actorOf(c);
    return c.json(
      await transfers.transferClients(c.get("deps"), actor, await jsonBody(c, ZTransferClientsInput)),
    );
  });
