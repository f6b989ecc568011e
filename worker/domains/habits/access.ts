import { eq } from "drizzle-orm";
import { clients, habits } from "../../../db/schema";
import { AppError } from "../../errors";
import type { Actor } from "../../services/actor";
import type { ServiceDeps } from "../../services/deps";
import { loadClientInReach, loadClientReadable } from "../clients/clients";
import { localDate } from "../clients/stats";

/**
 * Who reaches a client's habits (issue 31): the coaches who may open the client (its
 * organization's trainers and admins, the super admin) read and write them; the client reads its
 * own and checks them off. Another client's and another organization's ids answer 404 like
 * missing ones; a client trying a coach's write gets 403.
 */
export type HabitScope = { clientId: number; today: string };

export async function habitScope(
  deps: ServiceDeps,
  actor: Actor,
  clientId: number,
  options: { coachesOnly?: boolean } = {},
): Promise<HabitScope> {
  const load = options.coachesOnly ? loadClientInReach : loadClientReadable;
  const { client, user } = await load(deps, actor, eq(clients.id, clientId));
  // "Today" is the client's own date, as every client date rule (clients/stats.ts).
  return { clientId: client.id, today: localDate(user.timezone, deps.clock.now()) };
}

/** A habit and the scope of its client, or 404 when it does not exist or is out of reach. */
export async function loadHabit(
  deps: ServiceDeps,
  actor: Actor,
  id: number,
  options: { coachesOnly?: boolean } = {},
) {
  const [habit] = await deps.db.select().from(habits).where(eq(habits.id, id)).limit(1);
  if (!habit) throw new AppError("NOT_FOUND");
  const scope = await habitScope(deps, actor, habit.client_id, options);
  return { habit, scope };
}
