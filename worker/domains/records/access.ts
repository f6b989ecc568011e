import { eq } from "drizzle-orm";
import { clients, organizations, users } from "../../../db/schema";
import { AppError } from "../../errors";
import { assertInOrganization, isClientActor } from "../../services/access";
import type { Actor } from "../../services/actor";
import type { ServiceDeps } from "../../services/deps";

/**
 * Who reads a client's records (issue 27): whoever reads its calendar — the client itself (its own
 * only), the coaches of its organization and the super admin. Other clients and other
 * organizations' clients answer 404 like missing ids.
 */
export async function recordsScope(deps: ServiceDeps, actor: Actor, clientId: number) {
  if (isClientActor(actor) && actor.client.id !== clientId) throw new AppError("NOT_FOUND");
  const [row] = await deps.db
    .select({
      id: clients.id,
      organizationId: clients.organization_id,
      name: users.name,
      plateStepKg: organizations.plate_step_kg,
    })
    .from(clients)
    .innerJoin(users, eq(users.id, clients.user_id))
    .leftJoin(organizations, eq(organizations.id, clients.organization_id))
    .where(eq(clients.id, clientId))
    .limit(1);
  if (!row) throw new AppError("NOT_FOUND");
  if (!isClientActor(actor)) assertInOrganization(actor, row.organizationId);
  return row;
}
