import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clients, login_throttles, sms_codes } from "../../db/schema";
import { insertClient, insertOrganization, insertTrainer, insertUser, unique } from "../factories";
import { createTestDb, type TestDb } from "../helpers/db";
import { type ApiResponse, type TestApi, testApi } from "../helpers/http";

/**
 * The attempt limits, attacked the way the security review did: through the real app, with real
 * tRPC batch URLs and real parallel requests. Each limit must hold however the attempts arrive.
 * Limits: docs/authorization.md ("Attempt limits").
 */
let t: TestDb;
let api: TestApi;
beforeAll(async () => {
  t = await createTestDb();
  api = testApi(t);
});
afterAll(() => t.close());

const PASSWORD = "Right-horse-42";
type TrpcEntry = { result?: unknown; error?: { data?: { appCode?: string; httpStatus?: number } } };

/** POST /trpc/<name>,<name>…?batch=1 with the same input for each call. */
function trpcBatch(
  name: string,
  input: unknown,
  count: number,
  opts: { token?: string; remoteAddress?: string } = {},
) {
  const body = Object.fromEntries(Array.from({ length: count }, (_, i) => [String(i), input]));
  const path = `/trpc/${Array.from({ length: count }, () => name).join(",")}?batch=1`;
  return api.request<TrpcEntry[] | TrpcEntry>("POST", path, { ...opts, body });
}

/** The same request `count` times at once. */
function parallel<T>(count: number, send: (i: number) => Promise<T>): Promise<T[]> {
  return Promise.all(Array.from({ length: count }, (_, i) => send(i)));
}

const statuses = (responses: ApiResponse<unknown>[]) =>
  responses.reduce<Record<number, number>>((acc, r) => {
    acc[r.status] = (acc[r.status] ?? 0) + 1;
    return acc;
  }, {});

async function coachWithPhone(phone: string) {
  const org = await insertOrganization(t);
  return insertTrainer(t, org.id, { password: PASSWORD, phone_number: phone });
}

async function smsCode(phone: string): Promise<string> {
  await api.post("/api/user/sms", { mobile: phone });
  const code = /(\d{6})/.exec(t.sms.sent.filter((s) => s.phone === phone).at(-1)?.text ?? "")?.[1];
  if (!code) throw new Error("no code sent");
  return code;
}
const wrongCode = (code: string) => (code === "000000" ? "111111" : "000000");

describe("SMS reset codes die after five wrong guesses, however they arrive", () => {
  it("refuses a batch of guesses before checking any of them", async () => {
    const phone = "13800000001";
    await coachWithPhone(phone);
    const code = await smsCode(phone);
    const input = { user: { mobile: phone, code: wrongCode(code), password: "New-password-1" } };
    const res = await trpcBatch("auth.resetPassword", input, 800);
    expect(res.status).toBe(400);
    const [row] = await t.db.select().from(sms_codes).where(eq(sms_codes.phone_number, phone));
    expect(row?.attempts).toBe(0);
    // A batch of a few is refused too: reset calls travel alone.
    expect((await trpcBatch("auth.resetPassword", input, 2)).status).toBe(400);
  });

  it("counts parallel guesses atomically: after 40 wrong ones the right code no longer works", async () => {
    const phone = "13800000002";
    await coachWithPhone(phone);
    const code = await smsCode(phone);
    const wrong = await parallel(40, () =>
      api.post("/api/user/reset_password", {
        user: { mobile: phone, code: wrongCode(code), password: "New-password-1" },
      }),
    );
    expect(statuses(wrong)).toEqual({ 400: 40 });
    const [row] = await t.db.select().from(sms_codes).where(eq(sms_codes.phone_number, phone));
    expect(row?.attempts).toBe(5);
    const right = await api.post("/api/user/reset_password", {
      user: { mobile: phone, code, password: "New-password-1" },
    });
    expect(right.status).toBe(400);
    expect(right.body).toMatchObject({ code: "INVALID_SMS_CODE" });
  });

  it("lets only one of several parallel right guesses set the password", async () => {
    const phone = "13800000003";
    await coachWithPhone(phone);
    const code = await smsCode(phone);
    const results = await parallel(4, (i) =>
      api.post("/api/user/reset_password", { user: { mobile: phone, code, password: `New-password-${i}x` } }),
    );
    expect(statuses(results)).toEqual({ 200: 1, 400: 3 });
    const winner = results.findIndex((r) => r.status === 200);
    const login = await api.post("/api/oauth/token", { email: phone, password: `New-password-${winner}x` });
    expect(login.status).toBe(200);
  });
});

