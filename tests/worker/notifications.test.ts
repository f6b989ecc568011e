import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notifications, trainers, workouts } from "../../db/schema";
import { runJobsTick } from "../../worker/domains/jobs/runner";
import { missedWorkouts } from "../../worker/domains/notifications/missed-workouts";
import { DEFAULT_TRAINER_SETTINGS } from "../../worker/domains/trainers/schemas";
import { insertClient, insertTrainer, insertTwoOrganizations, persona } from "../factories";
import { createTestDb, type TestDb } from "../helpers/db";
import { type TestApi, testApi } from "../helpers/http";
import { programSteps } from "./support/programs";

/** In-app notifications (issue 26): written with their cause, as the trainer's settings say. */
let t: TestDb;
let api: TestApi;
let w: Awaited<ReturnType<typeof insertTwoOrganizations>>;
beforeAll(async () => {
  t = await createTestDb({ d1Limits: true });
  api = testApi(t);
  w = await insertTwoOrganizations(t);
});
afterAll(() => t.close());

const kindsOf = async (userId: number) =>
  (await t.db.select().from(notifications).where(eq(notifications.user_id, userId))).map((n) => n.kind);

async function coachWithClient(settings: Partial<typeof DEFAULT_TRAINER_SETTINGS> = {}) {
  const coach = await insertTrainer(t, w.a.org.id);
  await t.db
    .update(trainers)
    .set({ settings: { ...DEFAULT_TRAINER_SETTINGS, ...settings } })
    .where(eq(trainers.id, coach.trainerId));
  const client = await insertClient(t, coach);
  return { coach, client, me: await persona(t, client.user_id) };
}

describe("notifications", () => {
  it("tell the trainer of a client's message, comment and completion; the client of the coach's", async () => {
    const { coach, client, me } = await coachWithClient();
    const workout = await api.post<{ workout: { id: number } }>(
      "/api/workouts",
      { workout: { client_id: client.id, due: "2026-03-02", title: "腿日" } },
      { token: coach.token },
    );
    expect(await kindsOf(me.userId)).toEqual(["week_planned"]);
    const id = workout.body.workout.id;
    await api.post(
      `/api/clients/${client.id}/conversation/messages`,
      { message: { body: "hi" } },
      { token: me.token },
    );
    await api.post("/api/comments", { comment: { workout_id: id, body: "太累了" } }, { token: me.token });
    await api.put(`/api/workouts/${id}`, { workout: { state: "completed" } }, { token: me.token });
    // Completing again changes nothing and notifies nothing.
    await api.put(`/api/workouts/${id}`, { workout: { state: "completed" } }, { token: me.token });
    expect((await kindsOf(coach.userId)).sort()).toEqual(["comment", "message", "workout_completed"]);
    // The admin who never wrote is not notified.
    expect(await kindsOf(w.a.admin.userId)).toEqual([]);
    await api.post("/api/comments", { comment: { workout_id: id, body: "加油" } }, { token: coach.token });
    const list = await api.get<{
      notifications: { kind: string; actor: { id: number } | null; text: string }[];
      unread_count: number;
    }>("/api/notifications", { token: me.token });
    expect(list.body.notifications.map((n) => n.kind)).toEqual(["comment", "week_planned"]);
    expect(list.body.notifications[0]).toMatchObject({ text: "加油", actor: { id: coach.userId } });
    expect(list.body.unread_count).toBe(2);
    const read = await api.post<{ unread_count: number }>(
      "/api/notifications/read",
      { all: true },
      { token: me.token },
    );
    expect(read.body.unread_count).toBe(0);
    // Another person's notification ids mark nothing of theirs.
    const theirs = await t.db.select().from(notifications).where(eq(notifications.user_id, coach.userId));
    await api.post("/api/notifications/read", { ids: theirs.map((n) => n.id) }, { token: me.token });
    const still = await api.get<{ unread_count: number }>("/api/notifications/counts", {
      token: coach.token,
    });
    expect(still.body).toMatchObject({ notifications_unread: 3 });
  });

  it("follow the trainer's newMessage, newComment and workout settings", async () => {
    const { coach, client, me } = await coachWithClient({
      newMessage: false,
      newComment: false,
      generateWorkoutNotifications: false,
    });
    const workout = await api.post<{ workout: { id: number } }>(
      "/api/workouts",
      { workout: { client_id: client.id, due: "2026-03-02", title: "胸日" } },
      { token: coach.token },
    );
    const id = workout.body.workout.id;
    await api.post(
      `/api/clients/${client.id}/conversation/messages`,
      { message: { body: "hi" } },
      { token: me.token },
    );
    await api.post("/api/comments", { comment: { workout_id: id, body: "ok" } }, { token: me.token });
    await api.put(`/api/workouts/${id}`, { workout: { state: "completed" } }, { token: me.token });
    expect(await kindsOf(coach.userId)).toEqual([]);
  });

  it("the missed-workout job writes one notification per missed workout, once across runs", async () => {
    const { coach, client } = await coachWithClient();
    await api.post(
      "/api/workouts",
      { workout: { client_id: client.id, due: "2026-03-02", title: "错过的" } },
      { token: coach.token },
    );
    t.clock.set("2026-03-02T17:00:00.000Z"); // 01:00 on the 3rd in Shanghai
    await runJobsTick(t.deps);
    await runJobsTick(t.deps);
    t.clock.advance(3600);
    await runJobsTick(t.deps);
    expect(await kindsOf(coach.userId)).toEqual(["workout_missed"]);
  });
});

