import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openNodeDatabase } from "../../db/node";
import { email_outbox } from "../../db/schema";
import { runJobsTick } from "../../worker/domains/jobs/runner";
import type { ServiceDeps } from "../../worker/services/deps";
import { createTestDb, type TestDb } from "../helpers/db";
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

beforeAll(async () => {
  t = await createTestDb({ d1Limits: true });
  mail = await startMailCatcher();
  deps = { ...t.deps, email: mail.sender, config: { ...t.deps.config, appUrl: "https://coach.example" } };
  ({ coach } = await emailOrganization(t));
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
    const ann = await emailClient(t, coach, { timezone: "Asia/Shanghai" });
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
  });
});
