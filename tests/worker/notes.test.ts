import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notes, workouts } from "../../db/schema";
import type { TNote } from "../../worker/domains/notes/schemas";
import { insertClient, type Persona, persona } from "../factories";
import { callerFor } from "../helpers/caller";
import type { TestDb } from "../helpers/db";
import type { TestApi } from "../helpers/http";
import { openTwoOrganizations, type TwoOrganizations } from "../helpers/two-organizations";

/**
 * Coach notes (issue 32) through REST and tRPC on a real libSQL database: a client's notes,
 * pinned first; a workout's one note and its `note_id`; who may read and write them.
 */
let t: TestDb;
let api: TestApi;
let w: TwoOrganizations;
let clientA: Persona;
let workoutId: number;
beforeAll(async () => {
  ({ t, api, w } = await openTwoOrganizations({ d1Limits: true }));
  clientA = await persona(t, w.a.client.user_id);
  const created = await api.post<{ workout: { id: number } }>(
    "/api/workouts",
    { workout: { client_id: w.a.client.id, due: "2026-03-01", title: "深蹲日" } },
    { token: w.a.trainer.token },
  );
  workoutId = created.body.workout.id;
});
afterAll(() => t.close());

const notesPath = (clientId: number) => `/api/clients/${clientId}/notes`;
const create = (clientId: number, token: string, note: Record<string, unknown>) =>
  api.post<{ note: TNote; code?: string }>(notesPath(clientId), { note }, { token });

describe("a client's notes", () => {
  it("a coach keeps notes; pinned ones come first, then the newest", async () => {
    const first = await create(w.a.client.id, w.a.trainer.token, { body: "膝盖旧伤，避免深跳" });
    expect(first.status).toBe(201);
    expect(first.body.note).toMatchObject({
      client_id: w.a.client.id,
      author_id: w.a.trainer.userId,
      body: "膝盖旧伤，避免深跳",
      pinned: false,
      workout_id: null,
    });
    const pinned = await create(w.a.client.id, w.a.admin.token, { body: "目标：半马", pinned: true });
    const later = await create(w.a.client.id, w.a.trainer.token, { body: "周三改到晚上" });
    const list = await api.get<{ notes: TNote[] }>(notesPath(w.a.client.id), { token: w.a.trainer.token });
    expect(list.body.notes.map((n) => n.id)).toEqual([
      pinned.body.note.id,
      later.body.note.id,
      first.body.note.id,
    ]);
  });

  it("PUT changes the text and the pin; DELETE removes it", async () => {
    const made = await create(w.a.client.id, w.a.trainer.token, { body: "草稿" });
    const id = made.body.note.id;
    const changed = await api.put<{ note: TNote }>(
      `/api/notes/${id}`,
      { note: { body: "定稿", pinned: true } },
      { token: w.a.admin.token },
    );
    expect(changed.status).toBe(200);
    expect(changed.body.note).toMatchObject({ body: "定稿", pinned: true });
    expect((await api.delete(`/api/notes/${id}`, { token: w.a.trainer.token })).status).toBe(200);
    expect(await t.db.select().from(notes).where(eq(notes.id, id))).toEqual([]);
  });

  it("the client itself is refused (403); another organization's coach gets 404", async () => {
    expect((await api.get(notesPath(w.a.client.id), { token: clientA.token })).status).toBe(403);
    expect((await create(w.a.client.id, clientA.token, { body: "我自己写的" })).status).toBe(403);
    expect((await api.get(notesPath(w.a.client.id), { token: w.b.trainer.token })).status).toBe(404);
    const [any] = await t.db.select().from(notes).limit(1);
    expect((await api.delete(`/api/notes/${any!.id}`, { token: clientA.token })).status).toBe(403);
    expect((await api.delete(`/api/notes/${any!.id}`, { token: w.b.trainer.token })).status).toBe(404);
  });

  it("an empty note is refused", async () => {
    const res = await create(w.a.client.id, w.a.trainer.token, { body: "   " });
    expect(res.status).toBe(400);
  });

  it("deleting the client removes its notes", async () => {
    const other = await insertClient(t, w.a.trainer);
    await create(other.id, w.a.trainer.token, { body: "会被删除" });
    expect((await api.delete(`/api/clients/${other.id}`, { token: w.a.admin.token })).status).toBe(200);
    expect(await t.db.select().from(notes).where(eq(notes.client_id, other.id))).toEqual([]);
  });
});

describe("a workout's note", () => {
  let noteId: number;
  it("sets the workout's note_id; a second note on the workout answers 409", async () => {
    const made = await create(w.a.client.id, w.a.trainer.token, {
      body: "注意膝盖内扣",
      workout_id: workoutId,
    });
    expect(made.status).toBe(201);
    noteId = made.body.note.id;
    const [row] = await t.db.select().from(workouts).where(eq(workouts.id, workoutId));
    expect(row!.note_id).toBe(noteId);
    const again = await create(w.a.client.id, w.a.admin.token, { body: "第二条", workout_id: workoutId });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe("CONFLICT");
  });

  it("a workout of another client is not found", async () => {
    const other = await insertClient(t, w.a.trainer);
    const res = await create(other.id, w.a.trainer.token, { body: "错的训练", workout_id: workoutId });
    expect(res.status).toBe(404);
  });

  it("coaches read note_id; the client reads null (REST and tRPC)", async () => {
    const coach = await api.get<{ workout: { note_id: number | null } }>(`/api/workouts/${workoutId}`, {
      token: w.a.trainer.token,
    });
    expect(coach.body.workout.note_id).toBe(noteId);
    const own = await api.get<{ workout: { note_id: number | null } }>(`/api/workouts/${workoutId}`, {
      token: clientA.token,
    });
    expect(own.status).toBe(200);
    expect(own.body.workout.note_id).toBeNull();
    const viaTrpc = await callerFor(t, clientA.actor).workouts.get({ id: workoutId });
    expect(viaTrpc.workout.note_id).toBeNull();
  });

  it("deleting the note clears the workout's note_id", async () => {
    expect((await api.delete(`/api/notes/${noteId}`, { token: w.a.trainer.token })).status).toBe(200);
    const [row] = await t.db.select().from(workouts).where(eq(workouts.id, workoutId));
    expect(row!.note_id).toBeNull();
  });
});
