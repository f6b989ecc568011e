import { and, eq, sql } from "drizzle-orm";
import { workouts } from "../../../db/schema";
import { inIds } from "../../data/sql";
import type { ServiceDeps } from "../../services/deps";

/**
 * Which target a client's day has (issue 31): the training-day one when a (non-rest-day) workout
 * is due that day, else the rest-day one — the rule the compliance SQL (compliance.ts) counts by.
 * One read for many clients and dates: the logs' `day_type` and the plan's today both ask here.
 */
export type DayType = "training" | "rest";

/** The days with a training workout due, for the given clients and dates. */
export async function trainingDaysOf(
  deps: ServiceDeps,
  clientIds: readonly number[],
  dates: readonly string[],
) {
  const training = await deps.db
    .selectDistinct({ client_id: workouts.client_id, due: workouts.due })
    .from(workouts)
    .where(
      and(
        inIds(workouts.client_id, clientIds),
        sql`${workouts.due} IN (SELECT value FROM json_each(${JSON.stringify(dates)}))`,
        eq(workouts.rest_day, false),
      ),
    );
  const days = new Set(training.map((w) => `${w.client_id} ${w.due}`));
  return (clientId: number, date: string): DayType => (days.has(`${clientId} ${date}`) ? "training" : "rest");
}
