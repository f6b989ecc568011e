import { readFileSync } from "node:fs";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clients, comments } from "../../db/schema";
import { DEFAULT_CLIENT_SETTINGS } from "../../worker/domains/clients/schemas";
import { ZCreateWorkoutInput } from "../../worker/domains/workouts/schemas";
import { createWorkout } from "../../worker/domains/workouts/workouts";
import { insertClient, type Persona, persona, unique } from "../factories";
import { callerFor } from "../helpers/caller";
import type { TestDb } from "../helpers/db";
import type { TestApi } from "../helpers/http";
import { openTwoOrganizations, type TwoOrganizations } from "../helpers/two-organizations";

/**
 * What a signed-in client receives (security review, issue 20), on REST and tRPC:
 * - finding 7: comments an import brought are marked `imported` with the author's name of the file;
 * - finding 8: the figures of its own record count only the workouts it may see;
 * - finding 10: other people as `{id, name, image_id, image_url}`, no organization internals.
 */

let t: TestDb;
let api: TestApi;
let w: TwoOrganizations;
let me: Persona & { clientId: number; name: string };
const ids: Record<string, number> = {};

beforeAll(async () => {
  // 2026-03-02 18:00 in Shanghai (the default time zone): today is 2026-03-02.
  ({ t, api, w } = await openTwoOrganizations({ d1Limits: true }));
  const name = unique("学员");
  const c = await insertClient(t, w.a.trainer, {
    name,
    email: `${unique("c")}@test.local`,
    password: "Client-pass-123",
  });
  // The coach shows the client one workout ahead.
  await t.db
    .update(clients)
    .set({ settings: { ...DEFAULT_CLIENT_SETTINGS, workoutsThreshold: 1, currentWeekOnly: false } })
    .where(eq(clients.id, c.id));
  me = { ...(await persona(t, c.user_id)), clientId: c.id, name };
  const days: { key: string; due: string; state?: "completed"; hidden?: boolean }[] = [
    { key: "missed", due: "2026-02-25" },
    { key: "hiddenMissed", due: "2026-02-26", hidden: true },
    { key: "hiddenDone", due: "2026-02-27", state: "completed", hidden: true },
    { key: "next", due: "2026-03-04" },
    { key: "later", due: "2026-03-20" },
  ];
  for (const d of days) {
    const created = await createWorkout(
      t.deps,
      w.a.trainer.actor,
      ZCreateWorkoutInput.parse({
        workout: { client_id: c.id, due: d.due, title: d.key, state: d.state, hidden: d.hidden },
      }),
    );
    ids[d.key] = created.workout.id;
  }
});
afterAll(() => t.close());

type Figures = {
  due: string | null;
  missed_sessions_count: number;
  completed_workouts_count: number;
  last_completed_at: string | null;
  needs_attention_reasons: string[];
};
const figuresOf = (c: Figures) => ({
  due: c.due,
  missed_sessions_count: c.missed_sessions_count,
  completed_workouts_count: c.completed_workouts_count,
  last_completed_at: c.last_completed_at,
});
const SEEN = {
  due: "2026-03-04",
  missed_sessions_count: 1,
  completed_workouts_count: 0,
  last_completed_at: null,
};

describe("finding 8: a client's own figures count the workouts it may see", () => {
  it("the coach still gets the whole record", async () => {
    const res = await api.get<{ client: Figures }>(`/api/clients/${me.clientId}`, {
      token: w.a.trainer.token,
    });
    expect(figuresOf(res.body.client)).toEqual({
      due: "2026-03-20",
      missed_sessions_count: 2,
      completed_workouts_count: 1,
      last_completed_at: t.clock.now().toISOString(),
    });
  });

  it("REST: GET /clients/{own}, the export and GET /workouts' side-loaded client", async () => {
    const own = await api.get<{ client: Figures }>(`/api/clients/${me.clientId}`, { token: me.token });
    expect(figuresOf(own.body.client)).toEqual(SEEN);
    expect(own.body.client.needs_attention_reasons).toEqual([]);
    const exported = await api.get<{ export: { client: Figures } }>(`/api/clients/${me.clientId}/export`, {
      token: me.token,
    });
    expect(figuresOf(exported.body.export.client)).toEqual(SEEN);
    const list = await api.get<{ clients: Figures[] }>(`/api/workouts?client_id=${me.clientId}`, {
      token: me.token,
    });
    const { last_completed_at: _none, ...sideloaded } = SEEN;
    expect(list.body.clients[0]).toMatchObject(sideloaded);
  });

  it("tRPC: clients.get, clients.export, workouts.list", async () => {
    const caller = callerFor(t, me.actor);
    expect(figuresOf((await caller.clients.get({ id: me.clientId })).client)).toEqual(SEEN);
    expect(figuresOf((await caller.clients.export({ id: me.clientId })).export.client)).toEqual(SEEN);
    const list = await caller.workouts.list({ client_id: me.clientId });
    expect(list.clients[0]).toMatchObject({
      due: SEEN.due,
      missed_sessions_count: 1,
      completed_workouts_count: 0,
    });
  });
});

