import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { programs, workouts } from "../../db/schema";
import { toClipboard } from "../../worker/domains/workouts/paste";
import type { WorkoutResponse } from "../../worker/domains/workouts/side-load";

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

type Workout = WorkoutResponse["workout"];

async function completedSource() {
  const caller = callerFor(t, w.a.trainer.actor);
  const created = await caller.workouts.create({
    workout: {
      client_id: w.a.client.id,
      due: "2026-02-27",
      title: "上肢推拉",
      short_description: "<p>保持核心收紧</p>",
      state: "completed",
      warmup: "弹力带激活",
      warmup_selected_exercises: [{ id: 4, name: "弹力带外旋" }],
      cooldown: "胸部拉伸",
      order: 3,
      workout_items: [
        { name: "卧推", info: "4×8", result: "60kg", state: "completed", is_circuit: true, position: 1 },
        { name: "划船", info: "4×10", result: "50kg", state: "completed", linked: true, position: 2 },
      ],
    },
  });
  await caller.comments.create({ comment: { workout_id: created.workout.id, body: "很好" } });
  return (await caller.workouts.get({ id: created.workout.id })).workout;
}

describe("toClipboard (SPEC section 4)", () => {
  it("resets exactly what the spec lists and keeps the content", async () => {
    const source = await completedSource();
    const frozen = structuredClone(source);
    const clip = toClipboard(source);
    expect(source).toEqual(frozen);

    expect(clip).toMatchObject({ id: null, client_id: null, due: null, state: "pending" });
    for (const key of [
      "created_at",
      "updated_at",
      "completed_at",
      "workout_item_ids",
      "uuid",
      "comment_ids",
      "comments",
    ]) {
      expect(clip).not.toHaveProperty(key);
    }
    expect(clip).toMatchObject({
      title: "上肢推拉",
      short_description: "<p>保持核心收紧</p>",
      warmup: "弹力带激活",
      warmup_selected_exercises: [{ id: 4, name: "弹力带外旋" }],
      cooldown: "胸部拉伸",
      order: 3,
      organization_id: source.organization_id,
      trainer_id: source.trainer_id,
    });
    expect(clip.workout_items).toHaveLength(2);
    for (const item of clip.workout_items) {
      expect(item.state).toBe("pending");
      for (const key of ["id", "workout_id", "result", "created_at", "updated_at"])
        expect(item).not.toHaveProperty(key);
    }
    expect(clip.workout_items.map((i) => [i.name, i.info, i.is_circuit, i.linked, i.position])).toEqual([
      ["卧推", "4×8", true, false, 1],
      ["划船", "4×10", false, true, 2],
    ]);
  });
});

describe("pasting a workout", () => {
  it("POST /api/workouts/{id}/copy to a client's day creates a fresh pending copy", async () => {
    const source = await completedSource();
    const res = await api.post<{ workout: Workout }>(
      `/api/workouts/${source.id}/copy`,
      { client_id: w.a.client.id, due: "2026-3-20" },
      { token: w.a.admin.token },
    );
    expect(res.status).toBe(201);
    const copy = res.body.workout;
    expect(copy.id).not.toBe(source.id);
    expect(copy.uuid).not.toBe(source.uuid);
    expect(copy).toMatchObject({
      client_id: w.a.client.id,
      due: "2026-03-20",
      state: "pending",
      completed_at: null,
      title: "上肢推拉",
      short_description: "<p>保持核心收紧</p>",
      warmup_selected_exercises: [{ id: 4, name: "弹力带外旋" }],
      order: 3,
      comment_ids: [],
      comments: [],
    });
    expect(copy.workout_items.map((i) => [i.name, i.state, i.result, i.is_circuit])).toEqual([
      ["卧推", "pending", null, true],
      ["划船", "pending", null, false],
    ]);
    expect(copy.workout_items.every((i) => !source.workout_item_ids.includes(i.id))).toBe(true);
    // The source is untouched.
    const again = await api.get<{ workout: Workout }>(`/api/workouts/${source.id}`, {
      token: w.a.trainer.token,
    });
    expect(again.body.workout).toMatchObject({
      state: "completed",
      workout_item_ids: source.workout_item_ids,
    });
  });

  it("to a program's day, updating the program's length in the same write", async () => {
    const source = await completedSource();
    const caller = callerFor(t, w.a.trainer.actor);
    const { program } = await caller.programs.create({ program: { name: "粘贴目标" } });
    const pasted = await caller.workouts.paste({
      source_workout_id: source.id,
      program_id: program.id,
      position: 9,
    });
    expect(pasted.workout).toMatchObject({
      client_id: null,
      due: null,
      program_id: program.id,
      program_name: "粘贴目标",
      position: 9,
      state: "pending",
    });
    expect(pasted.workout.workout_items.every((i) => i.state === "pending" && i.result === null)).toBe(true);
    const [row] = await t.db.select().from(programs).where(eq(programs.id, program.id));
    expect(row).toMatchObject({ highest_position: 9, length: 14 });

    // A template pasted to a client becomes a plain client workout.
    const back = await caller.workouts.paste({
      source_workout_id: pasted.workout.id,
      client_id: w.a.client.id,
      due: "2026-04-01",
    });
    expect(back.workout).toMatchObject({
      client_id: w.a.client.id,
      program_id: null,
      position: null,
      due: "2026-04-01",
    });
  });

  it("keeps organizations apart and validates the target", async () => {
    const source = await completedSource();
    const before = (await t.db.select({ n: count() }).from(workouts))[0]!.n;
    const token = w.b.trainer.token;
    expect(
      (
        await api.post(
          `/api/workouts/${source.id}/copy`,
          { client_id: w.b.client.id, due: "2026-03-20" },
          { token },
        )
      ).status,
    ).toBe(404);
    expect(
      (
        await api.post(
          `/api/workouts/${source.id}/copy`,
          { client_id: w.b.client.id, due: "2026-03-20" },
          { token: w.a.trainer.token },
        )
      ).status,
    ).toBe(404);
    for (const body of [
      {},
      { client_id: w.a.client.id },
      { client_id: w.a.client.id, due: "2026-02-30" },
      { program_id: 1, position: 0 },
      { client_id: w.a.client.id, due: "2026-03-20", program_id: 1, position: 1 },
    ]) {
      const res = await api.post(`/api/workouts/${source.id}/copy`, body, { token: w.a.trainer.token });
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect(
      (await api.post(`/api/workouts/${source.id}/copy`, { client_id: w.a.client.id, due: "2026-03-20" }))
        .status,
    ).toBe(401);
    expect((await t.db.select({ n: count() }).from(workouts))[0]!.n).toBe(before);
  });
});
