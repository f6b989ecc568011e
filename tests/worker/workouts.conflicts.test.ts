import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { workout_items, workouts } from "../../db/schema";
import { updateWorkout } from "../../worker/domains/workouts/workouts";
import type { ServiceDeps } from "../../worker/services/deps";
import { insertClient } from "../factories";
import { callerFor } from "../helpers/caller";
import type { TestDb } from "../helpers/db";
import type { TestApi } from "../helpers/http";
import { openTwoOrganizations, type TwoOrganizations } from "../helpers/two-organizations";

/** `expected_updated_at` on workouts.update / PUT /api/workouts/{id}: a stale write is a 409. */
let t: TestDb;
let api: TestApi;
let w: TwoOrganizations;
beforeAll(async () => {
  ({ t, api, w } = await openTwoOrganizations({ d1Limits: true }));
});
afterAll(() => t.close());

type Workout = {
  id: number;
  title: string;
  updated_at: string;
  workout_items: { id: number; name: string }[];
};

async function create(title: string) {
  const client = await insertClient(t, w.a.trainer);
  const res = await api.post<{ workout: Workout }>(
    "/api/workouts",
    { workout: { client_id: client.id, due: "2026-03-05", title, workout_items: [{ name: "深蹲" }] } },
    { token: w.a.trainer.token },
  );
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.workout;
}
async function put(id: number, workout: Record<string, unknown>) {
  return api.put<{ workout: Workout; code?: string; msg?: string }>(
    `/api/workouts/${id}`,
    { workout },
    { token: w.a.trainer.token },
  );
}
async function stored(id: number) {
  const [row] = await t.db.select().from(workouts).where(eq(workouts.id, id));
  const items = await t.db.select().from(workout_items).where(eq(workout_items.workout_id, id));
  return { row: row!, items: items.map((i) => i.name).sort() };
}

describe("workout updates with expected_updated_at", () => {
  it("REST: of two updates from the same base the second is a 409 and the first one stays", async () => {
    const base = await create("原始");
    t.clock.advance(60);
    const first = await put(base.id, {
      title: "第一位",
      expected_updated_at: base.updated_at,
      workout_items: [{ name: "硬拉" }],
    });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.workout.updated_at).not.toBe(base.updated_at);

    t.clock.advance(60);
    const second = await put(base.id, {
      title: "第二位",
      expected_updated_at: base.updated_at,
      workout_items: [{ name: "卧推" }, { name: "划船" }],
    });
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({ code: "CONFLICT", msg: "训练已被其他人修改" });
    const now = await stored(base.id);
    expect(now.row.title).toBe("第一位");
    expect(now.row.updated_at).toBe(first.body.workout.updated_at);
    expect(now.items).toEqual(["硬拉"]);

    // With the current updated_at (the editor's "overwrite anyway") the write goes through.
    const retry = await put(base.id, { title: "第二位", expected_updated_at: first.body.workout.updated_at });
    expect(retry.status).toBe(200);
    expect(retry.body.workout.title).toBe("第二位");
  });

  it("REST: without expected_updated_at the last write wins as before", async () => {
    const base = await create("原始");
    t.clock.advance(60);
    expect((await put(base.id, { title: "一" })).status).toBe(200);
    const last = await put(base.id, { title: "二" });
    expect(last.status).toBe(200);
    expect((await stored(base.id)).row.title).toBe("二");
  });

  it("accepts an equal timestamp in another ISO form, refuses a malformed one", async () => {
    const base = await create("原始");
    const offset = base.updated_at.replace("Z", "+00:00");
    expect((await put(base.id, { title: "改", expected_updated_at: offset })).status).toBe(200);
    const bad = await put(base.id, { title: "改", expected_updated_at: "yesterday" });
    expect(bad.status).toBe(400);
  });

  it("tRPC: the stale update is a CONFLICT with the WORKOUT_CHANGED message", async () => {
    const base = await create("原始");
    const caller = callerFor(t, w.a.trainer.actor);
    t.clock.advance(60);
    await caller.workouts.update({
      id: base.id,
      workout: { title: "甲", expected_updated_at: base.updated_at },
    });
    t.clock.advance(60);
    const error = await caller.workouts
      .update({ id: base.id, workout: { title: "乙", expected_updated_at: base.updated_at } })
      .then(
        () => null,
        (e: unknown) => e as { code: string; data?: unknown },
      );
    expect(error?.code).toBe("CONFLICT");
    expect(JSON.stringify(error)).toContain("WORKOUT_CHANGED");
    expect((await stored(base.id)).row.title).toBe("甲");
  });

  it("a write that lands between the check and the batch: 409, and neither row nor items are written", async () => {
    const base = await create("原始");
    t.clock.advance(60);
    // Another writer commits just before our batch reaches the database (both through the tests'
    // unguarded handle: the guard only lets writeWorkouts' synchronous hand-over through).
    let raced = false;
    const racingDb = new Proxy(t.deps.db, {
      get(target, key, receiver) {
        if (key !== "batch") return Reflect.get(target, key, receiver);
        return async (statements: Parameters<typeof target.batch>[0]) => {
          raced = true;
          await t.db
            .update(workouts)
            .set({ title: "别人", updated_at: "2026-03-02T11:00:00.000Z" })
            .where(eq(workouts.id, base.id));
          return t.db.batch(statements);
        };
      },
    });
    const deps: ServiceDeps = { ...t.deps, db: racingDb };
    await expect(
      updateWorkout(deps, w.a.trainer.actor, base.id, {
        workout: {
          title: "我的",
          expected_updated_at: base.updated_at,
          workout_items: [{ name: "卧推" }, { name: "划船" }],
        },
      }),
    ).rejects.toMatchObject({ code: "CONFLICT" });
    expect(raced).toBe(true);
    const now = await stored(base.id);
    expect(now.row.title).toBe("别人");
    expect(now.items).toEqual(["深蹲"]);
  });
});
