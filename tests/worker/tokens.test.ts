import { SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signAccessToken, TOKEN_AUDIENCE, TOKEN_ISSUER, verifyAccessToken } from "../../worker/auth/jwt";
import { insertOrganization, insertTrainer } from "../factories";
import { createTestDb, type TestDb } from "../helpers/db";
import { type TestApi, testApi } from "../helpers/http";

let t: TestDb;
let api: TestApi;
let coach: Awaited<ReturnType<typeof insertTrainer>>;
const secret = () => new TextEncoder().encode(t.deps.config.jwtSecret);
const b64url = (o: unknown) => Buffer.from(JSON.stringify(o)).toString("base64url");

beforeAll(async () => {
  t = await createTestDb();
  api = testApi(t);
  const org = await insertOrganization(t);
  coach = await insertTrainer(t, org.id, { password: "Coach1234!" });
});
afterAll(() => t.close());

async function me(token: string | undefined, raw?: string) {
  return api.request(
    "GET",
    "/api/auth/me",
    raw !== undefined ? { headers: { authorization: raw } } : { token },
  );
}

function claims(overrides: Record<string, unknown> = {}) {
  const iat = Math.floor(t.clock.now().getTime() / 1000);
  return {
    typ: "access",
    tv: 0,
    sub: String(coach.userId),
    iss: TOKEN_ISSUER,
    aud: TOKEN_AUDIENCE,
    iat,
    exp: iat + 600,
    ...overrides,
  };
}

describe("access tokens", () => {
  it("accepts a valid token", async () => {
    const res = await me(coach.token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: { user_id: coach.userId } });
  });

  it.each([
    ["missing", undefined],
    ["not a bearer", "Token abc"],
    ["garbage", "Bearer not-a-jwt"],
    ["empty bearer", "Bearer "],
  ])("rejects a %s header with 401 and the CONTRACT body", async (_name, header) => {
    const res = header === undefined ? await me(undefined) : await me(undefined, header);
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ code: "UNAUTHORIZED", msg: "请先登录" });
    expect((res.body as { success: number }).success).not.toBe(0);
  });

  it("rejects a tampered payload", async () => {
    const [h, , s] = coach.token.split(".");
    const forged = `${h}.${b64url(claims({ sub: "1" }))}.${s}`;
    expect((await me(forged)).status).toBe(401);
  });

  it("rejects alg none", async () => {
    const none = `${b64url({ alg: "none", typ: "JWT" })}.${b64url(claims())}.`;
    expect((await me(none)).status).toBe(401);
  });

  it("rejects another algorithm even with the right secret", async () => {
    const hs512 = await new SignJWT(claims()).setProtectedHeader({ alg: "HS512" }).sign(secret());
    expect((await me(hs512)).status).toBe(401);
  });

  it("rejects a token signed with another secret", async () => {
    const other = await new SignJWT(claims())
      .setProtectedHeader({ alg: "HS256" })
      .sign(new TextEncoder().encode("another-secret-another-secret-0123456789"));
    expect((await me(other)).status).toBe(401);
  });

  it.each([
    ["wrong issuer", { iss: "someone-else" }],
    ["wrong audience", { aud: "other" }],
    ["wrong type", { typ: "refresh" }],
    ["no token version", { tv: undefined }],
  ])("rejects a token with %s", async (_name, over) => {
    const token = await new SignJWT(claims(over)).setProtectedHeader({ alg: "HS256" }).sign(secret());
    expect((await me(token)).status).toBe(401);
  });

  it("rejects an expired token, with a few seconds of tolerance", async () => {
    // coach.token has been verified by the tests above, so this also covers the memo of verified
    // tokens: its expiry is checked again on every request.
    const token = coach.token;
    t.clock.advance(t.deps.config.accessTokenTtl + 3);
    expect((await me(token)).status).toBe(200);
    t.clock.advance(10);
    expect((await me(token)).status).toBe(401);
    t.clock.set("2026-03-02T10:00:00.000Z");
  });

  it("revokes older tokens on password change and hands out a working new one", async () => {
    const login = await api.post<{ token: string }>("/api/oauth/token", {
      email: coach.actor.user.email,
      password: "Coach1234!",
    });
    const old = login.body.token;
    const changed = await api.post<{ success: number; token: string; msg: string }>(
      "/api/users/change_password",
      { user: { current_password: "Coach1234!", password: "NewPass5678!" } },
      { token: old },
    );
    expect(changed.status).toBe(200);
    expect(changed.body.msg).toBe("密码修改成功");
    expect((await me(old)).status).toBe(401);
    expect((await me(coach.token)).status).toBe(401);
    expect((await me(changed.body.token)).status).toBe(200);
    const relogin = await api.post("/api/oauth/token", {
      email: coach.actor.user.email,
      password: "NewPass5678!",
    });
    expect(relogin.status).toBe(200);
  });

  it("revokes tokens when the super admin disables the user", async () => {
    const org = await insertOrganization(t);
    const victim = await insertTrainer(t, org.id);
    const { insertSuper } = await import("../factories");
    const sup = await insertSuper(t);
    expect((await me(victim.token)).status).toBe(200);
    const res = await api.put(
      `/api/users/${victim.userId}`,
      { user: { disabled: true } },
      { token: sup.token },
    );
    expect(res.status).toBe(200);
    expect((await me(victim.token)).status).toBe(401);
  });

  it("tRPC answers UNAUTHORIZED for protected procedures without a valid token", async () => {
    const res = await api.request("GET", "/trpc/auth.me", { headers: { authorization: "Bearer x.y.z" } });
    expect(res.status).toBe(401);
    const body = res.body as { error: { data: { appCode: string; msg: string } } };
    expect(body.error.data.appCode).toBe("UNAUTHORIZED");
    expect(body.error.data.msg).toBe("请先登录");
  });

  it("remembers a verified token only for the secret that verified it", async () => {
    const now = t.clock.now();
    const token = await signAccessToken(
      { userId: 7, tokenVersion: 2 },
      { secret: "first-secret-0123456789", ttlSeconds: 60, now },
    );
    expect(await verifyAccessToken(token, { secret: "first-secret-0123456789", now })).toEqual({
      userId: 7,
      tokenVersion: 2,
    });
    // Remembered now; a rotated secret must still refuse it.
    expect(await verifyAccessToken(token, { secret: "second-secret-0123456789", now })).toBeNull();
    expect(await verifyAccessToken(token, { secret: "first-secret-0123456789", now })).toEqual({
      userId: 7,
      tokenVersion: 2,
    });
    // And the remembered entry still expires (60 s + 5 s tolerance).
    const later = new Date(now.getTime() + 66_000);
    expect(await verifyAccessToken(token, { secret: "first-secret-0123456789", now: later })).toBeNull();
  });
});
