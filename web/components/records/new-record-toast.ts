import { i18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { roundToHalfKg } from "#shared/result-sets";
import { formatKg } from "@/components/records/records-format";
import { notifyCelebration } from "@/lib/notify";
import type { RouterOutputs } from "@/lib/trpc";

type NewRecord = NonNullable<RouterOutputs["workouts"]["updateItem"]["new_records"]>[number];

/**
 * The new-record moment: a logged result that beat the client's record for the lift gets a
 * celebratory toast naming the lift and the set (the server lists the best improvement first).
 * A write that set no record (most of them) shows nothing. The client app raises it after a
 * queued result; the coach's workout editor after a save (celebrateSavedRecords).
 */
export function celebrateNewRecords(records: readonly NewRecord[], lift: string): void {
  const best = records[0];
  if (!best) return;
  const weight = formatKg(best.weight_kg, i18n.locale);
  const reps = best.reps;
  const set = lift ? i18n._(msg`${lift} ${weight} × ${reps}`) : i18n._(msg`${weight} × ${reps}`);
  const estimate = best.e1rm_kg === null ? null : formatKg(roundToHalfKg(best.e1rm_kg), i18n.locale);
  const text = best.kind === "e1rm" && estimate !== null ? i18n._(msg`${set}，估算 1RM ${estimate}`) : set;
  notifyCelebration(i18n._(msg`新纪录！`), text);
}

/**
 * A whole workout's save may beat several lifts' records: one moment per lift, each naming its
 * best improvement (the answer lists each exercise's records together, best first).
 */
export function celebrateSavedRecords(records: readonly NewRecord[]): void {
  const byLift = new Map<string, NewRecord[]>();
  for (const record of records)
    byLift.set(record.exercise_name, [...(byLift.get(record.exercise_name) ?? []), record]);
  for (const [lift, ofLift] of byLift) celebrateNewRecords(ofLift, lift);
}
