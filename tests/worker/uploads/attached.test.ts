import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { messages, organizations, uploads, users } from "../../../db/schema";
import { deleteClient } from "../../../worker/domains/clients/clients";
import { removeStaleUploads } from "../../../worker/domains/uploads/stale";
import { storageKeyOf } from "../../../worker/domains/uploads/store";
import { insertClient, insertOrganization, insertTrainer } from "../../factories";
import type { TestDb } from "../../helpers/db";
import type { TestApi } from "../../helpers/http";
import { openTwoOrganizations, type TwoOrganizations } from "../../helpers/two-organizations";
import { jpegWithGps } from "./files";

/**
 * What happens to an attached upload when the write carrying it fails, and when what it is
 * attached to is deleted: on a real libSQL database with a temporary directory store.
 */

let t: TestDb;
let api: TestApi;
let w: TwoOrganizations;

beforeAll(async () => {
  ({ t, api, w } = await openTwoOrganizations());
});
afterAll(() => t.close());

/** POST /api/uploads of a small JPEG as `token`'s person; the new upload's id. */
async function upload(token: string): Promise<string> {
  const form = new FormData();
  form.set("file", new File([new Uint8Array(await jpegWithGps())], "photo.jpg", { type: "image/jpeg" }));
  const res = await api.app.request("/api/uploads", {
    method: "POST",
    body: form,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { upload: { id: string } }).upload.id;
}

const rowOf = async (id: string) => (await t.db.select().from(uploads).where(eq(uploads.id, id)))[0];
const fileOf = (id: string) => t.deps.uploads!.get(storageKeyOf(id));
const avatarOf = async (userId: number) =>
  (await t.db.select({ url: users.image_url }).from(users).where(eq(users.id, userId)))[0]?.url;

async function setAvatar(userId: number, token: string, uploadId: string) {
  const res = await api.put(`/api/users/${userId}`, { user: { upload_id: uploadId } }, { token });
  expect(res.status).toBe(200);
}

describe("a failing update claims nothing", () => {
  it("keeps the new avatar upload unattached and the previous avatar in place", async () => {
    const me = w.a.trainer;
    const first = await upload(me.token);
    await setAvatar(me.userId, me.token, first);
    const before = await avatarOf(me.userId);
    const second = await upload(me.token);
    // Someone else's email: refused after the upload was named (409/422), nothing saved.
    const [other] = await t.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, w.b.admin.userId));
    const taken = await api.put(
      `/api/users/${me.userId}`,
      { user: { upload_id: second, email: other!.email, name: "不会保存" } },
      { token: me.token },
    );
    expect(taken.status).toBeGreaterThanOrEqual(400);
    expect((await rowOf(second))?.attached_kind).toBeNull();
    expect(await rowOf(first)).toMatchObject({ attached_kind: "user_avatar", attached_id: me.userId });
    expect(await avatarOf(me.userId)).toBe(before);
    // The same upload then goes through once the update is valid.
    await setAvatar(me.userId, me.token, second);
    expect((await rowOf(second))?.attached_id).toBe(me.userId);
    expect((await rowOf(first))?.attached_kind).toBeNull();
  });

  it("keeps a logo upload unattached when the organization's update is refused", async () => {
    const admin = w.a.admin;
    const logo = await upload(admin.token);
    await t.db.update(organizations).set({ subdomain: "taken-here" }).where(eq(organizations.id, w.b.org.id));
    const refused = await api.put(
      `/api/organizations/${w.a.org.id}`,
      { organization: { upload_id: logo, subdomain: "taken-here" } },
      { token: admin.token },
    );
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect((await rowOf(logo))?.attached_kind).toBeNull();
    const saved = await api.put(
      `/api/organizations/${w.a.org.id}`,
      { organization: { upload_id: logo } },
      { token: admin.token },
    );
    expect(saved.status).toBe(200);
    expect(await rowOf(logo)).toMatchObject({ attached_kind: "organization_logo", attached_id: w.a.org.id });
  });
});

