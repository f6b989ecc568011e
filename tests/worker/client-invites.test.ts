import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { user_credentials, user_invites, users } from "../../db/schema";
import { createApp } from "../../worker/app";
import type { InviteMessage } from "../../worker/services/deps";
import { insertClient, insertOrganization, insertTrainer, unique } from "../factories";
import { callerFor } from "../helpers/caller";
import { createTestDb, type TestDb } from "../helpers/db";

/**
 * Client invitations (issue 13): a coach invites, the client reads the invitation and accepts it
 * with a password, and is signed in as a client. Tokens are single use, expire, are stored hashed
 * and appear in no other answer.
 */

let t: TestDb;
let app: ReturnType<typeof createApp>;
const sent: InviteMessage[] = [];
let trainer: Awaited<ReturnType<typeof insertTrainer>>;

type Json = Record<string, unknown>;
async function call(
  method: string,
  path: string,
  body?: unknown,
  token?: string,
  headers: Record<string, string> = {},
) {
  const res = await app.request(path, {
    method,
    headers: {
      ...(body !== undefined ? { "content-type": "application/json" } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : null) as Json, text };
}

beforeAll(async () => {
  t = await createTestDb({ d1Limits: true });
  app = createApp({
    db: t.deps.db,
    config: t.deps.config,
    clock: t.clock,
    sms: t.sms.sender,
    invites: { send: async (m) => void sent.push(m) },
    checkOutputs: true,
  });
  const org = await insertOrganization(t, { name: "邀请工作室" });
  trainer = await insertTrainer(t, org.id, { name: "李教练" });
});
afterAll(() => t.close());

async function newClient(
  contact: { email?: string; phone_number?: string } = { email: `${unique("c")}@test.local` },
) {
  return insertClient(t, trainer, { name: "王小明", ...contact });
}

async function invite(clientId: number, headers: Record<string, string> = {}) {
  const res = await call("POST", `/api/clients/${clientId}/invite`, undefined, trainer.token, headers);
  expect(res.status, res.text).toBe(200);
  const invite = res.body.invite as { url: string; expires_at: string };
  return { ...invite, token: invite.url.split("/invite/")[1]!, msg: res.body.msg };
}

describe("inviting a client", () => {
  it("answers the link and its expiry, sends it by email, and stores only a hash", async () => {
    const client = await newClient();
    const before = sent.length;
    const { url, token, expires_at, msg } = await invite(client.id);
    expect(msg).toBe("邀请已发送");
    expect(url).toBe(`http://localhost/invite/${token}`);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(expires_at).toBe("2026-03-09T10:00:00.000Z");
    expect(sent.slice(before)).toEqual([
      expect.objectContaining({
        email: expect.stringContaining("@test.local"),
        phone: null,
        url,
        coach_name: "李教练",
      }),
    ]);
    const dump = JSON.stringify(await t.client.execute("SELECT * FROM user_invites"));
    expect(dump).not.toContain(token);
    const [user] = await t.db.select().from(users).where(eq(users.id, client.user_id));
    expect(user).toMatchObject({ has_pending_invite: true, invite_token: null, invite_accepted_at: null });
  });

  it("sends by SMS to a client with only a phone; refuses one with neither (400)", async () => {
    const phoneOnly = await newClient({ phone_number: "13912345001" });
    const before = sent.length;
    await invite(phoneOnly.id);
    expect(sent.slice(before)).toEqual([expect.objectContaining({ email: null, phone: "13912345001" })]);
    const none = await newClient({});
    const res = await call("POST", `/api/clients/${none.id}/invite`, undefined, trainer.token);
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe("该学员没有邮箱或手机号，无法发送邀请");
    expect(await t.db.select().from(user_invites).where(eq(user_invites.user_id, none.user_id))).toEqual([]);
  });

  it("uses APP_URL for the link when configured", async () => {
    const configured = createApp({
      db: t.deps.db,
      config: { ...t.deps.config, appUrl: "https://coach.example.com" },
      clock: t.clock,
      invites: { send: async () => {} },
    });
    const client = await newClient();
    const res = await configured.request(`/api/clients/${client.id}/invite`, {
      method: "POST",
      headers: { authorization: `Bearer ${trainer.token}` },
    });
    const body = (await res.json()) as { invite: { url: string } };
    expect(body.invite.url).toMatch(/^https:\/\/coach\.example\.com\/invite\/[A-Za-z0-9_-]{43}$/);
  });

  it("a new invitation replaces the open one", async () => {
    const client = await newClient();
    const first = await invite(client.id);
    const second = await invite(client.id);
    expect((await call("GET", `/api/invites/${first.token}`)).status).toBe(404);
    expect((await call("GET", `/api/invites/${second.token}`)).status).toBe(200);
    expect(
      await t.db.select().from(user_invites).where(eq(user_invites.user_id, client.user_id)),
    ).toHaveLength(1);
  });

  it("the token appears in no other answer", async () => {
    const client = await newClient();
    const { token } = await invite(client.id);
    const answers = await Promise.all([
      call("GET", `/api/clients/${client.id}`, undefined, trainer.token),
      call("GET", `/api/users/${client.user_id}`, undefined, trainer.token),
      call("GET", "/api/clients?per_page=100", undefined, trainer.token),
      call("GET", `/api/clients/${client.id}/export`, undefined, trainer.token),
      call("GET", `/api/invites/${token}`),
    ]);
    for (const a of answers) {
      expect(a.status, a.text).toBe(200);
      expect(a.text).not.toContain(token);
    }
    const user = answers[1]!.body.user as Json;
    expect(user).not.toHaveProperty("invite_token");
    expect(user.has_pending_invite).toBe(true);
  });
});

describe("reading and accepting an invitation", () => {
  it("shows whom it is for and from; unknown, used and expired tokens answer the same 404", async () => {
    const client = await newClient();
    const { token } = await invite(client.id);
    const info = await call("GET", `/api/invites/${token}`);
    expect(info.body).toEqual({
      invite: {
        already_active: false,
        name: "王小明",
        organization_name: "邀请工作室",
        coach_name: "李教练",
        expires_at: "2026-03-09T10:00:00.000Z",
      },
    });
    const unknown = await call("GET", `/api/invites/${"z".repeat(43)}`);
    expect(unknown.status).toBe(404);
    expect(unknown.body.msg).toBe("邀请链接无效或已过期");
  });

  it("accepting sets the password and signs the client in, like a login", async () => {
    const client = await newClient({ email: `${unique("accept")}@test.local` });
    const { token } = await invite(client.id);
    const res = await call("POST", "/api/invites/accept", { token, password: "Invite-pass-123" });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ success: 0, trainer_id: null, client_id: client.id, msg: "登录成功" });
    const me = await call("GET", "/api/auth/me", undefined, res.body.token as string);
    expect(me.body).toEqual({ data: { user_id: client.user_id } });
    const [user] = await t.db.select().from(users).where(eq(users.id, client.user_id));
    expect(user).toMatchObject({ has_pending_invite: false, invite_accepted_at: "2026-03-02T10:00:00.000Z" });
    // The same invitation again: used.
    const again = await call("POST", "/api/invites/accept", { token, password: "Other-pass-456" });
    expect(again.status).toBe(404);
    // And the password works at the ordinary sign-in.
    const login = await call("POST", "/api/oauth/token", { email: user!.email, password: "Invite-pass-123" });
    expect(login.body).toMatchObject({ success: 0, trainer_id: null, client_id: client.id });
  });

  it("refuses a weak password with the usual rules (400) and keeps the invitation open", async () => {
    const client = await newClient();
    const { token } = await invite(client.id);
    const res = await call("POST", "/api/invites/accept", { token, password: "password" });
    expect(res.status).toBe(400);
    expect((await call("GET", `/api/invites/${token}`)).status).toBe(200);
  });

  it("expires after 7 days", async () => {
    const client = await newClient();
    const { token } = await invite(client.id);
    t.clock.advance(7 * 24 * 3600 + 1);
    try {
      expect((await call("GET", `/api/invites/${token}`)).status).toBe(404);
      expect((await call("POST", "/api/invites/accept", { token, password: "Invite-pass-123" })).status).toBe(
        404,
      );
    } finally {
      t.clock.set("2026-03-02T10:00:00.000Z");
    }
  });

  it("is single use under 10 parallel accepts: one 200, the rest refused, one password set", async () => {
    const client = await newClient();
    const { token } = await invite(client.id);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        call("POST", "/api/invites/accept", { token, password: `Parallel-pass-${i}00` }),
      ),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([200, 404, 404, 404, 404, 404, 404, 404, 404, 404]);
    const [cred] = await t.db
      .select()
      .from(user_credentials)
      .where(eq(user_credentials.user_id, client.user_id));
    expect(cred?.token_version).toBe(1);
    // Only the winner's token is valid.
    const winner = answers.find((a) => a.status === 200)!;
    expect((await call("GET", "/api/auth/me", undefined, winner.body.token as string)).status).toBe(200);
  });

  it("counts guesses per address (429 after 20 unknown tokens)", async () => {
    const headers = { "x-real-ip": "203.0.113.77" };
    const peer = { incoming: { socket: { remoteAddress: "127.0.0.1" } } };
    let last = 0;
    for (let i = 0; i < 21; i++) {
      const res = await app.request(
        `/api/invites/${"q".repeat(40)}${String(i).padStart(3, "0")}`,
        { headers },
        peer,
      );
      last = res.status;
    }
    expect(last).toBe(429);
  });

  it("works over tRPC: inviteInfo and acceptInvite answer as REST does", async () => {
    const client = await newClient();
    const { token } = await invite(client.id);
    const anon = callerFor(t, null);
    expect((await anon.auth.inviteInfo({ token })).invite.name).toBe("王小明");
    const answer = await anon.auth.acceptInvite({ token, password: "Trpc-pass-123" });
    expect(answer).toMatchObject({ success: 0, trainer_id: null, client_id: client.id });
  });
});

