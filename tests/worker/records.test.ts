import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { app_state, logged_sets, notifications, organizations, users, workout_items } from "../../db/schema";
import { BACKFILL_KEY, backfillChunk, resultSetsBackfill } from "../../worker/domains/records/backfill";
import { insertClient, insertTwoOrganizations, type Persona, persona } from "../factories";
import { createTestDb, type TestDb } from "../helpers/db";
import { type TestApi, testApi } from "../helpers/http";

/**
 * Records from what clients log (issue 27) through REST on a real libSQL database with D1's
 * limits: results become sets on every write path, sets become records that follow edits up and
 * down, a new record is announced once it beats an earlier log, and old results are read by the
 * backfill job.
 */
let t: TestDb;
let api: TestApi;
let w: Awaited<ReturnType<typeof insertTwoOrganizations>>;
beforeAll(async () => {
  t = await createTestDb({ d1Limits: true });
  api = testApi(t);
  w = await insertTwoOrganizations(t);
});
afterAll(() => t.close());

type Item = {
  id: number;
  result: string | null;
  workout_id: number;
  result_sets: unknown[];
  result_sets_override: unknown[] | null;
};
type Workout = { workout: { id: number; workout_items: Item[] } };
type Record_ = {
  kind: string;
  exercise_name: string;
  weight_kg: number;
  reps: number;
  e1rm_kg: number | null;
  date: string;
  workout_item_id: number;
};
type History = {
  sets: { date: string; workout_item_id: number; weight_kg: number | null; reps: number }[];
  e1rm: { date: string; e1rm_kg: number | null; volume_kg: number }[];
  meta: { total_count: number; total_pages: number };
};

/** A fresh client of trainer A with its signed-in persona. */
async function freshClient() {
  const client = await insertClient(t, w.a.trainer);
  return { client, me: await persona(t, client.user_id) };
}

async function workoutWith(clientId: number, due: string, items: { name: string; result?: string }[]) {
  const res = await api.post<Workout>(
    "/api/workouts",
    { workout: { client_id: clientId, due, title: "力量", workout_items: items } },
    { token: w.a.trainer.token },
  );
  expect(res.status).toBe(201);
  return res.body.workout;
}

const recordsOf = async (clientId: number, token = w.a.trainer.token) => {
  const res = await api.get<{ personal_records: Record_[] }>(`/api/clients/${clientId}/personal_records`, {
    token,
  });
  expect(res.status).toBe(200);
  return res.body.personal_records;
};
const kind = (records: Record_[], k: string, name = "杠铃深蹲") =>
  records.find((r) => r.kind === k && r.exercise_name === name);

describe("results become sets", () => {
  it("every item answer carries result_sets, empty when the text is no set notation", async () => {
    const { client } = await freshClient();
    const workout = await workoutWith(client.id, "2026-03-01", [
      { name: "杠铃深蹲", result: "60kg × 8, 8, 8, 7" },
      { name: "平板支撑", result: "45s, 45s" },
      { name: "引体向上" },
    ]);
    const [squat, plank, pull] = workout.workout_items;
    expect(squat!.result_sets).toHaveLength(4);
    expect(squat!.result_sets[3]).toEqual({ weight_kg: 60, reps: 7 });
    expect(plank!.result_sets).toEqual([]);
    expect(pull!.result_sets).toEqual([]);
    expect(squat!.result_sets_override).toBeNull();
    const listed = await api.get<{ workout_items: Item[] }>(`/api/workouts?client_id=${client.id}`, {
      token: w.a.trainer.token,
    });
    expect(listed.body.workout_items.find((i) => i.id === squat!.id)?.result_sets).toHaveLength(4);
  });

  it("a coach's override wins over the reading; the text stays", async () => {
    const { client } = await freshClient();
    const [item] = (await workoutWith(client.id, "2026-03-01", [{ name: "卧推", result: "大概 5 组" }]))
      .workout_items;
    expect(item!.result_sets).toEqual([]);
    const fixed = await api.put<{ workout_item: Item }>(
      `/api/workout_items/${item!.id}`,
      { workout_item: { result_sets_override: [{ weight_kg: 70, reps: 5 }] } },
      { token: w.a.trainer.token },
    );
    expect(fixed.status).toBe(200);
    expect(fixed.body.workout_item).toMatchObject({
      result: "大概 5 组",
      result_sets: [{ weight_kg: 70, reps: 5 }],
    });
    expect(kind(await recordsOf(client.id), "5rm", "卧推")?.weight_kg).toBe(70);
    const back = await api.put<{ workout_item: Item }>(
      `/api/workout_items/${item!.id}`,
      { workout_item: { result_sets_override: null } },
      { token: w.a.trainer.token },
    );
    expect(back.body.workout_item.result_sets).toEqual([]);
    expect(await recordsOf(client.id)).toEqual([]);
  });

  it("reads a weight without a unit in the logging person's units", async () => {
    const { client, me } = await freshClient();
    await t.db.update(users).set({ units: "imperial" }).where(eq(users.id, me.userId));
    const [item] = (await workoutWith(client.id, "2026-03-01", [{ name: "硬拉" }])).workout_items;
    const logged = await api.put<{ workout_item: Item }>(
      `/api/workout_items/${item!.id}`,
      { workout_item: { result: "225 x 5" } },
      { token: me.token },
    );
    expect(logged.body.workout_item.result_sets).toEqual([{ weight_kg: 102.06, reps: 5 }]);
  });
});

