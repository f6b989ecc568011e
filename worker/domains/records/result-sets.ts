import { eq } from "drizzle-orm";
import { parseResultSets, type ResultSet, type Units } from "#shared/result-sets";
import { users } from "../../../db/schema";
import type { Actor } from "../../services/actor";
import type { ServiceDeps } from "../../services/deps";

/**
 * The write side of results becoming sets (issue 27). Every write of an item's `result` or
 * `result_sets_override` also writes `result_sets` — the override when the coach set one, else what
 * the parser reads from the text — in the same statement; the logged_sets triggers take it from
 * there. The item builders of worker/domains/workouts/items.ts call these, so create, update,
 * import and the client's own logging share them.
 */

/** The sets an item answers with: the coach's override wins over the reading of the text. */
export function resultSetsOf(
  result: string | null | undefined,
  override: readonly ResultSet[] | null | undefined,
  units: Units,
): ResultSet[] {
  if (override) return [...override];
  return result ? parseResultSets(result, units) : [];
}

type ResultFields = {
  result?: string | null | undefined;
  result_sets_override?: ResultSet[] | null | undefined;
};

/**
 * The `result_sets` column for a patch of an item (`current`: the stored item, null for a new one):
 * nothing when the patch touches neither the text nor the override, so other edits leave it be.
 */
export function resultSetsPatch(
  fields: ResultFields,
  current: { result: string | null; result_sets_override: ResultSet[] | null } | null,
  units: Units,
): { result_sets?: ResultSet[] } {
  if (fields.result === undefined && fields.result_sets_override === undefined) return {};
  const result = fields.result !== undefined ? fields.result : (current?.result ?? null);
  const override =
    fields.result_sets_override !== undefined
      ? fields.result_sets_override
      : (current?.result_sets_override ?? null);
  return { result_sets: resultSetsOf(result, override, units) };
}

/** A person's units (their profile's metric or imperial). */
export async function unitsOf(deps: ServiceDeps, userId: number): Promise<Units> {
  const [row] = await deps.db.select({ units: users.units }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.units === "imperial" ? "imperial" : "metric";
}

/** A weight without a unit is in the logging person's units: the caller's, for what it writes. */
export const loggingUnits = (deps: ServiceDeps, actor: Actor) => unitsOf(deps, actor.user.id);
