import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { record_events } from "../../db/schema";
import { insertClient, insertTwoOrganizations, type Persona, persona } from "../factories";
import { createTestDb, type TestDb } from "../helpers/db";
import { type TestApi, testApi } from "../helpers/http";

/**
 * A client's records come from the workouts it may see (issue 27; the calendar's rule,
 * clients/visibility.ts): a heavy set on a hidden workout shows in none of the client's personal
 * records, exercise history or percent weights, nor does its new-record moment measure against
 * it; the coach sees every set, and its feed and notifications measure against all of them.
 */
let t: TestDb;
let api: TestApi;
let w: Awaited<ReturnType<typeof insertTwoOrganizations>>;
let client: Awaited<ReturnType<typeof insertClient>>;
let me: Persona;
let hiddenItemId: number;
beforeAll(async () => {
  t = await createTestDb({ d1Limits: true });
  api = testApi(t);
  w = await insertTwoOrganizations(t);
  client = await insertClient(t, w.a.trainer);
  me = await persona(t, client.user_id);
  await workout("2026-02-20", "100kg x 5");
  hiddenItemId = await workout("2026-02-24", "150kg x 5", true);
});
afterAll(() => t.close());

/** A past squat workout of the client with `result`; its item's id. */
async function workout(due: string, result: string | null, hidden = false) {
  const res = await api.post<{ workout: { workout_items: { id: number }[] } }>(
    "/api/workouts",
    {
      workout: {
        client_id: client.id,
        due,
        title: "力量",
        hidden,
        workout_items: [{ name: "杠铃深蹲", ...(result ? { result } : {}) }],
      },
    },
    { token: w.a.trainer.token },
  );
  expect(res.status).toBe(201);
  return res.body.workout.workout_items[0]!.id;
}

type Record_ = { kind: string; weight_kg: number; workout_item_id: number };
const fiveRm = async (token: string) => {
  const res = await api.get<{ personal_records: Record_[] }>(`/api/clients/${client.id}/personal_records`, {
    token,
  });
  expect(res.status).toBe(200);
  return res.body.personal_records.find((r) => r.kind === "5rm");
};
const historyWeights = async (token: string) => {
  const res = await api.get<{
    sets: { weight_kg: number }[];
    e1rm: { date: string }[];
    meta: { total_count: number };
  }>(`/api/clients/${client.id}/exercise_history?name=${encodeURIComponent("杠铃深蹲")}`, { token });
  expect(res.status).toBe(200);
  return {
    weights: res.body.sets.map((s) => s.weight_kg),
    dates: res.body.e1rm.map((d) => d.date),
    total: res.body.meta.total_count,
  };
};
const estimate = async (token: string) => {
  const res = await api.get<{ estimated_maxes: { e1rm_kg: number }[] }>(
    `/api/clients/${client.id}/estimated_maxes`,
    {
      token,
    },
  );
  expect(res.status).toBe(200);
  return res.body.estimated_maxes[0]?.e1rm_kg;
};

describe("records of hidden workouts", () => {
  it("the hidden workout's heavy set counts for the coach and not for the client", async () => {
    expect(await fiveRm(w.a.trainer.token)).toMatchObject({ weight_kg: 150, workout_item_id: hiddenItemId });
    expect(await fiveRm(me.token)).toMatchObject({ weight_kg: 100 });

    expect(await historyWeights(w.a.trainer.token)).toEqual({
      weights: [150, 100],
      dates: ["2026-02-24", "2026-02-20"],
      total: 2,
    });
    expect(await historyWeights(me.token)).toEqual({ weights: [100], dates: ["2026-02-20"], total: 1 });

    expect(await estimate(w.a.trainer.token)).toBeCloseTo(175, 3);
    expect(await estimate(me.token)).toBeCloseTo(116.667, 3);
  });

  it("a client's log measures its moment against what it sees; the coach's feed against everything", async () => {
    const item = await workout("2026-03-01", null);
    const logged = await api.put<{ new_records: { kind: string; weight_kg: number; previous_kg: number }[] }>(
      `/api/workout_items/${item}`,
      { workout_item: { result: "120kg x 5", state: "completed" } },
      { token: me.token },
    );
    expect(logged.status).toBe(200);
    // A record as the client sees its lifts, never naming the hidden 150 kg.
    expect(logged.body.new_records.find((r) => r.kind === "5rm")).toMatchObject({
      weight_kg: 120,
      previous_kg: 100,
    });
    expect(logged.body.new_records.every((r) => r.previous_kg < 150)).toBe(true);
    // Not one for the coach: 120 kg is below the hidden 150 kg.
    expect(await t.db.select().from(record_events).where(eq(record_events.workout_item_id, item))).toEqual(
      [],
    );
    expect(await fiveRm(me.token)).toMatchObject({ weight_kg: 120 });
  });

  it("unhiding the workout shows its set to the client again", async () => {
    const items = await api.get<{ workout_items: { id: number; workout_id: number }[] }>(
      `/api/workouts?client_id=${client.id}`,
      { token: w.a.trainer.token },
    );
    const workoutId = items.body.workout_items.find((i) => i.id === hiddenItemId)?.workout_id;
    const shown = await api.put(
      `/api/workouts/${workoutId}`,
      { workout: { hidden: false } },
      { token: w.a.trainer.token },
    );
    expect(shown.status).toBe(200);
    expect(await fiveRm(me.token)).toMatchObject({ weight_kg: 150, workout_item_id: hiddenItemId });
  });
});