describe("sets become records", () => {
  let client: { id: number };
  let me: Persona;
  let first: Item;
  beforeAll(async () => {
    ({ client, me } = await freshClient());
    [first] = (
      await workoutWith(client.id, "2026-03-02", [{ name: "杠铃深蹲", result: "100kg x 5, 90kg x 8" }])
    ).workout_items as [Item];
  });

  it("keeps the best e1RM and the best weight for at least 1, 3, 5 and 10 reps", async () => {
    const records = await recordsOf(client.id);
    expect(kind(records, "e1rm")).toMatchObject({ weight_kg: 100, reps: 5, date: "2026-03-02" });
    expect(kind(records, "e1rm")!.e1rm_kg).toBeCloseTo(116.667, 3);
    expect(kind(records, "5rm")).toMatchObject({
      weight_kg: 100,
      reps: 5,
      workout_item_id: first.id,
      workout_id: first.workout_id,
    });
    expect(kind(records, "1rm")?.weight_kg).toBe(100);
    expect(kind(records, "3rm")?.weight_kg).toBe(100);
    expect(kind(records, "10rm")).toBeUndefined();
  });

  it("a client's log that beats its record is announced once, to its trainer, and in the home feed", async () => {
    const [item] = (await workoutWith(client.id, "2026-03-05", [{ name: "杠铃深蹲" }])).workout_items;
    const logged = await api.put<{ workout_item: Item; new_records: { kind: string; weight_kg: number }[] }>(
      `/api/workout_items/${item!.id}`,
      { workout_item: { result: "105kg x 5", state: "completed" } },
      { token: me.token },
    );
    expect(logged.status).toBe(200);
    expect(logged.body.new_records.map((r) => r.kind).sort()).toEqual(["1rm", "3rm", "5rm", "e1rm"]);
    const told = await t.db.select().from(notifications).where(eq(notifications.kind, "personal_record"));
    expect(told.filter((n) => n.client_id === client.id)).toEqual([
      expect.objectContaining({ user_id: w.a.trainer.userId, text: "杠铃深蹲 · 105 kg × 5" }),
    ]);
    const again = await api.put<{ new_records: unknown[] }>(
      `/api/workout_items/${item!.id}`,
      { workout_item: { result: "105kg x 5", state: "completed" } },
      { token: me.token },
    );
    expect(again.body.new_records).toEqual([]);
    const toldAgain = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.kind, "personal_record"));
    expect(toldAgain.filter((n) => n.client_id === client.id)).toHaveLength(1);
    const feed = await api.get<{ record_events: { client_id: number; weight_kg: number; reps: number }[] }>(
      "/api/personal_records/recent",
      { token: w.a.trainer.token },
    );
    expect(feed.body.record_events[0]).toMatchObject({ client_id: client.id, weight_kg: 105, reps: 5 });
    const other = await api.get<{ record_events: unknown[] }>("/api/personal_records/recent", {
      token: w.b.trainer.token,
    });
    expect(other.body.record_events).toEqual([]);
    expect(kind(await recordsOf(client.id, me.token), "5rm")?.weight_kg).toBe(105);
  });

  it("the first log of an exercise is no new record", async () => {
    const [item] = (await workoutWith(client.id, "2026-03-06", [{ name: "卧推" }])).workout_items;
    const logged = await api.put<{ new_records: unknown[] }>(
      `/api/workout_items/${item!.id}`,
      { workout_item: { result: "80kg x 5" } },
      { token: me.token },
    );
    expect(logged.body.new_records).toEqual([]);
  });

  it("follows edits down, moves and deletes", async () => {
    const records = await recordsOf(client.id);
    const best = kind(records, "5rm")!;
    await api.put(
      `/api/workout_items/${best.workout_item_id}`,
      { workout_item: { result: "95kg x 5" } },
      {
        token: w.a.trainer.token,
      },
    );
    expect(kind(await recordsOf(client.id), "5rm")?.weight_kg).toBe(100);
    // Moving the first workout moves its sets' date.
    const [row] = await t.db.select().from(workout_items).where(eq(workout_items.id, first.id));
    await api.put(
      `/api/workouts/${row!.workout_id}`,
      { workout: { due: "2026-03-03" } },
      { token: w.a.trainer.token },
    );
    expect(kind(await recordsOf(client.id), "5rm")?.date).toBe("2026-03-03");
    await api.delete(`/api/workout_items/${first.id}`, { token: w.a.trainer.token });
    expect(kind(await recordsOf(client.id), "5rm")?.weight_kg).toBe(95);
  });

  it("an exercise's history: sets newest first and paged, per date the best e1RM and volume", async () => {
    const res = await api.get<History>(
      `/api/clients/${client.id}/exercise_history?name=${encodeURIComponent(" 杠铃深蹲 ")}&per_page=1`,
      { token: w.a.trainer.token },
    );
    expect(res.status).toBe(200);
    expect(res.body.sets).toEqual([expect.objectContaining({ date: "2026-03-05", weight_kg: 95, reps: 5 })]);
    expect(res.body.meta.total_count).toBe(1);
    expect(res.body.e1rm).toEqual([
      { date: "2026-03-05", e1rm_kg: expect.closeTo(110.833, 3), volume_kg: 475 },
    ]);
    const bad = await api.get(`/api/clients/${client.id}/exercise_history`, { token: w.a.trainer.token });
    expect(bad.status).toBe(400);
    const other = await api.get(`/api/clients/${client.id}/exercise_history?name=x`, {
      token: w.b.trainer.token,
    });
    expect(other.status).toBe(404);
  });

  it("estimated maxes with the organization's plate step resolve percent prescriptions", async () => {
    const res = await api.get<{
      estimated_maxes: { exercise_key: string; e1rm_kg: number }[];
      plate_step_kg: number;
    }>(`/api/clients/${client.id}/estimated_maxes`, { token: me.token });
    expect(res.body.plate_step_kg).toBe(2.5);
    // The bench press day now lies beyond the client's horizon (the move above put a workout before
    // it): the client's weights leave it out, the coach's do not (records-visibility.test.ts).
    expect(res.body.estimated_maxes.map((m) => m.exercise_key)).toEqual(["n:杠铃深蹲"]);
    const coach = await api.get<{ estimated_maxes: { exercise_key: string }[] }>(
      `/api/clients/${client.id}/estimated_maxes`,
      { token: w.a.trainer.token },
    );
    expect(coach.body.estimated_maxes.map((m) => m.exercise_key).sort()).toEqual(["n:卧推", "n:杠铃深蹲"]);
    // The organization's own step, not the default.
    const byOrg = eq(organizations.id, w.a.org.id);
    await t.db.update(organizations).set({ plate_step_kg: 1.25 }).where(byOrg);
    try {
      const changed = await api.get<{ plate_step_kg: number }>(`/api/clients/${client.id}/estimated_maxes`, {
        token: me.token,
      });
      expect(changed.body.plate_step_kg).toBe(1.25);
    } finally {
      await t.db.update(organizations).set({ plate_step_kg: 2.5 }).where(byOrg);
    }
  });
});

describe("the backfill of results written before records", () => {
  it("reads old results once, newest first, then stops", async () => {
    const { client } = await freshClient();
    const [item] = (await workoutWith(client.id, "2026-02-01", [{ name: "划船" }])).workout_items;
    // As the migration left it: a result with no sets read yet, and the mark above it.
    await t.db.update(workout_items).set({ result: "50kg x 10" }).where(eq(workout_items.id, item!.id));
    await t.db.insert(app_state).values({ key: BACKFILL_KEY, value: String(item!.id + 1) });
    const [instance] = await resultSetsBackfill.due(t.deps, t.clock.now());
    expect(instance?.key).toBe(`result-sets:${item!.id + 1}`);
    await backfillChunk(t.deps, item!.id + 1);
    const sets = await t.db.select().from(logged_sets).where(eq(logged_sets.workout_item_id, item!.id));
    expect(sets).toEqual([expect.objectContaining({ weight_kg: 50, reps: 10, date: "2026-02-01" })]);
    expect(await resultSetsBackfill.due(t.deps, t.clock.now())).toEqual([]);
  });
});