describe("sign-in attempts are counted before the password is hashed", () => {
  it("refuses a batch of 1,000 logins without checking a password", async () => {
    const org = await insertOrganization(t);
    const coach = await insertTrainer(t, org.id, { password: PASSWORD });
    const res = await trpcBatch("auth.login", { email: coach.actor.user.email, password: "guess" }, 1000);
    expect(res.status).toBe(400);
    expect(Array.isArray(res.body) && res.body[0]?.error?.data?.appCode).toBe("BATCH_TOO_LARGE");
    expect(
      await t.db
        .select()
        .from(login_throttles)
        .where(eq(login_throttles.key, `account:${coach.userId}`)),
    ).toEqual([]);
    // Within the size cap a login still may not share a request with other calls.
    const small = await trpcBatch("auth.login", { email: coach.actor.user.email, password: "guess" }, 3);
    expect(small.status).toBe(400);
    expect(Array.isArray(small.body) && small.body.map((e) => e.error?.data?.appCode)).toEqual([
      "BATCH_NOT_ALLOWED",
      "BATCH_NOT_ALLOWED",
      "BATCH_NOT_ALLOWED",
    ]);
    // A batch of one is how the web app's link sends a single call: it works.
    const one = await trpcBatch("auth.login", { email: coach.actor.user.email, password: PASSWORD }, 1);
    expect(one.status).toBe(200);
  });

  it("checks 5 passwords, not more, of 100 parallel REST logins to one account", async () => {
    const org = await insertOrganization(t);
    const coach = await insertTrainer(t, org.id, { password: PASSWORD });
    const results = await parallel(100, () =>
      api.post("/api/oauth/token", { email: coach.actor.user.email, password: "wrong-guess" }),
    );
    expect(statuses(results)).toEqual({ 401: 5, 429: 95 });
  });

  it("counts an account once, whether it is named by email or by phone", async () => {
    const coach = await coachWithPhone("13800000011");
    for (let i = 0; i < 3; i++)
      expect(
        (await api.post("/api/oauth/token", { email: coach.actor.user.email, password: "x1" })).status,
      ).toBe(401);
    for (let i = 0; i < 2; i++)
      expect((await api.post("/api/oauth/token", { email: "13800000011", password: "x1" })).status).toBe(401);
    const blocked = await api.post("/api/oauth/token", { email: coach.actor.user.email, password: PASSWORD });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("limits current-password guesses of a stolen token, in parallel and in batches", async () => {
    const org = await insertOrganization(t);
    const coach = await insertTrainer(t, org.id, { password: PASSWORD });
    const input = { user: { current_password: "guess-1", password: "Another-pass-9" } };
    const batch = await trpcBatch("auth.changePassword", input, 5, { token: coach.token });
    expect(batch.status).toBe(400);
    const results = await parallel(30, () =>
      api.post("/api/users/change_password", input, { token: coach.token }),
    );
    expect(statuses(results)).toEqual({ 400: 5, 429: 25 });
  });

  it("leaves only the last token valid after ten simultaneous password changes", async () => {
    const org = await insertOrganization(t);
    const coach = await insertTrainer(t, org.id, { password: PASSWORD });
    const results = await parallel(10, (i) =>
      api.post<{ token?: string }>(
        "/api/users/change_password",
        { user: { current_password: PASSWORD, password: `Changed-pass-${i}z` } },
        { token: coach.token },
      ),
    );
    expect(results.some((r) => r.status >= 500)).toBe(false);
    const tokens = results.map((r) => r.body.token).filter((x): x is string => typeof x === "string");
    expect(tokens.length).toBeGreaterThan(0);
    const valid = [];
    for (const token of tokens)
      if ((await api.get("/api/auth/me", { token })).status === 200) valid.push(token);
    expect(valid).toHaveLength(1);
    expect((await api.get("/api/auth/me", { token: coach.token })).status).toBe(401);
  });
});

describe("tRPC batches", () => {
  it("carry at most ten calls", async () => {
    const org = await insertOrganization(t);
    const coach = await insertTrainer(t, org.id);
    const ten = await api.request<TrpcEntry[]>(
      "GET",
      `/trpc/${Array(10).fill("auth.me").join(",")}?batch=1`,
      {
        token: coach.token,
      },
    );
    expect(ten.status).toBe(200);
    expect(ten.body).toHaveLength(10);
    const eleven = await api.request<TrpcEntry[]>(
      "GET",
      `/trpc/${Array(11).fill("auth.me").join(",")}?batch=1`,
      { token: coach.token },
    );
    expect(eleven.status).toBe(400);
    expect(eleven.body[0]?.error?.data?.appCode).toBe("BATCH_TOO_LARGE");
  });

  it("send one SMS for a batch or a burst of sends to one number", async () => {
    const phone = "13800000021";
    await coachWithPhone(phone);
    const before = t.sms.sent.length;
    expect((await trpcBatch("auth.sendSms", { mobile: phone }, 50)).status).toBe(400);
    expect((await trpcBatch("auth.sendSms", { mobile: phone }, 5)).status).toBe(400);
    await parallel(20, () => api.post("/api/user/sms", { mobile: phone }));
    await parallel(5, () => trpcBatch("auth.sendSms", { mobile: phone }, 1));
    expect(t.sms.sent.length - before).toBe(1);
  });

  it("send at most ten codes a day to one number", async () => {
    const phone = "13800000022";
    await coachWithPhone(phone);
    const before = t.sms.sent.length;
    for (let i = 0; i < 12; i++) {
      await api.post("/api/user/sms", { mobile: phone });
      t.clock.advance(61);
    }
    expect(t.sms.sent.length - before).toBe(10);
  });
});

describe("client addresses", () => {
  async function sprayFrom(
    count: number,
    opts: { remoteAddress: string; headers?: (i: number) => Record<string, string> },
  ) {
    const results: number[] = [];
    for (let i = 0; i < count; i++) {
      const res = await api.request("POST", "/api/oauth/token", {
        body: { email: `${unique("spray")}@nowhere.test`, password: "Summer2026!" },
        remoteAddress: opts.remoteAddress,
        headers: opts.headers?.(i),
      });
      results.push(res.status);
    }
    return results;
  }

  it("ignore forwarding headers from a peer that is not a trusted proxy", async () => {
    const results = await sprayFrom(22, {
      remoteAddress: "198.51.100.9",
      headers: (i) => ({
        "x-real-ip": `10.1.0.${i}`,
        "cf-connecting-ip": `10.2.0.${i}`,
        "x-forwarded-for": `10.3.0.${i}`,
      }),
    });
    expect(results.slice(0, 20).every((s) => s === 401)).toBe(true);
    expect(results.slice(20)).toEqual([429, 429]);
  });

  it("take the client from X-Forwarded-For when a trusted proxy sends it", async () => {
    // TEST_CONFIG trusts 127.0.0.1, as TRUSTED_PROXIES=127.0.0.1 would.
    const viaProxy = (client: string) => ({
      remoteAddress: "::ffff:127.0.0.1",
      headers: () => ({ "x-forwarded-for": `6.6.6.6, ${client}` }),
    });
    const spray = await sprayFrom(21, viaProxy("203.0.113.50"));
    expect(spray.at(-1)).toBe(429);
    // Another client behind the same proxy is not affected.
    expect(await sprayFrom(1, viaProxy("203.0.113.51"))).toEqual([401]);
  });

  it("count failures only: a gym's members signing in from one address are never held up", async () => {
    const org = await insertOrganization(t);
    for (let i = 0; i < 30; i++) {
      const member = await insertTrainer(t, org.id, { password: PASSWORD });
      const res = await api.request("POST", "/api/oauth/token", {
        body: { email: member.actor.user.email, password: PASSWORD },
        remoteAddress: "192.0.2.77",
      });
      expect(res.status).toBe(200);
    }
  });
});

describe("probing who has an account", () => {
  it("slows registration after ten 'already in use' answers from one address; new sign-ups are not slowed", async () => {
    for (let i = 0; i < 15; i++) {
      const res = await api.request("POST", "/api/register", {
        body: { user: { name: "新教练", email: `${unique("fresh")}@coach.test`, password: "Register-2026" } },
        remoteAddress: "192.0.2.10",
      });
      expect(res.status).toBe(201);
    }
    const taken = await insertUser(t);
    const answers: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await api.request("POST", "/api/register", {
        body: { user: { name: "x", email: taken.email, password: "Register-2026" } },
        remoteAddress: "192.0.2.11",
      });
      answers.push(res.status);
    }
    expect(answers).toEqual([...Array(10).fill(409), 429, 429]);
  });

  it("slows a coach who keeps creating users with taken emails", async () => {
    const org = await insertOrganization(t);
    const admin = await insertTrainer(t, org.id, { admin: true });
    const taken = await insertUser(t);
    const answers: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await api.post(
        "/api/users",
        { user: { name: "x", email: taken.email } },
        { token: admin.token },
      );
      answers.push(res.status);
    }
    expect(answers).toEqual([...Array(10).fill(409), 429]);
  });
});

