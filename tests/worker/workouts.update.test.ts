import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clients, workout_items, workouts } from "../../db/schema";
import { issueToken } from "../../worker/domains/auth/sign-in";
import { insertClient, insertTrainer, insertUser } from "../factories";
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

type Item = { id: number; name: string; position: number; state: string; result: string | null };
type Workout = {
  id: number;
  client_id: number | null;
  trainer_id: number | null;
  due: string | null;
  title: string;
  state: string;
  completed_at: string | null;
  position: number | null;
  updated_at: string;
  created_at: string;
  short_description: string | null;
  workout_items: Item[];
  workout_item_ids: number[];
  comments: { body: string }[];
};

async function create(workout: Record<string, unknown>, token = w.a.trainer.token) {
  const res = await api.post<{ workout: Workout }>("/api/workouts", { workout }, { token });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.workout;
}
async function put(id: number, workout: Record<string, unknown>, token = w.a.trainer.token) {
  return api.put<{ workout: Workout }>(`/api/workouts/${id}`, { workout }, { token });
}
async function clientRow(id: number) {
  return (await t.db.select().from(clients).where(eq(clients.id, id)))[0]!;
}

describe("PUT /api/workouts/{id}", () => {
  it("completes and un-completes a workout, keeping completed_at and the client's stats in step", async () => {
    const client = await insertClient(t, w.a.trainer);
    const past = await create({ client_id: client.id, due: "2026-03-01", title: "昨天" });
    await create({ client_id: client.id, due: "2026-02-27", title: "更早" });
    expect(await clientRow(client.id)).toMatchObject({
      missed_sessions_count: 2,
      completed_workouts_count: 0,
    });

    t.clock.set("2026-03-02T10:30:00.000Z");
    const done = await put(past.id, { state: "completed" });
    expect(done.status).toBe(200);
    expect(done.body.workout).toMatchObject({
      state: "completed",
      completed_at: "2026-03-02T10:30:00.000Z",
      updated_at: "2026-03-02T10:30:00.000Z",
    });
    expect(await clientRow(client.id)).toMatchObject({
      missed_sessions_count: 1,
      completed_workouts_count: 1,
      compliance_rate_for_7_days: 0.5,
    });

    const undone = await put(past.id, { state: "pending" });
    expect(undone.body.workout).toMatchObject({ state: "pending", completed_at: null });
    expect(await clientRow(client.id)).toMatchObject({
      missed_sessions_count: 2,
      completed_workouts_count: 0,
      compliance_rate_for_7_days: 0,
    });
    t.clock.set("2026-03-02T10:00:00.000Z");
  });

  it("changes content and date, sanitising HTML; unknown and server-owned fields are ignored", async () => {
    const wo = await create({ client_id: w.a.client.id, due: "2026-03-10", title: "a" });
    const res = await put(wo.id, {
      title: "b",
      due: "2026-3-11",
      short_description: '<a href="javascript:alert(1)">x</a><a href="https://ok.test/">y</a>',
      id: 999,
      uuid: "x",
      organization_id: w.b.org.id,
      trainer_id: w.b.trainer.trainerId,
      created_at: "2000-01-01T00:00:00.000Z",
    });
    expect(res.status).toBe(200);
    expect(res.body.workout).toMatchObject({
      id: wo.id,
      title: "b",
      due: "2026-03-11",
      trainer_id: w.a.trainer.trainerId,
      short_description: '<a>x</a><a href="https://ok.test/" rel="noopener noreferrer">y</a>',
    });
    const [row] = await t.db.select().from(workouts).where(eq(workouts.id, wo.id));
    expect(row).toMatchObject({ organization_id: w.a.org.id, created_at: wo.created_at });
  });

  it("replaces the item list: listed ids are updated, new items added, the rest removed", async () => {
    const wo = await create({
      client_id: w.a.client.id,
      due: "2026-03-12",
      workout_items: [{ name: "一" }, { name: "二" }, { name: "三" }],
    });
    const [one, two, three] = wo.workout_items;
    const res = await put(wo.id, {
      workout_items: [
        { id: three!.id, name: "三（改）", result: "完成", state: "completed" },
        { name: "四" },
        { id: one!.id },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body.workout.workout_items.map((i) => [i.name, i.position, i.state, i.result])).toEqual([
      ["三（改）", 1, "completed", "完成"],
      ["四", 2, "pending", null],
      ["一", 3, "pending", null],
    ]);
    expect(res.body.workout.workout_items.map((i) => i.id)).not.toContain(two!.id);
    expect(await t.db.select().from(workout_items).where(eq(workout_items.id, two!.id))).toEqual([]);
  });

  it("refuses an item id of another workout with 404 and changes nothing", async () => {
    const a = await create({ client_id: w.a.client.id, due: "2026-03-12", workout_items: [{ name: "a" }] });
    const b = await create({ client_id: w.a.client.id, due: "2026-03-13", workout_items: [{ name: "b" }] });
    const res = await put(a.id, {
      title: "changed",
      workout_items: [{ id: b.workout_items[0]!.id, name: "stolen" }],
    });
    expect(res.status).toBe(404);
    const [row] = await t.db.select().from(workouts).where(eq(workouts.id, a.id));
    expect(row?.title).toBe("");
    const [item] = await t.db
      .select()
      .from(workout_items)
      .where(eq(workout_items.id, b.workout_items[0]!.id));
    expect(item?.name).toBe("b");
  });

  it("moves a workout to another client of the organization (trainer follows), never to another organization", async () => {
    const from = await insertClient(t, w.a.trainer);
    const to = await insertClient(t, w.a.admin);
    const wo = await create({ client_id: from.id, due: "2026-02-20", state: "completed" });
    expect((await clientRow(from.id)).completed_workouts_count).toBe(1);
    const moved = await put(wo.id, { client_id: to.id });
    expect(moved.status).toBe(200);
    expect(moved.body.workout).toMatchObject({ client_id: to.id, trainer_id: w.a.admin.trainerId });
    expect((await clientRow(from.id)).completed_workouts_count).toBe(0);
    expect((await clientRow(to.id)).completed_workouts_count).toBe(1);
    expect((await put(wo.id, { client_id: w.b.client.id })).status).toBe(404);
    expect((await put(wo.id, { client_id: 99_999_999 })).status).toBe(404);
  });

  it("answers 404 for another organization's workout, 400 for bad input, 401 anonymous", async () => {
    const theirs = await create(
      { client_id: w.b.client.id, due: "2026-03-12", title: "theirs" },
      w.b.trainer.token,
    );
    expect((await put(theirs.id, { title: "mine" })).status).toBe(404);
    expect((await api.get(`/api/workouts/${theirs.id}`, { token: w.a.trainer.token })).status).toBe(404);
    expect((await api.delete(`/api/workouts/${theirs.id}`, { token: w.a.trainer.token })).status).toBe(404);
    expect((await api.get("/api/workouts/abc", { token: w.a.trainer.token })).status).toBe(404);
    const mine = await create({ client_id: w.a.client.id, due: "2026-03-12" });
    for (const workout of [{ state: "done" }, { due: "2026-02-30" }, { order: 1.5 }, { rest_day: "maybe" }]) {
      const res = await put(mine.id, workout);
      expect(res.status, JSON.stringify(workout)).toBe(400);
      expect(res.body).toMatchObject({ success: 400, code: "BAD_REQUEST" });
    }
    expect((await api.put(`/api/workouts/${mine.id}`, { workout: { title: "x" } })).status).toBe(401);
    const [row] = await t.db.select().from(workouts).where(eq(workouts.id, theirs.id));
    expect(row?.title).toBe("theirs");
  });

  it("keeps a program's template pending, ignoring state, due and client", async () => {
    const program = await api.post<{ program: { id: number } }>(
      "/api/programs",
      { program: { name: "模板" } },
      { token: w.a.trainer.token },
    );
    const tpl = await create({
      program_id: program.body.program.id,
      position: 2,
      workout_items: [{ name: "x", result: "r", state: "completed" }],
    });
    expect(tpl).toMatchObject({ client_id: null, due: null, position: 2, state: "pending" });
    expect(tpl.workout_items[0]).toMatchObject({ state: "pending", result: null });
    const res = await put(tpl.id, {
      state: "completed",
      due: "2026-03-01",
      client_id: w.a.client.id,
      title: "t",
    });
    expect(res.body.workout).toMatchObject({ state: "pending", due: null, client_id: null, title: "t" });
  });
});

describe("GET and DELETE /api/workouts/{id}", () => {
  it("reads one workout with items and comments embedded, and deletes it with its items", async () => {
    const client = await insertClient(t, w.a.trainer);
    const wo = await create({
      client_id: client.id,
      due: "2026-02-01",
      workout_items: [{ name: "a" }, { name: "b" }],
    });
    await api.post(
      "/api/comments",
      { comment: { workout_id: wo.id, body: "加油" } },
      { token: w.a.admin.token },
    );
    const got = await api.get<{ workout: Workout }>(`/api/workouts/${wo.id}`, {
      token: w.a.trainer.token,
    });
    expect(got.status).toBe(200);
    expect(got.body.workout.workout_items.map((i) => i.name)).toEqual(["a", "b"]);
    expect(got.body.workout.comments.map((c) => c.body)).toEqual(["加油"]);
    expect((await clientRow(client.id)).missed_sessions_count).toBe(1);

    const del = await api.delete(`/api/workouts/${wo.id}`, { token: w.a.trainer.token });
    expect(del.status).toBe(200);
    expect(del.body).toEqual({ success: 0, msg: "训练删除成功" });
    expect((await api.get(`/api/workouts/${wo.id}`, { token: w.a.trainer.token })).status).toBe(404);
    const [{ n } = { n: -1 }] = await t.db
      .select({ n: count() })
      .from(workout_items)
      .where(eq(workout_items.workout_id, wo.id));
    expect(n).toBe(0);
    expect((await clientRow(client.id)).missed_sessions_count).toBe(0);
  });
});

describe("who may call", () => {
  it("answers 403 to people who are not coaches, and NO_ORGANIZATION to coaches without one", async () => {
    const person = await insertUser(t);
    const token = await issueToken(t.deps, person.id, 0);
    for (const [method, path] of [
      ["GET", "/api/workouts"],
      ["GET", "/api/programs"],
      ["POST", "/api/comments"],
    ] as const) {
      const res = await api.request(method, path, {
        token,
        body: method === "POST" ? { comment: { workout_id: 1, body: "x" } } : undefined,
      });
      expect(res.status, path).toBe(403);
    }
    const unplaced = await insertTrainer(t, null);
    const res = await api.get("/api/workouts", { token: unplaced.token });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ code: "NO_ORGANIZATION", msg: "请联系管理员激活账户。" });
  });
});