describe("deleting what a file is attached to", () => {
  it("removes a deleted client's avatar, row and file, at once", async () => {
    const coach = w.a.trainer;
    const client = await insertClient(t, coach);
    const avatar = await upload(coach.token);
    await setAvatar(client.user_id, coach.token, avatar);
    const kept = await upload(coach.token);
    const res = await api.delete(`/api/clients/${client.id}`, { token: coach.token });
    expect(res.status).toBe(200);
    expect(await rowOf(avatar)).toBeUndefined();
    expect(await fileOf(avatar)).toBeNull();
    // The coach's own upload is not the client's.
    expect(await rowOf(kept)).toBeDefined();
  });

  it("removes a deleted client's conversation files at once, and sweeps those of messages gone otherwise", async () => {
    const coach = w.a.trainer;
    const client = await insertClient(t, coach);
    const attachment = await upload(coach.token);
    const sent = await api.post(
      `/api/clients/${client.id}/conversation/messages`,
      { message: { body: "动作示范", upload_ids: [attachment] } },
      { token: coach.token },
    );
    expect(sent.status).toBe(201);
    expect((await rowOf(attachment))?.attached_kind).toBe("message");
    const res = await api.delete(`/api/clients/${client.id}`, { token: coach.token });
    expect(res.status).toBe(200);
    expect(await rowOf(attachment)).toBeUndefined();
    expect(await fileOf(attachment)).toBeNull();

    // A message removed by a path that knows nothing of uploads: the stale removal takes its file.
    const other = await insertClient(t, coach);
    const loose = await upload(coach.token);
    const again = await api.post(
      `/api/clients/${other.id}/conversation/messages`,
      { message: { body: "第二条", upload_ids: [loose] } },
      { token: coach.token },
    );
    expect(again.status).toBe(201);
    await t.db.delete(messages).where(eq(messages.client_id, other.id));
    await removeStaleUploads(t.deps, t.clock.now());
    expect(await rowOf(loose)).toBeUndefined();
    expect(await fileOf(loose)).toBeNull();
  });

  it("still answers when a file cannot be deleted, and the stale removal finishes the job", async () => {
    const coach = w.a.trainer;
    const client = await insertClient(t, coach);
    const avatar = await upload(coach.token);
    await setAvatar(client.user_id, coach.token, avatar);
    const store = t.deps.uploads!;
    const failing = { ...store, delete: () => Promise.reject(new Error("disk gone")) };
    const warned = vi.spyOn(console, "warn").mockImplementation(() => {});
    await expect(
      deleteClient({ ...t.deps, uploads: failing }, coach.actor, client.id),
    ).resolves.toMatchObject({
      success: 0,
    });
    expect(warned).toHaveBeenCalledOnce();
    expect((await rowOf(avatar))?.attached_kind).toBe("discarded");
    // Not claimable again: the row has no target any more.
    const reclaim = await api.put(
      `/api/users/${coach.userId}`,
      { user: { upload_id: avatar } },
      { token: coach.token },
    );
    expect(reclaim.status).toBe(404);
    expect((await removeStaleUploads(t.deps, t.clock.now())).removed).toBeGreaterThanOrEqual(1);
    expect(await rowOf(avatar)).toBeUndefined();
    expect(await fileOf(avatar)).toBeNull();
  });

  it("sweeps rows whose target was deleted without discarding them", async () => {
    const coach = w.a.trainer;
    const client = await insertClient(t, coach);
    const avatar = await upload(coach.token);
    await setAvatar(client.user_id, coach.token, avatar);
    // A deletion that knows nothing of uploads (a cascade, a hand-run SQL statement).
    await t.db.delete(users).where(eq(users.id, client.user_id));
    await removeStaleUploads(t.deps, t.clock.now());
    expect(await rowOf(avatar)).toBeUndefined();
    expect(await fileOf(avatar)).toBeNull();
  });

  it("keeps an organization's logo when the admin who sent it is deleted; their loose uploads go", async () => {
    const org = await insertOrganization(t);
    const sender = await insertTrainer(t, org.id, { admin: true });
    const logo = await upload(sender.token);
    const put = await api.put(
      `/api/organizations/${org.id}`,
      { organization: { upload_id: logo } },
      { token: sender.token },
    );
    expect(put.status).toBe(200);
    const loose = await upload(sender.token);
    await t.db.delete(users).where(eq(users.id, sender.userId));
    await removeStaleUploads(t.deps, t.clock.now());
    expect(await rowOf(logo)).toMatchObject({ attached_kind: "organization_logo", attached_id: org.id });
    expect(await fileOf(logo)).not.toBeNull();
    expect(await rowOf(loose)).toBeUndefined();
    expect(await fileOf(loose)).toBeNull();
  });

  it("removes a deleted organization's logo and its people's uploads, and clears the avatars that were among them", async () => {
    const org = await insertOrganization(t);
    const admin = await insertTrainer(t, org.id, { admin: true });
    const coach = await insertTrainer(t, org.id);
    const logo = await upload(admin.token);
    const put = await api.put(
      `/api/organizations/${org.id}`,
      { organization: { upload_id: logo } },
      { token: admin.token },
    );
    expect(put.status).toBe(200);
    const avatar = await upload(coach.token);
    await setAvatar(coach.userId, coach.token, avatar);
    const loose = await upload(coach.token);
    // Another organization's upload stays.
    const elsewhere = await upload(w.b.trainer.token);
    const res = await api.delete(`/api/organizations/${org.id}`, { token: w.superAdmin.token });
    expect(res.status).toBe(200);
    for (const id of [logo, avatar, loose]) {
      expect(await rowOf(id)).toBeUndefined();
      expect(await fileOf(id)).toBeNull();
    }
    expect(await rowOf(elsewhere)).toBeDefined();
    expect(await fileOf(elsewhere)).not.toBeNull();
    // The coach keeps the account, without a link to a removed file.
    const [person] = await t.db.select().from(users).where(eq(users.id, coach.userId));
    expect(person).toMatchObject({ image_url: null, image_id: null });
  });
});