describe("refusals that must not tell or write anything", () => {
  it("transfers answer a foreign client id exactly like a missing one", async () => {
    const orgA = await insertOrganization(t);
    const orgB = await insertOrganization(t);
    const adminA = await insertTrainer(t, orgA.id, { admin: true });
    const coachA = await insertTrainer(t, orgA.id);
    const foreign = await insertClient(t, await insertTrainer(t, orgB.id));
    const missingId = foreign.id + 100_000;
    const send = (id: number) =>
      api.post(
        "/api/trainer_client_transfers",
        { trainer: { to_trainer_id: coachA.trainerId, client_ids: [id] } },
        { token: adminA.token },
      );
    const a = await send(foreign.id);
    const b = await send(missingId);
    expect(a.status).toBe(b.status);
    expect(JSON.stringify(a.body).replaceAll(String(foreign.id), "ID")).toBe(
      JSON.stringify(b.body).replaceAll(String(missingId), "ID"),
    );
  });

  it("a refused workouts list does not refresh the foreign client's statistics", async () => {
    const orgA = await insertOrganization(t);
    const orgB = await insertOrganization(t);
    const coachA = await insertTrainer(t, orgA.id);
    const foreign = await insertClient(t, await insertTrainer(t, orgB.id));
    await t.db
      .update(clients)
      .set({ compliance_computed_on: "2000-01-01" })
      .where(eq(clients.id, foreign.id));
    const res = await api.get(`/api/workouts?client_id=${foreign.id}`, { token: coachA.token });
    expect(res.status).toBe(404);
    const [row] = await t.db.select().from(clients).where(eq(clients.id, foreign.id));
    expect(row?.compliance_computed_on).toBe("2000-01-01");
  });
});

