import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertClient, insertOrganization, insertTrainer } from "../factories";
import { callerFor } from "../helpers/caller";
import { createTestDb, type TestDb } from "../helpers/db";
import { type TestApi, testApi } from "../helpers/http";

/**
 * SPEC's Image entity for avatars (issue 14): setting `image_url` keeps an images row and
 * `users.image_id` in step, and answers carrying users side-load `images`.
 */

type Image = {
  id: number;
  image_url: string;
  mime_type: string;
  parent: { type: string; id: number } | null;
};
type WithImages = { images: Image[]; users?: { id: number; image_id: number | null }[] };

let t: TestDb;
let api: TestApi;
let coach: Awaited<ReturnType<typeof insertTrainer>>;
let client: Awaited<ReturnType<typeof insertClient>>;

beforeAll(async () => {
  t = await createTestDb();
  api = testApi(t);
  const org = await insertOrganization(t);
  coach = await insertTrainer(t, org.id, { admin: true });
  client = await insertClient(t, coach);
});
afterAll(() => t.close());

const imageRows = async (userId: number) =>
  (
    await t.client.execute({
      sql: "SELECT id, image_url, mime_type FROM images WHERE parent_type = 'User' AND parent_id = ?",
      args: [userId],
    })
  ).rows;

describe("avatar writes", () => {
  it("PUT /users/{id}: a URL creates then updates one image row; null removes it", async () => {
    const set = await api.put<{ user: { image_id: number | null; image_url: string | null } }>(
      `/api/users/${coach.userId}`,
      { user: { image_url: "https://cdn.test/avatars/coach.png" } },
      { token: coach.token },
    );
    expect(set.status).toBe(200);
    const [row] = await imageRows(coach.userId);
    expect(row).toMatchObject({ image_url: "https://cdn.test/avatars/coach.png", mime_type: "image/png" });
    expect(set.body.user.image_id).toBe(Number(row?.id));

    const changed = await api.put<{ user: { image_id: number } }>(
      `/api/users/${coach.userId}`,
      { user: { image_url: "https://cdn.test/avatars/coach-2.jpg" } },
      { token: coach.token },
    );
    const rows = await imageRows(coach.userId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      image_url: "https://cdn.test/avatars/coach-2.jpg",
      mime_type: "image/jpeg",
    });
    expect(changed.body.user.image_id).toBe(Number(rows[0]?.id));

    const got = await api.get<WithImages & { user: { image_id: number } }>(`/api/users/${coach.userId}`, {
      token: coach.token,
    });
    expect(got.body.images).toEqual([
      expect.objectContaining({
        id: got.body.user.image_id,
        image_url: "https://cdn.test/avatars/coach-2.jpg",
        parent: { type: "User", id: coach.userId },
      }),
    ]);

    const cleared = await api.put<{ user: { image_id: number | null } }>(
      `/api/users/${coach.userId}`,
      { user: { image_url: null } },
      { token: coach.token },
    );
    expect(cleared.body.user.image_id).toBeNull();
    expect(await imageRows(coach.userId)).toHaveLength(0);
    const after = await api.get<WithImages>(`/api/users/${coach.userId}`, { token: coach.token });
    expect(after.body.images).toEqual([]);
  });

  it("PUT /clients/{id} with the client's user image_url, and tRPC users.update", async () => {
    const res = await api.put<WithImages & { user: { id: number; image_id: number } }>(
      `/api/clients/${client.id}`,
      { client: { user: { image_url: "https://cdn.test/c.webp" } } },
      { token: coach.token },
    );
    expect(res.status).toBe(200);
    expect(res.body.images).toEqual([
      expect.objectContaining({ id: res.body.user.image_id, mime_type: "image/webp" }),
    ]);
    const viaTrpc = await callerFor(t, coach.actor).users.update({
      id: coach.userId,
      user: { image_url: "https://cdn.test/coach" },
    });
    expect(viaTrpc.user.image_id).not.toBeNull();
    expect((await imageRows(coach.userId))[0]).toMatchObject({ mime_type: "image/*" });
  });

  it("creating a person or a client with an avatar writes its image in the same batch", async () => {
    const person = await api.post<{ user: { id: number; image_id: number | null } }>(
      "/api/users",
      {
        user: { name: "有头像的人", email: "avatar.person@test.local", image_url: "https://cdn.test/p.gif" },
      },
      { token: coach.token },
    );
    expect(person.status).toBe(201);
    const [row] = await imageRows(person.body.user.id);
    expect(person.body.user.image_id).toBe(Number(row?.id));
    expect(row).toMatchObject({ mime_type: "image/gif" });
    const made = await api.post<WithImages & { user: { id: number; image_id: number } }>(
      "/api/clients",
      { client: { user: { name: "有头像的学员", image_url: "https://cdn.test/n.png" } } },
      { token: coach.token },
    );
    expect(made.status).toBe(201);
    expect(made.body.images).toEqual([
      expect.objectContaining({
        id: made.body.user.image_id,
        parent: { type: "User", id: made.body.user.id },
      }),
    ]);
    const viaTrpc = await callerFor(t, coach.actor).users.create({
      user: { name: "tRPC 头像", image_url: "https://cdn.test/t.avif" },
    });
    expect((await imageRows(viaTrpc.user.id))[0]).toMatchObject({ mime_type: "image/avif" });
  });

  it("refuses a bad avatar URL and writes nothing", async () => {
    const before = await t.client.execute("SELECT count(*) AS n FROM images");
    const res = await api.put(
      `/api/users/${coach.userId}`,
      { user: { image_url: "javascript:alert(1)" } },
      { token: coach.token },
    );
    expect(res.status).toBe(400);
    const after = await t.client.execute("SELECT count(*) AS n FROM images");
    expect(after.rows[0]?.n).toBe(before.rows[0]?.n);
  });
});