describe("finding 10: other people reach a client as name and picture only", () => {
  beforeAll(async () => {
    await api.post(
      "/api/comments",
      { comment: { workout_id: ids.missed, body: "教练的评论" } },
      { token: w.a.trainer.token },
    );
  });
  const PERSON_KEYS = ["id", "image_id", "image_url", "name"];
  const ORGANIZATION_KEYS = ["homepage_url", "id", "image_id", "name", "subdomain", "theme"];
  const keysOf = (o: object) => Object.keys(o).sort();

  it("REST: comments and workouts side-load the coach as {id, name, image_id, image_url}", async () => {
    const listed = await api.get<{ users: { id: number }[] }>(`/api/comments?workout_id=${ids.missed}`, {
      token: me.token,
    });
    const coach = listed.body.users.find((u) => u.id === w.a.trainer.userId)!;
    expect(keysOf(coach)).toEqual(PERSON_KEYS);
    const workouts = await api.get<{ users: { id: number }[] }>(`/api/workouts?client_id=${me.clientId}`, {
      token: me.token,
    });
    expect(keysOf(workouts.body.users.find((u) => u.id === w.a.trainer.userId)!)).toEqual(PERSON_KEYS);
    // The client's own record stays whole; a coach still gets the coach's email.
    expect(workouts.body.users.find((u) => u.id === me.userId)).toHaveProperty("email");
    const asCoach = await api.get<{ users: { id: number; email: string }[] }>(
      `/api/comments?workout_id=${ids.missed}`,
      { token: w.a.admin.token },
    );
    expect(asCoach.body.users.find((u) => u.id === w.a.trainer.userId)?.email).toContain("@");
  });

  it("REST: GET /users/{self} carries no organization internals", async () => {
    const self = await api.get<{ organizations: object[] }>(`/api/users/${me.userId}`, { token: me.token });
    expect(self.body.organizations.map(keysOf)).toEqual([ORGANIZATION_KEYS]);
  });

  it("tRPC: the same rule", async () => {
    const caller = callerFor(t, me.actor);
    const listed = await caller.comments.list({ workout_id: ids.missed });
    expect(keysOf(listed.users.find((u) => u.id === w.a.trainer.userId)!)).toEqual(PERSON_KEYS);
    const workouts = await caller.workouts.list({ client_id: me.clientId });
    expect(keysOf(workouts.users.find((u) => u.id === w.a.trainer.userId)!)).toEqual(PERSON_KEYS);
    const self = await caller.users.get({ id: me.userId });
    expect(self.organizations.map(keysOf)).toEqual([ORGANIZATION_KEYS]);
  });
});

describe("finding 7: imported comments say so", () => {
  const page = JSON.parse(
    readFileSync(new URL("../fixtures/truecoach/page-1.json", import.meta.url), "utf8"),
  ) as { workouts: { id: number; due: string }[]; comments: { workout_id: number }[] };
  let workoutId: number;
  beforeAll(async () => {
    const res = await api.post(`/api/clients/${me.clientId}/import`, page, { token: w.a.trainer.token });
    expect(res.status).toBe(200);
    const commented = page.workouts.find((x) => page.comments.some((c) => c.workout_id === x.id))!;
    const [row] = await t.db
      .select({ id: comments.workout_id })
      .from(comments)
      .where(eq(comments.imported, true))
      .limit(1);
    workoutId = row!.id;
    expect(commented).toBeDefined();
    // The client may see it (a past workout), and posts one of its own beside it.
    await api.post(
      "/api/comments",
      { comment: { workout_id: workoutId, body: "今天写的" } },
      { token: me.token },
    );
  });
  type Marked = { body: string; imported: boolean; imported_author_name: string | null };
  const marks = (list: Marked[]) =>
    list.map((c) => ({ imported: c.imported, by: c.imported_author_name, today: c.body === "今天写的" }));
  const expected = () => [
    { imported: true, by: me.name, today: false },
    { imported: false, by: null, today: true },
  ];

  it("REST: GET /comments, GET /workouts, GET /workouts/{id}, the client's workouts", async () => {
    for (const token of [w.a.trainer.token, me.token]) {
      const listed = await api.get<{ comments: Marked[] }>(`/api/comments?workout_id=${workoutId}`, {
        token,
      });
      expect(marks(listed.body.comments)).toEqual(expected());
      const one = await api.get<{ workout: { comments: Marked[] } }>(`/api/workouts/${workoutId}`, { token });
      expect(marks(one.body.workout.comments)).toEqual(expected());
      const range = await api.get<{ comments: (Marked & { workout_id: number })[] }>(
        `/api/workouts?client_id=${me.clientId}&start_date=2026-01-01&end_date=2026-02-28`,
        { token },
      );
      expect(marks(range.body.comments.filter((c) => c.workout_id === workoutId))).toEqual(expected());
      const mine = await api.get<{ comments: (Marked & { workout_id: number })[] }>(
        `/api/clients/${me.clientId}/workouts?per_page=100`,
        { token },
      );
      expect(marks(mine.body.comments.filter((c) => c.workout_id === workoutId))).toEqual(expected());
    }
  });

  it("tRPC: comments.list, workouts.get, workouts.list, clients.workouts", async () => {
    for (const actor of [w.a.trainer.actor, me.actor]) {
      const caller = callerFor(t, actor);
      expect(marks((await caller.comments.list({ workout_id: workoutId })).comments)).toEqual(expected());
      expect(marks((await caller.workouts.get({ id: workoutId })).workout.comments)).toEqual(expected());
      const range = await caller.workouts.list({
        client_id: me.clientId,
        start_date: "2026-01-01",
        end_date: "2026-02-28",
        comments_per_workout: 3,
      });
      expect(marks(range.comments.filter((c) => c.workout_id === workoutId))).toEqual(expected());
      const mine = await caller.clients.workouts({ id: me.clientId, per_page: 100 });
      expect(marks(mine.comments.filter((c) => c.workout_id === workoutId))).toEqual(expected());
    }
  });
});
