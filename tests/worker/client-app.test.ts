import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clients, comments, users } from "../../db/schema";
import { ZCreateWorkoutInput } from "../../worker/domains/workouts/schemas";
import { createWorkout } from "../../worker/domains/workouts/workouts";
import { insertClient, insertOrganization, insertTrainer, type Persona, persona, unique } from "../factories";
import { callerFor } from "../helpers/caller";
import { createTestDb, type TestDb } from "../helpers/db";
import { type TestApi, testApi } from "../helpers/http";

/**
 * What a signed-in client reads and logs (issue 13): GET /clients/{id}/workouts with its states
 * (`missed` in the client's time zone), the coach's visibility settings, results and completions
 * (only the client's fields, with the figures refreshed at once), comments, and the export.
 */

let t: TestDb;
let api: TestApi;
let trainer: Awaited<ReturnType<typeof insertTrainer>>;
beforeAll(async () => {
  t = await createTestDb({ d1Limits: true });
  api = testApi(t);
  const org = await insertOrganization(t);
  trainer = await insertTrainer(t, org.id, { name: "教练" });
});
afterAll(() => t.close());

type Workout = { id: number; due: string; state: string; display_state: string; title: string };
type Page = {
  meta: Record<string, number>;
  workouts: Workout[];
  workout_items: { id: number; exercise_id: number | null }[];
  comments: unknown[];
  exercises: { id: number; url: string | null }[];
};

/** A client with an account in `timezone`, and workouts on the given days (title = due). */
async function clientWith(
  timezone: string,
  days: { due: string; state?: "completed"; rest_day?: boolean; hidden?: boolean }[],
) {
  const c = await insertClient(t, trainer, {
    email: `${unique("app")}@test.local`,
    password: "Client-pass-123",
  });
  await t.db.update(users).set({ timezone }).where(eq(users.id, c.user_id));
  const ids: Record<string, number> = {};
  for (const d of days) {
    const created = await createWorkout(
      t.deps,
      trainer.actor,
      ZCreateWorkoutInput.parse({
        workout: {
          client_id: c.id,
          due: d.due,
          title: d.due,
          state: d.state,
          rest_day: d.rest_day,
          hidden: d.hidden,
          workout_items: [{ name: "深蹲", info: "5x5" }],
        },
      }),
    );
    ids[d.due] = created.workout.id;
  }
  return { client: c, me: await persona(t, c.user_id), ids };
}

const list = (who: Persona, clientId: number, query = "") =>
  api.get<Page>(`/api/clients/${clientId}/workouts${query}`, { token: who.token });

