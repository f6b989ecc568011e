import { displayUnit, displayWeight, WEIGHT_UNITS, type WeightUnit } from "#shared/body-units";
import type { Ymd } from "@/components/workouts/dates";
import { z } from "@/lib/validation";
import type { ProgressOverview } from "./overview-query";

export type WeightEntry = ProgressOverview["weight_trackings"][number];

export const GIRTHS = ["waist", "hip", "chest", "arm", "thigh"] as const;
export type Girth = (typeof GIRTHS)[number];

/** The entry form's fields, all text as typed (numbers are read on submit). */
export type BodyEntryValues = {
  date: string;
  weight: string;
  unit: WeightUnit;
  body_fat_percent: string;
  note: string;
} & Record<Girth, string>;

/** Empty or a positive number (a comma typed as decimal point counts). */
const isOptionalNumber = (v: string) => v.trim() === "" || Number(v.replace(",", ".")) > 0;
export const readNumber = (v: string): number | null =>
  v.trim() === "" ? null : Number(v.replace(",", "."));

/** The form's rules; the server checks the ranges again (20–400 kg, body fat 1–75 %). */
export function bodyEntrySchema(messages: { date: string; weight: string; number: string }) {
  const optional = z.string().check(z.refine(isOptionalNumber, messages.number));
  return z.object({
    date: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, messages.date)),
    weight: z.string().check(z.refine((v) => v.trim() !== "" && isOptionalNumber(v), messages.weight)),
    unit: z.enum(WEIGHT_UNITS),
    body_fat_percent: optional,
    note: z.string().check(z.maxLength(500)),
    waist: optional,
    hip: optional,
    chest: optional,
    arm: optional,
    thigh: optional,
  });
}

/**
 * A new entry starts on the client's today in the viewer's unit; an edit shows the stored kg in the
 * viewer's unit (so what was typed in 斤 reads back in kg or lb).
 */
export function entryDefaults(
  entry: WeightEntry | null,
  today: Ymd,
  units: "metric" | "imperial",
): BodyEntryValues {
  const unit = displayUnit(units);
  const text = (n: number | null | undefined) => (n == null ? "" : String(n));
  return {
    date: entry?.date ?? today,
    weight: entry?.weight_kg == null ? "" : String(displayWeight(entry.weight_kg, units).value),
    unit,
    body_fat_percent: text(entry?.body_fat_percent),
    note: entry?.note ?? "",
    waist: text(entry?.girths.waist),
    hip: text(entry?.girths.hip),
    chest: text(entry?.girths.chest),
    arm: text(entry?.girths.arm),
    thigh: text(entry?.girths.thigh),
  };
}

/** What `progress.weightTrackings.save/update` take: the typed weight with its unit. */
export function entryDraft(v: BodyEntryValues) {
  return {
    date: v.date,
    weight: readNumber(v.weight),
    unit: v.unit,
    body_fat_percent: readNumber(v.body_fat_percent),
    girths: {
      waist: readNumber(v.waist),
      hip: readNumber(v.hip),
      chest: readNumber(v.chest),
      arm: readNumber(v.arm),
      thigh: readNumber(v.thigh),
    },
    note: v.note.trim() || null,
  };
}

/** A refusal's field (`weight_tracking.girths.waist`, `weight_tracking.weight_kg`) on the form. */
export function entryFieldOf(path: string): keyof BodyEntryValues | undefined {
  if (path === "weight_kg" || path === "weight") return "weight";
  const girth = path.replace(/^girths\./, "");
  if ((GIRTHS as readonly string[]).includes(girth)) return girth as Girth;
  if (path === "date" || path === "body_fat_percent" || path === "note") return path;
  return undefined;
}
