import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openNodeDatabase } from "../../db/node";
import { email_bad_addresses, email_outbox, users } from "../../db/schema";
import { runJobsTick } from "../../worker/domains/jobs/runner";
import type { ServiceDeps } from "../../worker/services/deps";
import { persona } from "../factories";
import { createTestDb, type TestDb } from "../helpers/db";
import { type TestApi, testApi } from "../helpers/http";
import {
  type Coach,
  emailClient,
  emailOrganization,
  emailWorkout,
  tickUntilIdle,
} from "./support/email-world";
import { startMailCatcher } from "./support/mail-catcher";

/**
 * Issue 29: the emails people expect, exactly once, through a real SMTP server (smtp-server) whose
 * mails are read back with mailparser.
 */
let t: TestDb;
let deps: ServiceDeps;
let mail: Awaited<ReturnType<typeof startMailCatcher>>;
let coach: Coach;
let api: TestApi;
/** Ann's one-click unsubscribe link, from her first email. */
let annUnsubscribe = "";
let ann: Awaited<ReturnType<typeof emailClient>>;

beforeAll(async () => {
  t = await createTestDb({ d1Limits: true });
  mail = await startMailCatcher();
  deps = { ...t.deps, email: mail.sender, config: { ...t.deps.config, appUrl: "https://coach.example" } };
  ({ coach } = await emailOrganization(t));
  api = testApi(t);
});
afterAll(async () => {
  await mail.close();
  t.close();
});

const outboxOf = (userId: number, kind: string) =>
  t.db
    .select()
    .from(email_outbox)
    .where(and(eq(email_outbox.recipient_id, userId), eq(email_outbox.kind, kind)));

