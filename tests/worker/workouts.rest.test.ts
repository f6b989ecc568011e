import { count, eq, fillPlaceholders } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clients, workout_items, workouts } from "../../db/schema";
import { type TListWorkoutsInput, ZListWorkoutsInput } from "../../worker/domains/workouts/schemas";
import { feedQuery } from "../../worker/domains/workouts/workouts";
import { insertClient, insertTrainer, insertTwoOrganizations } from "../factories";
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
  position: number;
  state: string;
  result: string | null;
};
type Workout = {
  id: number;
  client_id: number | null;
  trainer_id: number | null;
  organization_id: number;
  due: string | null;
  title: string;
  state: string;
  completed_at: string | null;
  short_description: string | null;
  workout_item_ids: number[];
  comment_ids: number[];
  workout_items: Item[];
  updated_at: string;
  created_at: string;
};
type ListBody = {
  workouts: Workout[];
  workout_items: Item[];
  clients: { id: number; user_id: number; completed_workouts_count: number }[];
  users: { id: number; name: string }[];
  comments: { id: number; workout_id: number }[];
  trainers: { id: number; user_id: number }[];
  group_assignments: unknown[];
};

const workoutCount = async () => (await t.db.select({ n: count() }).from(workouts))[0]!.n;
const itemCount = async () => (await t.db.select({ n: count() }).from(workout_items))[0]!.n;

async function createWorkout(token: string, workout: Record<string, unknown>) {
  const res = await api.post<{ workout: Workout }>("/api/workouts", { workout }, { token });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.workout;
}

describe("POST /api/workouts", () => {
  it("creates a client's workout with items, taking trainer and organization from the client", async () => {
    const workout = await createWorkout(w.a.trainer.token, {
      client_id: w.a.client.id,
      due: "2026-3-5",
      title: "下肢力量",
      short_description: '<p onclick="x()">深蹲<script>alert(1)</script></p>',
      warmup: "动态拉伸",
      warmup_selected_exercises: [{ id: 3, name: "开合跳" }],
      organization_id: w.b.org.id,
      trainer_id: w.b.trainer.trainerId,
      workout_items: [
        { name: "杠铃深蹲 Barbell Squat", info: "4 组 × 8 次", position: 2 },
        {
          name: "硬拉 Deadlift",
          info: "3 × 5",
          position: 1,
          attachments: [{ name: "v", attachmentUrl: "https://x.test/v.mp4" }],
        },
      ],
    });
    expect(workout).toMatchObject({
      client_id: w.a.client.id,
      trainer_id: w.a.trainer.trainerId,
      organization_id: w.a.org.id,
      due: "2026-03-05",
      state: "pending",
      completed_at: null,
      short_description: "<p>深蹲</p>",
      warmup_selected_exercises: [{ id: 3, name: "开合跳" }],
    });
    expect(workout.workout_items.map((i) => i.name)).toEqual(["硬拉 Deadlift", "杠铃深蹲 Barbell Squat"]);
    expect(workout.workout_item_ids).toEqual(workout.workout_items.map((i) => i.id));
    expect(workout.created_at).toBe(t.clock.now().toISOString());
  });

  it("refuses another organization's client with 404 and writes nothing", async () => {
    const before = await workoutCount();
    const res = await api.post(
      "/api/workouts",
      { workout: { client_id: w.b.client.id, due: "2026-03-05", title: "x" } },
      { token: w.a.trainer.token },
    );
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ code: "NOT_FOUND" });
    expect(await workoutCount()).toBe(before);
  });

  it.each([
    [{ due: "2026-03-05", title: "no target" }, "workout.client_id"],
    [{ client_id: 1, title: "no due" }, "workout.due"],
    [{ client_id: 1, due: "2026-2-30" }, "workout.due"],
    [{ client_id: 1, due: "2026-03-05", title: "x".repeat(256) }, "workout.title"],
    [
      { client_id: 1, due: "2026-03-05", workout_items: Array.from({ length: 201 }, () => ({ name: "x" })) },
      "workout.workout_items",
    ],
    [
      {
        client_id: 1,
        due: "2026-03-05",
        workout_items: [{ name: "x", attachments: [{ name: "a", attachmentUrl: "javascript:alert(1)" }] }],
      },
      "workout.workout_items.0.attachments.0.attachmentUrl",
    ],
    [{ program_id: 1, title: "no position" }, "workout.position"],
    [{ program_id: 1, position: 0 }, "workout.position"],
  ])("answers 400 with CONTRACT's body (%#)", async (workout, path) => {
    const before = [await workoutCount(), await itemCount()];
    const res = await api.post<{ success: number; code: string; msg: string; issues: { path: string }[] }>(
      "/api/workouts",
      { workout },
      { token: w.a.trainer.token },
    );
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: 400, code: "BAD_REQUEST" });
    expect(typeof res.body.msg).toBe("string");
    expect(res.body.issues.map((i) => i.path)).toContain(path);
    expect([await workoutCount(), await itemCount()]).toEqual(before);
  });

  it("answers 401 without a token and 400 on malformed JSON", async () => {
    expect((await api.post("/api/workouts", { workout: {} })).status).toBe(401);
    expect((await api.get("/api/workouts")).status).toBe(401);
    const bad = await api.request("POST", "/api/workouts", { rawBody: "{", token: w.a.trainer.token });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: "INVALID_JSON" });
  });

  it("refuses exercise references the organization cannot use", async () => {
    const res = await api.post(
      "/api/workouts",
      {
        workout: {
          client_id: w.a.client.id,
          due: "2026-03-05",
          workout_items: [{ name: "x", exercise_id: 999999 }],
        },
      },
      { token: w.a.trainer.token },
    );
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ issues: [{ path: "workout.workout_items.0.exercise_id" }] });
  });
});

