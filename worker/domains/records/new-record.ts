import { eq, inArray, type SQL, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { epley1rm, exerciseKey, REP_RECORDS, type ResultSet, roundToHalfKg } from "#shared/result-sets";
import { clients, logged_sets, type RecordKind, record_events, trainers } from "../../../db/schema";
import type { ServiceDeps } from "../../services/deps";
import { deliverAfterCommit } from "../../services/realtime";
import { type NotificationRow, notificationDeliveries } from "../notifications/view";
import { coachesWanting, notificationInsert } from "../notifications/write";

/**
 * A new personal record as it happens (issue 27): the one rule every write that changes results
 * follows — a client logging an item, a coach editing one item, a coach saving a whole workout in
 * the editor or creating one with results. Before the write, the client's previous bests for the
 * exercises it touches are read from its logged sets (one grouped read); for each exercise whose
 * new sets beat one of them — and that was logged before: the first log of an exercise is no
 * record — the write's batch also carries a record event (the home feed's entry) and a
 * notification to the client's trainer under its benchmark flag (`generateBenchmarkNotifications`),
 * naming the best improvement ("杠铃深蹲 · 105 kg × 5"). Imports (old history) and copies (which
 * clear results) announce nothing.
 */

export type RecordImprovement = {
  kind: RecordKind;
  weight_kg: number;
  reps: number;
  e1rm_kg: number | null;
  /** The best before this log. */
  previous_kg: number;
};

type Bests = Record<RecordKind, number | null>;

const repKind = (reps: (typeof REP_RECORDS)[number]) => `${reps}rm` as RecordKind;

/** Per exercise key: the bests of every logged set, and of those the logging client sees. */
type BestsByKey = Map<string, { all: Bests | null; seen: Bests | null }>;

/**
 * The client's bests for the exercises `keys`, each null when only the items being written were
 * logged before (the first log of an exercise is no record). Those items' own earlier sets count
 * among the bests: saving a result again (or a workout around it, or the item's note) must not
 * announce the record it already set a second time. With `seen` (a client logging), the bests of
 * the sets it sees too, so its answer names no record measured against a hidden workout.
 */
async function previousBests(
  deps: ServiceDeps,
  clientId: number,
  keys: readonly string[],
  storedIds: readonly number[],
  seen: SQL | undefined,
): Promise<BestsByKey> {
  const s = logged_sets;
  const earlier = storedIds.length > 0 ? sql`${s.workout_item_id} NOT IN ${storedIds}` : sql`1`;
  const columns = (prefix: "all_" | "seen_", only: SQL) =>
    sql.join(
      [
        sql`count(CASE WHEN ${only} AND ${earlier} THEN 1 END) AS ${sql.raw(`${prefix}logs`)}`,
        sql`max(CASE WHEN ${only} THEN ${s.e1rm_kg} END) AS ${sql.raw(`${prefix}e1rm`)}`,
        ...REP_RECORDS.map(
          (reps) =>
            sql`max(CASE WHEN ${only} AND ${s.reps} >= ${reps} THEN ${s.weight_kg} END) AS ${sql.raw(`${prefix}${reps}rm`)}`,
        ),
      ],
      sql`, `,
    );
  const rows = await deps.db.all<Record<string, number | null> & { exercise_key: string }>(sql`
    SELECT ${s.exercise_key} AS exercise_key, ${columns("all_", sql`1`)}
      ${seen ? sql`, ${columns("seen_", seen)}` : sql``}
    FROM ${s} WHERE ${s.client_id} = ${clientId} AND ${inArray(s.exercise_key, [...keys])}
    GROUP BY ${s.exercise_key}`);
  const bests = (row: Record<string, number | null>, prefix: string): Bests | null => {
    if (!Number(row[`${prefix}logs`])) return null;
    const at = (name: string) => (row[`${prefix}${name}`] ?? null) as number | null;
    return { e1rm: at("e1rm"), "1rm": at("1rm"), "3rm": at("3rm"), "5rm": at("5rm"), "10rm": at("10rm") };
  };
  return new Map(
    rows.map((row) => [
      row.exercise_key,
      { all: bests(row, "all_"), seen: seen ? bests(row, "seen_") : null },
    ]),
  );
}

/** The kinds `sets` beat, each with the set that did; the best improvement (largest gain) first. */
export function improvements(sets: readonly ResultSet[], before: Bests): RecordImprovement[] {
  const found: RecordImprovement[] = [];
  const consider = (kind: RecordKind, value: (s: ResultSet & { weight_kg: number }) => number | null) => {
    const previous = before[kind];
    if (previous === null) return;
    let best: RecordImprovement | null = null;
    for (const set of sets) {
      if (set.weight_kg === null) continue;
      const v = value(set as ResultSet & { weight_kg: number });
      if (v === null || v <= previous || (best && v <= (kind === "e1rm" ? best.e1rm_kg! : best.weight_kg)))
        continue;
      best = {
        kind,
        weight_kg: set.weight_kg,
        reps: set.reps,
        e1rm_kg: epley1rm(set.weight_kg, set.reps),
        previous_kg: previous,
      };
    }
    if (best) found.push(best);
  };
  consider("e1rm", (s) => epley1rm(s.weight_kg, s.reps));
  for (const reps of REP_RECORDS) consider(repKind(reps), (s) => (s.reps >= reps ? s.weight_kg : null));
  const gain = (i: RecordImprovement) =>
    ((i.kind === "e1rm" ? i.e1rm_kg! : i.weight_kg) - i.previous_kg) / i.previous_kg;
  return found.sort((a, b) => gain(b) - gain(a));
}

/** "105 kg × 5": the set a record names, to the 0.5 kg shown everywhere. */
export const setLabel = (i: { weight_kg: number; reps: number }) =>
  `${roundToHalfKg(i.weight_kg)} kg × ${i.reps}`;

/** A record a write set, with the exercise it is of: what the write answers. */
export type NewRecord = RecordImprovement & { exercise_id: number | null; exercise_name: string };

/** One item's result as a write leaves it. */
export type ResultWrite = {
  /** Its id, or SQL naming the item the same batch inserts before the plan's statements (a new one). */
  id: number | SQL;
  exercise_id: number | null;
  name: string;
  sets: readonly ResultSet[];
};

export type RecordsTarget = {
  clientId: number;
  /** The workout, or SQL naming the one the same batch inserts. */
  workoutId: number | SQL;
  writes: readonly ResultWrite[];
  actorUserId: number;
  now: string;
  /** The client logging its own (access.ts setsSeenBy): its answer measures against what it sees. */
  seen?: SQL;
};

export type RecordsPlan = {
  /** The record events and notifications: the write appends them after its item statements. */
  statements: BatchItem<"sqlite">[];
  /** Which of `statements` are notifications (their RETURNING rows are delivered after the commit). */
  noticeAt: number[];
  organizationId: number | null;
  /** The answer's records: per exercise, best improvement first. */
  newRecords: NewRecord[];
};

/**
 * What a write of results adds to its batch for new records: nothing, or per improved exercise the
 * record event (naming the item that holds the best set) and, when the trainer wants it and is not
 * the one writing, the notification. Read before the write; statements go after its item writes
 * (an item's rewrite drops its old event by trigger).
 */
export async function newRecordsPlan(deps: ServiceDeps, target: RecordsTarget): Promise<RecordsPlan | null> {
  const byKey = new Map<string, ResultWrite[]>();
  for (const write of target.writes) {
    if (!write.sets.some((s) => s.weight_kg !== null)) continue;
    const key = exerciseKey(write.exercise_id, write.name);
    byKey.set(key, [...(byKey.get(key) ?? []), write]);
  }
  if (byKey.size === 0) return null;
  const storedIds = target.writes.flatMap((w) => (typeof w.id === "number" ? [w.id] : []));
  const before = await previousBests(deps, target.clientId, [...byKey.keys()], storedIds, target.seen);
  const announced: { write: ResultWrite; best: RecordImprovement }[] = [];
  const newRecords: NewRecord[] = [];
  for (const [key, writes] of byKey) {
    const sets = writes.flatMap((w) => w.sets);
    const bests = before.get(key);
    const found = bests?.all ? improvements(sets, bests.all) : [];
    const best = found[0];
    // The item holding the best set is the one the event links to.
    const holder =
      best && writes.find((w) => w.sets.some((s) => s.weight_kg === best.weight_kg && s.reps === best.reps));
    if (best && holder) announced.push({ write: holder, best });
    const answered = target.seen ? (bests?.seen ? improvements(sets, bests.seen) : []) : found;
    const exercise = { exercise_id: writes[0]!.exercise_id, exercise_name: writes[0]!.name.trim() };
    newRecords.push(...answered.map((i) => ({ ...i, ...exercise })));
  }
  if (announced.length === 0)
    return newRecords.length === 0
      ? null
      : { statements: [], noticeAt: [], organizationId: null, newRecords };
  const [client] = await deps.db
    .select({ organizationId: clients.organization_id, trainerUserId: trainers.user_id })
    .from(clients)
    .leftJoin(trainers, eq(trainers.id, clients.trainer_id))
    .where(eq(clients.id, target.clientId))
    .limit(1);
  const organizationId = client?.organizationId ?? null;
  const coach = client?.trainerUserId ?? null;
  const recipients =
    coach !== null && coach !== target.actorUserId
      ? await coachesWanting(deps, [coach], "personal_record")
      : [];
  const statements: BatchItem<"sqlite">[] = [];
  const noticeAt: number[] = [];
  for (const { write, best } of announced) {
    statements.push(
      deps.db.insert(record_events).values({
        client_id: target.clientId,
        organization_id: organizationId,
        workout_id: target.workoutId,
        workout_item_id: write.id,
        exercise_id: write.exercise_id,
        exercise_name: write.name,
        kind: best.kind,
        weight_kg: best.weight_kg,
        reps: best.reps,
        e1rm_kg: best.e1rm_kg,
        created_at: target.now,
      }),
    );
    if (recipients.length === 0) continue;
    noticeAt.push(statements.length);
    statements.push(
      notificationInsert(
        deps,
        recipients,
        {
          kind: "personal_record",
          clientId: target.clientId,
          actorId: target.actorUserId,
          workoutId: target.workoutId,
          text: `${write.name.trim()} · ${setLabel(best)}`,
        },
        target.now,
      ),
    );
  }
  return { statements, noticeAt, organizationId, newRecords };
}

/** After the commit: the plan's notifications (`written`: its statements' results) reach the coach. */
export async function deliverRecordNotices(
  deps: ServiceDeps,
  plan: RecordsPlan | null,
  written: readonly unknown[],
) {
  if (!plan || plan.noticeAt.length === 0) return;
  const rows = plan.noticeAt.flatMap((at) => {
    const result = written[at];
    return Array.isArray(result) ? (result as NotificationRow[]) : [];
  });
  if (rows.length > 0)
    await deliverAfterCommit(deps, await notificationDeliveries(deps, plan.organizationId, rows));
}
