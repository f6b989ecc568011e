/**
 * Bodyweight units (issue 28), one rule for the server (input) and the web (display): stored and
 * answered in kg; typed in kg, lb or 斤 (the market 斤, exactly 0.5 kg); shown in the viewer's
 * units (metric: kg, imperial: lb).
 */
export const WEIGHT_UNITS = ["kg", "lb", "斤"] as const;
export type WeightUnit = (typeof WEIGHT_UNITS)[number];

/** Kilograms in one unit (the international pound is exactly 0.45359237 kg). */
const KG_PER_UNIT: Record<WeightUnit, number> = { kg: 1, lb: 0.45359237, 斤: 0.5 };

/** Kilograms of a weight in `unit`, rounded to grams (what is stored). */
export function toKg(weight: number, unit: WeightUnit): number {
  return Math.round(weight * KG_PER_UNIT[unit] * 1000) / 1000;
}

/** The unit a viewer's weights are shown in: kg for metric, lb for imperial. */
export function displayUnit(units: "metric" | "imperial"): "kg" | "lb" {
  return units === "imperial" ? "lb" : "kg";
}

/** A stored kg weight in a viewer's units, one decimal: kg for metric, lb for imperial. */
export function displayWeight(
  kg: number,
  units: "metric" | "imperial",
): { value: number; unit: "kg" | "lb" } {
  const unit = displayUnit(units);
  return { value: Math.round((kg / KG_PER_UNIT[unit]) * 10) / 10, unit };
}

/** The heaviest and lightest bodyweight a person can type (kg): anything outside is a typo. */
export const BODYWEIGHT_MIN_KG = 20;
export const BODYWEIGHT_MAX_KG = 400;
