import { eq } from "drizzle-orm";
import { nutrition_plans } from "../../../db/schema";
import type { Actor } from "../../services/actor";
import type { ServiceDeps } from "../../services/deps";
import { localDate, refreshClientStats } from "../clients/stats";
import { nutritionScope } from "./access";
import { trainingDaysOf } from "./day-type";
import type { TDayTargets, TNutritionPlanDraft } from "./schemas";

/**
 * A client's nutrition plan (issue 31): one per client, written by its coaches, read by the client.
 * Targets are stored flat (training_* and rest_*) and answered nested, as the shape has them.
 */

type PlanRow = typeof nutrition_plans.$inferSelect;
type Day = "training" | "rest";

const dayTargets = (row: PlanRow, day: Day) => ({
  kcal: row[`${day}_kcal`],
  protein_g: row[`${day}_protein_g`],
  carbs_g: row[`${day}_carbs_g`],
  fat_g: row[`${day}_fat_g`],
  fiber_g: row[`${day}_fiber_g`],
  water_ml: row[`${day}_water_ml`],
});

export function planView(row: PlanRow) {
  return {
    id: row.id,
    client_id: row.client_id,
    start_date: row.start_date,
    training_day: dayTargets(row, "training"),
    rest_day: dayTargets(row, "rest"),
    guidelines: row.guidelines,
    updated_at: row.updated_at,
  };
}

const storedTargets = <D extends Day>(day: D, t: TDayTargets) =>
  ({
    [`${day}_kcal`]: t.kcal,
    [`${day}_protein_g`]: t.protein_g,
    [`${day}_carbs_g`]: t.carbs_g ?? null,
    [`${day}_fat_g`]: t.fat_g ?? null,
    [`${day}_fiber_g`]: t.fiber_g ?? null,
    [`${day}_water_ml`]: t.water_ml ?? null,
  }) as Pick<PlanRow, `${D}_${keyof TDayTargets}`>;

/** The client's plan, or null when none was written yet. */
export async function planOf(deps: ServiceDeps, clientId: number) {
  const [row] = await deps.db
    .select()
    .from(nutrition_plans)
    .where(eq(nutrition_plans.client_id, clientId))
    .limit(1);
  return row ? planView(row) : null;
}

/**
 * GET /clients/{id}/nutrition_plan, with `today`: the client's local date (its time zone) and which
 * of the plan's targets that day has (./day-type.ts, the logs' rule), so the client app shows the
 * target the day will be counted against without a copy of the rule. Null without a plan. A plan
 * starting later still answers the type: the app shows the coming targets as a preview.
 */
export async function getNutritionPlan(deps: ServiceDeps, actor: Actor, clientId: number) {
  const scope = await nutritionScope(deps, actor, clientId);
  const date = localDate(scope.timezone, deps.clock.now());
  const [plan, dayTypeOf] = await Promise.all([
    planOf(deps, scope.clientId),
    trainingDaysOf(deps, [scope.clientId], [date]),
  ]);
  return { nutrition_plan: plan, today: plan ? { date, day_type: dayTypeOf(scope.clientId, date) } : null };
}

/**
 * PUT /clients/{id}/nutrition_plan: writes the plan whole (an upsert on the client's unique plan),
 * then recomputes the client's cached compliance, which the new targets change.
 */
export async function saveNutritionPlan(
  deps: ServiceDeps,
  actor: Actor,
  clientId: number,
  draft: TNutritionPlanDraft,
) {
  const scope = await nutritionScope(deps, actor, clientId, { writer: "coach" });
  const now = deps.clock.now().toISOString();
  const columns = {
    start_date: draft.start_date,
    ...storedTargets("training", draft.training_day),
    ...storedTargets("rest", draft.rest_day),
    guidelines: draft.guidelines || null,
    author_id: actor.user.id,
  };
  const [row] = await deps.db
    .insert(nutrition_plans)
    .values({ client_id: scope.clientId, ...columns, created_at: now, updated_at: now })
    .onConflictDoUpdate({ target: nutrition_plans.client_id, set: { ...columns, updated_at: now } })
    .returning();
  await refreshClientStats(deps, [scope.clientId]);
  return { nutrition_plan: planView(row!) };
}
