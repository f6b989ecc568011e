import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ADDRESS_FAILURES,
  delayAfter,
  FREE_FAILURES,
  MAX_DELAY_SECONDS,
} from "../../worker/domains/auth/throttle";
import { insertOrganization, insertSuper, insertTrainer, insertUser } from "../factories";
import { callerFor } from "../helpers/caller";
import { createTestDb, type TestDb } from "../helpers/db";
import { type TestApi, testApi } from "../helpers/http";

let t: TestDb;
let api: TestApi;
beforeAll(async () => {
  t = await createTestDb();
  api = testApi(t);
});
afterAll(() => t.close());

type LoginBody = { success: number; token?: string; trainer_id?: number | null; msg: string; code?: string };

describe("coach login (POST /api/oauth/token)", () => {
  it("answers success 0, a token and the trainer id for a coach", async () => {
    const org = await insertOrganization(t);
    const coach = await insertTrainer(t, org.id, { password: "Coach1234!" });
    const res = await api.post<LoginBody>("/api/oauth/token", {
      email: coach.actor.user.email,
      password: "Coach1234!",
    });
    expect(res.body).toMatchObject({ success: 0, trainer_id: coach.trainerId, msg: "登录成功" });
    expect(res.body.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  });

  it("gives no trainer_id to an account without a trainer profile, so the coach app refuses it", async () => {
    const user = await insertUser(t, { password: "Plain1234!" });
    const res = await api.post<LoginBody>("/api/oauth/token", { email: user.email, password: "Plain1234!" });
    expect(res.body.success).toBe(0);
    expect(res.body.trainer_id).toBeNull();
    expect(res.body.msg).toBe("该账户不是教练账户");
  });

  it("says the same for an unknown account and a wrong password", async () => {
    const org = await insertOrganization(t);
    const coach = await insertTrainer(t, org.id, { password: "Coach1234!" });
    const wrong = await api.post<LoginBody>("/api/oauth/token", {
      email: coach.actor.user.email,
      password: "nope-nope",
    });
    const unknown = await api.post<LoginBody>("/api/oauth/token", {
      email: "ghost@nowhere.test",
      password: "nope-nope",
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body).toMatchObject({ code: "INVALID_CREDENTIALS", msg: "账号或密码错误" });
  });

  it("throttles repeated failures per account with a growing, capped delay", async () => {
    expect(delayAfter(FREE_FAILURES - 1)).toBe(0);
    expect(delayAfter(FREE_FAILURES)).toBe(2);
    expect(delayAfter(FREE_FAILURES + 1)).toBe(4);
    expect(delayAfter(100)).toBe(MAX_DELAY_SECONDS);

    const org = await insertOrganization(t);
    const coach = await insertTrainer(t, org.id, { password: "Coach1234!" });
    const email = coach.actor.user.email!;
    for (let i = 0; i < FREE_FAILURES; i++) {
      const r = await api.post("/api/oauth/token", { email, password: "bad-password" });
      expect(r.status).toBe(401);
    }
    // Blocked now: even the right password waits, and the answer says how long.
    const blocked = await api.post<LoginBody>("/api/oauth/token", { email, password: "Coach1234!" });
    expect(blocked.status).toBe(429);
    expect(blocked.body.code).toBe("TOO_MANY_ATTEMPTS");
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
    // Unknown accounts are throttled the same way (no enumeration through lockouts).
    for (let i = 0; i < FREE_FAILURES; i++)
      await api.post("/api/oauth/token", { email: "ghost2@x.test", password: "x" });
    expect((await api.post("/api/oauth/token", { email: "ghost2@x.test", password: "x" })).status).toBe(429);

    t.clock.advance(3);
    const ok = await api.post<LoginBody>("/api/oauth/token", { email, password: "Coach1234!" });
    expect(ok.body.success).toBe(0);
    // Success clears the counter.
    const again = await api.post("/api/oauth/token", { email, password: "bad-password" });
    expect(again.status).toBe(401);
  });

  it("throttles per client address across accounts", async () => {
    const from = { remoteAddress: "203.0.113.7" };
    for (let i = 0; i < ADDRESS_FAILURES; i++) {
      await api.request("POST", "/api/oauth/token", {
        ...from,
        body: { email: `spray${i}@x.test`, password: "x" },
      });
    }
    const res = await api.request("POST", "/api/oauth/token", {
      ...from,
      body: { email: "another@x.test", password: "x" },
    });
    expect(res.status).toBe(429);
    t.clock.advance(MAX_DELAY_SECONDS + 1);
  });

  it("refuses disabled accounts", async () => {
    const org = await insertOrganization(t);
    const coach = await insertTrainer(t, org.id, { password: "Coach1234!" });
    const sup = await insertSuper(t);
    await callerFor(t, sup.actor).users.update({ id: coach.userId, user: { disabled: true } });
    const res = await api.post<LoginBody>("/api/oauth/token", {
      email: coach.actor.user.email,
      password: "Coach1234!",
    });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe("ACCOUNT_DISABLED");
  });
});

describe("admin login (POST /api/admin/login)", () => {
  it("signs in super admins only", async () => {
    const sup = await insertSuper(t, { password: "Super1234!" });
    const ok = await api.post<{ data: { token: string; user: { id: number } } }>("/api/admin/login", {
      email: sup.actor.user.email,
      password: "Super1234!",
    });
    expect(ok.status).toBe(200);
    expect(ok.body.data.user.id).toBe(sup.userId);

    const org = await insertOrganization(t);
    const admin = await insertTrainer(t, org.id, { admin: true, password: "Admin1234!" });
    const refused = await api.post("/api/admin/login", {
      email: admin.actor.user.email,
      password: "Admin1234!",
    });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: "NOT_SUPER_ADMIN" });
  });
});

