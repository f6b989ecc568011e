import { eq } from "drizzle-orm";
import { clients } from "../../../db/schema";
import type { Actor } from "../../services/actor";
import type { ServiceDeps } from "../../services/deps";
import { loadClientReadable } from "../clients/clients";

/**
 * Who reads a client's records (issue 27): whoever reads its calendar — the client itself (its own
 * only), the coaches of its organization and the super admin — so it is the calendar's own check
 * (clients.ts loadClientReadable). Other clients and other organizations' clients answer 404 like
 * missing ids.
 */
export async function recordsScope(deps: ServiceDeps, actor: Actor, clientId: number) {
  const { client } = await loadClientReadable(deps, actor, eq(clients.id, clientId));
  return client;
}