describe("racing writes of one unique value", () => {
  const noServerErrors = (results: ApiResponse<unknown>[]) =>
    expect(results.filter((r) => r.status >= 500).map((r) => r.body)).toEqual([]);

  it("20 parallel registrations with one email: one 201, the rest 409", async () => {
    const email = `${unique("race")}@coach.test`;
    const results = await parallel(20, () =>
      api.post("/api/register", { user: { name: "竞速", email, password: "Register-2026" } }),
    );
    noServerErrors(results);
    expect(statuses(results)).toEqual({ 201: 1, 409: 19 });
  });

  it("the same for a phone number, for tRPC auth.register and for POST /api/trainers", async () => {
    const phone = `139${String(Date.now()).slice(-8)}`;
    const byPhone = await parallel(10, () =>
      api.post("/api/register", {
        user: {
          name: "竞速",
          email: `${unique("p")}@coach.test`,
          phone_number: phone,
          password: "Register-2026",
        },
      }),
    );
    noServerErrors(byPhone);
    expect(statuses(byPhone)).toEqual({ 201: 1, 409: 9 });

    const email = `${unique("trpc")}@coach.test`;
    const viaTrpc = await parallel(10, () =>
      api.request("POST", "/trpc/auth.register", {
        body: { user: { name: "竞速", email, password: "Register-2026" } },
      }),
    );
    noServerErrors(viaTrpc);
    expect(statuses(viaTrpc)).toEqual({ 200: 1, 409: 9 });

    const org = await insertOrganization(t);
    const admin = await insertTrainer(t, org.id, { admin: true });
    const trainerEmail = `${unique("coach")}@coach.test`;
    const trainers = await parallel(8, () =>
      api.post(
        "/api/trainers",
        { trainer: { user: { name: "新教练", email: trainerEmail } } },
        { token: admin.token },
      ),
    );
    noServerErrors(trainers);
    expect(statuses(trainers)[201]).toBe(1);
  });
});

