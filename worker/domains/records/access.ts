import { and, eq, not, notInArray, type SQL } from "drizzle-orm";
import { clients, logged_sets, workout_items, workouts } from "../../../db/schema";
import { isClientActor } from "../../services/access";
import type { Actor } from "../../services/actor";
import type { ServiceDeps } from "../../services/deps";
import { loadClientReadable } from "../clients/clients";
import { loadOwnClient, type OwnClient, visibleToClientWhere } from "../clients/visibility";

/**
 * Who reads a client's records (issue 27): whoever reads its calendar — the client itself (its own
 * only), the coaches of its organization and the super admin — so it is the calendar's own check
 * (clients.ts loadClientReadable). Other clients and other organizations' clients answer 404 like
 * missing ids.
 *
 * What they read: a coach every logged set; the client only the sets of workouts it may see in its
 * calendar (`seen`), so a hidden workout or one beyond its horizon shows in none of its records,
 * histories or percent weights. Decision: docs/decisions/2026-11-26-records-from-results.md
 */
export async function recordsScope(deps: ServiceDeps, actor: Actor, clientId: number) {
  const { client } = await loadClientReadable(deps, actor, eq(clients.id, clientId));
  const seen = isClientActor(actor) ? setsSeenBy(deps, await loadOwnClient(deps, actor)) : undefined;
  return { client, seen };
}

/**
 * A condition on logged_sets: the set's workout is one the client sees (visibility.ts, the
 * calendar's rule). Written as "not among the items of the workouts it does not see": those are
 * few (hidden ones, the programmed days ahead), so SQLite builds their list once and the records'
 * ranges stay reads of the covering index, which holds workout_item_id.
 */
export function setsSeenBy(deps: ServiceDeps, own: OwnClient): SQL {
  const unseen = deps.db
    .select({ id: workout_items.id })
    .from(workouts)
    .innerJoin(workout_items, eq(workout_items.workout_id, workouts.id))
    .where(and(eq(workouts.client_id, own.id), not(visibleToClientWhere(own))));
  return notInArray(logged_sets.workout_item_id, unseen);
}