describe("the missed-workout job catches up", () => {
  /** Ticks of the missed-workout kind alone until none is left over the tick budget. */
  async function runMissedJob() {
    for (;;) {
      const report = await runJobsTick(t.deps, { kinds: [missedWorkouts] });
      if (report.deferred === 0) return;
    }
  }
  const missedTitles = async (userId: number) =>
    (await t.db.select().from(notifications).where(eq(notifications.user_id, userId)))
      .filter((n) => n.kind === "workout_missed")
      .map((n) => n.text)
      .sort();
  async function plan(coach: { token: string }, clientId: number, days: string[]) {
    for (const due of days) {
      await api.post(
        "/api/workouts",
        { workout: { client_id: clientId, due, title: due } },
        { token: coach.token },
      );
    }
  }

  it("looks at the days a skipped run left out, once per workout", async () => {
    const { coach, client } = await coachWithClient();
    await plan(coach, client.id, ["2026-04-05", "2026-04-06", "2026-04-07"]);
    t.clock.set("2026-04-06T17:00:00.000Z"); // 01:00 on the 7th in Shanghai
    await runMissedJob();
    expect(await missedTitles(coach.userId)).toEqual(["2026-04-05", "2026-04-06"]);
    // The run after midnight of the 8th never happened; the next is after midnight of the 9th.
    t.clock.set("2026-04-08T17:00:00.000Z");
    await runMissedJob();
    await runMissedJob();
    expect(await missedTitles(coach.userId)).toEqual(["2026-04-05", "2026-04-06", "2026-04-07"]);
  });

  it("after a long outage, tells only the last three local days", async () => {
    const { coach, client } = await coachWithClient();
    await plan(coach, client.id, ["2026-05-01", "2026-05-05", "2026-05-06", "2026-05-07", "2026-05-08"]);
    t.clock.set("2026-05-08T17:00:00.000Z"); // 01:00 on the 9th in Shanghai, the first run in days
    await runMissedJob();
    expect(await missedTitles(coach.userId)).toEqual(["2026-05-06", "2026-05-07", "2026-05-08"]);
  });
});

describe("a new week planned reaches the client from every write that plans one", () => {
  /** The client's week-planned notices: [text, linked workout's due]. */
  async function weekNotices(userId: number) {
    const rows = await t.db
      .select({ text: notifications.text, due: workouts.due })
      .from(notifications)
      .leftJoin(workouts, eq(workouts.id, notifications.workout_id))
      .where(and(eq(notifications.user_id, userId), eq(notifications.kind, "week_planned")))
      .orderBy(notifications.id);
    return rows.map((r) => [r.text, r.due]);
  }

  it("program assignment: once per client and week it saw nothing of", async () => {
    t.clock.set("2026-05-20T02:00:00.000Z");
    const { coach, client } = await coachWithClient();
    const other = await insertClient(t, coach);
    const s = programSteps(t, api, () => coach.token);
    const program = await s.createProgram("两周计划");
    await s.addTemplate(program.id, 1, { title: "下肢" });
    await s.addTemplate(program.id, 3, { title: "上肢" });
    await s.addTemplate(program.id, 8, { title: "全身" });
    await s.addTemplate(program.id, 9, { title: "隐藏的", hidden: true });
    await s.addClientWorkout(client.id, "2026-06-02", "已有");
    const res = await s.assign(program.id, {
      client_ids: [client.id, other.id],
      start_date: "2026-06-01",
      end_date: "2026-06-14",
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    // The first client's week of June 1 held a workout already: only the week after is new.
    expect(await weekNotices(client.user_id)).toEqual([
      ["已有", "2026-06-02"],
      ["全身", "2026-06-08"],
    ]);
    expect(await weekNotices(other.user_id)).toEqual([
      ["下肢", "2026-06-01"],
      ["全身", "2026-06-08"],
    ]);
  });

  it("a pasted week tells once; pasting into it again tells nothing", async () => {
    t.clock.set("2026-05-20T02:00:00.000Z");
    const { coach, client, me } = await coachWithClient();
    const s = programSteps(t, api, () => coach.token);
    const monday = await s.addClientWorkout(client.id, "2026-06-01", "周一");
    const wednesday = await s.addClientWorkout(client.id, "2026-06-03", "周三");
    const paste = (days: string[]) =>
      api.post(
        "/api/workouts/paste",
        {
          client_id: client.id,
          workouts: days.map((due, i) => ({ source_workout_id: i % 2 ? wednesday : monday, due })),
        },
        { token: coach.token },
      );
    expect((await paste(["2026-06-15", "2026-06-17"])).status).toBe(201);
    expect((await paste(["2026-06-19"])).status).toBe(201);
    expect(await weekNotices(me.userId)).toEqual([
      ["周一", "2026-06-01"],
      ["周一", "2026-06-15"],
    ]);
  });

  it("program sync's added copies tell the client of a week it saw nothing of", async () => {
    t.clock.set("2026-05-20T02:00:00.000Z");
    const { coach, client, me } = await coachWithClient();
    const s = programSteps(t, api, () => coach.token);
    const program = await s.createProgram("会变的计划");
    await s.addTemplate(program.id, 1, { title: "第一周" });
    const assigned = await s.assign(program.id, {
      client_ids: [client.id],
      start_date: "2026-06-01",
      end_date: "2026-06-14",
    });
    expect(assigned.status).toBe(200);
    t.clock.advance(60);
    await s.addTemplate(program.id, 10, { title: "新加的" });
    const synced = await api.post(`/api/programs/${program.id}/sync`, {}, { token: coach.token });
    expect(synced.status, JSON.stringify(synced.body)).toBe(200);
    expect(await weekNotices(me.userId)).toEqual([
      ["第一周", "2026-06-01"],
      ["新加的", "2026-06-10"],
    ]);
  });
});
