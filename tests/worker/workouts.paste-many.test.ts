import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_PASTE_WORKOUTS } from "#shared/shared-rules";
import { clients, workout_items, workouts } from "../../db/schema";
import { callerFor } from "../helpers/caller";
import type { TestDb } from "../helpers/db";
import type { TestApi } from "../helpers/http";
import { openTwoOrganizations, type TwoOrganizations } from "../helpers/two-organizations";

/**
 * POST /api/workouts/paste (tRPC workouts.pasteMany): the calendar's paste of a day, a week or a
 * selection, all copies in one atomic write (issue 22: a week's paste is there whole, or not at all,
 * and can be undone by deleting exactly what it answered).
 */
let t: TestDb;
let api: TestApi;
let w: TwoOrganizations;
beforeAll(async () => {
  ({ t, api, w } = await openTwoOrganizations({ d1Limits: true }));
});
afterAll(() => t.close());

type Pasted = {
  workouts: Array<{ id: number; client_id: number; due: string; state: string; title: string }>;
  workout_items: Array<{ workout_id: number; name: string; state: string; result: string | null }>;
};

const counts = async () => ({
  workouts: (await t.db.select({ n: count() }).from(workouts))[0]!.n,
  items: (await t.db.select({ n: count() }).from(workout_items))[0]!.n,
});

async function sourceWeek() {
  const caller = callerFor(t, w.a.trainer.actor);
  const monday = await caller.workouts.create({
    workout: {
      client_id: w.a.client.id,
      due: "2026-05-04",
      title: "周一力量",
      state: "completed",
      workout_items: [
        { name: "深蹲", info: "5×5", result: "100kg", state: "completed" },
        { name: "卧推", info: "5×5", result: "70kg", state: "completed" },
      ],
    },
  });
  const wednesday = await caller.workouts.create({
    workout: { client_id: w.a.client.id, due: "2026-05-06", title: "周三有氧", rest_day: false },
  });
  return { monday: monday.workout, wednesday: wednesday.workout };
}

