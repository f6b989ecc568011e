import { sql } from "drizzle-orm";
import { clients, notifications, trainers, users, workouts } from "../../../db/schema";
import { inIds } from "../../data/sql";
import type { ServiceDeps } from "../../services/deps";
import { deliverAfterCommit } from "../../services/realtime";
import { addDays, localDate } from "../clients/stats";
import type { JobInstance, JobKind } from "../jobs/kind";
import { type NotificationRow, notificationDeliveries } from "./view";

/**
 * The job runner's kind for missed workouts (issue 26): after a client's local midnight, its
 * trainer gets one `workout_missed` notification per workout of the day before that is still
 * pending (not a rest day, not hidden), as its `generateWorkoutNotifications` setting allows. One
 * instance per (time zone, day), key `missed:<zone>:<date>`, so a day is looked at once; and each
 * notification carries `once_key = workout_missed:<workout>:<user>`, so a repeated run (a runner
 * that died before marking the key done) adds nothing.
 *
 * Catch-up: each tick lists the last CATCH_UP_DAYS local days, not only yesterday, so days the
 * server was down over (or cron skipped) are looked at once it runs again; their keys are done
 * already when nothing was missed, so a normal tick still runs one instance per zone. Older days
 * are left alone: after a long outage a coach should not get a pile of stale misses.
 */

/** How many local days before today a tick still looks at. */
export const CATCH_UP_DAYS = 3;

export const missedWorkouts: JobKind = {
  name: "missed-workouts",
  leaseSeconds: 300,
  async due(deps, now): Promise<JobInstance[]> {
    const zones = await deps.db.all<{ timezone: string }>(
      sql`SELECT DISTINCT u.timezone AS timezone FROM ${clients} AS c JOIN ${users} AS u ON u.id = c.user_id`,
    );
    return zones.flatMap(({ timezone }) => {
      const today = localDate(timezone, now);
      // Oldest first, so caught-up notices arrive in the order the days passed.
      return Array.from({ length: CATCH_UP_DAYS }, (_, i) => addDays(today, i - CATCH_UP_DAYS)).map(
        (day) => ({ key: `missed:${timezone}:${day}`, run: () => notifyMissed(deps, timezone, day, now) }),
      );
    });
  },
};

export async function notifyMissed(deps: ServiceDeps, timezone: string, day: string, now: Date) {
  const rows = await deps.db.all<NotificationRow>(sql`
    INSERT INTO ${notifications} (user_id, kind, client_id, workout_id, text, once_key, created_at)
    SELECT t.user_id, 'workout_missed', c.id, w.id, w.title,
      'workout_missed:' || w.id || ':' || t.user_id, ${now.toISOString()}
    FROM ${workouts} AS w
    JOIN ${clients} AS c ON c.id = w.client_id
    JOIN ${users} AS u ON u.id = c.user_id
    JOIN ${trainers} AS t ON t.id = c.trainer_id
    WHERE u.timezone = ${timezone} AND w.due = ${day} AND w.state = 'pending'
      AND w.rest_day = 0 AND w.hidden = 0 AND c.state = 'active'
      AND coalesce(json_extract(t.settings, '$.generateWorkoutNotifications'), 1) <> 0
    ON CONFLICT DO NOTHING
    RETURNING *`);
  if (rows.length === 0 || !deps.realtime) return;
  const clientIds = [...new Set(rows.map((r) => r.client_id!))];
  const orgs = await deps.db
    .select({ id: clients.id, organizationId: clients.organization_id })
    .from(clients)
    .where(inIds(clients.id, clientIds));
  const orgOf = new Map(orgs.map((o) => [o.id, o.organizationId]));
  for (const organizationId of new Set(orgOf.values())) {
    const mine = rows.filter((r) => orgOf.get(r.client_id!) === organizationId);
    await deliverAfterCommit(deps, await notificationDeliveries(deps, organizationId, mine));
  }
}