describe("GET /api/workouts", () => {
  let client: Awaited<ReturnType<typeof insertClient>>;
  let ids: number[] = [];
  beforeAll(async () => {
    client = await insertClient(t, w.a.trainer);
    ids = [];
    for (const due of ["2026-03-10", "2026-03-08", "2026-03-09", "2026-04-01"]) {
      ids.push(
        (
          await createWorkout(w.a.trainer.token, {
            client_id: client.id,
            due,
            title: due,
            workout_items: [{ name: `${due}-1` }, { name: `${due}-2` }],
          })
        ).id,
      );
    }
  });

  it("by client and date range, ordered by due, with everything side-loaded", async () => {
    const res = await api.get<ListBody>(
      `/api/workouts?client_id=${client.id}&start_date=2026-3-8&end_date=2026-3-10&order=due_ASC&limit=1000`,
      { token: w.a.admin.token },
    );
    expect(res.status).toBe(200);
    expect(res.body.workouts.map((x) => x.due)).toEqual(["2026-03-08", "2026-03-09", "2026-03-10"]);
    expect(res.body.workout_items).toHaveLength(6);
    for (const wo of res.body.workouts) {
      expect(res.body.workout_items.filter((i) => i.workout_id === wo.id).map((i) => i.id)).toEqual(
        wo.workout_item_ids,
      );
      expect(wo.comment_ids).toEqual([]);
    }
    expect(res.body.clients).toEqual([expect.objectContaining({ id: client.id, user_id: client.user_id })]);
    expect(res.body.users.map((u) => u.id)).toContain(client.user_id);
    expect(res.body.trainers.map((x) => x.id)).toEqual([w.a.trainer.trainerId]);
    expect(res.body).toHaveProperty("comments");
    expect(res.body).toHaveProperty("group_assignments");
  });

  it("lists items exactly as a single workout shows them", async () => {
    const rich = await createWorkout(w.a.trainer.token, {
      client_id: client.id,
      due: "2026-05-01",
      workout_items: [
        {
          name: "循环 A",
          info: null,
          result: "3 轮",
          state: "completed",
          is_circuit: true,
          linked: true,
          request_video: true,
          position: 2,
          selected_exercises: [
            { id: 7, name: "波比跳" },
            { id: "custom-1", name: "自定义" },
          ],
          attachments: [{ name: "示范", attachmentUrl: "https://cdn.test/v.mp4", type: "mp4", size: 1024 }],
        },
        { name: "拉伸", position: 1 },
      ],
    });
    const one = await api.get<{ workout: Workout }>(`/api/workouts/${rich.id}`, { token: w.a.trainer.token });
    for (const path of [
      `/api/workouts?ids=${rich.id}`,
      `/api/workouts?client_id=${client.id}&start_date=2026-05-01&end_date=2026-05-01`,
    ]) {
      const listed = await api.get<ListBody>(path, { token: w.a.trainer.token });
      expect(listed.body.workout_items, path).toEqual(one.body.workout.workout_items);
      expect(listed.body.workouts[0]?.workout_item_ids).toEqual(one.body.workout.workout_item_ids);
    }
    expect(one.body.workout.workout_items.map((i) => i.name)).toEqual(["拉伸", "循环 A"]);
    await api.delete(`/api/workouts/${rich.id}`, { token: w.a.trainer.token });
  });

  it("a client's workouts without dates, limited", async () => {
    const all = await api.get<ListBody>(`/api/workouts?client_id=${client.id}`, { token: w.a.trainer.token });
    expect(all.body.workouts.map((x) => x.due)).toEqual([
      "2026-03-08",
      "2026-03-09",
      "2026-03-10",
      "2026-04-01",
    ]);
    const two = await api.get<ListBody>(`/api/workouts?client_id=${client.id}&limit=2&page=2`, {
      token: w.a.trainer.token,
    });
    expect(two.body.workouts.map((x) => x.due)).toEqual(["2026-03-10", "2026-04-01"]);
  });

  it("by ids, in the asked order, leaving out other organizations' workouts", async () => {
    const other = await createWorkout(w.b.trainer.token, { client_id: w.b.client.id, due: "2026-03-09" });
    const res = await api.get<ListBody>(`/api/workouts?ids=${ids[2]},${other.id},${ids[0]}`, {
      token: w.a.trainer.token,
    });
    expect(res.status).toBe(200);
    expect(res.body.workouts.map((x) => x.id)).toEqual([ids[2], ids[0]]);
    const asSuper = await api.get<ListBody>(`/api/workouts?ids=${ids[2]},${other.id}`, {
      token: w.superAdmin.token,
    });
    expect(asSuper.body.workouts.map((x) => x.id)).toEqual([ids[2], other.id]);
  });

  it("refuses bad queries with 400", async () => {
    const token = w.a.trainer.token;
    for (const q of [
      `ids=1,x`,
      `ids=${Array.from({ length: 1001 }, (_, i) => i + 1).join(",")}`,
      `client_id=${client.id}&limit=1001`,
      `client_id=${client.id}&start_date=2026-13-01`,
      `client_id=${client.id}&start_date=2026-03-10&end_date=2026-03-01`,
      `order=due_ASC`,
      `client_id=${client.id}&order=sideways`,
      `state=done`,
      `limit=0`,
    ]) {
      const res = await api.get(`/api/workouts?${q}`, { token });
      expect(res.status, q).toBe(400);
      expect(res.body).toMatchObject({ code: "BAD_REQUEST" });
    }
  });

  it("answers 404 for another organization's client", async () => {
    const res = await api.get(`/api/workouts?client_id=${w.b.client.id}`, { token: w.a.trainer.token });
    expect(res.status).toBe(404);
  });
});

