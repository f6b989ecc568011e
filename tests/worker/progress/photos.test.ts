import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notifications, trainers, uploads } from "../../../db/schema";
import type { TPhotoSession } from "../../../worker/domains/progress/schemas";
import { DEFAULT_TRAINER_SETTINGS } from "../../../worker/domains/trainers/schemas";
import { insertClient, type Persona, persona } from "../../factories";
import type { TestDb } from "../../helpers/db";
import { type TestApi, uploadFile } from "../../helpers/http";
import { openTwoOrganizations, type TwoOrganizations } from "../../helpers/two-organizations";
import { jpegWithGps } from "../uploads/files";

/**
 * Progress photos (issue 28) on a real libSQL database and upload store: uploads claimed in the
 * session's batch, metadata gone, photos reachable only by the client and its organization's
 * coaches (never another client, never another organization's coach), private caching, files
 * discarded with the session or the client, the trainer notified under its progress-picture flag.
 */
let t: TestDb;
let api: TestApi;
let w: TwoOrganizations;
let client: Persona;
beforeAll(async () => {
  ({ t, api, w } = await openTwoOrganizations({ d1Limits: true }));
  client = await persona(t, w.a.client.user_id);
});
afterAll(() => t.close());

type Sessions = { photo_sessions: TPhotoSession[]; meta: { total_count: number } };

const uploadPhoto = async (token: string) =>
  uploadFile(
    api,
    token,
    new File([new Uint8Array(await jpegWithGps())], "front.jpg", { type: "image/jpeg" }),
  );

const sessionsPath = (clientId: number) => `/api/clients/${clientId}/photo_sessions`;
const createSession = (token: string, photo_session: Record<string, unknown>, clientId = w.a.client.id) =>
  api.post<{ photo_session: TPhotoSession }>(sessionsPath(clientId), { photo_session }, { token });
const bytesOf = async (url: string) => {
  const res = await api.app.request(url);
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
};

describe("progress photos", () => {
  let session: TPhotoSession;

  it("a client's session claims its uploads, tells the trainer, and keeps no metadata", async () => {
    const front = await uploadPhoto(client.token);
    const side = await uploadPhoto(client.token);
    const created = await createSession(client.token, {
      date: "2026-03-01",
      weight: 160,
      unit: "斤",
      photos: [
        { upload_id: front, pose: "front" },
        { upload_id: side, pose: "side" },
      ],
    });
    expect(created.status).toBe(201);
    session = created.body.photo_session;
    expect(session).toMatchObject({ client_id: w.a.client.id, date: "2026-03-01", weight_kg: 80 });
    expect(session.photos.map((p) => p.pose)).toEqual(["front", "side"]);
    const claimed = await t.db.select().from(uploads).where(eq(uploads.id, front));
    expect(claimed[0]).toMatchObject({ attached_kind: "photo_session", attached_id: session.id });

    const { res, bytes } = await bytesOf(session.photos[0]!.url);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toMatch(/^private|no-store/);
    expect(bytes.includes(Buffer.from("Exif"))).toBe(false);
    expect(bytes.includes(Buffer.from("taken at home"))).toBe(false);
    expect(bytes.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));

    const told = await t.db.select().from(notifications).where(eq(notifications.kind, "progress_photos"));
    expect(told.map((n) => [n.user_id, n.client_id])).toEqual([[w.a.trainer.userId, w.a.client.id]]);
  });

  it("is listed for the client and its organization's coaches, newest first", async () => {
    const photo = await uploadPhoto(w.a.admin.token);
    await createSession(w.a.admin.token, {
      date: "2026-03-08",
      photos: [{ upload_id: photo, pose: "back" }],
    });
    for (const token of [client.token, w.a.trainer.token, w.a.admin.token]) {
      const list = await api.get<Sessions>(sessionsPath(w.a.client.id), { token });
      expect(list.body.photo_sessions.map((s) => s.date)).toEqual(["2026-03-08", "2026-03-01"]);
    }
  });

  it("is refused to another client and to another organization's coach", async () => {
    const other = await insertClient(t, w.a.trainer);
    const otherClient = await persona(t, other.user_id);
    for (const token of [otherClient.token, w.b.trainer.token, w.b.admin.token]) {
      expect((await api.get(sessionsPath(w.a.client.id), { token })).status).toBe(404);
      expect((await api.get(`/api/clients/${w.a.client.id}/progress`, { token })).status).toBe(404);
      expect((await api.delete(`/api/photo_sessions/${session.id}`, { token })).status).toBe(404);
    }
    // The file itself is read only by its signed URL: without it (or with a forged one) nothing.
    const plain = session.photos[0]!.url.split("?")[0]!;
    expect((await api.app.request(plain)).status).toBe(404);
    expect((await api.app.request(`${plain}?exp=9999999999&sig=forged`)).status).toBe(404);
  });

  it("refuses a photo someone else uploaded, or one already in a session", async () => {
    const coachPhoto = await uploadPhoto(w.a.trainer.token);
    const taken = await createSession(client.token, {
      date: "2026-03-09",
      photos: [{ upload_id: coachPhoto, pose: "front" }],
    });
    expect(taken.status).toBe(404);
    const again = await createSession(client.token, {
      date: "2026-03-09",
      photos: [{ upload_id: session.photos[0]!.url.split("/")[3]!, pose: "front" }],
    });
    expect(again.status).toBe(404);
  });

  it("does not tell a trainer whose progress-picture flag is off", async () => {
    await t.db
      .update(trainers)
      .set({ settings: { ...DEFAULT_TRAINER_SETTINGS, generateProgressPictureNotifications: false } })
      .where(eq(trainers.id, w.a.trainer.trainerId));
    const before = await t.db.select().from(notifications).where(eq(notifications.kind, "progress_photos"));
    const photo = await uploadPhoto(client.token);
    await createSession(client.token, { date: "2026-03-15", photos: [{ upload_id: photo, pose: "front" }] });
    const after = await t.db.select().from(notifications).where(eq(notifications.kind, "progress_photos"));
    expect(after.length).toBe(before.length);
  });

  it("deleting a session, or the client, removes the files", async () => {
    const del = await api.delete(`/api/photo_sessions/${session.id}`, { token: w.a.trainer.token });
    expect(del.status).toBe(200);
    expect((await bytesOf(session.photos[0]!.url)).res.status).toBe(404);

    const c = await insertClient(t, w.a.trainer);
    const cp = await persona(t, c.user_id);
    const photo = await uploadPhoto(cp.token);
    const made = await createSession(
      cp.token,
      { date: "2026-03-01", photos: [{ upload_id: photo, pose: "front" }] },
      c.id,
    );
    expect((await api.delete(`/api/clients/${c.id}`, { token: w.a.trainer.token })).status).toBe(200);
    expect((await bytesOf(made.body.photo_session.photos[0]!.url)).res.status).toBe(404);
    expect(await t.db.select().from(uploads).where(eq(uploads.id, photo))).toEqual([]);
  });
});
