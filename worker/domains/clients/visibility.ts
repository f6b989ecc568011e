import { and, asc, eq, gt, isNotNull, lte, type SQL } from "drizzle-orm";
import { clients, users, workouts } from "../../../db/schema";
import { AppError } from "../../errors";
import { isClientActor } from "../../services/access";
import type { Actor } from "../../services/actor";
import type { ServiceDeps } from "../../services/deps";
import { DEFAULT_CLIENT_SETTINGS } from "./schemas";
import { addDays, localDate } from "./stats";

/**
 * What a signed-in client may see of its own workouts (SPEC client settings, set by the coach):
 * every workout due today or earlier, and ahead of today only the days of the next
 * `workoutsThreshold` workouts, within the current Monday–Sunday week when `currentWeekOnly`.
 * Workouts the coach marked `hidden` are never shown to the client. Coaches see everything; these
 * rules apply to the client's own reads and writes only (docs/authorization.md).
 * Decision: docs/decisions/2026-11-22-client-visibility.md
 */

export type OwnClient = {
  id: number;
  userId: number;
  organizationId: number | null;
  timezone: string;
  today: string;
  /** The last due date the client sees (YYYY-MM-DD), or null when nothing ahead is withheld. */
  horizon: string | null;
};

/** The Sunday ending the Monday–Sunday week of `date`. */
export function weekEnd(date: string): string {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  const weekday = new Date(Date.UTC(y, m - 1, d)).getUTCDay(); // 0 = Sunday
  return addDays(date, (7 - weekday) % 7);
}

/** The client's own record and the horizon of what it may see today. */
export async function loadOwnClient(deps: ServiceDeps, actor: Actor): Promise<OwnClient> {
  if (!isClientActor(actor)) throw new AppError("FORBIDDEN");
  const [row] = await deps.db
    .select({
      id: clients.id,
      settings: clients.settings,
      organization_id: clients.organization_id,
      timezone: users.timezone,
      user_id: users.id,
    })
    .from(clients)
    .innerJoin(users, eq(users.id, clients.user_id))
    .where(eq(clients.id, actor.client.id))
    .limit(1);
  if (!row) throw new AppError("NOT_FOUND");
  const settings = { ...DEFAULT_CLIENT_SETTINGS, ...(row.settings ?? {}) };
  const today = localDate(row.timezone, deps.clock.now());
  let horizon: string | null = null;
  // The day of the threshold-th workout after today (0: nothing after today).
  if (settings.workoutsThreshold === 0) horizon = today;
  else {
    const [nth] = await deps.db
      .select({ due: workouts.due })
      .from(workouts)
      .where(and(eq(workouts.client_id, row.id), gt(workouts.due, today), eq(workouts.hidden, false)))
      .orderBy(asc(workouts.due))
      .limit(1)
      .offset(settings.workoutsThreshold - 1);
    horizon = nth?.due ?? null;
  }
  if (settings.currentWeekOnly) {
    const sunday = weekEnd(today);
    if (horizon === null || horizon > sunday) horizon = sunday;
  }
  return {
    id: row.id,
    userId: row.user_id,
    organizationId: row.organization_id,
    timezone: row.timezone,
    today,
    horizon,
  };
}

/** Whether the client sees a workout of its own (see the rules above). */
export function visibleToClient(
  own: OwnClient,
  workout: { client_id: number | null; due: string | null; hidden: boolean },
): boolean {
  if (workout.client_id !== own.id || workout.hidden || workout.due === null) return false;
  return own.horizon === null || workout.due <= own.horizon;
}

/**
 * visibleToClient as an SQL condition on `workouts`, for reads that filter many rows at once (the
 * client's workout lists, its records): the same rule, kept beside it so the two change together.
 */
export function visibleToClientWhere(own: OwnClient): SQL {
  return and(
    eq(workouts.client_id, own.id),
    eq(workouts.hidden, false),
    isNotNull(workouts.due),
    own.horizon === null ? undefined : lte(workouts.due, own.horizon),
  )!;
}

/** One of the client's own, visible workouts, or 404 (other people's records look missing). */
export async function loadWorkoutForClient(deps: ServiceDeps, actor: Actor, workoutId: number) {
  const own = await loadOwnClient(deps, actor);
  const [row] = await deps.db.select().from(workouts).where(eq(workouts.id, workoutId)).limit(1);
  if (!row || !visibleToClient(own, row)) throw new AppError("NOT_FOUND");
  return { own, workout: row };
}