describe("the coach feed", () => {
  let org: Awaited<ReturnType<typeof insertTwoOrganizations>>;
  beforeAll(async () => {
    org = await insertTwoOrganizations(t);
  });

  it("lists completed, non-rest, visible workouts of the organization, newest update first", async () => {
    const { a, b } = org;
    const other = await insertTrainer(t, a.org.id);
    const otherClient = await insertClient(t, other);
    const hiddenClient = await insertClient(t, a.trainer);
    await t.db.update(clients).set({ hide_from_feed: true }).where(eq(clients.id, hiddenClient.id));

    const made: Record<string, number> = {};
    const at = async (
      iso: string,
      name: string,
      workout: Record<string, unknown>,
      token = a.trainer.token,
    ) => {
      t.clock.set(iso);
      made[name] = (await createWorkout(token, { title: name, state: "completed", ...workout })).id;
    };
    await at("2026-03-02T08:00:00.000Z", "old", { client_id: a.client.id, due: "2026-03-01" });
    await at("2026-03-02T09:00:00.000Z", "rest", {
      client_id: a.client.id,
      due: "2026-03-01",
      rest_day: true,
    });
    await at("2026-03-02T09:10:00.000Z", "pending", {
      client_id: a.client.id,
      due: "2026-03-01",
      state: "pending",
    });
    await at("2026-03-02T09:20:00.000Z", "hidden", {
      client_id: a.client.id,
      due: "2026-03-01",
      hidden: true,
    });
    await at("2026-03-02T09:30:00.000Z", "hiddenClient", { client_id: hiddenClient.id, due: "2026-03-01" });
    await at(
      "2026-03-02T09:40:00.000Z",
      "otherCoach",
      { client_id: otherClient.id, due: "2026-03-01" },
      other.token,
    );
    await at(
      "2026-03-02T09:50:00.000Z",
      "otherOrg",
      { client_id: b.client.id, due: "2026-03-01" },
      b.trainer.token,
    );
    await at("2026-03-02T10:00:00.000Z", "new", { client_id: a.client.id, due: "2026-03-02" });

    const feed =
      "/api/workouts?hide_from_feed=false&limit=20&page=1&rest_day=false&order=updated_at_DESC&state=completed";
    const res = await api.get<ListBody>(feed, { token: a.trainer.token });
    expect(res.status).toBe(200);
    expect(res.body.workouts.map((x) => x.title)).toEqual(["new", "otherCoach", "old"]);
    expect(res.body.clients.map((c) => c.id).sort()).toEqual([a.client.id, otherClient.id].sort());

    const mine = await api.get<ListBody>(`${feed}&trainer_id=${a.trainer.trainerId}`, {
      token: a.trainer.token,
    });
    expect(mine.body.workouts.map((x) => x.title)).toEqual(["new", "old"]);
    // Another organization's coach as filter: nothing of theirs leaks.
    const foreign = await api.get<ListBody>(`${feed}&trainer_id=${b.trainer.trainerId}`, {
      token: a.trainer.token,
    });
    expect(foreign.body.workouts).toEqual([]);

    const paged = feed.replace("limit=20&page=1", "limit=2&page=2");
    const page2 = await api.get<ListBody>(paged, { token: a.trainer.token });
    expect(page2.body.workouts.map((x) => x.title)).toEqual(["old"]);

    // Defaults are the feed's: GET /api/workouts alone is the feed.
    const bare = await api.get<ListBody>("/api/workouts", { token: a.trainer.token });
    expect(bare.body.workouts.map((x) => x.title)).toEqual(["new", "otherCoach", "old"]);

    // Super admin: every organization.
    const all = await api.get<ListBody>(feed.replace("limit=20", "limit=1000"), {
      token: org.superAdmin.token,
    });
    const titles = all.body.workouts.map((x) => x.title);
    expect(titles.indexOf("new")).toBeLessThan(titles.indexOf("otherOrg"));
    expect(titles).toEqual(expect.arrayContaining(["new", "otherOrg", "otherCoach", "old"]));
    expect(titles).not.toContain("hidden");
    expect(titles).not.toContain("rest");

    // hide_from_feed=true lifts the visibility filters (hidden workouts and clients show), and still
    // never lists program templates.
    const program = await api.post<{ program: { id: number } }>(
      "/api/programs",
      { program: { name: "feed template" } },
      { token: a.trainer.token },
    );
    await createWorkout(a.trainer.token, {
      program_id: program.body.program.id,
      position: 1,
      title: "template",
    });
    const everyone = "/api/workouts?hide_from_feed=true&limit=20&page=1&rest_day=false&order=updated_at_DESC";
    const completedAll = await api.get<ListBody>(`${everyone}&state=completed`, { token: a.trainer.token });
    expect(completedAll.body.workouts.map((x) => x.title)).toEqual([
      "new",
      "otherCoach",
      "hiddenClient",
      "hidden",
      "old",
    ]);
    const pendingAll = await api.get<ListBody>(`${everyone}&state=pending`, { token: a.trainer.token });
    expect(pendingAll.body.workouts.map((x) => x.title)).toEqual(["pending"]);

    // Completing an older workout moves it to the top.
    t.clock.set("2026-03-02T10:50:00.000Z");
    const put = await api.put(
      `/api/workouts/${made.old}`,
      { workout: { title: "old" } },
      { token: a.trainer.token },
    );
    expect(put.status).toBe(200);
    const again = await api.get<ListBody>(feed, { token: a.trainer.token });
    expect(again.body.workouts.map((x) => x.title)).toEqual(["old", "new", "otherCoach"]);
    t.clock.set("2026-03-02T10:00:00.000Z");
  });

  it("uses one index range, never a scan of workouts", async () => {
    // Plans as on a large database: the statistics of the bench database (5,000 clients,
    // 1,000,000 workouts), so the planner makes the choices it makes in production.
    await t.client.execute("ANALYZE");
    await t.client.batch([
      "DELETE FROM sqlite_stat1 WHERE tbl IN ('workouts', 'clients')",
      "INSERT INTO sqlite_stat1 VALUES ('clients', 'clients_organization_idx', '5000 5000 5000'), ('clients', 'clients_trainer_idx', '5000 100'), ('clients', 'clients_user_unique', '5000 1'), ('clients', 'clients_slug_unique', '5000 1')",
      "INSERT INTO sqlite_stat1 VALUES ('workouts', 'workouts_feed_idx', '562500 2'), ('workouts', 'workouts_organization_feed_idx', '1000000 1000000 500000 3'), ('workouts', 'workouts_trainer_feed_idx', '1000000 20000 10000 3'), ('workouts', 'workouts_client_due_idx', '1000000 200 1 1 1')",
      "ANALYZE sqlite_schema",
    ]);
    const plan = async (input: TListWorkoutsInput, scope: number | null) => {
      const { query, values } = feedQuery(t.deps, scope, input);
      const built = query.getQuery();
      const args = fillPlaceholders(built.params, values) as never[];
      const rows = (await t.client.execute({ sql: `EXPLAIN QUERY PLAN ${built.sql}`, args })).rows;
      return rows.map((r) => String(r.detail)).join("\n");
    };
    const feed = ZListWorkoutsInput.parse({
      hide_from_feed: false,
      rest_day: false,
      state: "completed",
      limit: 20,
    });
    const organization = await plan(feed, 1);
    expect(organization).toMatch(/SEARCH workouts USING INDEX workouts_organization_feed_idx/);
    expect(organization).not.toMatch(/SCAN workouts|TEMP B-TREE/);
    const coach = await plan({ ...feed, trainer_id: 1 }, 1);
    expect(coach).toMatch(/SEARCH workouts USING INDEX workouts_trainer_feed_idx/);
    expect(coach).not.toMatch(/SCAN workouts|TEMP B-TREE/);
    // The hidden-client test is a probe per row: a join made SQLite filter all clients first.
    expect(coach).not.toMatch(/BLOOM FILTER|SCAN c\b|SCAN clients/);
    const everything = await plan(feed, null);
    expect(everything).toMatch(/workouts USING INDEX workouts_feed_idx/);
    expect(everything).not.toMatch(/TEMP B-TREE/);
    await t.client.batch(["DELETE FROM sqlite_stat1", "ANALYZE sqlite_schema"]);
  });
});
