import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../worker/app";
import { insertOrganization, insertTrainer } from "../factories";
import { callerFor } from "../helpers/caller";
import { createTestDb, type TestDb } from "../helpers/db";
import { testApi } from "../helpers/http";

/** TrueCoach integrations' habits the REST surface accepts (issue 14): trailing slashes, `error`. */

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
});
afterAll(() => t.close());

describe("REST paths with a trailing slash", () => {
  it("reach the same route, for reads and writes", async () => {
    const app = createApp(t.deps);
    const org = await insertOrganization(t);
    const coach = await insertTrainer(t, org.id, { password: "Coach-pass-1234" });
    const login = await app.request("/api/oauth/token/", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        email: (await t.client.execute({ sql: "SELECT email FROM users WHERE id = ?", args: [coach.userId] }))
          .rows[0]?.email,
        password: "Coach-pass-1234",
      }),
    });
    expect(login.status).toBe(200);
    const listed = await app.request("/api/clients/", {
      headers: { authorization: `Bearer ${coach.token}` },
    });
    expect(listed.status).toBe(200);
    expect(await listed.json()).toHaveProperty("clients");
    const me = await app.request("/api/auth/me//", { headers: { authorization: `Bearer ${coach.token}` } });
    expect(me.status).toBe(200);
    // TrueCoach clients send a Role header; identity comes from the token alone.
    const asClient = await app.request("/api/auth/me", {
      headers: { authorization: `Bearer ${coach.token}`, role: "Client" },
    });
    expect(await asClient.json()).toEqual({ data: { user_id: coach.userId } });
  });

  it("leave the web app's own paths alone", async () => {
    const app = createApp(t.deps);
    expect((await app.request("/trpc/auth.me/")).status).not.toBe(200);
  });
});

describe("error bodies", () => {
  it("carry `error` beside SPEC's success, msg and code, in the caller's language", async () => {
    const app = createApp(t.deps);
    const zh = await app.request("/api/clients");
    expect(zh.status).toBe(401);
    const body = (await zh.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ success: 401, code: expect.any(String) });
    expect(body.error).toBe(body.msg);
    const en = await app.request("/api/clients", { headers: { "accept-language": "en" } });
    const enBody = (await en.json()) as Record<string, unknown>;
    expect(enBody.error).toBe(enBody.msg);
    expect(enBody.msg).not.toBe(body.msg);
  });
});

describe("SPEC's two-call client creation (create user, then client by user_id)", () => {
  it("links a person the organization created, on REST and tRPC, and records no creator in answers", async () => {
    const api = testApi(t);
    const org = await insertOrganization(t);
    const coach = await insertTrainer(t, org.id, { admin: true });
    const made = await api.post<{ user: Record<string, unknown> }>(
      "/api/users",
      { user: { name: "两步学员", email: "two.calls@test.local" } },
      { token: coach.token },
    );
    expect(made.status).toBe(201);
    expect(made.body.user).not.toHaveProperty("created_by_organization_id");
    const linked = await api.post<{ client: { user_id: number; trainer_id: number } }>(
      "/api/clients",
      { client: { user_id: made.body.user.id } },
      { token: coach.token },
    );
    expect(linked.status).toBe(201);
    expect(linked.body.client).toMatchObject({ user_id: made.body.user.id, trainer_id: coach.trainerId });

    const second = await api.post<{ user: { id: number } }>(
      "/api/users",
      { user: { name: "第二位", phone_number: "13900001111" } },
      { token: coach.token },
    );
    const viaTrpc = await callerFor(t, coach.actor).clients.create({
      client: { user_id: second.body.user.id },
    });
    expect(viaTrpc.client.user_id).toBe(second.body.user.id);
  });

  it("refuses a foreign person (404) or one already linked (409) and writes nothing", async () => {
    const api = testApi(t);
    const orgA = await insertOrganization(t);
    const orgB = await insertOrganization(t);
    const coachA = await insertTrainer(t, orgA.id);
    const coachB = await insertTrainer(t, orgB.id);
    const foreign = await api.post<{ user: { id: number } }>(
      "/api/users",
      { user: { name: "别家的人", email: "foreign.person@test.local" } },
      { token: coachB.token },
    );
    const before = await t.client.execute("SELECT count(*) AS n FROM clients");
    const refused = await api.post(
      "/api/clients",
      { client: { user_id: foreign.body.user.id } },
      { token: coachA.token },
    );
    expect(refused.status).toBe(404);
    // A coach is never linkable, nor is a person linked twice.
    expect(
      (await api.post("/api/clients", { client: { user_id: coachA.userId } }, { token: coachA.token }))
        .status,
    ).toBe(404);
    const own = await api.post<{ user: { id: number } }>(
      "/api/users",
      { user: { name: "自己的人", email: "own.person@test.local" } },
      { token: coachA.token },
    );
    expect(
      (await api.post("/api/clients", { client: { user_id: own.body.user.id } }, { token: coachA.token }))
        .status,
    ).toBe(201);
    const twice = await api.post(
      "/api/clients",
      { client: { user_id: own.body.user.id } },
      { token: coachA.token },
    );
    expect(twice.status).toBe(409);
    expect(twice.body).toMatchObject({ code: "CONFLICT" });
    const after = await t.client.execute("SELECT count(*) AS n FROM clients");
    expect(Number(after.rows[0]?.n)).toBe(Number(before.rows[0]?.n) + 1);
    // Both forms at once, or neither: a clear 400.
    const both = await api.post(
      "/api/clients",
      { client: { user_id: own.body.user.id, user: { name: "x" } } },
      { token: coachA.token },
    );
    expect(both.status).toBe(400);
  });
});

