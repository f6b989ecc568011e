/**
 * Uploads on Workers: the file goes to the R2 binding (UPLOADS, wrangler.toml), its EXIF is gone
 * (the stripping is plain TypeScript, no native module), and the signed URL reads it back.
 */
import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { jpegWithExif, jpegWithoutExif } from "./kit";

async function superToken(): Promise<string> {
  const res = await exports.default.fetch(
    new Request("https://coach.test/api/admin/login", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: env.SUPER_ADMIN_EMAIL, password: env.SUPER_ADMIN_PASSWORD }),
    }),
  );
  const body = (await res.json()) as { data: { token: string } };
  return body.data.token;
}

describe("uploads on Workers", () => {
  it("stores a JPEG in R2 without its EXIF and reads it back by the signed URL only", async () => {
    const form = new FormData();
    form.set("file", new File([jpegWithExif()], "photo.jpg", { type: "image/jpeg" }));
    const res = await exports.default.fetch(
      new Request("https://coach.test/api/uploads", {
        method: "POST",
        headers: { authorization: `Bearer ${await superToken()}` },
        body: form,
      }),
    );
    expect(res.status).toBe(201);
    const { upload } = (await res.json()) as { upload: { id: string; size: number; attachmentUrl: string } };
    const expected = jpegWithoutExif();
    expect(upload.size).toBe(expected.length);

    const object = await env.UPLOADS.get(`uploads/${upload.id}`);
    expect(new Uint8Array(await object!.arrayBuffer())).toEqual(expected);

    const read = await exports.default.fetch(new Request(`https://coach.test${upload.attachmentUrl}`));
    expect(read.status).toBe(200);
    expect(read.headers.get("content-type")).toBe("image/jpeg");
    expect(read.headers.get("cache-control")).toMatch(/^private, max-age=\d+$/);
    expect(new Uint8Array(await read.arrayBuffer())).toEqual(expected);

    const altered = upload.attachmentUrl.replace(/sig=./, (m) => (m.endsWith("A") ? "sig=B" : "sig=A"));
    const refused = await exports.default.fetch(new Request(`https://coach.test${altered}`));
    expect(refused.status).toBe(404);
    await refused.arrayBuffer();
  });
});
