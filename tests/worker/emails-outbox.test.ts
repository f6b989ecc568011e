import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { email_bad_addresses } from "../../db/schema";
import type { ServiceDeps } from "../../worker/services/deps";
import { insertSuper, insertTrainer, type Persona } from "../factories";
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
 * Issue 29, the outbox: an organization's admin reads what was sent, skipped (with the reason) and
 * failed, filtered by kind, state and day, and resends a failed one, once; the super admin reads
 * totals. Real sends through a real SMTP server (smtp-server), so every row got where it is the way
 * it does in production.
 */
let t: TestDb;
let deps: ServiceDeps;
let api: TestApi;
let mail: Awaited<ReturnType<typeof startMailCatcher>>;
let org: { id: number };
let coach: Coach;
let admin: Persona;
let superAdmin: Persona;
let ann: Awaited<ReturnType<typeof emailClient>>;
let gone: Awaited<ReturnType<typeof emailClient>>;
let quiet: Awaited<ReturnType<typeof emailClient>>;

type Email = {
  id: number;
  kind: string;
  status: string;
  reason: string | null;
  local_date: string;
  recipient: { id: number; name: string };
  error: string | null;
};
type Outbox = { emails: Email[]; meta: { total_count: number } };

beforeAll(async () => {
  t = await createTestDb({ d1Limits: true });
  mail = await startMailCatcher();
  deps = { ...t.deps, email: mail.sender, config: { ...t.deps.config, appUrl: "https://coach.example" } };
  api = testApi(t);
  // 06:00 in Shanghai on 2026-03-03: the daily run decides and sends (tokens are issued at this time too).
  t.clock.set("2026-03-02T22:00:00Z");
  ({ org, coach } = await emailOrganization(t));
  admin = await insertTrainer(t, org.id, { name: "Admin Ada", admin: true });
  superAdmin = await insertSuper(t);
  ann = await emailClient(t, coach, { timezone: "Asia/Shanghai", name: "Ann" });
  gone = await emailClient(t, coach, { timezone: "Asia/Shanghai", name: "Gone" });
  quiet = await emailClient(t, coach, {
    timezone: "Asia/Shanghai",
    name: "Quiet",
    settings: { dailyWorkoutEmails: false, overrideDefaults: true },
  });
  for (const c of [ann, gone, quiet]) await emailWorkout(t, c, "2026-03-03", { title: "Legs" });
  mail.refuse.set(gone.email!, 550);
  await tickUntilIdle(deps);
});
afterAll(async () => {
  await mail.close();
  t.close();
});

const outbox = (query = "", token = admin.token) =>
  api.get<Outbox>(`/api/organizations/${org.id}/emails${query}`, { token });
const rowOf = (answer: Outbox, userId: number) => answer.emails.find((e) => e.recipient.id === userId);

describe("the outbox", () => {
  it("shows the admin what was sent, skipped with its reason, and failed", async () => {
    const res = await outbox();
    expect(res.status).toBe(200);
    expect(rowOf(res.body, ann.user_id)).toMatchObject({
      kind: "daily_workout",
      status: "sent",
      reason: null,
    });
    expect(rowOf(res.body, quiet.user_id)).toMatchObject({ status: "skipped", reason: "setting_off" });
    expect(rowOf(res.body, gone.user_id)?.status).toBe("failed");
    expect(rowOf(res.body, gone.user_id)?.error).toContain("550");
    expect(res.body.emails.every((e) => e.local_date === "2026-03-03")).toBe(true);
  });

  it("filters by state, kind and day, and pages", async () => {
    const failed = await outbox("?status=failed");
    expect(failed.body.emails.map((e) => e.recipient.id)).toEqual([gone.user_id]);
    const skipped = await outbox("?status=skipped&kind=daily_workout");
    expect(skipped.body.emails.map((e) => e.reason)).toEqual(["setting_off"]);
    expect((await outbox("?kind=weekly_digest")).body.emails).toEqual([]);
    expect((await outbox("?date=2026-03-04")).body.emails).toEqual([]);
    expect((await outbox("?date=2026-3-3")).body.meta.total_count).toBe(3);
    const page = await outbox("?per_page=2&page=2");
    expect(page.body.emails).toHaveLength(1);
    expect(page.body.meta.total_count).toBe(3);
    expect((await outbox("?status=sending")).status).toBe(400);
  });

  it("resends a failed email once; a sent one is never sent again", async () => {
    const listed = await outbox();
    const sent = rowOf(listed.body, ann.user_id)!;
    const failed = rowOf(listed.body, gone.user_id)!;
    const again = await api.post(`/api/emails/${sent.id}/resend`, undefined, { token: admin.token });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe("CONFLICT");

    mail.refuse.delete(gone.email!);
    const resent = await api.post<{ email: Email; msg: string }>(
      `/api/emails/${failed.id}/resend`,
      undefined,
      {
        token: admin.token,
      },
    );
    expect(resent.status).toBe(200);
    expect(resent.body.email).toMatchObject({ id: failed.id, status: "pending", error: null });
    // The admin asked to try the address again: its permanent-failure mark is lifted.
    expect(
      await t.db.select().from(email_bad_addresses).where(eq(email_bad_addresses.address, gone.email!)),
    ).toEqual([]);
    // A second click before the runner took it: still waiting, so refused.
    const twice = await api.post(`/api/emails/${failed.id}/resend`, undefined, { token: admin.token });
    expect(twice.status).toBe(409);
    await tickUntilIdle(deps);
    expect(mail.to(gone.email!).map((m) => m.subject)).toEqual(["Today's workout: Legs"]);
    expect(rowOf((await outbox()).body, gone.user_id)?.status).toBe("sent");
    expect(mail.to(ann.email!)).toHaveLength(1);
  });

  it("is the organization's admins' only: its trainers are refused", async () => {
    expect((await outbox("", coach.token)).status).toBe(403);
  });
});

describe("the super admin's totals", () => {
  it("count rows per day, kind and state across organizations", async () => {
    const res = await api.get<{
      from: string;
      to: string;
      totals: { kind: string; status: string; n: number }[];
    }>("/api/admin/emails?from=2026-03-01&to=2026-03-07", { token: superAdmin.token });
    expect(res.status).toBe(200);
    expect(res.body.totals).toEqual([
      { local_date: "2026-03-03", kind: "daily_workout", status: "sent", n: 2 },
      { local_date: "2026-03-03", kind: "daily_workout", status: "skipped", n: 1 },
    ]);
    const week = await api.get<{ from: string; to: string }>("/api/admin/emails", {
      token: superAdmin.token,
    });
    expect(week.body).toMatchObject({ from: "2026-02-25", to: "2026-03-03" });
    const tooLong = await api.get("/api/admin/emails?from=2026-01-01&to=2026-12-31", {
      token: superAdmin.token,
    });
    expect(tooLong.status).toBe(400);
    expect((await api.get("/api/admin/emails", { token: admin.token })).status).toBe(403);
  });
});
