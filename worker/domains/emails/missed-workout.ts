import { sql } from "drizzle-orm";
import { users, workouts } from "../../../db/schema";
import type { ServiceDeps } from "../../services/deps";
import { addDays } from "../clients/stats";
import type { JobInstance, JobKind } from "../jobs/kind";
import { brandLink, emailBrands } from "./brand";
import { workoutsOn } from "./client-workouts";
import { CLIENT_CHUNK, zoneHourGroups } from "./daily-workout";
import { decideForClient } from "./decide";
import { LINK_PATHS } from "./links";
import { localClock } from "./local-time";
import { decidedKeys, type OutboxDecision, recordDecisions } from "./outbox";
import { clientRecipients, switchOn, unsubscribedFrom } from "./recipients";
import { missedWorkoutEmail } from "./templates/client-emails";
import { emailLocale, emailTexts } from "./templates/texts";

/**
 * The missed workout email (`missedWorkoutEmails`): from the daily hour of the day after a
 * workout's day, once per workout (`missed:<user>:<workout>`), for workouts still pending that the
 * client may see (not hidden, not a rest day), never for workouts more than MAX_AGE_DAYS old (a
 * server that was down catches up that far, no further).
 */
export const MAX_AGE_DAYS = 3;

export const missedWorkoutEmails: JobKind = {
  name: "missed-workout-emails",
  leaseSeconds: 600,
  async due(deps, now): Promise<JobInstance[]> {
    const instances: JobInstance[] = [];
    for (const group of await zoneHourGroups(deps)) {
      const local = localClock(group.timezone, now);
      if (local.hour < group.hour) continue;
      for (let chunk = 0; chunk * CLIENT_CHUNK < group.n; chunk++)
        instances.push({
          key: `missed-email:${group.timezone}:${group.hour}:${local.date}:${chunk}`,
          run: () => decideMissed(deps, group.timezone, group.hour, local.date, chunk),
        });
    }
    return instances;
  },
};

export async function decideMissed(
  deps: ServiceDeps,
  timezone: string,
  hour: number,
  today: string,
  chunk: number,
) {
  const all = await clientRecipients(
    deps,
    sql`${users.timezone} = ${timezone} AND coalesce((SELECT o.daily_email_hour FROM organizations AS o WHERE o.id = clients.organization_id), 6) = ${hour}
      AND EXISTS (SELECT 1 FROM ${workouts} AS w WHERE w.client_id = clients.id AND w.state = 'pending'
        AND w.due BETWEEN ${addDays(today, -MAX_AGE_DAYS)} AND ${addDays(today, -1)})`,
    { limit: CLIENT_CHUNK, offset: chunk * CLIENT_CHUNK },
  );
  const days = Array.from({ length: MAX_AGE_DAYS }, (_, i) => addDays(today, -1 - i));
  const byClient = await workoutsOn(
    deps,
    all.map((r) => r.clientId),
    days,
  );
  const unsubscribed = await unsubscribedFrom(
    deps,
    all.map((r) => r.userId),
    "missed_workout",
  );
  const pending = await pendingIds(
    deps,
    [...byClient.values()].flat().map((w) => w.id),
  );
  const candidates = all.flatMap((r) =>
    (byClient.get(r.clientId) ?? [])
      .filter((w) => pending.has(w.id) && !w.rest_day && !w.hidden)
      .map((w) => ({ r, w, key: `missed:${r.userId}:${w.id}` })),
  );
  const done = await decidedKeys(
    deps,
    candidates.map((c) => c.key),
  );
  const brandOf = emailBrands(deps);
  const decisions: OutboxDecision[] = [];
  for (const { r, w, key } of candidates) {
    if (done.has(key)) continue;
    const brand = await brandOf(r.organizationId);
    const url = brandLink(brand, LINK_PATHS.clientWorkout(w.id));
    decisions.push(
      await decideForClient(
        deps,
        r,
        brand,
        {
          key,
          kind: "missed_workout",
          localDate: today,
          switchOn: switchOn(r, "missedWorkoutEmails"),
          unsubscribed: unsubscribed.has(r.userId),
        },
        {
          email: (ctx) => missedWorkoutEmail(ctx, w, url),
          sms: () => emailTexts(emailLocale(r.locale)).smsMissed(w.title, url),
        },
      ),
    );
  }
  await recordDecisions(deps, decisions);
}

async function pendingIds(deps: ServiceDeps, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await deps.db
    .select({ id: workouts.id })
    .from(workouts)
    .where(
      sql`${workouts.state} = 'pending' AND ${workouts.id} IN (SELECT value FROM json_each(${JSON.stringify(ids)}))`,
    );
  return new Set(rows.map((r) => r.id));
}
