import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uploads, users } from "../../../db/schema";
import { runJobsTick } from "../../../worker/domains/jobs/runner";
import { claimUpload } from "../../../worker/domains/uploads/claim";
import { UPLOAD_MAX_BYTES } from "../../../worker/domains/uploads/limits";
import { removeStaleUploads, staleUploads } from "../../../worker/domains/uploads/stale";
import { storageKeyOf } from "../../../worker/domains/uploads/store";
import type { TestDb } from "../../helpers/db";
import type { TestApi } from "../../helpers/http";
import { openTwoOrganizations, type TwoOrganizations } from "../../helpers/two-organizations";
import { contains, jpegWithGps, pdf, video, xyzBox } from "./files";

let t: TestDb;
let api: TestApi;
let w: TwoOrganizations;

beforeAll(async () => {
  ({ t, api, w } = await openTwoOrganizations());
});
afterAll(() => t.close());

type UploadAnswer = {
  upload: { id: string; name: string; type: string; size: number; attachmentUrl: string };
};

/** POST /api/uploads with a multipart body, as the web app's fetch with FormData sends it. */
async function send(
  file: Uint8Array | null,
  name: string,
  opts: { token?: string; claimedType?: string } = {},
) {
  const form = new FormData();
  if (file)
    form.set("file", new File([new Uint8Array(file)], name, { type: opts.claimedType ?? "image/jpeg" }));
  const headers: Record<string, string> = opts.token ? { authorization: `Bearer ${opts.token}` } : {};
  const res = await api.app.request("/api/uploads", { method: "POST", body: form, headers });
  return { status: res.status, body: (await res.json()) as UploadAnswer & { code?: string; msg?: string } };
}

async function read(url: string) {
  const res = await api.app.request(url);
  return { res, bytes: new Uint8Array(await res.arrayBuffer()) };
}

describe("POST /api/uploads", () => {
  it("answers 401 without a signed-in caller", async () => {
    expect((await send(await jpegWithGps(), "a.jpg")).status).toBe(401);
  });

  it("stores a JPEG without its EXIF GPS and serves it back through the signed URL", async () => {
    const sent = await jpegWithGps();
    const { status, body } = await send(sent, "体测 照片.jpg", { token: w.a.trainer.token });
    expect(status).toBe(201);
    expect(body.upload).toMatchObject({ name: "体测 照片.jpg", type: "image/jpeg" });
    expect(body.upload.attachmentUrl).toMatch(
      new RegExp(`^/api/uploads/${body.upload.id}/file\\?exp=\\d+&sig=[\\w-]+$`),
    );
    const { res, bytes } = await read(body.upload.attachmentUrl);
    expect(res.status).toBe(200);
    expect(bytes.length).toBe(body.upload.size);
    expect(contains(bytes, "Exif")).toBe(false);
    expect((await sharp(bytes).metadata()).format).toBe("jpeg");
    expect(res.headers.get("content-type")).toBe("image/jpeg");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("cache-control")).toMatch(/^private, max-age=(\d+)$/);
    const maxAge = Number(/max-age=(\d+)/.exec(res.headers.get("cache-control")!)![1]);
    expect(maxAge).toBeGreaterThanOrEqual(3600);
    expect(maxAge).toBeLessThanOrEqual(4200);
    expect(res.headers.get("content-disposition")).toBe(
      `inline; filename="__ __.jpg"; filename*=UTF-8''${encodeURIComponent("体测 照片.jpg")}`,
    );
  });

  it("decides the type by the bytes: a page named .jpg and sent as image/jpeg is a 415", async () => {
    const page = new TextEncoder().encode("<html><script>alert(1)</script></html>");
    const { status, body } = await send(page, "photo.jpg", { token: w.a.trainer.token });
    expect([status, body.code]).toEqual([415, "UNSUPPORTED_MEDIA_TYPE"]);
    expect(body.msg).toContain("JPEG");
  });

  it("refuses a file over 10 MB with 413 and a body without a file with 400", async () => {
    const big = new Uint8Array(UPLOAD_MAX_BYTES + 1);
    big.set([0xff, 0xd8, 0xff]);
    expect((await send(big, "big.jpg", { token: w.a.trainer.token })).status).toBe(413);
    expect((await send(null, "none", { token: w.a.trainer.token })).status).toBe(400);
    const json = await api.post("/api/uploads", { file: "x" }, { token: w.a.trainer.token });
    expect(json.status).toBe(415);
  });

  it("refuses a video that records where it was filmed (422) and keeps one that does not", async () => {
    const located = await send(video("qt  ", xyzBox()), "IMG_0001.MOV", { token: w.a.trainer.token });
    expect([located.status, located.body.code]).toEqual([422, "UPLOAD_VIDEO_LOCATION"]);
    const plain = await send(video("isom"), "squat.mp4", { token: w.a.trainer.token });
    expect([plain.status, plain.body.upload.type]).toEqual([201, "video/mp4"]);
  });

  it("sends a PDF as an attachment, not inline", async () => {
    const { body } = await send(pdf(), "plan.pdf", { token: w.a.trainer.token });
    const { res } = await read(body.upload.attachmentUrl);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="plan.pdf"/);
  });
});

