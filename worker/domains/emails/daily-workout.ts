import { sql } from "drizzle-orm";
import type { SkipReason } from "#shared/email-outbox";
import { DAILY_EMAIL_HOUR_DEFAULT, DAILY_EMAIL_LAST_HOUR } from "#shared/email-switches";
import { clients, organizations, users } from "../../../db/schema";
import type { ServiceDeps } from "../../services/deps";
import type { JobInstance, JobKind } from "../jobs/kind";
import { brandLink, emailBrands } from "./brand";
import { workoutsOn } from "./client-workouts";
import { type ClientContent, decideForClient } from "./decide";
import { LINK_PATHS } from "./links";
import { localClock } from "./local-time";
import { decidedKeys, type OutboxDecision, recordDecisions } from "./outbox";
import { clientRecipients, switchOn, unsubscribedFrom } from "./recipients";
import { dailyWorkoutEmail } from "./templates/client-emails";
import { emailLocale, emailTexts } from "./templates/texts";

/**
 * The daily workout email (`dailyWorkoutEmails`): the first run at or after the organization's
 * `daily_email_hour` and before noon in the client's zone, for the day's first workout the client
 * may see (hidden ones never; today is always within the client's horizon), or the rest day's
 * instructions when the coach wrote some. A run after noon skips that day. One instance per (zone,
 * hour, day, chunk of CLIENT_CHUNK clients), each key `daily:<user>:<date>` once.
 */
export const CLIENT_CHUNK = 500;

const hourSql = sql`coalesce(${organizations.daily_email_hour}, ${DAILY_EMAIL_HOUR_DEFAULT})`;

/** The (zone, daily hour) groups of active clients with their sizes. */
export async function zoneHourGroups(deps: ServiceDeps) {
  return deps.db.all<{ timezone: string; hour: number; n: number }>(sql`
    SELECT ${users.timezone} AS timezone, ${hourSql} AS hour, count(*) AS n
    FROM ${clients} JOIN ${users} ON ${users.id} = ${clients.user_id}
    LEFT JOIN ${organizations} ON ${organizations.id} = ${clients.organization_id}
    WHERE ${clients.state} = 'active'
    GROUP BY 1, 2`);
}

export const dailyWorkoutEmails: JobKind = {
  name: "daily-workout-emails",
  leaseSeconds: 600,
  async due(deps, now): Promise<JobInstance[]> {
    const instances: JobInstance[] = [];
    for (const group of await zoneHourGroups(deps)) {
      const local = localClock(group.timezone, now);
      if (local.hour < group.hour || local.hour >= DAILY_EMAIL_LAST_HOUR) continue;
      for (let chunk = 0; chunk * CLIENT_CHUNK < group.n; chunk++)
        instances.push({
          key: `daily-email:${group.timezone}:${group.hour}:${local.date}:${chunk}`,
          run: () => decideDaily(deps, group.timezone, group.hour, local.date, chunk),
        });
    }
    return instances;
  },
};

export async function decideDaily(
  deps: ServiceDeps,
  timezone: string,
  hour: number,
  date: string,
  chunk: number,
) {
  const all = await clientRecipients(deps, sql`${users.timezone} = ${timezone} AND ${hourSql} = ${hour}`, {
    limit: CLIENT_CHUNK,
    offset: chunk * CLIENT_CHUNK,
  });
  const keyOf = (userId: number) => `daily:${userId}:${date}`;
  const done = await decidedKeys(
    deps,
    all.map((r) => keyOf(r.userId)),
  );
  const recipients = all.filter((r) => !done.has(keyOf(r.userId)));
  const unsubscribed = await unsubscribedFrom(
    deps,
    recipients.map((r) => r.userId),
    "daily_workout",
  );
  const wanted = recipients.filter((r) => switchOn(r, "dailyWorkoutEmails") && !unsubscribed.has(r.userId));
  const days = await workoutsOn(
    deps,
    wanted.map((r) => r.clientId),
    [date],
  );
  const brandOf = emailBrands(deps);
  const decisions: OutboxDecision[] = [];
  for (const r of recipients) {
    const brand = await brandOf(r.organizationId);
    const list = days.get(r.clientId) ?? [];
    const visible = list.filter((w) => !w.hidden);
    const workout =
      visible.find((w) => !w.rest_day) ?? visible.find((w) => w.rest_day && w.rest_day_instructions);
    let content: ClientContent | SkipReason;
    if (workout) {
      const url = brandLink(brand, LINK_PATHS.clientWorkout(workout.id));
      const title = workout.rest_day ? emailTexts(emailLocale(r.locale)).restDay : workout.title;
      content = {
        email: (ctx) => dailyWorkoutEmail(ctx, workout, url),
        sms: () => emailTexts(emailLocale(r.locale)).smsDaily(title, url),
      };
    } else content = list.length > 0 && visible.length === 0 ? "hidden" : "nothing_to_send";
    decisions.push(
      await decideForClient(
        deps,
        r,
        brand,
        {
          key: keyOf(r.userId),
          kind: "daily_workout",
          localDate: date,
          switchOn: switchOn(r, "dailyWorkoutEmails"),
          unsubscribed: unsubscribed.has(r.userId),
        },
        content,
      ),
    );
  }
  await recordDecisions(deps, decisions);
}