describe("side-loaded images", () => {
  it("come with workouts lists, clients, one client, trainers and users", async () => {
    await api.post(
      "/api/workouts",
      { workout: { client_id: client.id, due: "2026-03-03" } },
      { token: coach.token },
    );
    const clientUser = (
      await api.get<{ user: { id: number; image_id: number } }>(`/api/clients/${client.id}`, {
        token: coach.token,
      })
    ).body.user;
    const coachImage = (await imageRows(coach.userId))[0]?.id;
    const expectImage = (body: WithImages, imageId: unknown, where: string) =>
      expect(
        body.images.map((i) => i.id),
        where,
      ).toContain(Number(imageId));

    const week = await api.get<WithImages>(`/api/workouts?client_id=${client.id}`, { token: coach.token });
    expectImage(week.body, clientUser.image_id, "client range");
    expect(week.body.users?.find((u) => u.id === clientUser.id)?.image_id).toBe(clientUser.image_id);
    const list = await api.get<WithImages>("/api/clients", { token: coach.token });
    expectImage(list.body, clientUser.image_id, "clients");
    expectImage(list.body, coachImage, "clients' trainers");
    const one = await api.get<WithImages>(`/api/clients/${client.id}`, { token: coach.token });
    expectImage(one.body, clientUser.image_id, "one client");
    const trainers = await api.get<WithImages>("/api/trainers", { token: coach.token });
    expectImage(trainers.body, coachImage, "trainers");
    const caller = callerFor(t, coach.actor);
    expect((await caller.clients.list({})).images.map((i) => i.id)).toContain(clientUser.image_id);
    expect((await caller.workouts.list({ client_id: client.id })).images).toHaveLength(1);
  });

  it("are empty when nobody listed has an avatar", async () => {
    const org = await insertOrganization(t);
    const plain = await insertTrainer(t, org.id);
    await insertClient(t, plain);
    const list = await api.get<WithImages>("/api/clients", { token: plain.token });
    expect(list.body.images).toEqual([]);
  });
});

describe("comments name their commenter (TrueCoach's commenter: {type, id})", () => {
  it("on REST and tRPC: the coach as trainer, with empty attachments", async () => {
    const workout = await api.post<{ workout: { id: number } }>(
      "/api/workouts",
      { workout: { client_id: client.id, due: "2026-03-05" } },
      { token: coach.token },
    );
    const made = await api.post<{ comment: { commenter: unknown; attachments: unknown[] } }>(
      "/api/comments",
      { comment: { workout_id: workout.body.workout.id, body: "好" } },
      { token: coach.token },
    );
    expect(made.body.comment).toMatchObject({
      commenter: { type: "trainer", id: coach.trainerId },
      attachments: [],
    });
    const listed = await callerFor(t, coach.actor).comments.list({ workout_id: workout.body.workout.id });
    expect(listed.comments[0]?.commenter).toEqual({ type: "trainer", id: coach.trainerId });
  });
});
