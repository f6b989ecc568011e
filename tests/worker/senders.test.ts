import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PLATFORM_NAME } from "#shared/app-manifest";
import { organizations } from "../../db/schema";
import { createApp } from "../../worker/app";
import { smtpEmailSender } from "../../worker/runtime/node/smtp-sender";
import { logInviteSender, logSmsSender } from "../../worker/services/deps";
import { DeliveryError, fromWithName, sendersFromEnv } from "../../worker/services/senders";
import { insertClient, insertOrganization, insertTrainer } from "../factories";
import { createTestDb, type TestDb } from "../helpers/db";

/**
 * Real delivery (worker/services/senders.ts, worker/runtime/node/smtp-sender.ts): SMTP against a local SMTP
 * server this test starts (the `smtp-server` package), the HTTP email API and Twilio's SMS API
 * against a local stub, and an invitation sent through the app end to end.
 */

type Received = { from: string; to: string[]; data: string };
let smtp: SMTPServer;
let smtpPort: number;
const mails: Received[] = [];

type Hit = { method: string; url: string; headers: IncomingMessage["headers"]; body: string };
let stub: Server;
let stubBase: string;
const hits: Hit[] = [];
let stubStatus = 200;

let t: TestDb;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      let data = "";
      stream.on("data", (chunk: Buffer) => {
        data += chunk.toString("utf8");
      });
      stream.on("end", () => {
        mails.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          data,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", () => resolve()));
  smtpPort = (smtp.server.address() as AddressInfo).port;

  stub = createServer((req, res) => {
    let body = "";
    req.on("data", (c: Buffer) => {
      body += c.toString("utf8");
    });
    req.on("end", () => {
      hits.push({ method: req.method ?? "", url: req.url ?? "", headers: req.headers, body });
      res.writeHead(stubStatus, { "content-type": "application/json" });
      res.end("{}");
    });
  });
  await new Promise<void>((resolve) => stub.listen(0, "127.0.0.1", () => resolve()));
  stubBase = `http://127.0.0.1:${(stub.address() as AddressInfo).port}`;
  t = await createTestDb();
});

afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  await new Promise<void>((resolve) => stub.close(() => resolve()));
  t.close();
});

describe("choosing senders from the environment", () => {
  it("keeps the log senders by default", () => {
    const s = sendersFromEnv({});
    expect(s.sms).toBe(logSmsSender);
    expect(s.invites).toBe(logInviteSender);
  });

  it("refuses a transport without its settings, or an unknown one, at start", () => {
    expect(() => sendersFromEnv({ EMAIL_TRANSPORT: "http" })).toThrow(DeliveryError);
    expect(() => sendersFromEnv({ SMS_PROVIDER: "twilio", TWILIO_ACCOUNT_SID: "AC1" })).toThrow(
      /TWILIO_AUTH_TOKEN/,
    );
    expect(() => sendersFromEnv({ EMAIL_TRANSPORT: "pigeon" })).toThrow(DeliveryError);
    // SMTP needs sockets: only the Node entry passes it.
    expect(() =>
      sendersFromEnv({ EMAIL_TRANSPORT: "smtp", SMTP_URL: "smtp://x", EMAIL_FROM: "a@b.c" }),
    ).toThrow(/Node/);
  });
});

describe("the sender's display name", () => {
  it("replaces EMAIL_FROM's own name, quoted, and keeps EMAIL_FROM as given without one", () => {
    expect(fromWithName("Coach <noreply@app.test>", 'Lotus "Yoga" Studio')).toBe(
      '"Lotus \\"Yoga\\" Studio" <noreply@app.test>',
    );
    expect(fromWithName("noreply@app.test", "Oak Gym via Coach")).toBe(
      '"Oak Gym via Coach" <noreply@app.test>',
    );
    expect(fromWithName("Coach <noreply@app.test>", undefined)).toBe("Coach <noreply@app.test>");
  });
});