describe("GET /api/uploads/{id}/file", () => {
  it("answers 404 to a missing, altered or expired signature", async () => {
    const { body } = await send(await jpegWithGps(), "a.jpg", { token: w.a.trainer.token });
    const url = body.upload.attachmentUrl;
    const sig = /sig=([\w-]+)/.exec(url)![1]!;
    const flipped = `${sig.startsWith("A") ? "B" : "A"}${sig.slice(1)}`;
    // The same bytes spelled differently (the last character's unused low bits) are refused too.
    const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    const respelled = `${sig.slice(0, -1)}${alphabet[alphabet.indexOf(sig.at(-1)!) ^ 1]}`;
    expect((await read(url.replace(sig, respelled))).res.status).toBe(404);
    expect((await read(url.split("?")[0]!)).res.status).toBe(404);
    expect((await read(url.replace(sig, flipped))).res.status).toBe(404);
    expect((await read(url.replace(/exp=\d+/, (m) => `${m}0`))).res.status).toBe(404);
    // Another upload's signature does not open this one.
    const other = await send(await jpegWithGps(), "b.jpg", { token: w.a.trainer.token });
    expect(
      (await read(other.body.upload.attachmentUrl.replace(other.body.upload.id, body.upload.id))).res.status,
    ).toBe(404);
    const now = t.clock.now().toISOString();
    t.clock.advance(2 * 3600);
    expect((await read(url)).res.status).toBe(404);
    t.clock.set(now);
  });
});

describe("claimUpload and removeStaleUploads", () => {
  it("takes only the uploader's own upload, unattached or attached to the same target", async () => {
    const { body } = await send(await jpegWithGps(), "a.jpg", { token: w.a.trainer.token });
    const id = body.upload.id;
    const target = { kind: "user_avatar", id: w.a.trainer.userId } as const;
    await expect(claimUpload(t.deps, w.b.trainer.actor, id, target)).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    await expect(claimUpload(t.deps, w.a.admin.actor, id, target)).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    expect((await claimUpload(t.deps, w.a.trainer.actor, id, target)).attached_id).toBe(w.a.trainer.userId);
    expect((await claimUpload(t.deps, w.a.trainer.actor, id, target)).attached_id).toBe(w.a.trainer.userId);
    const elsewhere = { kind: "user_avatar", id: w.b.trainer.userId } as const;
    await expect(claimUpload(t.deps, w.a.trainer.actor, id, elsewhere)).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    await expect(claimUpload(t.deps, w.a.trainer.actor, "no-such-id", target)).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
  });

  it("removes uploads unattached for 24 h (the job runner's kind), rows and files, and keeps attached and recent ones", async () => {
    await t.db.delete(uploads);
    const old = await send(await jpegWithGps(), "old.jpg", { token: w.b.trainer.token });
    const kept = await send(await jpegWithGps(), "kept.jpg", { token: w.b.trainer.token });
    await claimUpload(t.deps, w.b.trainer.actor, kept.body.upload.id, {
      kind: "user_avatar",
      id: w.b.trainer.userId,
    });
    const recent = await send(await jpegWithGps(), "recent.jpg", { token: w.b.trainer.token });
    // Sent 24 h + 1 s ago, 23 h ago, 25 h ago (attached): backdated rows, so the tokens stay valid.
    const now = t.clock.now().getTime();
    const sentAt = (id: string, hoursAgo: number, extraSeconds = 0) =>
      t.db
        .update(uploads)
        .set({ created_at: new Date(now - hoursAgo * 3600_000 - extraSeconds * 1000).toISOString() })
        .where(eq(uploads.id, id));
    await sentAt(old.body.upload.id, 24, 1);
    await sentAt(recent.body.upload.id, 23);
    await sentAt(kept.body.upload.id, 25);
    const store = t.deps.uploads!;
    expect(await store.get(storageKeyOf(old.body.upload.id))).not.toBeNull();
    // The job runner's stale-uploads kind does it: one batch, once; then nothing is due.
    const tick = await runJobsTick(t.deps, { kinds: [staleUploads] });
    expect(tick.done).toEqual([`stale-uploads:${old.body.upload.id}`]);
    expect((await runJobsTick(t.deps, { kinds: [staleUploads] })).done).toEqual([]);
    expect(await removeStaleUploads(t.deps, t.clock.now())).toEqual({ removed: 0 });
    const left = await t.db.select({ name: uploads.name }).from(uploads);
    expect(left.map((u) => u.name).sort()).toEqual(["kept.jpg", "recent.jpg"]);
    expect(await store.get(storageKeyOf(old.body.upload.id))).toBeNull();
    expect(await store.get(storageKeyOf(recent.body.upload.id))).not.toBeNull();
  });
});

