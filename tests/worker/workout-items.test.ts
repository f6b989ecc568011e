import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { workout_items, workouts } from "../../db/schema";

import { callerFor } from "../helpers/caller";
import type { TestDb } from "../helpers/db";
import type { TestApi } from "../helpers/http";
import { openTwoOrganizations, type TwoOrganizations } from "../helpers/two-organizations";

let t: TestDb;
let api: TestApi;
let w: TwoOrganizations;
beforeAll(async () => {
  ({ t, api, w } = await openTwoOrganizations({ d1Limits: true }));
});
afterAll(() => t.close());

type Item = {
  id: number;
  workout_id: number;
  name: string;
  result: string | null;
  state: string;
  updated_at: string;
};

async function workoutWithItems(token = w.a.trainer.token, clientId = w.a.client.id) {
  const res = await api.post<{ workout: { id: number; workout_items: Item[] } }>(
    "/api/workouts",
    {
      workout: {
        client_id: clientId,
        due: "2026-03-02",
        workout_items: [{ name: "深蹲" }, { name: "硬拉" }],
      },
    },
    { token },
  );
  expect(res.status).toBe(201);
  return res.body.workout;
}

describe("PUT /api/workout_items/{id}", () => {
  it("logs a result and state, and bumps the workout so the feed shows it first", async () => {
    const wo = await workoutWithItems();
    t.clock.set("2026-03-02T10:40:00.000Z");
    const res = await api.put<{ workout_item: Item }>(
      `/api/workout_items/${wo.workout_items[0]!.id}`,
      { workout_item: { result: "80kg × 5", state: "completed", workout_id: 12345, id: 999 } },
      { token: w.a.trainer.token },
    );
    expect(res.status).toBe(200);
    expect(res.body.workout_item).toMatchObject({
      id: wo.workout_items[0]!.id,
      workout_id: wo.id,
      name: "深蹲",
      result: "80kg × 5",
      state: "completed",
      updated_at: "2026-03-02T10:40:00.000Z",
    });
    const [row] = await t.db.select().from(workouts).where(eq(workouts.id, wo.id));
    expect(row?.updated_at).toBe("2026-03-02T10:40:00.000Z");
    t.clock.set("2026-03-02T10:00:00.000Z");
  });

  it("refuses bad input (400), another organization's item (404) and anonymous callers (401)", async () => {
    const wo = await workoutWithItems();
    const id = wo.workout_items[0]!.id;
    for (const workout_item of [
      { state: "done" },
      { result: "x".repeat(5001) },
      { position: -1 },
      { attachments: "x" },
    ]) {
      const res = await api.put(`/api/workout_items/${id}`, { workout_item }, { token: w.a.trainer.token });
      expect(res.status, JSON.stringify(workout_item).slice(0, 60)).toBe(400);
      expect(res.body).toMatchObject({ success: 400, code: "BAD_REQUEST" });
    }
    expect(
      (
        await api.put(
          `/api/workout_items/${id}`,
          { workout_item: { name: "x" } },
          { token: w.b.trainer.token },
        )
      ).status,
    ).toBe(404);
    expect((await api.delete(`/api/workout_items/${id}`, { token: w.b.admin.token })).status).toBe(404);
    expect((await api.put(`/api/workout_items/${id}`, { workout_item: { name: "x" } })).status).toBe(401);
    expect(
      (
        await api.put(
          `/api/workout_items/99999999`,
          { workout_item: { name: "x" } },
          { token: w.a.trainer.token },
        )
      ).status,
    ).toBe(404);
    const [row] = await t.db.select().from(workout_items).where(eq(workout_items.id, id));
    expect(row?.name).toBe("深蹲");
    // The super admin reaches every organization.
    const asSuper = await api.put(
      `/api/workout_items/${id}`,
      { workout_item: { name: "超管改" } },
      { token: w.superAdmin.token },
    );
    expect(asSuper.status).toBe(200);
  });
});

describe("DELETE /api/workout_items/{id}", () => {
  it("removes one item from its workout", async () => {
    const wo = await workoutWithItems();
    const res = await api.delete(`/api/workout_items/${wo.workout_items[1]!.id}`, { token: w.a.admin.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: 0, msg: "训练项目删除成功" });
    const got = await api.get<{ workout: { workout_item_ids: number[] } }>(`/api/workouts/${wo.id}`, {
      token: w.a.trainer.token,
    });
    expect(got.body.workout.workout_item_ids).toEqual([wo.workout_items[0]!.id]);
  });

  it("works through tRPC (workouts.updateItem / deleteItem)", async () => {
    const wo = await workoutWithItems();
    const caller = callerFor(t, w.a.trainer.actor);
    const updated = await caller.workouts.updateItem({
      id: wo.workout_items[0]!.id,
      workout_item: { info: "5×5" },
    });
    expect(updated.workout_item.info).toBe("5×5");
    await caller.workouts.deleteItem({ id: wo.workout_items[0]!.id });
    await expect(caller.workouts.deleteItem({ id: wo.workout_items[0]!.id })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
  });
});
