import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notifications, record_events } from "../../db/schema";
import { insertClient, insertTwoOrganizations } from "../factories";
import { createTestDb, type TestDb } from "../helpers/db";
import { type TestApi, testApi } from "../helpers/http";

/**
 * Whole-workout saves announce records too (issue 27): a coach saving a workout in the editor
 * (PUT /workouts/{id} with its items) or creating one with results follows the rule of one item's
 * write — a result that beats the client's record adds the record event and the trainer's
 * notification in the save's batch, once, and the answer lists it as `new_records`.
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

type Item = { id: number; name: string; result: string | null };
type NewRecord = {
  kind: string;
  weight_kg: number;
  reps: number;
  previous_kg: number;
  exercise_name: string;
};
type Saved = { workout: { id: number; workout_items: Item[] }; new_records: NewRecord[] };

/** A coach of the organization who is not the client's trainer: its saves notify the trainer. */
const colleague = () => w.a.admin.token;

async function create(clientId: number, due: string, items: { name: string; result?: string }[]) {
  const res = await api.post<Saved>(
    "/api/workouts",
    { workout: { client_id: clientId, due, title: "力量", workout_items: items } },
    { token: colleague() },
  );
  expect(res.status).toBe(201);
  return res.body;
}

async function save(workoutId: number, items: { id?: number; name: string; result?: string }[]) {
  const res = await api.put<Saved>(
    `/api/workouts/${workoutId}`,
    { workout: { title: "力量", workout_items: items } },
    { token: colleague() },
  );
  expect(res.status).toBe(200);
  return res.body;
}

const noticesOf = (clientId: number) =>
  t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.kind, "personal_record"), eq(notifications.client_id, clientId)));
const eventsOf = (clientId: number) =>
  t.db.select().from(record_events).where(eq(record_events.client_id, clientId));

describe("a coach's whole-workout save", () => {
  let client: { id: number };
  beforeAll(async () => {
    client = await insertClient(t, w.a.trainer);
    // The first logs of both lifts: no record (nothing to beat).
    const first = await create(client.id, "2026-02-23", [
      { name: "杠铃深蹲", result: "100kg x 5" },
      { name: "卧推", result: "70kg x 5" },
    ]);
    expect(first.new_records).toEqual([]);
  });

  it("announces a result that beats a record once, in the save's answer, feed and the trainer's notifications", async () => {
    const planned = await create(client.id, "2026-02-25", [{ name: "杠铃深蹲" }, { name: "卧推" }]);
    const [squat, bench] = planned.workout.workout_items as [Item, Item];
    const payload = [
      { id: squat.id, name: "杠铃深蹲", result: "110kg x 5" },
      { id: bench.id, name: "卧推", result: "65kg x 5" },
    ];
    const saved = await save(planned.workout.id, payload);
    expect(saved.workout.workout_items.map((i) => i.result)).toEqual(["110kg x 5", "65kg x 5"]);
    expect(saved.new_records[0]).toMatchObject({
      exercise_name: "杠铃深蹲",
      weight_kg: 110,
      reps: 5,
      previous_kg: expect.any(Number),
    });
    expect(new Set(saved.new_records.map((r) => r.exercise_name))).toEqual(new Set(["杠铃深蹲"]));
    expect(await noticesOf(client.id)).toEqual([
      expect.objectContaining({ user_id: w.a.trainer.userId, text: "杠铃深蹲 · 110 kg × 5" }),
    ]);
    expect(await eventsOf(client.id)).toEqual([
      expect.objectContaining({ workout_item_id: squat.id, workout_id: planned.workout.id, weight_kg: 110 }),
    ]);

    // Saved again as it stands (or with another field changed): nothing new, the event stays.
    const again = await save(planned.workout.id, payload);
    expect(again.new_records).toEqual([]);
    expect(await noticesOf(client.id)).toHaveLength(1);
    expect(await eventsOf(client.id)).toHaveLength(1);

    const feed = await api.get<{ record_events: { workout_item_id: number }[] }>(
      "/api/personal_records/recent",
      {
        token: w.a.trainer.token,
      },
    );
    expect(feed.body.record_events[0]?.workout_item_id).toBe(squat.id);
  });

  it("links an item the save adds to its own event", async () => {
    const planned = await create(client.id, "2026-02-27", [{ name: "划船" }]);
    const [row] = planned.workout.workout_items as [Item];
    const saved = await save(planned.workout.id, [
      { id: row.id, name: "划船" },
      { name: "卧推", result: "60kg x 8" },
      { name: "卧推", result: "80kg x 5" },
    ]);
    expect(saved.new_records[0]).toMatchObject({ exercise_name: "卧推", weight_kg: 80, reps: 5 });
    const added = saved.workout.workout_items.find((i) => i.result === "80kg x 5");
    const events = await eventsOf(client.id);
    expect(events.filter((e) => e.workout_id === planned.workout.id)).toEqual([
      expect.objectContaining({ workout_item_id: added?.id, exercise_name: "卧推", weight_kg: 80 }),
    ]);
  });

  it("announces what a new workout's results beat, and the trainer's own saves tell only the feed", async () => {
    const created = await create(client.id, "2026-03-01", [{ name: "杠铃深蹲", result: "3×5 @ 115kg" }]);
    expect(created.new_records[0]).toMatchObject({ exercise_name: "杠铃深蹲", weight_kg: 115, reps: 5 });
    const [item] = created.workout.workout_items as [Item];
    expect((await eventsOf(client.id)).some((e) => e.workout_item_id === item.id)).toBe(true);
    expect(await noticesOf(client.id)).toHaveLength(3);

    const own = await api.put<Saved>(
      `/api/workouts/${created.workout.id}`,
      { workout: { workout_items: [{ id: item.id, name: "杠铃深蹲", result: "3×5 @ 120kg" }] } },
      { token: w.a.trainer.token },
    );
    expect(own.body.new_records[0]).toMatchObject({ weight_kg: 120, previous_kg: 115 });
    expect(await noticesOf(client.id)).toHaveLength(3);
    // The rewrite replaced the item's event (one per item, the latest improvement).
    expect((await eventsOf(client.id)).filter((e) => e.workout_item_id === item.id)).toEqual([
      expect.objectContaining({ weight_kg: 120 }),
    ]);
  });

  it("a program's template workout carries no results and announces nothing", async () => {
    const program = await api.post<{ program: { id: number } }>(
      "/api/programs",
      { program: { name: "基础力量" } },
      { token: colleague() },
    );
    expect(program.status).toBe(201);
    const res = await api.post<Saved>(
      "/api/workouts",
      {
        workout: {
          program_id: program.body.program.id,
          position: 1,
          workout_items: [{ name: "杠铃深蹲", result: "200kg x 5" }],
        },
      },
      { token: colleague() },
    );
    expect(res.status).toBe(201);
    expect(res.body.new_records).toEqual([]);
  });
});