describe("avatars by upload_id", () => {
  it("sets the user's avatar from their own uploaded image; anyone else's id is a 404", async () => {
    const { body } = await send(await jpegWithGps(), "me.jpg", { token: w.a.admin.token });
    const stranger = await api.put(
      `/api/users/${w.b.admin.userId}`,
      { user: { upload_id: body.upload.id } },
      { token: w.b.admin.token },
    );
    expect(stranger.status).toBe(404);
    const res = await api.put<{ user: { image_url: string; image_id: number } }>(
      `/api/users/${w.a.admin.userId}`,
      { user: { upload_id: body.upload.id } },
      { token: w.a.admin.token },
    );
    expect(res.status).toBe(200);
    expect(res.body.user.image_url).toBe(`http://localhost/api/uploads/${body.upload.id}/file`);
    // An avatar is read without a signature (kinds.ts), and still without its EXIF.
    const file = await read(new URL(res.body.user.image_url).pathname);
    expect(file.res.status).toBe(200);
    expect(contains(file.bytes, "Exif")).toBe(false);
    // A PDF is no avatar.
    const doc = await send(pdf(), "plan.pdf", { token: w.a.admin.token });
    const refused = await api.put(
      `/api/users/${w.a.admin.userId}`,
      { user: { upload_id: doc.body.upload.id } },
      { token: w.a.admin.token },
    );
    expect(refused.status).toBe(404);
    // A typed URL replaces the uploaded avatar and lets its file go.
    await api.put(
      `/api/users/${w.a.admin.userId}`,
      { user: { image_url: "https://example.com/a.png" } },
      { token: w.a.admin.token },
    );
    const [row] = await t.db.select().from(uploads).where(eq(uploads.id, body.upload.id));
    expect(row?.attached_kind).toBeNull();
    const [user] = await t.db
      .select({ url: users.image_url })
      .from(users)
      .where(eq(users.id, w.a.admin.userId));
    expect(user?.url).toBe("https://example.com/a.png");
  });
});

describe("organization logos by upload_id", () => {
  it("sets the logo from the admin's own uploaded image, public without a signature; a stranger's id is a 404", async () => {
    const { body } = await send(await jpegWithGps(), "logo.jpg", { token: w.a.admin.token });
    const foreign = await send(await jpegWithGps(), "theirs.jpg", { token: w.b.admin.token });
    const refused = await api.put(
      `/api/organizations/${w.a.org.id}`,
      { organization: { upload_id: foreign.body.upload.id } },
      { token: w.a.admin.token },
    );
    expect(refused.status).toBe(404);
    const res = await api.put<{ logo_url: string }>(
      `/api/organizations/${w.a.org.id}`,
      { organization: { upload_id: body.upload.id } },
      { token: w.a.admin.token },
    );
    expect(res.status).toBe(200);
    expect(res.body.logo_url).toBe(`http://localhost/api/uploads/${body.upload.id}/file`);
    const file = await read(new URL(res.body.logo_url).pathname);
    expect(file.res.status).toBe(200);
    expect(contains(file.bytes, "Exif")).toBe(false);
  });
});