describe("the daily workout email", () => {
  it("goes out once from the daily hour in the client's zone, with the workout, escaped, and one-click unsubscribe", async () => {
    ann = await emailClient(t, coach, { timezone: "Asia/Shanghai" });
    const off = await emailClient(t, coach, {
      timezone: "Asia/Shanghai",
      settings: { dailyWorkoutEmails: false, overrideDefaults: true },
    });
    await emailWorkout(t, ann, "2026-03-03", {
      title: "Legs <b>day</b>",
      warmup: "Jog 5 min",
      items: [{ name: "Back squat", info: "5 x 5 @ 80%" }, { name: "Lunges" }],
    });
    await emailWorkout(t, off, "2026-03-03", { title: "Arms" });
    // 05:59 in Shanghai: too early.
    t.clock.set("2026-03-02T21:59:00Z");
    await tickUntilIdle(deps);
    expect(mail.to(ann.email!)).toEqual([]);
    // 06:00 in Shanghai.
    t.clock.set("2026-03-02T22:00:00Z");
    await tickUntilIdle(deps);
    t.clock.advance(600);
    await tickUntilIdle(deps);
    const [sent, ...more] = mail.to(ann.email!);
    expect(more).toEqual([]);
    expect(sent!.subject).toBe("Today's workout: Legs <b>day</b>");
    expect(sent!.text).toContain("1. Back squat");
    expect(sent!.text).toContain("5 x 5 @ 80%");
    expect(sent!.text).toContain("Warm-up: Jog 5 min");
    expect(sent!.html).toContain("Legs &lt;b&gt;day&lt;/b&gt;");
    expect(sent!.html).toContain("https://coach.example/client/workouts/");
    expect(sent!.headers.get("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
    expect(sent!.headers.get("list-unsubscribe")).toMatch(
      /^<https:\/\/coach\.example\/api\/emails\/unsubscribe\/[\w.-]+>$/,
    );
    expect(mail.to(off.email!)).toEqual([]);
    expect((await outboxOf(off.user_id, "daily_workout")).map((r) => [r.status, r.reason])).toEqual([
      ["skipped", "setting_off"],
    ]);
    expect((await outboxOf(ann.user_id, "daily_workout")).map((r) => [r.status, r.local_date])).toEqual([
      ["sent", "2026-03-03"],
    ]);
    annUnsubscribe = sent!.headers.get("list-unsubscribe")!.slice(1, -1).replace("https://coach.example", "");
  });

  it("follows each client's own date on both sides of the date line", async () => {
    const east = await emailClient(t, coach, { timezone: "Pacific/Kiritimati" }); // UTC+14
    const west = await emailClient(t, coach, { timezone: "Pacific/Pago_Pago", locale: "zh-CN" }); // UTC−11
    await emailWorkout(t, east, "2026-03-03", { title: "East yesterday" });
    await emailWorkout(t, east, "2026-03-04", { title: "East today" });
    await emailWorkout(t, west, "2026-03-03", { title: "West today" });
    await emailWorkout(t, west, "2026-03-04", { title: "West tomorrow" });
    // 07:00 on 4 March in Kiritimati, 06:00 on 3 March in Pago Pago: the same instant.
    t.clock.set("2026-03-03T17:00:00Z");
    await tickUntilIdle(deps);
    const daily = (address: string) =>
      mail
        .to(address)
        .map((m) => m.subject)
        .filter((s) => s.startsWith("Today") || s.startsWith("今天"));
    expect(daily(east.email!)).toEqual(["Today's workout: East today"]);
    expect(daily(west.email!)).toEqual(["今天的训练：West today"]);
    // East's workout of 3 March, its yesterday, is a missed one now.
    expect(mail.to(east.email!).map((m) => m.subject)).toContain("Not done yet: East yesterday");
  });

  it("keeps the local hour on a daylight-saving change day", async () => {
    const ny = await emailClient(t, coach, { timezone: "America/New_York" });
    await emailWorkout(t, ny, "2026-03-08", { title: "Spring forward" });
    // 8 March 2026: clocks go from 02:00 EST to 03:00 EDT; 06:00 EDT is 10:00 UTC (not 11:00).
    t.clock.set("2026-03-08T09:59:00Z");
    await tickUntilIdle(deps);
    expect(mail.to(ny.email!)).toEqual([]);
    t.clock.set("2026-03-08T10:00:00Z");
    await tickUntilIdle(deps);
    expect(mail.to(ny.email!).map((m) => m.subject)).toEqual(["Today's workout: Spring forward"]);
  });
});

describe("the missed workout email", () => {
  it("goes once per pending workout from the daily hour of the next day, never for older than 3 days or hidden", async () => {
    const lee = await emailClient(t, coach, { timezone: "Europe/London" });
    await emailWorkout(t, lee, "2026-03-09", { title: "Yesterday's run" });
    await emailWorkout(t, lee, "2026-03-09", { title: "Secret", hidden: true });
    await emailWorkout(t, lee, "2026-03-06", { title: "Too old" });
    await emailWorkout(t, lee, "2026-03-08", { title: "Done", state: "completed" });
    t.clock.set("2026-03-10T05:59:00Z");
    await tickUntilIdle(deps);
    expect(mail.to(lee.email!)).toEqual([]);
    t.clock.set("2026-03-10T06:00:00Z");
    await tickUntilIdle(deps);
    t.clock.set("2026-03-11T06:00:00Z");
    await tickUntilIdle(deps);
    expect(mail.to(lee.email!).map((m) => m.subject)).toEqual(["Not done yet: Yesterday's run"]);
  });
});

describe("the weekly digest", () => {
  it("goes Monday from 08:00 local with last week's figures and the plan the client may see", async () => {
    const mo = await emailClient(t, coach, { timezone: "Europe/London" });
    const quiet = await emailClient(t, coach, {
      timezone: "Europe/London",
      settings: { weeklyDigest: false, overrideDefaults: true },
    });
    await emailWorkout(t, mo, "2026-03-10", { title: "Done", state: "completed" });
    await emailWorkout(t, mo, "2026-03-12", { title: "Skipped" });
    await emailWorkout(t, mo, "2026-03-17", { title: "Tue" });
    await emailWorkout(t, mo, "2026-03-18", { title: "Wed", hidden: true });
    await emailWorkout(t, mo, "2026-03-19", { title: "Thu" });
    await emailWorkout(t, mo, "2026-03-20", { title: "Fri beyond the horizon" });
    t.clock.set("2026-03-16T07:59:00Z");
    await tickUntilIdle(deps);
    expect(mail.to(mo.email!).filter((m) => m.subject.startsWith("Weekly"))).toEqual([]);
    t.clock.set("2026-03-16T08:00:00Z");
    await tickUntilIdle(deps);
    const [digest, ...more] = mail.to(mo.email!).filter((m) => m.subject.startsWith("Weekly"));
    expect(more).toEqual([]);
    expect(digest!.text).toContain("1 workout completed");
    expect(digest!.text).toContain("1 workout missed");
    expect(digest!.text).toContain("Compliance 50%");
    expect(digest!.text).toContain("2026-03-17 · Tue");
    expect(digest!.text).toContain("2026-03-19 · Thu");
    expect(digest!.text).not.toContain("Wed");
    expect(digest!.text).not.toContain("Fri beyond");
    expect(mail.to(quiet.email!)).toEqual([]);
  });
});

describe("new message emails", () => {
  it("wait MESSAGE_EMAIL_DELAY_SECONDS, batch what came meanwhile, leave out recalled messages and read threads", async () => {
    const pat = await emailClient(t, coach, { timezone: "Asia/Shanghai" });
    const reader = await emailClient(t, coach, { timezone: "Asia/Shanghai" });
    t.clock.set("2026-03-17T10:00:00Z");
    // Tokens live an hour in the tests: signed at the test's own time.
    const kim = await persona(t, coach.userId);
    const say = (clientId: number, body: string) =>
      api.post<{ message: { id: number } }>(
        `/api/clients/${clientId}/conversation/messages`,
        { message: { body } },
        { token: kim.token },
      );
    await say(pat.id, "First <note>");
    const toReader = await say(reader.id, "Read me");
    t.clock.advance(60);
    await say(pat.id, "Second");
    const recalled = await say(pat.id, "Oops");
    expect((await api.delete(`/api/messages/${recalled.body.message.id}`, { token: kim.token })).status).toBe(
      200,
    );
    const readerMe = await persona(t, reader.user_id);
    await api.post(
      `/api/clients/${reader.id}/conversation/read`,
      { last_read_message_id: toReader.body.message.id },
      { token: readerMe.token },
    );
    t.clock.set("2026-03-17T10:04:59Z");
    await tickUntilIdle(deps);
    expect(mail.to(pat.email!)).toEqual([]);
    t.clock.set("2026-03-17T10:05:00Z");
    await tickUntilIdle(deps);
    t.clock.advance(600);
    await tickUntilIdle(deps);
    const [sent, ...more] = mail.to(pat.email!);
    expect(more).toEqual([]);
    expect(sent!.subject).toBe("Coach Kim sent you 2 messages");
    expect(sent!.text).toContain("First <note>");
    expect(sent!.text).toContain("Second");
    expect(sent!.text).not.toContain("Oops");
    expect(mail.to(reader.email!)).toEqual([]);
  });
});

describe("coach emails", () => {
  it("bring unread notifications once per notify_every period, held outside the working hours", async () => {
    const { coach: busy } = await emailOrganization(t);
    const client = await emailClient(t, busy, { timezone: "Asia/Shanghai" });
    const say = async (body: string) =>
      api.post(
        `/api/clients/${client.id}/conversation/messages`,
        { message: { body } },
        { token: (await persona(t, client.user_id)).token },
      );
    const coachEmail = (
      await t.db.select({ e: users.email }).from(users).where(eq(users.id, busy.userId))
    )[0]!.e!;
    // 18:10 in Shanghai on a Tuesday: after the working hours (09:00–17:00).
    t.clock.set("2026-03-17T10:10:00Z");
    expect((await say("Hi coach")).status).toBe(201);
    await tickUntilIdle(deps);
    expect(mail.to(coachEmail)).toEqual([]);
    // 09:00 the next morning.
    t.clock.set("2026-03-18T01:00:00Z");
    await tickUntilIdle(deps);
    expect(mail.to(coachEmail).map((m) => m.subject)).toEqual(["你有 1 条未读通知"]);
    t.clock.set("2026-03-18T01:20:00Z");
    expect((await say("Again")).status).toBe(201);
    await tickUntilIdle(deps);
    expect(mail.to(coachEmail)).toHaveLength(1);
    t.clock.set("2026-03-18T02:00:00Z");
    await tickUntilIdle(deps);
    const second = mail.to(coachEmail)[1]!;
    expect(second.subject).toBe("你有 1 条未读通知");
    expect(second.text).toContain("Again");
    expect(second.text).not.toContain("Hi coach");
  });
});

describe("exactly once", () => {
  it("two runners on one database send each key once", async () => {
    const twins = await Promise.all(
      Array.from({ length: 6 }, () => emailClient(t, coach, { timezone: "Asia/Tokyo" })),
    );
    for (const c of twins) await emailWorkout(t, c, "2026-03-25", { title: "Twin day" });
    t.clock.set("2026-03-24T21:00:00Z"); // 06:00 in Tokyo
    const other = await openNodeDatabase(`file:${t.path}`);
    try {
      const otherDeps: ServiceDeps = { ...deps, db: other.db };
      await Promise.all([
        runJobsTick(deps, { maxInstances: 50 }),
        runJobsTick(otherDeps, { maxInstances: 50 }),
        runJobsTick(otherDeps, { maxInstances: 50 }),
      ]);
      await Promise.all([tickUntilIdle(deps), tickUntilIdle(otherDeps)]);
    } finally {
      other.client.close();
    }
    for (const c of twins)
      expect(mail.to(c.email!).map((m) => m.subject)).toEqual(["Today's workout: Twin day"]);
  });

  it("retries a refused send with backoff three times, then shows it failed; a permanent refusal marks the address", async () => {
    const later = await emailClient(t, coach, { timezone: "Asia/Tokyo" });
    const gone = await emailClient(t, coach, { timezone: "Asia/Tokyo" });
    mail.refuse.set(later.email!, 451);
    mail.refuse.set(gone.email!, 550);
    await emailWorkout(t, later, "2026-03-26", { title: "Try" });
    await emailWorkout(t, gone, "2026-03-26", { title: "Try" });
    t.clock.set("2026-03-25T21:00:00Z");
    await tickUntilIdle(deps);
    const row = async (userId: number) => (await outboxOf(userId, "daily_workout"))[0]!;
    expect(await row(gone.user_id)).toMatchObject({ status: "failed", attempts: 1 });
    expect(
      await t.db.select().from(email_bad_addresses).where(eq(email_bad_addresses.address, gone.email!)),
    ).toHaveLength(1);
    expect(await row(later.user_id)).toMatchObject({ status: "pending", attempts: 1 });
    for (const wait of [60, 600, 3600]) {
      t.clock.advance(wait - 1);
      await tickUntilIdle(deps);
      expect((await row(later.user_id)).status).toBe("pending");
      t.clock.advance(1);
      await tickUntilIdle(deps);
    }
    expect(await row(later.user_id)).toMatchObject({ status: "failed", attempts: 4 });
    expect(mail.to(later.email!)).toEqual([]);
    // The marked address is skipped from then on.
    await emailWorkout(t, gone, "2026-03-27", { title: "Again" });
    t.clock.set("2026-03-26T21:00:00Z");
    await tickUntilIdle(deps);
    expect((await outboxOf(gone.user_id, "daily_workout")).map((r) => [r.status, r.reason])).toContainEqual([
      "skipped",
      "bad_address",
    ]);
  });
});

describe("one-click unsubscribe", () => {
  it("shows a confirmation on GET, turns the kind off on a bare POST without signing in, refuses a forged link", async () => {
    expect(annUnsubscribe).toMatch(/^\/api\/emails\/unsubscribe\//);
    const page = await api.request("GET", annUnsubscribe);
    expect(page.status).toBe(200);
    expect(String(page.body)).toContain("Stop receiving");
    const post = await api.request("POST", annUnsubscribe);
    expect(post.status).toBe(200);
    const forged = await api.request("POST", `${annUnsubscribe.slice(0, -3)}abc`);
    expect(forged.status).toBe(404);
    await emailWorkout(t, ann, "2026-03-28", { title: "After" });
    const before = mail.to(ann.email!).length;
    t.clock.set("2026-03-27T22:00:00Z");
    await tickUntilIdle(deps);
    expect(mail.to(ann.email!)).toHaveLength(before);
    const rows = await outboxOf(ann.user_id, "daily_workout");
    expect(rows.find((r) => r.local_date === "2026-03-28")).toMatchObject({
      status: "skipped",
      reason: "unsubscribed",
    });
  });
});