describe("SMTP (Node)", () => {
  it("delivers an email to a real SMTP server", async () => {
    mails.length = 0;
    const sender = smtpEmailSender(`smtp://127.0.0.1:${smtpPort}`, "Coach <noreply@coach.test>");
    await sender.send("lin@example.com", "邀请 Invitation", "打开链接 https://coach.test/invite/abc");
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ from: "noreply@coach.test", to: ["lin@example.com"] });
    expect(mails[0]!.data).toContain("Subject:");
  });

  it("sends a client's invitation by email through the app", async () => {
    mails.length = 0;
    const senders = sendersFromEnv(
      { EMAIL_TRANSPORT: "smtp", SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, EMAIL_FROM: "noreply@coach.test" },
      smtpEmailSender,
    );
    const app = createApp({ ...t.deps, ...senders });
    const org = await insertOrganization(t);
    const coach = await insertTrainer(t, org.id, { name: "王教练" });
    const client = await insertClient(t, coach, { name: "林小雨", email: "xiaoyu@example.com" });
    const res = await app.request(`/api/clients/${client.id}/invite`, {
      method: "POST",
      headers: { authorization: `Bearer ${coach.token}` },
    });
    expect(res.status).toBe(200);
    const { invite } = (await res.json()) as { invite: { url: string } };
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toEqual(["xiaoyu@example.com"]);
    // The link is in the body (quoted-printable may wrap it: compare without soft breaks).
    expect(mails[0]!.data.replace(/=\r?\n/g, "")).toContain(new URL(invite.url).pathname.slice(8));
  });

  it("invites a whitelabel organization's client to it: its name, its host, no word of the platform", async () => {
    mails.length = 0;
    const senders = sendersFromEnv(
      { EMAIL_TRANSPORT: "smtp", SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, EMAIL_FROM: "noreply@app.test" },
      smtpEmailSender,
    );
    const config = { ...t.deps.config, appUrl: "https://app.test", appDomain: "app.test" };
    const app = createApp({ ...t.deps, config, ...senders });
    const lotus = await insertOrganization(t, { name: "Lotus Studio" });
    const oak = await insertOrganization(t, { name: "Oak Gym" });
    await t.db
      .update(organizations)
      .set({ subdomain: "lotus", can_whitelabel: true })
      .where(eq(organizations.id, lotus.id));
    const invited = async (organizationId: number, email: string) => {
      const coach = await insertTrainer(t, organizationId, { name: "王教练" });
      const client = await insertClient(t, coach, { name: "林小雨", email });
      const res = await app.request(`/api/clients/${client.id}/invite`, {
        method: "POST",
        headers: { authorization: `Bearer ${coach.token}` },
      });
      expect(res.status).toBe(200);
      const mail = await simpleParser(mails.find((m) => m.to.includes(email))!.data);
      return { url: ((await res.json()) as { invite: { url: string } }).invite.url, mail };
    };

    const whitelabel = await invited(lotus.id, "lotus-client@example.com");
    expect(whitelabel.url).toMatch(/^https:\/\/lotus\.app\.test\/invite\//);
    expect(whitelabel.mail.subject).toContain("Lotus Studio");
    expect(whitelabel.mail.text).toContain(whitelabel.url);
    for (const part of [whitelabel.mail.subject, whitelabel.mail.text])
      expect(part).not.toContain(PLATFORM_NAME);

    // Without whitelabel (and without a subdomain): the platform's invitation, signed with both names.
    const beside = await invited(oak.id, "oak-client@example.com");
    expect(beside.url).toMatch(/^https:\/\/app\.test\/invite\//);
    expect(beside.mail.subject).toContain(PLATFORM_NAME);
    expect(beside.mail.text).toContain(`Oak Gym · via ${PLATFORM_NAME}`);
  });
});

