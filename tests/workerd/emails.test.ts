/**
 * Emails on Workers (issue 29): the Cron Trigger's `scheduled()` of the real entry decides and
 * sends the day's workout email over D1 through the transport a deployment without an email
 * provider has (one log line per email), exactly once per key; the email's one-click unsubscribe
 * POST works without signing in and turns that kind off.
 */
import { createScheduledController } from "cloudflare:test";
import { env, exports } from "cloudflare:workers";
import { describe, expect, it, type MockInstance, vi } from "vitest";
import { PLATFORM_NAME } from "#shared/app-manifest";
import { DAILY_EMAIL_HOUR_DEFAULT, DAILY_EMAIL_LAST_HOUR } from "#shared/email-switches";
import { localClock } from "../../worker/domains/emails/local-time";
import type { EdgeEnv } from "../../worker/runtime/edge/env";
import worker from "../../worker/runtime/edge/index";
import { expectStatus, setupOrganization, unique } from "../scenarios/harness";
import { target, zoneAtLocalHour } from "./kit";

/**
 * The local hour the client is given (the tests run on the real clock: the client lives in the zone
 * where it is now 09:xx): after the daily email hour, well before its noon cut-off.
 */
const LOCAL_HOUR = 9;

type OutboxRow = { kind: string; status: string; key: string; unsubscribe_url: string | null };
const outboxOf = async (userId: number) =>
  (
    await env.DB.prepare(
      "select kind, status, key, unsubscribe_url from email_outbox where recipient_id = ? order by id",
    )
      .bind(userId)
      .all<OutboxRow>()
  ).results;

/** The log transport's lines (one console.info per email) naming `address`. */
const loggedEmailsTo = (info: MockInstance<typeof console.info>, address: string) =>
  info.mock.calls.map((args) => String(args[0])).filter((line) => line.startsWith(`[email] to ${address}:`));

const trigger = (bindings: Partial<EdgeEnv> = {}) =>
  worker.scheduled(createScheduledController({ cron: "* * * * *" }), {
    ...(env as unknown as EdgeEnv),
    ...bindings,
  });

describe("the email jobs on the Cron Trigger", () => {
  it("send a client's daily workout email once, and its one-click unsubscribe turns the kind off", async () => {
    expect(LOCAL_HOUR).toBeGreaterThanOrEqual(DAILY_EMAIL_HOUR_DEFAULT);
    expect(LOCAL_HOUR).toBeLessThan(DAILY_EMAIL_LAST_HOUR - 1);
    const info = vi.spyOn(console, "info").mockImplementation(() => {});
    const now = new Date();
    const timezone = zoneAtLocalHour(LOCAL_HOUR, now);
    const today = localClock(timezone, now).date;

    const { api, admin } = await setupOrganization(target);
    const email = `${unique("daily")}@mail.test`;
    const created = await api.post(
      "/api/clients",
      { client: { user: { name: "Ann", email, timezone, locale: "en" } } },
      { token: admin.token },
    );
    expectStatus(created, 201);
    const userId = created.body.user.id as number;
    const workout = await api.post(
      "/api/workouts",
      { workout: { client_id: created.body.client.id, due: today, title: "Legs day" } },
      { token: admin.token },
    );
    expectStatus(workout, 201);

    await trigger();
    const daily = (rows: OutboxRow[]) => rows.filter((r) => r.kind === "daily_workout");
    const first = await outboxOf(userId);
    expect(daily(first)).toEqual([
      expect.objectContaining({ status: "sent", key: `daily:${userId}:${today}` }),
    ]);
    expect(loggedEmailsTo(info, email)).toContain(`[email] to ${email}: Today's workout: Legs day`);
    const sentOnce = loggedEmailsTo(info, email).length;

    // A second tick finds every key decided and nothing waiting: no row, no email more.
    await trigger();
    expect(await outboxOf(userId)).toEqual(first);
    expect(loggedEmailsTo(info, email)).toHaveLength(sentOnce);

    // The mail client's one-click POST: no session, no body; the signed link is the credential.
    const link = new URL(daily(first)[0]!.unsubscribe_url!);
    const unsubscribed = await exports.default.fetch(
      new Request(new URL(link.pathname, "https://coach.test"), { method: "POST" }),
    );
    expect(unsubscribed.status).toBeGreaterThanOrEqual(200);
    expect(unsubscribed.status).toBeLessThan(300);
    await unsubscribed.text();
    const off = await env.DB.prepare("select kind from email_unsubscribes where user_id = ?")
      .bind(userId)
      .all<{ kind: string }>();
    expect(off.results).toEqual([{ kind: "daily_workout" }]);
  });
});

describe("branded emails on the Cron Trigger (issue 30)", () => {
  it("a whitelabel organization's client email names it, links to its host and never names the platform", async () => {
    vi.spyOn(console, "info").mockImplementation(() => {});
    const now = new Date();
    const timezone = zoneAtLocalHour(LOCAL_HOUR, now);
    const today = localClock(timezone, now).date;
    const { api, admin, organization } = await setupOrganization(target);
    const subdomain = unique("lotus")
      .toLowerCase()
      .replace(/[^a-z0-9]/g, "");
    // What the super admin and the organization's settings set, written as they store it. Its own
    // daily hour puts its clients in a (zone, hour) group of their own: the test above claimed the
    // default hour's instance for this zone and day.
    await env.DB.prepare(
      "update organizations set subdomain = ?, can_whitelabel = 1, name = ?, daily_email_hour = 7 where id = ?",
    )
      .bind(subdomain, "Lotus Studio", organization.id)
      .run();
    const created = await api.post(
      "/api/clients",
      { client: { user: { name: "Bo", email: `${unique("brand")}@mail.test`, timezone, locale: "en" } } },
      { token: admin.token },
    );
    expectStatus(created, 201);
    const userId = created.body.user.id as number;
    expectStatus(
      await api.post(
        "/api/workouts",
        { workout: { client_id: created.body.client.id, due: today, title: "Legs day" } },
        { token: admin.token },
      ),
      201,
    );

    // A deployment's APP_URL, so the organization's host is <subdomain>.<APP_DOMAIN> at its scheme.
    await trigger({ APP_URL: "https://coach.test" });
    const row = await env.DB.prepare(
      "select subject, html_body, text_body, unsubscribe_url from email_outbox where recipient_id = ? and kind = 'daily_workout'",
    )
      .bind(userId)
      .first<{ subject: string; html_body: string; text_body: string; unsubscribe_url: string }>();
    expect(row).not.toBeNull();
    const host = `https://${subdomain}.coach.test/`;
    expect(row!.html_body).toContain("Lotus Studio");
    expect(row!.text_body).toContain("Lotus Studio");
    expect(row!.unsubscribe_url.startsWith(host)).toBe(true);
    const links = [...row!.html_body.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!);
    expect(links.length).toBeGreaterThanOrEqual(3);
    for (const link of links) expect(link.startsWith(host), link).toBe(true);
    for (const part of [row!.subject, row!.html_body, row!.text_body])
      expect(part).not.toContain(PLATFORM_NAME);
  });
});
