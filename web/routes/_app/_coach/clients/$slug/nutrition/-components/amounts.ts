import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

/** The amounts a plan targets and a log records, in the order the page shows them, with units. */
export const AMOUNTS = [
  { key: "kcal", label: msg`热量`, unit: "kcal" },
  { key: "protein_g", label: msg`蛋白质`, unit: "g" },
  { key: "carbs_g", label: msg`碳水`, unit: "g" },
  { key: "fat_g", label: msg`脂肪`, unit: "g" },
  { key: "fiber_g", label: msg`膳食纤维`, unit: "g" },
  { key: "water_ml", label: msg`饮水`, unit: "ml" },
] as const satisfies readonly { key: string; label: MessageDescriptor; unit: string }[];

export type AmountKey = (typeof AMOUNTS)[number]["key"];
export type Amounts = Record<AmountKey, number | null>;

/** A figure for reading ("2,150"), or — when missing. */
export const formatAmount = (value: number | null | undefined, locale: string) =>
  value === null || value === undefined ? "—" : value.toLocaleString(locale, { maximumFractionDigits: 1 });