describe("HTTP APIs (Workers and Node)", () => {
  it("posts an email to an HTTP email API with the key", async () => {
    hits.length = 0;
    stubStatus = 200;
    const { invites } = sendersFromEnv({
      EMAIL_TRANSPORT: "http",
      EMAIL_API_URL: `${stubBase}/emails`,
      EMAIL_API_KEY: "re_test_key",
      EMAIL_FROM: "noreply@coach.test",
    });
    await invites.send({
      email: "lin@example.com",
      phone: null,
      name: "林",
      url: "https://coach.test/invite/tok",
      expires_at: "2026-11-29T10:00:00.000Z",
      coach_name: "王教练",
    });
    expect(hits).toHaveLength(1);
    expect(hits[0]).toMatchObject({ method: "POST", url: "/emails" });
    expect(hits[0]!.headers.authorization).toBe("Bearer re_test_key");
    const body = JSON.parse(hits[0]!.body) as { from: string; to: string[]; subject: string; text: string };
    expect(body).toMatchObject({ from: "noreply@coach.test", to: ["lin@example.com"] });
    expect(body.subject).toContain("王教练");
    expect(body.text).toContain("https://coach.test/invite/tok");
  });

  it("sends SMS through Twilio's Messages API, and reports a refusal", async () => {
    hits.length = 0;
    stubStatus = 201;
    const { sms } = sendersFromEnv({
      SMS_PROVIDER: "twilio",
      TWILIO_ACCOUNT_SID: "AC123",
      TWILIO_AUTH_TOKEN: "secret",
      TWILIO_FROM: "+15550001111",
      TWILIO_API_BASE: stubBase,
    });
    await sms.send("+8613900001111", "验证码 123456");
    expect(hits[0]).toMatchObject({ method: "POST", url: "/2010-04-01/Accounts/AC123/Messages.json" });
    expect(hits[0]!.headers.authorization).toBe(`Basic ${Buffer.from("AC123:secret").toString("base64")}`);
    expect(Object.fromEntries(new URLSearchParams(hits[0]!.body))).toEqual({
      To: "+8613900001111",
      From: "+15550001111",
      Body: "验证码 123456",
    });
    stubStatus = 401;
    await expect(sms.send("+8613900001111", "x")).rejects.toThrow(DeliveryError);
  });
});

describe("when a provider fails", () => {
  it("an invitation still answers its link, with a message saying it was not sent", async () => {
    hits.length = 0;
    stubStatus = 500;
    const senders = sendersFromEnv({
      EMAIL_TRANSPORT: "http",
      EMAIL_API_URL: `${stubBase}/emails`,
      EMAIL_API_KEY: "k",
      EMAIL_FROM: "noreply@coach.test",
    });
    const app = createApp({ ...t.deps, ...senders });
    const org = await insertOrganization(t);
    const coach = await insertTrainer(t, org.id);
    const client = await insertClient(t, coach, { name: "赵", email: "zhao@example.com" });
    const res = await app.request(`/api/clients/${client.id}/invite`, {
      method: "POST",
      headers: { authorization: `Bearer ${coach.token}` },
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { msg: string; invite: { url: string } };
    expect(body.msg).toBe("邀请链接已生成，但未能发送：请复制链接发给学员");
    expect(body.invite.url).toContain("/invite/");
  });

  it("an SMS code that cannot be sent answers 502 with a clear message", async () => {
    stubStatus = 503;
    const { sms } = sendersFromEnv({
      SMS_PROVIDER: "twilio",
      TWILIO_ACCOUNT_SID: "AC1",
      TWILIO_AUTH_TOKEN: "s",
      TWILIO_FROM: "+1555",
      TWILIO_API_BASE: stubBase,
    });
    const org = await insertOrganization(t);
    await insertTrainer(t, org.id, { phone_number: "13912345678" });
    const app = createApp({ ...t.deps, sms });
    const res = await app.request("/api/user/sms", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ mobile: "13912345678" }),
    });
    expect(res.status).toBe(502);
    expect(await res.json()).toMatchObject({ code: "DELIVERY_FAILED", msg: "短信发送失败，请稍后再试" });
  });
});