describe("GET /clients/{id}/workouts: states in the client's time zone", () => {
  const days = [
    { due: "2026-02-27", state: "completed" as const },
    { due: "2026-02-28", rest_day: true },
    { due: "2026-03-01" },
    { due: "2026-03-02" },
  ];

  it("2026-03-02T02:00Z: in Shanghai 03-01 is missed, in Los Angeles it is still today (pending)", async () => {
    t.clock.set("2026-03-02T02:00:00.000Z");
    try {
      const shanghai = await clientWith("Asia/Shanghai", days);
      const la = await clientWith("America/Los_Angeles", days);
      const titles = (p: Page) => p.workouts.map((w) => `${w.title}:${w.display_state}`);
      const sh = await list(shanghai.me, shanghai.client.id, "?order=asc");
      expect(titles(sh.body)).toEqual([
        "2026-02-27:completed",
        "2026-02-28:pending",
        "2026-03-01:missed",
        "2026-03-02:pending",
      ]);
      const missedSh = await list(shanghai.me, shanghai.client.id, "?states=missed");
      expect(missedSh.body.workouts.map((w) => w.title)).toEqual(["2026-03-01"]);
      expect(missedSh.body.workouts[0]!.state).toBe("pending");
      const pendingSh = await list(shanghai.me, shanghai.client.id, "?states=pending&order=asc");
      expect(pendingSh.body.workouts.map((w) => w.title)).toEqual(["2026-02-28", "2026-03-02"]);

      const missedLa = await list(la.me, la.client.id, "?states=missed");
      expect(missedLa.body.workouts).toEqual([]);
      const pendingLa = await list(la.me, la.client.id, "?states=pending&order=asc");
      expect(pendingLa.body.workouts.map((w) => w.title)).toEqual(["2026-02-28", "2026-03-01", "2026-03-02"]);
      const both = await list(la.me, la.client.id, "?states=completed,missed");
      expect(both.body.workouts.map((w) => w.title)).toEqual(["2026-02-27"]);
    } finally {
      t.clock.set("2026-03-02T10:00:00.000Z");
    }
  });

  it("pages with TrueCoach's meta, newest first by default, within start_date/end_date", async () => {
    const { client, me } = await clientWith("Asia/Shanghai", [
      { due: "2026-02-20" },
      { due: "2026-02-21" },
      { due: "2026-02-22" },
      { due: "2026-02-23" },
      { due: "2026-02-24" },
    ]);
    const first = await list(me, client.id, "?per_page=2&page=1");
    expect(first.body.meta).toEqual({ page: 1, per_page: 2, total_pages: 3, total_count: 5 });
    expect(first.body.workouts.map((w) => w.title)).toEqual(["2026-02-24", "2026-02-23"]);
    const last = await list(me, client.id, "?per_page=2&page=3");
    expect(last.body.workouts.map((w) => w.title)).toEqual(["2026-02-20"]);
    const range = await list(me, client.id, "?start_date=2026-2-21&end_date=2026-2-22&order=asc");
    expect(range.body.workouts.map((w) => w.title)).toEqual(["2026-02-21", "2026-02-22"]);
    expect(range.body.workout_items).toHaveLength(2);
    const bad = await list(me, client.id, "?states=skipped");
    expect(bad.status).toBe(400);
    // The coach reads the same list.
    expect((await list(trainer, client.id, "?per_page=2")).body.meta.total_count).toBe(5);
  });

  it("side-loads the items' exercises with their video link", async () => {
    const { client, me } = await clientWith("Asia/Shanghai", []);
    const exercise = await callerFor(t, trainer.actor).libraries.exercises.create({
      exercise: { exercise_name: "深蹲 Squat", url: "https://video.example/squat" },
    });
    await createWorkout(
      t.deps,
      trainer.actor,
      ZCreateWorkoutInput.parse({
        workout: {
          client_id: client.id,
          due: "2026-03-01",
          workout_items: [{ name: "深蹲", exercise_id: exercise.exercise.id }],
        },
      }),
    );
    const page = await list(me, client.id);
    expect(page.body.exercises).toEqual([
      { id: exercise.exercise.id, exercise_name: "深蹲 Squat", url: "https://video.example/squat" },
    ]);
  });
});

describe("what the coach lets the client see", () => {
  it("workoutsThreshold and currentWeekOnly cut the client's view; hidden workouts never show; coaches see all", async () => {
    // 2026-03-02 (Monday) in Shanghai. Upcoming: 03-03, 03-04, 03-09.
    const { client, me, ids } = await clientWith("Asia/Shanghai", [
      { due: "2026-02-25" },
      { due: "2026-03-02" },
      { due: "2026-03-03" },
      { due: "2026-03-04" },
      { due: "2026-03-09" },
      { due: "2026-03-01", hidden: true },
    ]);
    const titles = async (who: Persona) =>
      (await list(who, client.id, "?order=asc")).body.workouts.map((w) => w.title);
    const settings = (s: Record<string, unknown>) =>
      api.put(`/api/clients/${client.id}`, { client: { settings: s } }, { token: trainer.token });

    await settings({ workoutsThreshold: 1, currentWeekOnly: false });
    expect(await titles(me)).toEqual(["2026-02-25", "2026-03-02", "2026-03-03"]);
    await settings({ workoutsThreshold: 3, currentWeekOnly: false });
    expect(await titles(me)).toEqual(["2026-02-25", "2026-03-02", "2026-03-03", "2026-03-04", "2026-03-09"]);
    await settings({ workoutsThreshold: 3, currentWeekOnly: true });
    expect(await titles(me)).toEqual(["2026-02-25", "2026-03-02", "2026-03-03", "2026-03-04"]);
    await settings({ workoutsThreshold: 0, currentWeekOnly: false });
    expect(await titles(me)).toEqual(["2026-02-25", "2026-03-02"]);
    expect(await titles(trainer)).toHaveLength(6);

    // Beyond the horizon (or hidden) is as missing: read, log, comment and the legacy list.
    for (const id of [ids["2026-03-09"], ids["2026-03-01"]]) {
      expect((await api.get(`/api/workouts/${id}`, { token: me.token })).status).toBe(404);
      const put = await api.put(
        `/api/workouts/${id}`,
        { workout: { state: "completed" } },
        { token: me.token },
      );
      expect(put.status).toBe(404);
      const comment = await api.post(
        "/api/comments",
        { comment: { workout_id: id, body: "hi" } },
        { token: me.token },
      );
      expect(comment.status).toBe(404);
    }
    const legacy = await api.get<{ workouts: Workout[] }>(`/api/workouts?client_id=${client.id}`, {
      token: me.token,
    });
    expect(legacy.body.workouts.map((w) => w.title)).toEqual(["2026-02-25", "2026-03-02"]);
    const exported = await api.get<{ export: { workouts: Workout[] } }>(`/api/clients/${client.id}/export`, {
      token: me.token,
    });
    expect(exported.body.export.workouts.map((w) => w.title)).toEqual(["2026-02-25", "2026-03-02"]);
  });
});

