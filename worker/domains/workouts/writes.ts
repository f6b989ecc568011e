import type { BatchItem } from "drizzle-orm/batch";
import type { ServiceDeps } from "../../services/deps";
import { type ClientStatsTarget, clientStatsStatements } from "../clients/stats";
import { clientWorkoutDatesStatement } from "../clients/workout-dates";

/**
 * The one way to write workouts. A client's cached figures (completed and missed counts, the
 * 7/30/90-day compliance) and its dates (`due` — "programmed until" — and `last_completed_at`)
 * are computed from its workouts, so every write that adds, removes, moves or completes a client's
 * workouts must refresh them in the same atomic batch: pass the affected clients and the refresh
 * is appended (clients/stats.ts, clients/workout-dates.ts). Writes that touch no client's figures
 * (program templates, a transfer's trainer column, a touched updated_at) pass none.
 *
 * Tests wrap their database (tests/helpers/db.ts) so that any statement writing `workouts` that
 * does not come through here fails: a write path added later cannot forget the figures.
 * Decision: docs/decisions/2026-11-22-one-write-path-for-workouts.md
 */
let handing = 0;

/** True while writeWorkouts hands its batch to the driver (read by the tests' guard). */
export function insideWorkoutWrite(): boolean {
  return handing > 0;
}

type Statements = readonly [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]];

export function writeWorkouts<T extends Statements>(
  deps: ServiceDeps,
  statements: T,
  affectedClients: readonly ClientStatsTarget[],
) {
  const ids = affectedClients.map((c) => c.id);
  const batch = [
    ...statements,
    ...clientStatsStatements(deps, affectedClients),
    ...(ids.length > 0 ? [clientWorkoutDatesStatement(deps, ids)] : []),
  ] as unknown as T;
  // Drizzle hands the batch to the driver synchronously inside db.batch (before its first await),
  // so the flag is up exactly while the driver receives it.
  handing++;
  try {
    return deps.db.batch(batch);
  } finally {
    handing--;
  }
}
