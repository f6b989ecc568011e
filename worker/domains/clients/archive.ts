import { and, eq, ne } from "drizzle-orm";
import { fieldMessage, message } from "#shared/messages";
import { clients } from "../../../db/schema";
import { inIds } from "../../data/sql";
import { requireCoach } from "../../services/access";
import type { Actor } from "../../services/actor";
import type { ServiceDeps } from "../../services/deps";
import type { TArchiveClientsInput } from "./schemas";
import { assertOwnClients, loadClientsInReach } from "./transfers";

/**
 * POST /clients/archive: archives clients (state "archived", which hides them from day-to-day
 * lists and from needs-attention) or, with `archived: false`, brings archived ones back to
 * "active" (clients in another state keep it). Reach as for transfers: every client must be in the
 * caller's reach (a missing or foreign id answers 404, alike), and a trainer may only archive its
 * own clients (403); admins and the super admin any of their reach. One UPDATE, so all or none.
 */
export async function archiveClients(deps: ServiceDeps, actor: Actor, input: TArchiveClientsInput) {
  requireCoach(actor);
  const clientIds = [...new Set(input.client_ids)];
  // The issue names the position in the request, not the id: a foreign id answers exactly like
  // a missing one.
  const rows = await loadClientsInReach(deps, actor, input.client_ids, (_id, index) => ({
    path: `client_ids.${index}`,
    message: fieldMessage("CLIENT_NOT_FOUND"),
  }));
  assertOwnClients(actor, rows);
  const now = deps.clock.now().toISOString();
  await deps.db
    .update(clients)
    .set({ state: input.archived ? "archived" : "active", updated_at: now })
    .where(
      and(
        inIds(clients.id, clientIds),
        input.archived ? ne(clients.state, "archived") : eq(clients.state, "archived"),
      ),
    );
  return {
    success: 0 as const,
    msg: message(input.archived ? "CLIENTS_ARCHIVED" : "CLIENTS_UNARCHIVED"),
    client_ids: clientIds,
  };
}
