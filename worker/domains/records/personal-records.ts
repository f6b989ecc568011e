import type { SQL } from "drizzle-orm";
import { sql } from "drizzle-orm";
import { REP_RECORDS } from "#shared/result-sets";
import { logged_sets, type RecordKind, workout_items } from "../../../db/schema";
import type { Actor } from "../../services/actor";
import type { ServiceDeps } from "../../services/deps";
import { recordsScope } from "./access";
import type { TClientRecordsInput, TPersonalRecord } from "./schemas";

/**
 * A client's personal records (issue 27), per exercise: the best estimated 1RM and the heaviest
 * weight lifted for at least 1, 3, 5 and 10 reps, each with the set, date and item that made it.
 *
 * One statement: five grouped maxima over the client's range of logged_sets_client_exercise_idx
 * (covering, so the index alone is read). SQLite documents that the other columns of a row
 * grouped with a single max() come from the row holding the max; the index walks each exercise
 * by date, so a tie goes to the earliest set that reached it. The item's name names the exercise
 * as the coach wrote it. The client reads the records of the workouts it sees (access.ts).
 */
const KIND_ORDER: Record<RecordKind, number> = { e1rm: 0, "1rm": 1, "3rm": 2, "5rm": 3, "10rm": 4 };

type RecordRow = {
  kind: RecordKind;
  exercise_key: string;
  weight_kg: number;
  reps: number;
  e1rm_kg: number | null;
  date: string;
  workout_item_id: number;
  workout_id: number;
  exercise_id: number | null;
  exercise_name: string;
};

/** `seen`: a condition on the sets the reader sees (access.ts; none for a coach). */
export function personalRecordsQuery(clientId: number, seen?: SQL) {
  const s = logged_sets;
  const seenOnly = seen === undefined ? sql`` : sql` AND ${seen}`;
  const best = (kind: RecordKind, measure: typeof s.e1rm_kg | typeof s.weight_kg, minReps: number) => sql`
    SELECT ${kind} AS kind, ${s.exercise_key} AS exercise_key, max(${measure}) AS best, ${s.weight_kg} AS weight_kg,
      ${s.reps} AS reps, ${s.e1rm_kg} AS e1rm_kg, ${s.date} AS date, ${s.workout_item_id} AS workout_item_id
    FROM ${s} WHERE ${s.client_id} = ${clientId}${seenOnly} AND ${s.weight_kg} IS NOT NULL AND ${s.reps} >= ${minReps}
      ${kind === "e1rm" ? sql`AND ${s.e1rm_kg} IS NOT NULL` : sql``}
    GROUP BY ${s.exercise_key}`;
  const parts = [
    best("e1rm", s.e1rm_kg, 1),
    ...REP_RECORDS.map((reps) => best(`${reps}rm` as RecordKind, s.weight_kg, reps)),
  ];
  return sql<RecordRow>`
    SELECT r.kind, r.exercise_key, r.weight_kg, r.reps, r.e1rm_kg, r.date, r.workout_item_id,
      i.workout_id AS workout_id, i.exercise_id AS exercise_id, i.name AS exercise_name
    FROM (${sql.join(parts, sql` UNION ALL `)}) AS r
    JOIN ${workout_items} AS i ON i.id = r.workout_item_id`;
}

export async function readPersonalRecords(deps: ServiceDeps, clientId: number, seen?: SQL) {
  const rows = await deps.db.all<RecordRow>(personalRecordsQuery(clientId, seen));
  return rows.sort(
    (a, b) =>
      a.exercise_name.localeCompare(b.exercise_name, "zh-CN") ||
      a.exercise_key.localeCompare(b.exercise_key) ||
      KIND_ORDER[a.kind] - KIND_ORDER[b.kind],
  );
}

/** GET /clients/{id}/personal_records */
export async function listPersonalRecords(deps: ServiceDeps, actor: Actor, input: TClientRecordsInput) {
  const { client, seen } = await recordsScope(deps, actor, input.client_id);
  const rows = await readPersonalRecords(deps, client.id, seen);
  const personal_records: TPersonalRecord[] = rows.map(({ exercise_key: _key, ...record }) => record);
  return { personal_records };
}
