import { type SQL, sql } from "drizzle-orm";
import type { ServiceDeps } from "../services/deps";

/**
 * Guards inside a `db.batch` (one transaction on libSQL and D1): statements that fail, rolling the
 * whole batch back, when a condition read before the batch no longer holds. `abs()` of the
 * smallest integer raises "integer overflow"; the CASE evaluates it only when the condition fails,
 * so a guard is harmless otherwise.
 * Decision: docs/decisions/2026-11-22-guards-inside-the-batch.md
 */

const FAIL = sql`abs(-9223372036854775807 - 1)`;

/** Fails the batch unless `condition` holds. */
export function guard(deps: ServiceDeps, condition: SQL) {
  return deps.db.run(sql`SELECT CASE WHEN ${condition} THEN 1 ELSE ${FAIL} END`);
}

/** Fails the batch when the statement before it changed no row (SQLite's `changes()`). */
export function failUnlessChanged(deps: ServiceDeps) {
  return guard(deps, sql`changes() > 0`);
}

/** Whether a failed batch was stopped by one of these guards (the driver wraps the error in causes). */
export function stoppedByGuard(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    if (/integer overflow/i.test(e.message)) return true;
  }
  return false;
}