describe("weak passwords", () => {
  it.each(["12345678", "password", "PASSWORD1", "qwertyuiop", "        "])("refuses %j", async (password) => {
    const res = await api.post<{ issues?: { path: string; message: string }[] }>("/api/register", {
      user: { name: "弱密码", email: `${unique("weak")}@coach.test`, password },
    });
    expect(res.status).toBe(400);
    expect(res.body.issues?.map((i) => i.path)).toContain("user.password");
  });

  it("refuses them on password change and reset too", async () => {
    const coach = await coachWithPhone("13800000031");
    const change = await api.post(
      "/api/users/change_password",
      { user: { current_password: PASSWORD, password: "iloveyou1" } },
      { token: coach.token },
    );
    expect(change.status).toBe(400);
    const code = await smsCode("13800000031");
    const reset = await api.post("/api/user/reset_password", {
      user: { mobile: "13800000031", code, password: "11111111" },
    });
    expect(reset.status).toBe(400);
  });
});

describe("hygiene", () => {
  it("marks API answers no-store", async () => {
    const org = await insertOrganization(t);
    const coach = await insertTrainer(t, org.id);
    const rest = await api.get("/api/auth/me", { token: coach.token });
    expect(rest.headers.get("cache-control")).toBe("no-store");
    const trpc = await api.request("GET", "/trpc/auth.me", { token: coach.token });
    expect(trpc.headers.get("cache-control")).toBe("no-store");
  });

  it("answers 415 to write bodies of an undocumented type; the token route also takes forms", async () => {
    const org = await insertOrganization(t);
    const coach = await insertTrainer(t, org.id, { password: PASSWORD });
    const plain = await api.request("POST", "/api/clients", {
      rawBody: JSON.stringify({ client: { user: { name: "x" } } }),
      headers: { "content-type": "text/plain" },
      token: coach.token,
    });
    expect(plain.status).toBe(415);
    expect(plain.body).toMatchObject({ code: "UNSUPPORTED_MEDIA_TYPE" });
    const form = await api.request<{ token?: string }>("POST", "/api/oauth/token", {
      rawBody: new URLSearchParams({
        grant_type: "password",
        username: coach.actor.user.email ?? "",
        password: PASSWORD,
      }).toString(),
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(form.status).toBe(200);
    expect(form.body.token).toEqual(expect.any(String));
  });

  it("removes bidirectional overrides and zero-width characters from names", async () => {
    const res = await api.post<{ user: { name: string } }>("/api/register", {
      user: {
        name: "Ali\u200Bce\u202Egnp.exe",
        email: `${unique("bidi")}@coach.test`,
        password: "Register-2026",
      },
    });
    expect(res.status).toBe(201);
    expect(res.body.user.name).toBe("Alicegnp.exe");
    const empty = await api.post("/api/register", {
      user: { name: "\u200B\u202E\uFEFF", email: `${unique("bidi")}@coach.test`, password: "Register-2026" },
    });
    expect(empty.status).toBe(400);
  });
});
