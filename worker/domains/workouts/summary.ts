import { and, count, countDistinct, eq, gte, type SQL } from "drizzle-orm";
import { weekdayIndex } from "#shared/ymd";
import { users, workouts } from "../../../db/schema";
import { organizationScope } from "../../services/access";
import type { Actor } from "../../services/actor";
import type { ServiceDeps } from "../../services/deps";
import { addDays, localDate } from "../clients/stats";
import type { TWorkoutSummaryInput } from "./schemas";

/**
 * Counts for the coach home page, so its figures are real totals rather than counts within the
 * 20-item feed: workouts completed since Monday 00:00 of the caller's week (SPEC: weeks run Monday
 * to Sunday, in the caller's time zone) and clients who completed one in the last 7 days.
 *
 * Completion sets updated_at to completed_at and later edits only raise it, so `updated_at ≥ since`
 * bounds the scan to one range of the feed indexes (trainer or organization, state, updated_at).
 */
export async function workoutSummary(deps: ServiceDeps, actor: Actor, input: TWorkoutSummaryInput) {
  const scope = organizationScope(actor);
  const now = deps.clock.now();
  const [me] = await deps.db
    .select({ timezone: users.timezone, offset: users.timezone_offset })
    .from(users)
    .where(eq(users.id, actor.user.id));
  const today = localDate(me?.timezone, now);
  const monday = addDays(today, -weekdayIndex(today));
  const weekStart = new Date(Date.parse(`${monday}T00:00:00Z`) - (me?.offset ?? 480) * 60_000).toISOString();
  const sevenDaysAgo = new Date(now.getTime() - 7 * 86_400_000).toISOString();

  const completedSince = (since: string): SQL =>
    and(
      eq(workouts.state, "completed"),
      gte(workouts.updated_at, since),
      gte(workouts.completed_at, since),
      input.trainer_id !== undefined ? eq(workouts.trainer_id, input.trainer_id) : undefined,
      scope !== null ? eq(workouts.organization_id, scope) : undefined,
    ) as SQL;

  const [week] = await deps.db.select({ n: count() }).from(workouts).where(completedSince(weekStart));
  const [active] = await deps.db
    .select({ n: countDistinct(workouts.client_id) })
    .from(workouts)
    .where(completedSince(sevenDaysAgo));
  return {
    week_start: monday,
    completed_this_week: week?.n ?? 0,
    active_clients_7_days: active?.n ?? 0,
  };
}
