import { and, eq, sql } from "drizzle-orm";
import { epley1rm, exerciseKey, REP_RECORDS, type ResultSet, roundToHalfKg } from "#shared/result-sets";
import { clients, logged_sets, type RecordKind, record_events, trainers } from "../../../db/schema";
import type { ServiceDeps } from "../../services/deps";
import { coachesWanting, notificationInsert } from "../notifications/write";

/**
 * A new personal record as it happens (issue 27). Before a result write of one item (a client
 * logging, a coach editing one item), the client's previous bests for the item's exercise are
 * read from its logged sets; when the new sets beat one of them — and there were earlier logs:
 * the first log of an exercise is no record — the write's batch also carries a record event (the
 * home feed's entry) and a notification to the client's trainer under its benchmark flag
 * (`generateBenchmarkNotifications`), naming the best improvement ("杠铃深蹲 · 105 kg × 5").
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

/**
 * The client's bests for one exercise, or null when only `itemId` was logged before (the first log
 * of an exercise is no record). The item's own earlier sets count among the bests: saving a result
 * again (or editing its note) must not announce the record it already set a second time.
 */
async function previousBests(deps: ServiceDeps, clientId: number, key: string, itemId: number) {
  const s = logged_sets;
  const atLeast = (reps: number) =>
    sql<number | null>`max(CASE WHEN ${s.reps} >= ${reps} THEN ${s.weight_kg} END)`;
  const [row] = await deps.db
    .select({
      logs: sql<number>`count(CASE WHEN ${s.workout_item_id} <> ${itemId} THEN 1 END)`.mapWith(Number),
      e1rm: sql<number | null>`max(${s.e1rm_kg})`,
      r1: atLeast(1),
      r3: atLeast(3),
      r5: atLeast(5),
      r10: atLeast(10),
    })
    .from(s)
    .where(and(eq(s.client_id, clientId), eq(s.exercise_key, key)));
  if (!row || row.logs === 0) return null;
  return { e1rm: row.e1rm, "1rm": row.r1, "3rm": row.r3, "5rm": row.r5, "10rm": row.r10 } satisfies Bests;
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

export type NewRecordTarget = {
  clientId: number;
  workoutId: number;
  item: { id: number; exercise_id: number | null; name: string };
  sets: readonly ResultSet[];
  actorUserId: number;
  now: string;
};

/**
 * What a result write adds to its batch for a new record: nothing, or the record event and (when
 * the trainer wants it and is not the one writing) the notification. Read before the write.
 */
export async function newRecordPlan(deps: ServiceDeps, target: NewRecordTarget) {
  if (!target.sets.some((s) => s.weight_kg !== null)) return null;
  const key = exerciseKey(target.item.exercise_id, target.item.name);
  const before = await previousBests(deps, target.clientId, key, target.item.id);
  if (!before) return null;
  const found = improvements(target.sets, before);
  const best = found[0];
  if (!best) return null;
  const [client] = await deps.db
    .select({ organizationId: clients.organization_id, trainerUserId: trainers.user_id })
    .from(clients)
    .leftJoin(trainers, eq(trainers.id, clients.trainer_id))
    .where(eq(clients.id, target.clientId))
    .limit(1);
  const coach = client?.trainerUserId ?? null;
  const recipients =
    coach !== null && coach !== target.actorUserId
      ? await coachesWanting(deps, [coach], "personal_record")
      : [];
  const event = deps.db.insert(record_events).values({
    client_id: target.clientId,
    organization_id: client?.organizationId ?? null,
    workout_id: target.workoutId,
    workout_item_id: target.item.id,
    exercise_id: target.item.exercise_id,
    exercise_name: target.item.name,
    kind: best.kind,
    weight_kg: best.weight_kg,
    reps: best.reps,
    e1rm_kg: best.e1rm_kg,
    created_at: target.now,
  });
  const notice =
    recipients.length === 0
      ? null
      : notificationInsert(
          deps,
          recipients,
          {
            kind: "personal_record",
            clientId: target.clientId,
            actorId: target.actorUserId,
            workoutId: target.workoutId,
            text: `${target.item.name.trim()} · ${setLabel(best)}`,
          },
          target.now,
        );
  return { improvements: found, event, notice, organizationId: client?.organizationId ?? null };
}
