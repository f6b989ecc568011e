import { sql } from "drizzle-orm";
import { clients, workouts } from "../../../db/schema";
import { inIds } from "../../data/sql";
import type { ServiceDeps } from "../../services/deps";

/**
 * The two dates a client row keeps from its workouts, changed only when workouts change (unlike the
 * rates of stats.ts, they do not move with the calendar):
 *
 * - `due`, "programmed until": the latest due date among the client's workouts (null when it has
 *   none), unless `due_date_locked` — then the coach's date stands.
 * - `last_completed_at`: the latest completed workout's `completed_at`, or its due date at
 *   12:00 UTC when it has none (the same calendar date in nearly every time zone); null when none
 *   is completed.
 *
 * writeWorkouts (worker/domains/workouts/writes.ts) appends this statement to every batch that
 * changes clients' workouts. It is one UPDATE however many clients: per client, the latest due is
 * one step down workouts_client_due_idx and the latest completion one range of it.
 * The client's updated_at is left alone: these follow the workouts, the coach edited nothing.
 */
export function clientWorkoutDatesStatement(deps: ServiceDeps, clientIds: readonly number[]) {
  return deps.db.run(sql`
    UPDATE ${clients} SET
      due = CASE WHEN ${clients.due_date_locked} THEN ${clients.due} ELSE
        (SELECT w.due FROM ${workouts} AS w WHERE w.client_id = ${clients.id} ORDER BY w.due DESC LIMIT 1) END,
      last_completed_at = (SELECT max(coalesce(w.completed_at, w.due || 'T12:00:00.000Z'))
        FROM ${workouts} AS w WHERE w.client_id = ${clients.id} AND w.state = 'completed')
    WHERE ${inIds(clients.id, [...new Set(clientIds)])}`);
}