describe("POST /api/workouts/paste", () => {
  it("copies each source to its own day, fresh and pending, answered in the order asked", async () => {
    const { monday, wednesday } = await sourceWeek();
    const res = await api.post<Pasted>(
      "/api/workouts/paste",
      {
        client_id: w.a.client.id,
        workouts: [
          { source_workout_id: monday.id, due: "2026-6-1" },
          { source_workout_id: wednesday.id, due: "2026-06-03" },
          // The same source twice (a selection copied with its neighbour day).
          { source_workout_id: monday.id, due: "2026-06-05" },
        ],
      },
      { token: w.a.trainer.token },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.workouts.map((x) => [x.due, x.title, x.state, x.client_id])).toEqual([
      ["2026-06-01", "周一力量", "pending", w.a.client.id],
      ["2026-06-03", "周三有氧", "pending", w.a.client.id],
      ["2026-06-05", "周一力量", "pending", w.a.client.id],
    ]);
    const ids = res.body.workouts.map((x) => x.id);
    expect(new Set(ids).size).toBe(3);
    expect(ids).not.toContain(monday.id);
    // Results and completion never travel (SPEC section 4).
    const items = res.body.workout_items.filter((i) => i.workout_id === ids[0]);
    expect(items.map((i) => [i.name, i.state, i.result])).toEqual([
      ["深蹲", "pending", null],
      ["卧推", "pending", null],
    ]);
    expect(res.body.workout_items.filter((i) => i.workout_id === ids[2])).toHaveLength(2);
    // The client's "programmed until" follows in the same write.
    const [client] = await t.db.select().from(clients).where(eq(clients.id, w.a.client.id));
    expect(client?.due).toBe("2026-06-05");
    // The sources are untouched.
    const again = await callerFor(t, w.a.trainer.actor).workouts.get({ id: monday.id });
    expect(again.workout.state).toBe("completed");
  });

  it("leaves what is already on those days alone (the calendar decides about replacing)", async () => {
    const { monday } = await sourceWeek();
    const caller = callerFor(t, w.a.trainer.actor);
    const existing = await caller.workouts.create({
      workout: { client_id: w.a.client.id, due: "2026-07-06", title: "已有" },
    });
    const pasted = await caller.workouts.pasteMany({
      client_id: w.a.client.id,
      workouts: [{ source_workout_id: monday.id, due: "2026-07-06" }],
    });
    expect(pasted.workouts).toHaveLength(1);
    const day = await t.db.select().from(workouts).where(eq(workouts.due, "2026-07-06"));
    expect(day.map((x) => x.id).sort((a, b) => a - b)).toEqual([existing.workout.id, pasted.workouts[0]!.id]);
  });

  it("is atomic: an item failing mid-batch leaves no copy at all", async () => {
    const caller = callerFor(t, w.a.trainer.actor);
    const fine = await caller.workouts.create({
      workout: {
        client_id: w.a.client.id,
        due: "2026-05-11",
        title: "正常",
        workout_items: [{ name: "正常" }],
      },
    });
    const failing = await caller.workouts.create({
      workout: {
        client_id: w.a.client.id,
        due: "2026-05-12",
        title: "失败",
        workout_items: [{ name: "boom" }],
      },
    });
    await t.client.execute(
      `CREATE TRIGGER fail_paste BEFORE INSERT ON workout_items WHEN NEW.name = 'boom' AND NEW.workout_id <> ${failing.workout.id} BEGIN SELECT RAISE(ABORT, 'boom'); END`,
    );
    try {
      const before = await counts();
      await expect(
        caller.workouts.pasteMany({
          client_id: w.a.client.id,
          workouts: [
            { source_workout_id: fine.workout.id, due: "2026-08-03" },
            { source_workout_id: failing.workout.id, due: "2026-08-04" },
          ],
        }),
      ).rejects.toThrow();
      expect(await counts()).toEqual(before);
    } finally {
      await t.client.execute("DROP TRIGGER fail_paste");
    }
  });

  it("keeps organizations apart, validates the request and writes nothing when refused", async () => {
    const { monday } = await sourceWeek();
    const other = await callerFor(t, w.b.trainer.actor).workouts.create({
      workout: { client_id: w.b.client.id, due: "2026-05-04", title: "别家的" },
    });
    const before = await counts();
    const paste = (body: unknown) => api.post("/api/workouts/paste", body, { token: w.a.trainer.token });
    // Another organization's source among ours, or another organization's client: 404.
    const mixed = await paste({
      client_id: w.a.client.id,
      workouts: [
        { source_workout_id: monday.id, due: "2026-09-01" },
        { source_workout_id: other.workout.id, due: "2026-09-02" },
      ],
    });
    expect(mixed.status).toBe(404);
    const foreign = await paste({
      client_id: w.b.client.id,
      workouts: [{ source_workout_id: monday.id, due: "2026-09-01" }],
    });
    expect(foreign.status).toBe(404);
    const missing = await paste({
      client_id: w.a.client.id,
      workouts: [{ source_workout_id: 987_654, due: "2026-09-01" }],
    });
    expect(missing.status).toBe(404);
    // Bad input: 400 with the field named.
    const tooMany = Array.from({ length: MAX_PASTE_WORKOUTS + 1 }, () => ({
      source_workout_id: monday.id,
      due: "2026-09-01",
    }));
    for (const body of [
      {},
      { client_id: w.a.client.id },
      { client_id: w.a.client.id, workouts: [] },
      { client_id: w.a.client.id, workouts: tooMany },
      { client_id: w.a.client.id, workouts: [{ source_workout_id: monday.id, due: "2026-02-30" }] },
      { client_id: w.a.client.id, workouts: [{ source_workout_id: monday.id }] },
      { client_id: w.a.client.id, workouts: [{ source_workout_id: monday.id, due: "2026-9-1", x: 1 }] },
    ]) {
      const res = await paste(body);
      expect(res.status, JSON.stringify(body).slice(0, 200)).toBe(400);
    }
    const empty = await paste({ client_id: w.a.client.id, workouts: [] });
    expect(JSON.stringify(empty.body)).toContain("请选择要粘贴的训练");
    const many = await api.request("POST", "/api/workouts/paste", {
      body: { client_id: w.a.client.id, workouts: tooMany },
      token: w.a.trainer.token,
      headers: { "Accept-Language": "en" },
    });
    expect(JSON.stringify(many.body)).toContain(`At most ${MAX_PASTE_WORKOUTS} workouts per paste`);
    // Signed out: 401.
    const signedOut = await api.post("/api/workouts/paste", {
      client_id: w.a.client.id,
      workouts: [{ source_workout_id: monday.id, due: "2026-09-01" }],
    });
    expect(signedOut.status).toBe(401);
    expect(await counts()).toEqual(before);
  });
});
