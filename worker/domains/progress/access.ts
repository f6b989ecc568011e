import { eq } from "drizzle-orm";
import { clients } from "../../../db/schema";
import { AppError } from "../../errors";
import { isClientActor, organizationScope } from "../../services/access";
import type { Actor } from "../../services/actor";
import type { ServiceDeps } from "../../services/deps";
import { loadClientReadable } from "../clients/clients";
import { targetOrganization } from "../libraries/exercises";

/**
 * Who reaches a client's progress (issue 28): the client itself (its own only) and the coaches
 * who may open the client (its organization's trainers and admins, the super admin), like its
 * calendar. Another client's and another organization's ids answer 404 like missing ones. A
 * client may log its bodyweight, metric values and photos; assessments are the coaches' to
 * write (a client's own results reach them through workout items).
 */
export type ProgressScope = {
  clientId: number;
  clientUserId: number;
  organizationId: number | null;
  byClient: boolean;
};

export async function progressScope(
  deps: ServiceDeps,
  actor: Actor,
  clientId: number,
  options: { coachesOnly?: boolean } = {},
): Promise<ProgressScope> {
  if (options.coachesOnly && isClientActor(actor)) throw new AppError("FORBIDDEN");
  const { client } = await loadClientReadable(deps, actor, eq(clients.id, clientId));
  return {
    clientId: client.id,
    clientUserId: client.user_id,
    organizationId: client.organization_id,
    byClient: isClientActor(actor),
  };
}

/**
 * The organization whose metrics and assessment templates a caller lists: a coach's own; the
 * super admin's named one (`organization_id`), or every organization's when it names none.
 */
export function listedOrganization(actor: Actor, requested: number | undefined): number | null {
  const scope = organizationScope(actor);
  return scope ?? requested ?? null;
}

/** Where a new metric or template goes (the super admin names the organization). */
export const newItemOrganization = targetOrganization;