describe("tRPC workouts.*", () => {
  it("lists, gets, creates, updates and deletes through the same services", async () => {
    const caller = callerFor(t, w.a.trainer.actor);
    const created = await caller.workouts.create({
      workout: {
        client_id: w.a.client.id,
        due: "2026-3-1",
        title: "tRPC",
        state: "completed",
        workout_items: [{ name: "x" }],
      },
    });
    expect(created.workout).toMatchObject({ due: "2026-03-01", state: "completed" });
    const feed = await caller.workouts.list({
      hide_from_feed: false,
      limit: 20,
      page: 1,
      rest_day: false,
      order: "updated_at_DESC",
      state: "completed",
      trainer_id: w.a.trainer.trainerId,
    });
    expect(feed.workouts.map((x) => x.id)).toContain(created.workout.id);
    expect(feed.workout_items.map((i) => i.workout_id)).toContain(created.workout.id);
    const byIds = await caller.workouts.list({ ids: [created.workout.id] });
    expect(byIds.workouts).toHaveLength(1);
    const byClient = await caller.workouts.list({
      client_id: w.a.client.id,
      start_date: "2026-3-1",
      end_date: "2026-3-1",
    });
    expect(byClient.workouts.map((x) => x.id)).toEqual([created.workout.id]);
    expect((await caller.workouts.get({ id: created.workout.id })).workout.workout_items).toHaveLength(1);
    const updated = await caller.workouts.update({ id: created.workout.id, workout: { title: "改" } });
    expect(updated.workout.title).toBe("改");
    await caller.workouts.delete({ id: created.workout.id });
    await expect(caller.workouts.get({ id: created.workout.id })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });

    const other = callerFor(t, w.b.trainer.actor);
    await expect(other.workouts.list({ client_id: w.a.client.id })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    await expect(callerFor(t, null).workouts.list({})).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    await expect(caller.workouts.list({ limit: 5000 })).rejects.toMatchObject({ code: "BAD_REQUEST" });
  });
});
