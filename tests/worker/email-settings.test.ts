import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clientEmailSwitches, organizationEmailDefaults } from "#shared/email-switches";
import { clients, email_outbox } from "../../db/schema";
import { type OutboxDecision, recordDecisions } from "../../worker/domains/emails/outbox";
import { unsubscribedFrom } from "../../worker/domains/emails/recipients";
import { resubscribe, unsubscribe } from "../../worker/domains/emails/switches";
import type { TestDb } from "../helpers/db";
import type { TestApi } from "../helpers/http";
import { openTwoOrganizations, type TwoOrganizations } from "../helpers/two-organizations";

/** Issue 29, part 1: whose email settings apply, and the outbox's one row per key. */
let t: TestDb;
let api: TestApi;
let w: TwoOrganizations;
beforeAll(async () => ({ t, api, w } = await openTwoOrganizations({ d1Limits: true })));
afterAll(() => t.close());

type Org = {
  organization: {
    client_email_defaults: Record<string, boolean> | null;
    daily_email_hour: number;
    sms_reminders: boolean;
  };
};

const storedSettings = async (id: number) =>
  (await t.db.select({ s: clients.settings }).from(clients).where(eq(clients.id, id)))[0]!.s;

describe("organization email settings", () => {
  it("are the admin's to set, with an hour before noon; a trainer cannot change them", async () => {
    const defaults = { ...organizationEmailDefaults(null), weeklyDigest: false };
    const res = await api.put<Org>(
      `/api/organizations/${w.a.org.id}`,
      { organization: { client_email_defaults: defaults, daily_email_hour: 7, sms_reminders: true } },
      { token: w.a.admin.token },
    );
    expect(res.status).toBe(200);
    expect(res.body.organization).toMatchObject({
      client_email_defaults: defaults,
      daily_email_hour: 7,
      sms_reminders: true,
    });
    const late = await api.put(
      `/api/organizations/${w.a.org.id}`,
      { organization: { daily_email_hour: 12 } },
      { token: w.a.admin.token },
    );
    expect(late.status).toBe(400);
    const byTrainer = await api.put(
      `/api/organizations/${w.a.org.id}`,
      { organization: { daily_email_hour: 9 } },
      { token: w.a.trainer.token },
    );
    expect(byTrainer.status).toBe(403);
  });
});

describe("a client's switches", () => {
  it("inherit the organization's until a coach changes one, which keeps the others as they applied", async () => {
    const id = w.a.client.id;
    expect(
      clientEmailSwitches(organizationEmailDefaults({ weeklyDigest: false }), await storedSettings(id)),
    ).toMatchObject({ inherited: true, values: { weeklyDigest: false, dailyWorkoutEmails: true } });
    const res = await api.put(
      `/api/clients/${id}`,
      { client: { settings: { dailyWorkoutEmails: false } } },
      { token: w.a.trainer.token },
    );
    expect(res.status).toBe(200);
    expect(await storedSettings(id)).toMatchObject({
      overrideDefaults: true,
      dailyWorkoutEmails: false,
      // Off in the organization's defaults when the coach took over: stays off.
      weeklyDigest: false,
      newMessageEmails: true,
    });
    // Later changes of the defaults no longer reach this client.
    await api.put(
      `/api/organizations/${w.a.org.id}`,
      { organization: { client_email_defaults: organizationEmailDefaults(null) } },
      { token: w.a.admin.token },
    );
    const own = clientEmailSwitches(organizationEmailDefaults(null), await storedSettings(id));
    expect(own).toMatchObject({
      inherited: false,
      values: { weeklyDigest: false, dailyWorkoutEmails: false },
    });
    // Handing the client back to the defaults.
    await api.put(
      `/api/clients/${id}`,
      { client: { settings: { overrideDefaults: false } } },
      { token: w.a.trainer.token },
    );
    expect(clientEmailSwitches(organizationEmailDefaults(null), await storedSettings(id))).toMatchObject({
      inherited: true,
      values: { weeklyDigest: true, dailyWorkoutEmails: true },
    });
  });

  it("lose to the person's own unsubscribe, kept apart and undone only by the person", async () => {
    const userId = w.b.client.user_id;
    const isUnsubscribed = async (kind: string) =>
      (await unsubscribedFrom(t.deps, [userId], kind)).has(userId);
    expect(await isUnsubscribed("weekly_digest")).toBe(false);
    await unsubscribe(t.deps, userId, "weekly_digest");
    await unsubscribe(t.deps, userId, "weekly_digest");
    expect(await isUnsubscribed("weekly_digest")).toBe(true);
    expect(await isUnsubscribed("daily_workout")).toBe(false);
    await resubscribe(t.deps, userId, "weekly_digest");
    expect(await isUnsubscribed("weekly_digest")).toBe(false);
  });
});

describe("the outbox", () => {
  it("keeps one row per key: a second decision for a key writes nothing", async () => {
    const decision = (subject: string): OutboxDecision => ({
      key: `daily:${w.a.client.user_id}:2026-03-02`,
      kind: "daily_workout",
      organization_id: w.a.org.id,
      recipient_id: w.a.client.user_id,
      channel: "email",
      address: "a@example.com",
      local_date: "2026-03-02",
      status: "pending",
      subject,
      text_body: "text",
      html_body: null,
      unsubscribe_url: null,
    });
    await recordDecisions(t.deps, [decision("first")]);
    await Promise.all([
      recordDecisions(t.deps, [decision("second")]),
      recordDecisions(t.deps, [decision("third")]),
    ]);
    const rows = await t.db
      .select()
      .from(email_outbox)
      .where(eq(email_outbox.recipient_id, w.a.client.user_id));
    expect(rows.map((r) => [r.subject, r.status, r.attempts])).toEqual([["first", "pending", 0]]);
  });
});
