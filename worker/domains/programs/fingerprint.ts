import type { workout_items, workouts } from "../../../db/schema";

/**
 * Program sync's fingerprint of what a coach programs on one day of a program: the workout's
 * content, its items in order and the day. Assignment stores the template's fingerprint on every
 * copy (workouts.template_hash); a copy whose own fingerprint (with the day derived from its due
 * date) still equals it was not customised, so later template changes may replace it (sync.ts).
 *
 * Results, states, completion, timestamps, ids, uuid and due are not content. Empty text and null
 * count as the same value, and JSON objects are compared with sorted keys, so saving a copy
 * unchanged from the editor (which may send "" for an untouched field) keeps it "untouched".
 * SHA-256 (crypto.subtle, on Workers and Node): not a security boundary, just stable and collision-free
 * in practice.
 * Decision: docs/decisions/2026-11-23-program-sync-fingerprints.md
 */

type Workout = typeof workouts.$inferSelect;
type Item = typeof workout_items.$inferSelect;

export type FingerprintWorkout = Pick<
  Workout,
  | "title"
  | "short_description"
  | "rest_day"
  | "rest_day_instructions"
  | "warmup"
  | "warmup_selected_exercises"
  | "cooldown"
  | "cooldown_selected_exercises"
  | "hidden"
  | "order"
>;

export type FingerprintItem = Pick<
  Item,
  | "id"
  | "name"
  | "info"
  | "is_circuit"
  | "selected_exercises"
  | "request_video"
  | "linked"
  | "attachments"
  | "position"
>;

/**
 * Bumped if what is hashed ever changes, so old fingerprints never match new ones by accident.
 * 2: an item's library exercise id left out (deleting the exercise nulls it on template and copies
 * alike, which made every copy look customised for good; the name and selected exercises carry
 * the content), its link to the previous item, its attachments and the workout's order within
 * its day added (a coach's change to those on a copy is a customisation sync must not undo).
 */
const VERSION = 2;

const text = (value: string | null | undefined) => value ?? "";
const flag = (value: boolean | null | undefined) => (value ? 1 : 0);

/** JSON with object keys sorted at every level (stored JSON keeps whatever order it was sent in). */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return Object.fromEntries(entries.map(([k, v]) => [k, canonical(v)]));
  }
  return value;
}

/** Items in their order on the workout (position, then id); the order counts, the numbers do not. */
function orderedItems(items: readonly FingerprintItem[]) {
  return [...items]
    .sort((a, b) => a.position - b.position || a.id - b.id)
    .map((i) => [
      text(i.name),
      text(i.info),
      flag(i.is_circuit),
      canonical(i.selected_exercises ?? []),
      flag(i.request_video),
      flag(i.linked),
      canonical(i.attachments ?? []),
    ]);
}

/** The exact text that is hashed (exported for tests). */
export function fingerprintText(
  workout: FingerprintWorkout,
  items: readonly FingerprintItem[],
  position: number,
) {
  return JSON.stringify([
    VERSION,
    position,
    text(workout.title),
    text(workout.short_description),
    flag(workout.rest_day),
    text(workout.rest_day_instructions),
    text(workout.warmup),
    canonical(workout.warmup_selected_exercises ?? []),
    text(workout.cooldown),
    canonical(workout.cooldown_selected_exercises ?? []),
    flag(workout.hidden),
    workout.order ?? 0,
    orderedItems(items),
  ]);
}

const HEX = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, "0"));

/** SHA-256 hex of the workout's content, items and 1-based day of the program. */
export async function fingerprint(
  workout: FingerprintWorkout,
  items: readonly FingerprintItem[],
  position: number,
): Promise<string> {
  const bytes = new TextEncoder().encode(fingerprintText(workout, items, position));
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  let hex = "";
  for (const b of digest) hex += HEX[b];
  return hex;
}
