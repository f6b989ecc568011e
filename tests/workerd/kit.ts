/**
 * What the per-domain workerd tests share: the scenario target sent through the Worker's own fetch
 * handler over D1/R2/DO, a client with a token, and a JPEG upload to R2.
 */
import { env, exports } from "cloudflare:workers";
import { expect } from "vitest";
import { signAccessToken } from "../../worker/auth/jwt";
import { localClock } from "../../worker/domains/emails/local-time";
import { createClient } from "../scenarios/clients.scenarios";
import type { ApiClient, Coach, ScenarioTarget } from "../scenarios/harness";

export const target: ScenarioTarget = {
  runtime: "workerd",
  fetch: (path, init) => exports.default.fetch(new Request(new URL(path, "https://coach.test"), init)),
  superAdmin: { email: env.SUPER_ADMIN_EMAIL, password: env.SUPER_ADMIN_PASSWORD },
  jwtSecret: env.JWT_SECRET,
};

/**
 * A client of `coach` with its own token. Clients sign in through an invitation; the token is
 * minted the way sign-in does (as tests/workerd/realtime.test.ts does), the invitation being
 * tested elsewhere.
 */
export async function signedInClient(api: ApiClient, coach: Coach) {
  const client = await createClient(api, coach);
  return { ...client, token: await tokenOf(client.userId) };
}

/** An access token for `userId`, minted the way sign-in does. */
export const tokenOf = (userId: number) =>
  signAccessToken({ userId, tokenVersion: 0 }, { secret: env.JWT_SECRET, ttlSeconds: 3600, now: new Date() });

/**
 * The whole-hour zone where it is now `hour`:xx, for tests on the real clock that need the
 * client's day and hour known (UTC−12 … UTC+14 cover every hour of the day). Etc/GMT−N is UTC+N.
 */
export function zoneAtLocalHour(hour: number, now: Date): string {
  const zones = Array.from({ length: 27 }, (_, i) => i - 12).map((offset) =>
    offset === 0 ? "Etc/GMT" : `Etc/GMT${offset > 0 ? "-" : "+"}${Math.abs(offset)}`,
  );
  const zone = zones.find((z) => localClock(z, now).hour === hour);
  if (!zone) throw new Error(`no whole-hour zone is at ${hour}:00 now`);
  return zone;
}

const bytesOf = (...parts: (number[] | string)[]) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === "string" ? [...p].map((c) => c.charCodeAt(0)) : p)));

/** The EXIF of `jpegWithExif`: a GPS position a stored photo must not carry. */
const EXIF_TEXT = "Exif\0\0GPS:31N;\0";
/** A JPEG's parts after its metadata, as the stripper reads them: a DQT, a scan, EOI. */
const JPEG_BODY = bytesOf(
  [0xff, 0xdb, 0x00, 0x04, 0x00, 0x01],
  [0xff, 0xda, 0x00, 0x02, 0x12, 0x34],
  [0xff, 0xd9],
);
/** A JPEG with metadata: SOI, APP1 with EXIF (a GPS tag), then the body. */
export function jpegWithExif(): Uint8Array {
  const app1 = bytesOf([0xff, 0xe1, 0x00, EXIF_TEXT.length + 2], EXIF_TEXT);
  return new Uint8Array([0xff, 0xd8, ...app1, ...JPEG_BODY]);
}
/** What `jpegWithExif()` must be stored as: SOI and the body, the APP1 gone. */
export const jpegWithoutExif = (): Uint8Array => new Uint8Array([0xff, 0xd8, ...JPEG_BODY]);

export type Upload = { id: number; size: number; attachmentUrl: string };

/** POST /api/uploads (multipart) with `token`: the file goes to the R2 binding. */
export async function upload(token: string, file: File): Promise<Upload> {
  const form = new FormData();
  form.set("file", file);
  const res = await exports.default.fetch(
    new Request("https://coach.test/api/uploads", {
      method: "POST",
      headers: { authorization: `Bearer ${token}` },
      body: form,
    }),
  );
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { upload: Upload }).upload;
}

/** GET of a served file's path with an optional bearer token; the body is read so nothing leaks. */
export async function readFile(path: string, token?: string) {
  const res = await exports.default.fetch(
    new Request(new URL(path, "https://coach.test"), {
      headers: token === undefined ? {} : { authorization: `Bearer ${token}` },
    }),
  );
  return { status: res.status, headers: res.headers, bytes: new Uint8Array(await res.arrayBuffer()) };
}
