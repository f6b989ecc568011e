/**
 * Uploads on Workers: the file goes to the R2 binding (UPLOADS, wrangler.toml), its EXIF is gone
 * (the stripping is plain TypeScript, no native module), and the signed URL reads it back.
 */
import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";

const bytesOf = (...parts: (number[] | string)[]) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === "string" ? [...p].map((c) => c.charCodeAt(0)) : p)));

/** A JPEG's structure as the stripper reads it: SOI, APP1 with EXIF (GPS tag), a DQT, a scan, EOI. */
const EXIF = "Exif\0\0GPS:31N;\0";
const EXIF_APP1 = bytesOf([0xff, 0xe1, 0x00, EXIF.length + 2], EXIF);
const REST = bytesOf(
  [0xff, 0xdb, 0x00, 0x04, 0x00, 0x01],
  [0xff, 0xda, 0x00, 0x02, 0x12, 0x34],
  [0xff, 0xd9],
);
const jpeg = new Uint8Array([0xff, 0xd8, ...EXIF_APP1, ...REST]);

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
    form.set("file", new File([jpeg], "photo.jpg", { type: "image/jpeg" }));
    const res = await exports.default.fetch(
      new Request("https://coach.test/api/uploads", {
        method: "POST",
        headers: { authorization: `Bearer ${await superToken()}` },
        body: form,
      }),
    );
    expect(res.status).toBe(201);
    const { upload } = (await res.json()) as { upload: { id: string; size: number; attachmentUrl: string } };
    const expected = new Uint8Array([0xff, 0xd8, ...REST]);
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