describe("client sign-in", () => {
  it("a client's email or phone and password sign in on REST and tRPC; coaches' answers are unchanged", async () => {
    const email = `${unique("login")}@test.local`;
    const client = await insertClient(t, trainer, {
      email,
      phone_number: "13912345099",
      password: "Client-pass-123",
    });
    for (const id of [email, "13912345099"]) {
      const res = await call("POST", "/api/oauth/token", { username: id, password: "Client-pass-123" });
      expect(res.body).toMatchObject({ success: 0, trainer_id: null, client_id: client.id, msg: "登录成功" });
    }
    const trpc = await callerFor(t, null).auth.login({ email, password: "Client-pass-123" });
    expect(trpc).toMatchObject({ success: 0, trainer_id: null, client_id: client.id });
    const coachEmail = `${unique("coach")}@test.local`;
    const coach = await insertTrainer(t, trainer.actor.organizationId, {
      email: coachEmail,
      password: "Coach-pass-123",
    });
    const coachLogin = await call("POST", "/api/oauth/token", {
      email: coachEmail,
      password: "Coach-pass-123",
    });
    expect(coachLogin.body).toMatchObject({ trainer_id: coach.trainerId, client_id: null, msg: "登录成功" });
  });

  it("the client's token carries the client role: own records yes, coach operations 403", async () => {
    const email = `${unique("role")}@test.local`;
    const client = await insertClient(t, trainer, { email, password: "Client-pass-123" });
    const login = await call("POST", "/api/oauth/token", { email, password: "Client-pass-123" });
    const token = login.body.token as string;
    expect((await call("GET", `/api/users/${client.user_id}`, undefined, token)).status).toBe(200);
    const self = await call("GET", `/api/clients/${client.id}`, undefined, token);
    expect(self.status).toBe(200);
    expect(self.body.trainer).toBeNull();
    expect(self.body.coach).toMatchObject({ name: "李教练", trainer_id: trainer.trainerId });
    for (const path of [
      "/api/clients",
      "/api/workouts",
      "/api/exercises",
      "/api/programs",
      "/api/trainers",
    ]) {
      expect((await call("GET", path, undefined, token)).status, path).toBe(403);
    }
  });

  it("SMS reset works for a client", async () => {
    const client = await insertClient(t, trainer, {
      phone_number: "13912345123",
      password: "Client-pass-123",
    });
    await call("POST", "/api/user/sms", { mobile: "13912345123" });
    const code = /\d{6}/.exec(t.sms.sent.at(-1)?.text ?? "")?.[0];
    const reset = await call("POST", "/api/user/reset_password", {
      user: { mobile: "13912345123", code, password: "Reset-pass-456" },
    });
    expect(reset.status).toBe(200);
    const login = await call("POST", "/api/oauth/token", {
      username: "13912345123",
      password: "Reset-pass-456",
    });
    expect(login.body).toMatchObject({ success: 0, client_id: client.id });
  });
});
