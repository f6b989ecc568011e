/**
 * Records on Workers (issue 27): what a client logs becomes sets and records on D1 — the log's
 * batch carries the record event and the trainer's notification — read back through the Worker.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { type Coach, createCoach, expectStatus, setupOrganization } from "../scenarios/harness";
import { signedInClient, target } from "./kit";

type Item = { id: number; workout_id: number; result_sets: { weight_kg: number | null; reps: number }[] };
type NewRecord = { kind: string; weight_kg: number; reps: number };

let api: Awaited<ReturnType<typeof setupOrganization>>["api"];
let trainer: Coach;
let admin: Coach;
let client: Awaited<ReturnType<typeof signedInClient>>;

beforeAll(async () => {
  const org = await setupOrganization(target);
  api = org.api;
  admin = org.admin;
  // A trainer of its own, so its notifications are this file's only.
  trainer = await createCoach(api, org.superToken, org.organization.id);
  const on = await api.put(
    `/api/trainers/${trainer.trainerId}`,
    { trainer: { settings: { generateBenchmarkNotifications: true } } },
    { token: trainer.token },
  );
  expectStatus(on, 200);
  client = await signedInClient(api, trainer);
});

/** A workout of the client with one squat item, planned by the trainer. */
async function squatOn(due: string): Promise<Item> {
  const res = await api.post(
    "/api/workouts",
    { workout: { client_id: client.id, due, title: "力量", workout_items: [{ name: "杠铃深蹲" }] } },
    { token: trainer.token },
  );
  expectStatus(res, 201);
  return res.body.workout.workout_items[0] as Item;
}

/** The client logs `result` on `item`: the answer's new records. */
async function log(item: Item, result: string): Promise<NewRecord[]> {
  const res = await api.put(
    `/api/workout_items/${item.id}`,
    { workout_item: { result, state: "completed" } },
    { token: client.token },
  );
  expectStatus(res, 200);
  expect(res.body.workout_item.result_sets).toHaveLength(1);
  return res.body.new_records as NewRecord[];
}

const recordNotices = async () => {
  const res = await api.get("/api/notifications", { token: trainer.token });
  expectStatus(res, 200);
  return (res.body.notifications as { kind: string; client_id: number; text: string }[]).filter(
    (n) => n.kind === "personal_record",
  );
};

describe("records on D1", () => {
  it("a first log is no record; a better one is, once, to the trainer; both read back", async () => {
    const first = await squatOn("2026-03-02");
    expect(await log(first, "100kg x 5")).toEqual([]);
    expect(await recordNotices()).toEqual([]);

    const second = await squatOn("2026-03-05");
    const news = await log(second, "105kg x 5");
    expect(news.map((r) => r.kind).sort()).toEqual(["1rm", "3rm", "5rm", "e1rm"]);
    expect(await recordNotices()).toEqual([
      expect.objectContaining({ client_id: client.id, text: "杠铃深蹲 · 105 kg × 5" }),
    ]);

    const records = await api.get(`/api/clients/${client.id}/personal_records`, { token: client.token });
    expectStatus(records, 200);
    const byKind = new Map(
      (records.body.personal_records as { kind: string; exercise_name: string; weight_kg: number }[]).map(
        (r) => [r.kind, r],
      ),
    );
    expect(byKind.get("5rm")).toMatchObject({ exercise_name: "杠铃深蹲", weight_kg: 105, reps: 5 });
    expect(byKind.get("e1rm")).toMatchObject({ weight_kg: 105, reps: 5, date: "2026-03-05" });

    const history = await api.get(
      `/api/clients/${client.id}/exercise_history?name=${encodeURIComponent("杠铃深蹲")}`,
      { token: trainer.token },
    );
    expectStatus(history, 200);
    expect(history.body.sets).toEqual([
      expect.objectContaining({ date: "2026-03-05", workout_item_id: second.id, weight_kg: 105, reps: 5 }),
      expect.objectContaining({ date: "2026-03-02", workout_item_id: first.id, weight_kg: 100, reps: 5 }),
    ]);
    expect(history.body.e1rm).toEqual([
      expect.objectContaining({ date: "2026-03-05", volume_kg: 525 }),
      expect.objectContaining({ date: "2026-03-02", volume_kg: 500 }),
    ]);
  });
});

describe("a whole-workout save on D1", () => {
  it("announces the record its results beat in the save's batch, once", async () => {
    const planned = await squatOn("2026-03-09");
    const payload = {
      workout: { workout_items: [{ id: planned.id, name: "杠铃深蹲", result: "112.5kg x 5" }] },
    };
    // Saved by the organization's admin, not the trainer: the trainer is told.
    const saved = await api.put(`/api/workouts/${planned.workout_id}`, payload, { token: admin.token });
    expectStatus(saved, 200);
    expect(saved.body.new_records[0]).toMatchObject({ exercise_name: "杠铃深蹲", weight_kg: 112.5, reps: 5 });
    const again = await api.put(`/api/workouts/${planned.workout_id}`, payload, { token: admin.token });
    expectStatus(again, 200);
    expect(again.body.new_records).toEqual([]);
    expect((await recordNotices()).map((n) => n.text)).toContain("杠铃深蹲 · 112.5 kg × 5");
    expect((await recordNotices()).filter((n) => n.text === "杠铃深蹲 · 112.5 kg × 5")).toHaveLength(1);
  });
});
