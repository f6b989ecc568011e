/**
 * The records screens' rules, pure and without `@/` imports so tests run them under Node
 * (tests/web/records-model.test.ts).
 */
import { exerciseKey, roundToHalfKg } from "#shared/result-sets";

export type RepKind = "1rm" | "3rm" | "5rm" | "10rm";
/**
 * One of records.personalRecords' records. Written out rather than taken from the router's type,
 * which only the web's `@/` alias reaches; the screens pass that type here, so a server change this
 * no longer fits fails to compile there.
 */
export type PersonalRecord = {
  exercise_id: number | null;
  exercise_name: string;
  kind: "e1rm" | RepKind;
  weight_kg: number;
  reps: number;
  e1rm_kg: number | null;
  date: string;
  workout_item_id: number;
  workout_id: number;
};
export const REP_KINDS: RepKind[] = ["1rm", "3rm", "5rm", "10rm"];

/** One exercise's line of the records table: its e1RM record and its best weights for 1/3/5/10 reps. */
export type ExerciseRecords = {
  /** exerciseKey(): the exercise's identity in the URL and in the history's input. */
  key: string;
  name: string;
  e1rm: PersonalRecord | null;
  reps: Partial<Record<RepKind, PersonalRecord>>;
  /** The newest date among its records: what "latest records" sort by. */
  latest: string;
};

/** A record's exercise as records group it (exerciseKey of shared/result-sets.ts). */
export function exerciseKeyOf(r: Pick<PersonalRecord, "exercise_id" | "exercise_name">): string {
  return exerciseKey(r.exercise_id, r.exercise_name);
}

/** The server's flat list of records (one per exercise and kind) as one line per exercise, in its order. */
export function recordsByExercise(records: PersonalRecord[]): ExerciseRecords[] {
  const lines = new Map<string, ExerciseRecords>();
  for (const r of records) {
    const key = exerciseKeyOf(r);
    let line = lines.get(key);
    if (!line) {
      line = { key, name: r.exercise_name, e1rm: null, reps: {}, latest: r.date };
      lines.set(key, line);
    }
    if (r.kind === "e1rm") line.e1rm = r;
    else line.reps[r.kind] = r;
    if (r.date > line.latest) line.latest = r.date;
  }
  return [...lines.values()];
}

/** What exercise_history asks for a line: the catalogue exercise, else the name as written. */
export function historyInput(line: Pick<ExerciseRecords, "key" | "name">) {
  const id = /^e:(\d+)$/.exec(line.key)?.[1];
  return id !== undefined ? { exercise_id: Number(id) } : { name: line.name };
}

/**
 * The newest records, one per exercise (its newest), newest first: the calendar header's "latest
 * records". A record made of several kinds on one day (a heavy single is a 1RM and an e1RM) shows
 * as its e1RM when it has one.
 */
export function latestRecords(records: PersonalRecord[], count: number): PersonalRecord[] {
  return recordsByExercise(records)
    .map((line) => {
      const newest = [line.e1rm, ...REP_KINDS.map((k) => line.reps[k])].filter(
        (r): r is PersonalRecord => r !== null && r !== undefined && r.date === line.latest,
      );
      return newest[0];
    })
    .filter((r): r is PersonalRecord => r !== undefined)
    .sort((a, b) => b.date.localeCompare(a.date) || b.workout_item_id - a.workout_item_id)
    .slice(0, count);
}

/** A record's headline figure: its e1RM to 0.5 kg for an e1RM record, else the weight lifted. */
export function recordKg(r: Pick<PersonalRecord, "kind" | "weight_kg" | "e1rm_kg">): number {
  return r.kind === "e1rm" && r.e1rm_kg !== null ? roundToHalfKg(r.e1rm_kg) : r.weight_kg;
}
