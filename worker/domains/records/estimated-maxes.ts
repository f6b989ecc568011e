import { eq, sql } from "drizzle-orm";
import { logged_sets, organizations, workout_items } from "../../../db/schema";
import type { Actor } from "../../services/actor";
import type { ServiceDeps } from "../../services/deps";
import { recordsScope } from "./access";
import type { TClientRecordsInput } from "./schemas";

/** organizations.plate_step_kg's default (db/schema/organizations.ts). */
const DEFAULT_PLATE_STEP_KG = 2.5;

/**
 * What percent prescriptions resolve against (issue 27): the client's best estimated 1RM per
 * exercise, keyed by exerciseKey() so the client app and the coach's calendar find an item's
 * estimate from its exercise id or name, and the organization's plate step to round down to
 * (shared/result-sets.ts percentWeight). One grouped maximum over the covering index. The client's
 * own weights come from the workouts it sees (access.ts): a hidden heavy set resolves nothing.
 */
export async function estimatedMaxes(deps: ServiceDeps, actor: Actor, input: TClientRecordsInput) {
  const { client, seen } = await recordsScope(deps, actor, input.client_id);
  const s = logged_sets;
  const maxes = deps.db.all<{
    exercise_key: string;
    e1rm_kg: number;
    date: string;
    exercise_id: number | null;
    exercise_name: string;
  }>(sql`
    SELECT b.exercise_key, b.e1rm_kg, b.date, i.exercise_id AS exercise_id, i.name AS exercise_name
    FROM (
      SELECT ${s.exercise_key} AS exercise_key, max(${s.e1rm_kg}) AS e1rm_kg, ${s.date} AS date,
        ${s.workout_item_id} AS workout_item_id
      FROM ${s} WHERE ${s.client_id} = ${client.id} AND ${s.e1rm_kg} IS NOT NULL${seen ? sql` AND ${seen}` : sql``}
      GROUP BY ${s.exercise_key}
    ) AS b
    JOIN ${workout_items} AS i ON i.id = b.workout_item_id
    ORDER BY b.exercise_key`);
  const [rows, plateStepKg] = await Promise.all([maxes, plateStepOf(deps, client.organization_id)]);
  return { estimated_maxes: rows, plate_step_kg: plateStepKg };
}

/** The organization's plate step; a client without an organization gets the column's default. */
async function plateStepOf(deps: ServiceDeps, organizationId: number | null) {
  if (organizationId === null) return DEFAULT_PLATE_STEP_KG;
  const [row] = await deps.db
    .select({ plate_step_kg: organizations.plate_step_kg })
    .from(organizations)
    .where(eq(organizations.id, organizationId))
    .limit(1);
  return row?.plate_step_kg ?? DEFAULT_PLATE_STEP_KG;
}