describe("OAuth 2 password grant on /api/oauth/token (RFC 6749 §4.3, §5.1, §5.2)", () => {
  async function coachWithPassword() {
    const org = await insertOrganization(t);
    const email = `oauth.${Math.random().toString(36).slice(2)}@test.local`;
    const coach = await insertTrainer(t, org.id, { email, password: "Grant-pass-2468" });
    return { coach, email };
  }

  it("signs in from a form body and answers the OAuth fields beside CONTRACT's", async () => {
    const { coach, email } = await coachWithPassword();
    const res = await createApp(t.deps).request("/api/oauth/token", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        grant_type: "password",
        username: email,
        password: "Grant-pass-2468",
      }).toString(),
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as Record<string, unknown>;
    expect(body).toMatchObject({
      success: 0,
      trainer_id: coach.trainerId,
      token_type: "bearer",
      expires_in: t.deps.config.accessTokenTtl,
      user_id: coach.userId,
    });
    expect(body.access_token).toBe(body.token);
    expect(typeof body.msg).toBe("string");
  });

  it("answers RFC errors (400, error, error_description) only when grant_type is sent", async () => {
    const { email } = await coachWithPassword();
    const app = createApp(t.deps);
    const post = (fields: Record<string, string>) =>
      app.request("/api/oauth/token", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(fields).toString(),
      });
    const wrong = await post({ grant_type: "password", username: email, password: "not-the-password" });
    expect(wrong.status).toBe(400);
    const wrongBody = (await wrong.json()) as Record<string, unknown>;
    expect(wrongBody).toMatchObject({ error: "invalid_grant", code: "INVALID_CREDENTIALS", success: 401 });
    expect(wrongBody.error_description).toBe(wrongBody.msg);

    const grant = await post({ grant_type: "client_credentials", username: email, password: "x" });
    expect(grant.status).toBe(400);
    expect(await grant.json()).toMatchObject({ error: "unsupported_grant_type" });

    const missing = await post({ grant_type: "password", username: email });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ error: "invalid_request" });

    // Without grant_type, CONTRACT's answers exactly as before.
    const plain = await app.request("/api/oauth/token", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email, password: "not-the-password" }),
    });
    expect(plain.status).toBe(401);
    const plainBody = (await plain.json()) as Record<string, unknown>;
    expect(plainBody).not.toHaveProperty("error_description");
    expect(plainBody.error).toBe(plainBody.msg);
  });

  it("takes multipart form bodies too", async () => {
    const { email } = await coachWithPassword();
    const form = new FormData();
    form.set("grant_type", "password");
    form.set("username", email);
    form.set("password", "Grant-pass-2468");
    const res = await createApp(t.deps).request("/api/oauth/token/", { method: "POST", body: form });
    expect(res.status).toBe(200);
  });
});
