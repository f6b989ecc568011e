import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertTwoOrganizations, type Persona, persona } from "../factories";
import { callerFor } from "../helpers/caller";
import { createTestDb, type TestDb } from "../helpers/db";
import { type TestApi, testApi } from "../helpers/http";
import {
  assertNoNote,
  type ClientOwnIds,
  clientGetPaths,
  NOTE_MARKER,
  walkClientGets,
} from "../helpers/note-walk";
import { type RecordingHub, recordingHub } from "./support/recording-hub";

/**
 * A coach's notes never reach a client (issue 32). The coaches write notes carrying a marker text
 * on a client and on one of its workouts, then the client walks EVERY GET route of the operation
 * table (so a route added later is walked too), its own writes' answers, tRPC's reads of the same
 * data, its notifications and every socket event it was sent: the marker appears nowhere, and
 * every `note_id` it receives is null.
 */
let t: TestDb;
let api: TestApi;
let rec: RecordingHub;
let w: Awaited<ReturnType<typeof insertTwoOrganizations>>;
let me: Persona;
let workoutId: number;
beforeAll(async () => {
  t = await createTestDb({ d1Limits: true });
  rec = recordingHub();
  t.deps.realtime = rec.hub;
  api = testApi(t);
  w = await insertTwoOrganizations(t);
  me = await persona(t, w.a.client.user_id);
  const coach = { token: w.a.trainer.token };
  const created = await api.post<{ workout: { id: number } }>(
    "/api/workouts",
    { workout: { client_id: w.a.client.id, due: "2026-03-01", title: "深蹲日" } },
    coach,
  );
  workoutId = created.body.workout.id;
  const notesPath = `/api/clients/${w.a.client.id}/notes`;
  for (const note of [
    { body: `${NOTE_MARKER} 置顶`, pinned: true },
    { body: `${NOTE_MARKER} 训练`, workout_id: workoutId },
  ]) {
    expect((await api.post(notesPath, { note }, coach)).status).toBe(201);
  }
  // The coach talks about the workout, so the client's answers carry it in many shapes.
  await api.post(
    `/api/clients/${w.a.client.id}/conversation/messages`,
    { message: { body: "看看这个训练", workout_id: workoutId } },
    coach,
  );
  await api.post("/api/comments", { comment: { workout_id: workoutId, body: "加油" } }, coach);
});
afterAll(() => t.close());

/** The client's own records, which fill the routes' path parameters. */
const own = (): ClientOwnIds => ({
  userId: w.a.client.user_id,
  clientId: w.a.client.id,
  trainerId: w.a.trainer.trainerId,
  organizationId: w.a.org.id,
  workoutId,
  slug: w.a.client.slug,
});

describe("a note never reaches a client", () => {
  it("walks every GET route of the operation table as the client", async () => {
    expect((await clientGetPaths(own())).length).toBeGreaterThan(30);
    const answered = await walkClientGets((path) => api.get(path, { token: me.token }), own());
    // The walk reached the client's own data, not only refusals.
    for (const own of [
      `/workouts/${workoutId}`,
      `/clients/${w.a.client.id}/export`,
      "/workouts",
      "/notifications",
    ])
      expect(answered.has(own), own).toBe(true);
  });

  it("the answers to the client's own writes", async () => {
    const done = await api.put(
      `/api/workouts/${workoutId}`,
      { workout: { state: "completed" } },
      { token: me.token },
    );
    expect(done.status).toBe(200);
    assertNoNote("PUT /workouts/{id}", done.body);
    const comment = await api.post(
      "/api/comments",
      { comment: { workout_id: workoutId, body: "完成了" } },
      { token: me.token },
    );
    assertNoNote("POST /comments", comment.body);
    const sent = await api.post(
      `/api/clients/${w.a.client.id}/conversation/messages`,
      { message: { body: "做完了", workout_id: workoutId } },
      { token: me.token },
    );
    expect(sent.status).toBe(201);
    assertNoNote("POST conversation message", sent.body);
  });

  it("tRPC's reads of the same data", async () => {
    const caller = callerFor(t, me.actor);
    assertNoNote("workouts.get", await caller.workouts.get({ id: workoutId }));
    assertNoNote("workouts.list", await caller.workouts.list({ client_id: w.a.client.id }));
    assertNoNote("clients.export", await caller.clients.export({ id: w.a.client.id }));
    assertNoNote("clients.workouts", await caller.clients.workouts({ id: w.a.client.id }));
    assertNoNote("conversations.get", await caller.conversations.get({ client_id: w.a.client.id }));
    assertNoNote("notifications.list", await caller.notifications.list({}));
  });

  it("the socket events and notifications the client was sent", async () => {
    expect(rec.eventsOf(me.userId).length).toBeGreaterThan(0);
    assertNoNote("socket events", rec.eventsOf(me.userId));
    const listed = await api.get("/api/notifications", { token: me.token });
    expect(listed.status).toBe(200);
    assertNoNote("notifications", listed.body);
  });

  it("the coach still sees the workout's note_id (the walk is not blind)", async () => {
    const res = await api.get<{ workout: { note_id: number | null } }>(`/api/workouts/${workoutId}`, {
      token: w.a.trainer.token,
    });
    expect(res.body.workout.note_id).toEqual(expect.any(Number));
  });
});
