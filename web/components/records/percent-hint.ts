import { exerciseKey, percentWeight, prescribedPercent } from "#shared/result-sets";

/** records.estimatedMaxes' answer as this rule reads it (written out: no `@/` here, see records-model.ts). */
export type EstimatedMaxes = {
  estimated_maxes: ReadonlyArray<{ exercise_key: string; e1rm_kg: number }>;
  plate_step_kg: number;
};

/**
 * What a percent prescription ("4×5 @ 75%") means for this client: the weight (its e1RM's share,
 * rounded down to the organization's plate step, by the server's own rule in shared/), or that
 * no e1RM is known for the exercise yet. Null when the info names no percentage.
 */
export function percentHint(
  item: { exercise_id: number | null; name: string; info: string | null },
  maxes: EstimatedMaxes,
): { percent: number; kg: number } | { percent: number; kg: null } | null {
  const percent = prescribedPercent(item.info);
  if (percent === null) return null;
  const key = exerciseKey(item.exercise_id, item.name);
  const max = maxes.estimated_maxes.find((m) => m.exercise_key === key);
  return { percent, kg: max ? percentWeight(max.e1rm_kg, percent, maxes.plate_step_kg) : null };
}