describe("register", () => {
  it.each(["/api/register", "/api/trainers/register"])(
    "%s creates a coach without organization",
    async (path) => {
      const email = `new-${path.length}-${Date.now()}@coach.test`;
      const res = await api.post<LoginBody & { user: { id: number } }>(path, {
        user: { name: "新教练", email, password: "Register1!" },
      });
      expect(res.status).toBe(201);
      expect(res.body.success).toBe(0);
      expect(res.body.trainer_id).toEqual(expect.any(Number));
      const base = await api.get<{
        trainers: { organization_id: number | null }[];
        organizations: unknown[];
      }>(`/api/users/${res.body.user.id}`, { token: res.body.token });
      expect(base.body.trainers[0]?.organization_id).toBeNull();
      expect(base.body.organizations).toEqual([]);
      // Working with data needs an organization: the server says so with the spec's text.
      const orgs = await api.get("/api/organizations", { token: res.body.token });
      expect(orgs.status).toBe(403);
      expect(orgs.body).toMatchObject({ code: "NO_ORGANIZATION", msg: "请联系管理员激活账户。" });
    },
  );

  it("refuses a taken email with 409", async () => {
    const user = await insertUser(t);
    const res = await api.post("/api/register", {
      user: { name: "x", email: user.email, password: "Register1!" },
    });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: "EMAIL_TAKEN" });
  });
});

describe("SMS password reset", () => {
  it("sends a code to a known number, and the code resets the password once", async () => {
    const org = await insertOrganization(t);
    const coach = await insertTrainer(t, org.id, { password: "Before123!", phone_number: "13911112222" });
    const sent = await api.post("/api/user/sms", { mobile: "13911112222" });
    expect(sent.body).toEqual({ success: 0, msg: "验证码已发送" });
    const sms = t.sms.sent.at(-1);
    expect(sms?.phone).toBe("13911112222");
    const code = /(\d{6})/.exec(sms?.text ?? "")?.[1];
    expect(code).toBeDefined();

    const wrong = await api.post("/api/user/reset_password", {
      user: { mobile: "13911112222", code: code === "000000" ? "111111" : "000000", password: "After1234!" },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ code: "INVALID_SMS_CODE" });

    const ok = await api.post("/api/user/reset_password", {
      user: { mobile: "13911112222", code, password: "After1234!" },
    });
    expect(ok.body).toEqual({ success: 0, msg: "密码重置成功" });
    expect((await api.get("/api/auth/me", { token: coach.token })).status).toBe(401);
    const login = await api.post<LoginBody>("/api/oauth/token", {
      email: "13911112222",
      password: "After1234!",
    });
    expect(login.body.success).toBe(0);
    const reuse = await api.post("/api/user/reset_password", {
      user: { mobile: "13911112222", code, password: "Again1234!" },
    });
    expect(reuse.status).toBe(400);
  });

  it("answers the same for an unknown number and sends nothing", async () => {
    const before = t.sms.sent.length;
    const res = await api.post("/api/user/sms", { mobile: "13000000000" });
    expect(res.body).toEqual({ success: 0, msg: "验证码已发送" });
    expect(t.sms.sent.length).toBe(before);
  });

  it("expires codes and limits guesses", async () => {
    const org = await insertOrganization(t);
    await insertTrainer(t, org.id, { phone_number: "13933334444" });
    await api.post("/api/user/sms", { mobile: "13933334444" });
    const code = /(\d{6})/.exec(t.sms.sent.at(-1)?.text ?? "")?.[1];
    const bad = code === "999999" ? "888888" : "999999";
    for (let i = 0; i < 5; i++) {
      await api.post("/api/user/reset_password", {
        user: { mobile: "13933334444", code: bad, password: "After1234!" },
      });
    }
    const locked = await api.post("/api/user/reset_password", {
      user: { mobile: "13933334444", code, password: "After1234!" },
    });
    expect(locked.status).toBe(400);
    t.clock.advance(61);
    await api.post("/api/user/sms", { mobile: "13933334444" });
    const fresh = /(\d{6})/.exec(t.sms.sent.at(-1)?.text ?? "")?.[1];
    t.clock.advance(11 * 60);
    const expired = await api.post("/api/user/reset_password", {
      user: { mobile: "13933334444", code: fresh, password: "After1234!" },
    });
    expect(expired.status).toBe(400);
  });
});