describe("logging", () => {
  it("results, item states and completion apply; the coach's fields are ignored; figures update at once", async () => {
    const { client, me, ids } = await clientWith("Asia/Shanghai", [
      { due: "2026-03-02" },
      { due: "2026-03-01" },
    ]);
    const id = ids["2026-03-02"]!;
    const workout = await api.get<{ workout: { workout_items: { id: number }[] } }>(`/api/workouts/${id}`, {
      token: me.token,
    });
    const itemId = workout.body.workout.workout_items[0]!.id;
    const item = await api.put<{ workout_item: Record<string, unknown> }>(
      `/api/workout_items/${itemId}`,
      { workout_item: { result: "5x5 @ 60 kg", state: "completed", info: "10x10", name: "卧推" } },
      { token: me.token },
    );
    expect(item.body.workout_item).toMatchObject({
      result: "5x5 @ 60 kg",
      state: "completed",
      info: "5x5",
      name: "深蹲",
    });

    const done = await api.put<{ workout: Record<string, unknown> }>(
      `/api/workouts/${id}`,
      { workout: { state: "completed", title: "hijacked" } },
      { token: me.token },
    );
    expect(done.body.workout).toMatchObject({ state: "completed", title: "2026-03-02" });
    expect(done.body.workout.completed_at).toBe("2026-03-02T10:00:00.000Z");
    const [row] = await t.db.select().from(clients).where(eq(clients.id, client.id));
    expect(row).toMatchObject({ completed_workouts_count: 1, compliance_rate_for_7_days: 0.5 });

    // The coach's feed shows the completion at once.
    const feed = await api.get<{ workouts: { id: number }[] }>("/api/workouts", { token: trainer.token });
    expect(feed.body.workouts.map((w) => w.id)).toContain(id);

    // Un-completing clears completed_at and the figures.
    const undone = await api.put<{ workout: Record<string, unknown> }>(
      `/api/workouts/${id}`,
      { workout: { state: "pending" } },
      { token: me.token },
    );
    expect(undone.body.workout).toMatchObject({ state: "pending", completed_at: null });
    const [after] = await t.db.select().from(clients).where(eq(clients.id, client.id));
    expect(after?.completed_workouts_count).toBe(0);
  });

  it("comments on its own workout, deletes its own comment but not the coach's (403)", async () => {
    const { me, ids } = await clientWith("Asia/Shanghai", [{ due: "2026-03-02" }]);
    const id = ids["2026-03-02"]!;
    const mine = await api.post<{ comment: { id: number; user_id: number } }>(
      "/api/comments",
      { comment: { workout_id: id, body: "做完了，有点累" } },
      { token: me.token },
    );
    expect(mine.status).toBe(201);
    expect(mine.body.comment.user_id).toBe(me.userId);
    const coach = await api.post<{ comment: { id: number } }>(
      "/api/comments",
      { comment: { workout_id: id, body: "很好" } },
      { token: trainer.token },
    );
    const listed = await api.get<{ comments: unknown[] }>(`/api/comments?workout_id=${id}`, {
      token: me.token,
    });
    expect(listed.body.comments).toHaveLength(2);
    expect((await api.delete(`/api/comments/${coach.body.comment.id}`, { token: me.token })).status).toBe(
      403,
    );
    expect((await api.delete(`/api/comments/${mine.body.comment.id}`, { token: me.token })).status).toBe(200);
    expect(await t.db.select().from(comments).where(eq(comments.workout_id, id))).toHaveLength(1);
  });

  it("edits its own name and units (nothing else: its time zone is its coaches')", async () => {
    const { me } = await clientWith("Asia/Shanghai", []);
    const res = await api.put<{ user: Record<string, unknown> }>(
      `/api/users/${me.userId}`,
      {
        user: {
          name: "新名字",
          units: "imperial",
          timezone: "Europe/London",
          timezone_offset: 0,
          email: "x@y.test",
        },
      },
      { token: me.token },
    );
    expect(res.body.user).toMatchObject({ name: "新名字", units: "imperial", timezone: "Asia/Shanghai" });
    expect(res.body.user.timezone_offset).not.toBe(0);
    expect(res.body.user.email).not.toBe("x@y.test");
  });

  it("cannot move its visibility horizon by changing its time zone (issue 20, finding 9)", async () => {
    // 2026-03-02T10:00Z: Monday 18:00 in Shanghai, but already Tuesday 03-03 in Kiritimati (UTC+14).
    const { client, me } = await clientWith("Asia/Shanghai", [{ due: "2026-03-02" }, { due: "2026-03-03" }]);
    await api.put(
      `/api/clients/${client.id}`,
      { client: { settings: { workoutsThreshold: 0, currentWeekOnly: false } } },
      { token: trainer.token },
    );
    const titles = async () => (await list(me, client.id, "?order=asc")).body.workouts.map((w) => w.title);
    expect(await titles()).toEqual(["2026-03-02"]);
    const user = { timezone: "Pacific/Kiritimati", timezone_offset: 840 };
    await api.put(`/api/users/${me.userId}`, { user }, { token: me.token });
    await callerFor(t, me.actor).users.update({ id: me.userId, user });
    expect(await titles()).toEqual(["2026-03-02"]);
    const [row] = await t.db.select().from(users).where(eq(users.id, me.userId));
    expect(row).toMatchObject({ timezone: "Asia/Shanghai" });
    // Its coach sets it: then the horizon follows.
    await api.put(`/api/clients/${client.id}`, { client: { user } }, { token: trainer.token });
    expect(await titles()).toEqual(["2026-03-02", "2026-03-03"]);
  });
});

describe("export", () => {
  it("the client's profile, workouts, results and comments in one document", async () => {
    const { client, me, ids } = await clientWith("Asia/Shanghai", [
      { due: "2026-02-27", state: "completed" },
      { due: "2026-03-01" },
    ]);
    await api.post(
      "/api/comments",
      { comment: { workout_id: ids["2026-02-27"], body: "ok" } },
      { token: me.token },
    );
    const res = await api.get<{ export: Record<string, unknown> }>(`/api/clients/${client.id}/export`, {
      token: me.token,
    });
    expect(res.status).toBe(200);
    const data = res.body.export as {
      user: { id: number };
      client: { id: number };
      workouts: Workout[];
      workout_items: unknown[];
      comments: unknown[];
      exported_at: string;
    };
    expect(data.user.id).toBe(me.userId);
    expect(data.client.id).toBe(client.id);
    expect(data.workouts.map((w) => `${w.title}:${w.display_state}`)).toEqual([
      "2026-02-27:completed",
      "2026-03-01:missed",
    ]);
    expect(data.workout_items).toHaveLength(2);
    expect(data.comments).toHaveLength(1);
    expect(data.exported_at).toBe("2026-03-02T10:00:00.000Z");
  });
});
