import { asc, eq } from "drizzle-orm";
import { foods } from "../../../db/schema";
import { isClientActor, organizationScope, requireCoach } from "../../services/access";
import type { Actor } from "../../services/actor";
import type { ServiceDeps } from "../../services/deps";
import { targetOrganization } from "../libraries/exercises";
import type { TCreateFoodInput } from "./schemas";

/**
 * An organization's saved foods (issue 31): what its coaches entered once (a portion's kcal and
 * macros) so its clients fill a day in a few taps. Our own list, no outside food service (the
 * ones coaches elsewhere lean on cannot be reached from mainland China).
 */

type FoodRow = typeof foods.$inferSelect;
const foodView = ({ created_at: _, ...row }: FoodRow) => row;

/**
 * The organization whose foods a caller lists: a client's own organization's, a coach's own; the
 * super admin's named one, or every organization's when it names none. A client without an
 * organization has none to list.
 */
function listedOrganization(actor: Actor, requested: number | undefined): number | null | "none" {
  if (isClientActor(actor)) return actor.client.organization_id ?? "none";
  return organizationScope(actor) ?? requested ?? null;
}

/** GET /foods: oldest first (the order the coaches saved them in); an array. */
export async function listFoods(deps: ServiceDeps, actor: Actor, organizationId: number | undefined) {
  const scope = listedOrganization(actor, organizationId);
  if (scope === "none") return [];
  const rows = await deps.db
    .select()
    .from(foods)
    .where(scope === null ? undefined : eq(foods.organization_id, scope))
    .orderBy(asc(foods.id));
  return rows.map(foodView);
}

/** POST /foods: a coach saves a food for the organization (the super admin names which). */
export async function createFood(deps: ServiceDeps, actor: Actor, input: TCreateFoodInput) {
  requireCoach(actor);
  const organizationId = await targetOrganization(deps, actor, input.organization_id, "organization_id");
  const [row] = await deps.db
    .insert(foods)
    .values({ ...input.food, organization_id: organizationId, created_at: deps.clock.now().toISOString() })
    .returning();
  return { food: foodView(row!) };
}
