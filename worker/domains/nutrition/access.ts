import { eq } from "drizzle-orm";
import { clients } from "../../../db/schema";
import { AppError } from "../../errors";
import { isClientActor } from "../../services/access";
import type { Actor } from "../../services/actor";
import type { ServiceDeps } from "../../services/deps";
import { loadClientReadable } from "../clients/clients";

/**
 * Who reaches a client's nutrition (issue 31): the client itself (its own only) and the coaches
 * who may open the client (its organization's trainers and admins, the super admin). Another
 * client's and another organization's ids answer 404 like missing ones, before any role rule.
 * Then who writes what: the plan is the coaches' (`writer: "coach"`), the day's log is the
 * client's own record (`writer: "client"`); a coach's word on a day is its comment (logs.ts).
 */
export type NutritionScope = {
  clientId: number;
  clientUserId: number;
  organizationId: number | null;
  timezone: string | null;
  byClient: boolean;
};

export async function nutritionScope(
  deps: ServiceDeps,
  actor: Actor,
  clientId: number,
  options: { writer?: "coach" | "client" } = {},
): Promise<NutritionScope> {
  const { client, user } = await loadClientReadable(deps, actor, eq(clients.id, clientId));
  const byClient = isClientActor(actor);
  if (options.writer === "coach" && byClient) throw new AppError("FORBIDDEN");
  if (options.writer === "client" && !byClient) throw new AppError("FORBIDDEN");
  return {
    clientId: client.id,
    clientUserId: client.user_id,
    organizationId: client.organization_id,
    timezone: user.timezone,
    byClient,
  };
}
