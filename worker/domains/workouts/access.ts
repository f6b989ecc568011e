import { eq } from "drizzle-orm";
import { workouts } from "../../../db/schema";
import { AppError } from "../../errors";
import { assertInOrganization, requireCoach } from "../../services/access";
import type { Actor } from "../../services/actor";
import type { ServiceDeps } from "../../services/deps";
import { selectClientBundles } from "./client-bundles";
import { withFreshStats } from "./fresh-stats";
import type { WorkoutRow } from "./rows";

/**
 * One client within the caller's reach (404 otherwise), as a bundle. Access is checked before the
 * statistics refresh, so a refused request writes nothing.
 */
export async function loadClientInScope(deps: ServiceDeps, actor: Actor, clientId: number) {
  requireCoach(actor);
  const [bundle] = await selectClientBundles(deps, [clientId]);
  if (!bundle) throw new AppError("NOT_FOUND");
  assertInOrganization(actor, bundle.client.organization_id);
  const [fresh] = await withFreshStats(deps, [bundle]);
  return fresh ?? bundle;
}

/** A workout within the caller's reach, or 404 (also for ids of other organizations). */
export async function loadWorkoutInScope(deps: ServiceDeps, actor: Actor, id: number): Promise<WorkoutRow> {
  requireCoach(actor);
  const [row] = await deps.db.select().from(workouts).where(eq(workouts.id, id)).limit(1);
  if (!row) throw new AppError("NOT_FOUND");
  assertInOrganization(actor, row.organization_id);
  return row;
}

/** Scope condition: the caller's organization (none for the super admin). */
export function workoutScope(organizationId: number | null) {
  return organizationId === null ? undefined : eq(workouts.organization_id, organizationId);
}
