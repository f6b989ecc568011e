import { eq, inArray, sql } from "drizzle-orm";
import { login_throttles } from "../../db/schema";
import { AppError } from "../errors";
import type { ServiceDeps } from "./deps";

/**
 * Sign-in throttling. Failures are counted per account identifier and per client address. After
 * FREE_FAILURES the key is blocked for a delay that doubles with each further failure, capped at
 * MAX_DELAY_SECONDS. Unknown accounts are counted exactly like known ones.
 */
export const FREE_FAILURES = 5;
export const MAX_DELAY_SECONDS = 15 * 60;
/** Failures older than this no longer count. */
const WINDOW_SECONDS = 24 * 3600;

export function throttleKeys(identifier: string, ip: string | null): string[] {
  const keys = [`account:${identifier.toLowerCase()}`];
  if (ip) keys.push(`ip:${ip}`);
  return keys;
}

export function delayAfter(failures: number): number {
  if (failures < FREE_FAILURES) return 0;
  return Math.min(MAX_DELAY_SECONDS, 2 ** (failures - FREE_FAILURES + 1));
}

export async function assertNotThrottled(deps: ServiceDeps, keys: string[]): Promise<void> {
  const now = deps.clock.now();
  const rows = await deps.db.select().from(login_throttles).where(inArray(login_throttles.key, keys));
  let wait = 0;
  for (const row of rows) {
    if (row.blocked_until && new Date(row.blocked_until) > now) {
      wait = Math.max(wait, Math.ceil((new Date(row.blocked_until).getTime() - now.getTime()) / 1000));
    }
  }
  if (wait > 0) throw new AppError("TOO_MANY_ATTEMPTS", undefined, undefined, wait);
}

export async function recordFailure(deps: ServiceDeps, keys: string[]): Promise<void> {
  const now = deps.clock.now();
  const nowIso = now.toISOString();
  const staleBefore = new Date(now.getTime() - WINDOW_SECONDS * 1000).toISOString();
  const rows = await deps.db.select().from(login_throttles).where(inArray(login_throttles.key, keys));
  const byKey = new Map(rows.map((r) => [r.key, r]));
  const writes = keys.map((key) => {
    const prev = byKey.get(key);
    const failures = prev && prev.last_failure_at >= staleBefore ? prev.failures + 1 : 1;
    const delay = delayAfter(failures);
    const blocked_until = delay > 0 ? new Date(now.getTime() + delay * 1000).toISOString() : null;
    return deps.db
      .insert(login_throttles)
      .values({ key, failures, last_failure_at: nowIso, blocked_until })
      .onConflictDoUpdate({
        target: login_throttles.key,
        set: { failures, last_failure_at: nowIso, blocked_until, key: sql`${login_throttles.key}` },
      });
  });
  const [first, ...rest] = writes;
  if (first) await deps.db.batch([first, ...rest]);
}

export async function clearFailures(deps: ServiceDeps, identifier: string): Promise<void> {
  await deps.db
    .delete(login_throttles)
    .where(eq(login_throttles.key, throttleKeys(identifier, null)[0] ?? ""));
}
