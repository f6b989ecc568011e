import { sql } from "drizzle-orm";
import { users, workouts } from "../../../db/schema";
import type { ServiceDeps } from "../../services/deps";
import { DEFAULT_CLIENT_SETTINGS } from "../clients/schemas";
import { addDays } from "../clients/stats";
import type { JobInstance, JobKind } from "../jobs/kind";
import { brandLink, emailBrands } from "./brand";
import { CLIENT_CHUNK, zoneHourGroups } from "./daily-workout";
import { decideForClient } from "./decide";
import { LINK_PATHS } from "./links";
import { localClock, mondayOf } from "./local-time";
import { decidedKeys, type OutboxDecision, recordDecisions } from "./outbox";
import { type ClientRecipient, clientRecipients, switchOn, unsubscribedFrom } from "./recipients";
import { type WeeklyDigest, weeklyDigestEmail } from "./templates/client-emails";

/**
 * The client's weekly digest (`weeklyDigest`): Monday from WEEKLY_HOUR local, last week's completed
 * and missed workouts and compliance, and this week's plan as far as the client may see it (no
 * hidden workout; ahead of today only up to the day of its `workoutsThreshold`-th coming workout,
 * the rule of worker/domains/clients/visibility.ts). Key `weekly:<user>:<monday>`.
 */
export const WEEKLY_HOUR = 8;

export const weeklyDigests: JobKind = {
  name: "weekly-digests",
  leaseSeconds: 600,
  async due(deps, now): Promise<JobInstance[]> {
    const sizes = new Map<string, number>();
    for (const g of await zoneHourGroups(deps)) sizes.set(g.timezone, (sizes.get(g.timezone) ?? 0) + g.n);
    const instances: JobInstance[] = [];
    for (const [timezone, n] of sizes) {
      const local = localClock(timezone, now);
      if (local.weekday !== 1 || local.hour < WEEKLY_HOUR) continue;
      for (let chunk = 0; chunk * CLIENT_CHUNK < n; chunk++)
        instances.push({
          key: `weekly-email:${timezone}:${local.date}:${chunk}`,
          run: () => decideWeekly(deps, timezone, local.date, chunk),
        });
    }
    return instances;
  },
};

type Row = { client_id: number; due: string; title: string; state: string; rest_day: number; hidden: number };

export async function decideWeekly(deps: ServiceDeps, timezone: string, today: string, chunk: number) {
  const monday = mondayOf(today, localClock(timezone, new Date(`${today}T12:00:00Z`)).weekday);
  const all = await clientRecipients(deps, sql`${users.timezone} = ${timezone}`, {
    limit: CLIENT_CHUNK,
    offset: chunk * CLIENT_CHUNK,
  });
  const keyOf = (r: ClientRecipient) => `weekly:${r.userId}:${monday}`;
  const done = await decidedKeys(deps, all.map(keyOf));
  const recipients = all.filter((r) => !done.has(keyOf(r)));
  const unsubscribed = await unsubscribedFrom(
    deps,
    recipients.map((r) => r.userId),
    "weekly_digest",
  );
  const rows = await deps.db.all<Row>(sql`
    SELECT w.client_id, w.due, w.title, w.state, w.rest_day, w.hidden FROM ${workouts} AS w
    WHERE w.client_id IN (SELECT value FROM json_each(${JSON.stringify(recipients.map((r) => r.clientId))}))
      AND w.due BETWEEN ${addDays(monday, -7)} AND ${addDays(monday, 6)} AND w.hidden = 0
    ORDER BY w.due, w."order", w.id`);
  const byClient = new Map<number, Row[]>();
  for (const row of rows) byClient.set(row.client_id, [...(byClient.get(row.client_id) ?? []), row]);
  const brandOf = emailBrands(deps);
  const decisions: OutboxDecision[] = [];
  for (const r of recipients) {
    const digest = digestOf(byClient.get(r.clientId) ?? [], monday, today, r);
    const brand = await brandOf(r.organizationId);
    const url = brandLink(brand, LINK_PATHS.clientToday);
    decisions.push(
      await decideForClient(
        deps,
        r,
        brand,
        {
          key: keyOf(r),
          kind: "weekly_digest",
          localDate: today,
          switchOn: switchOn(r, "weeklyDigest"),
          unsubscribed: unsubscribed.has(r.userId),
        },
        { email: (ctx) => weeklyDigestEmail(ctx, digest, url) },
      ),
    );
  }
  await recordDecisions(deps, decisions);
}

function digestOf(rows: Row[], monday: string, today: string, r: ClientRecipient): WeeklyDigest {
  const last = rows.filter((w) => w.due < monday && !w.rest_day);
  const completed = last.filter((w) => w.state === "completed").length;
  const missed = last.length - completed;
  const coming = rows.filter((w) => w.due >= monday);
  const threshold = r.settings?.workoutsThreshold ?? DEFAULT_CLIENT_SETTINGS.workoutsThreshold;
  const ahead = coming.filter((w) => w.due > today);
  const horizon =
    threshold === 0 ? today : (ahead[threshold - 1]?.due ?? ahead[ahead.length - 1]?.due ?? today);
  return {
    monday,
    completed,
    missed,
    compliance: last.length === 0 ? null : completed / last.length,
    plan: coming
      .filter((w) => w.due <= horizon)
      .map((w) => ({ due: w.due, title: w.title, rest_day: Boolean(w.rest_day) })),
  };
}
