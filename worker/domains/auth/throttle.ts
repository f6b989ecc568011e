import { eq, sql } from "drizzle-orm";
import { login_throttles } from "../../../db/schema/users";
import { AppError } from "../../errors";
import type { ServiceDeps } from "../../services/deps";

/**
 * Attempt limits (sign-in, password change, registration and user-creation probes).
 *
 * Every guarded attempt is *reserved* before any expensive or revealing work runs: one atomic
 * upsert counts it and refuses it when the key is blocked. So a tRPC batch, parallel requests or
 * parallel batches cannot check more guesses than the limit: the count is taken in the same
 * statement that reads it, never read first and written after the password hash. An attempt that
 * turns out fine gives its reservation back (`releaseAttempts`) or clears the key
 * (`clearAttempts`), so only failures stay counted.
 *
 * After `free` counted failures the key is blocked for a delay that doubles with each further
 * failure (2 s, 4 s, 8 s …), capped at `maxDelaySeconds`. Failures older than `windowSeconds` no
 * longer count. Limits and reasons: docs/authorization.md.
 * Decision: docs/decisions/2026-11-22-attempt-limits.md
 */
export type ThrottlePolicy = { free: number; windowSeconds: number; maxDelaySeconds: number };
export type ThrottleKey = { key: string; policy: ThrottlePolicy };

export const FREE_FAILURES = 5;
export const MAX_DELAY_SECONDS = 15 * 60;
const DAY = 24 * 3600;

/** Wrong passwords for one account, however it was named (email, phone, or signed in). */
export const ACCOUNT_POLICY: ThrottlePolicy = {
  free: FREE_FAILURES,
  windowSeconds: DAY,
  maxDelaySeconds: MAX_DELAY_SECONDS,
};
/**
 * Failed sign-ins from one client address across accounts. Looser than per account because a
 * gym's members share one NAT address, yet spraying one password over many accounts meets it.
 */
export const ADDRESS_FAILURES = 20;
export const ADDRESS_POLICY: ThrottlePolicy = {
  free: ADDRESS_FAILURES,
  windowSeconds: DAY,
  maxDelaySeconds: MAX_DELAY_SECONDS,
};
/**
 * "Already in use" answers (EMAIL_TAKEN / PHONE_TAKEN) to one address or one caller: a person
 * registering or a coach adding clients meets one now and then; probing who has an account meets
 * this after ten.
 */
export const PROBE_FAILURES = 10;
export const PROBE_POLICY: ThrottlePolicy = {
  free: PROBE_FAILURES,
  windowSeconds: 3600,
  maxDelaySeconds: MAX_DELAY_SECONDS,
};

/**
 * Invitation tokens tried from one address (reading an invitation, accepting one): a person opens
 * their link a few times; guessing tokens (256 bits: hopeless anyway) meets this after twenty.
 */
export const INVITE_GUESSES = 20;
export const INVITE_POLICY: ThrottlePolicy = {
  free: INVITE_GUESSES,
  windowSeconds: 3600,
  maxDelaySeconds: MAX_DELAY_SECONDS,
};

export const throttle = {
  /** One account: by user id when it exists, else by the identifier that was tried. */
  account: (userId: number | null, identifier: string): ThrottleKey => ({
    key: userId !== null ? `account:${userId}` : `account:?${identifier.trim().toLowerCase()}`,
    policy: ACCOUNT_POLICY,
  }),
  signInAddress: (ip: string): ThrottleKey => ({ key: `ip:${ip}`, policy: ADDRESS_POLICY }),
  probeAddress: (ip: string): ThrottleKey => ({ key: `probe-ip:${ip}`, policy: PROBE_POLICY }),
  probeCaller: (userId: number): ThrottleKey => ({ key: `probe-user:${userId}`, policy: PROBE_POLICY }),
  inviteAddress: (ip: string): ThrottleKey => ({ key: `invite-ip:${ip}`, policy: INVITE_POLICY }),
};

/** Delay in seconds once `failures` have been counted under `policy` (0: not blocked). */
export function delayAfter(failures: number, policy: ThrottlePolicy = ACCOUNT_POLICY): number {
  if (failures < policy.free) return 0;
  return Math.min(policy.maxDelaySeconds, 2 ** Math.min(failures - policy.free + 1, 30));
}

const iso = (d: Date) => d.toISOString();

/** SQL for the ISO timestamp `now + delayAfter(failures)`, or NULL below the free failures. */
function blockedUntilSql(failures: ReturnType<typeof sql>, policy: ThrottlePolicy, now: string) {
  return sql`CASE WHEN ${failures} < ${policy.free} THEN NULL ELSE strftime('%Y-%m-%dT%H:%M:%fZ', ${now},
    '+' || min(${policy.maxDelaySeconds}, 1 << min(${failures} - ${policy.free} + 1, 30)) || ' seconds') END`;
}

/** Counts one attempt on `key` unless it is blocked; true when counted. One statement: atomic. */
async function reserveOne(deps: ServiceDeps, { key, policy }: ThrottleKey, now: Date): Promise<boolean> {
  const nowIso = iso(now);
  const staleBefore = iso(new Date(now.getTime() - policy.windowSeconds * 1000));
  const t = login_throttles;
  const next = sql`(CASE WHEN ${t.last_failure_at} < ${staleBefore} THEN 1 ELSE ${t.failures} + 1 END)`;
  const rows = await deps.db
    .insert(t)
    .values({
      key,
      failures: 1,
      last_failure_at: nowIso,
      blocked_until:
        delayAfter(1, policy) > 0 ? iso(new Date(now.getTime() + delayAfter(1, policy) * 1000)) : null,
    })
    .onConflictDoUpdate({
      target: t.key,
      set: { failures: next, last_failure_at: nowIso, blocked_until: blockedUntilSql(next, policy, nowIso) },
      setWhere: sql`${t.blocked_until} IS NULL OR ${t.blocked_until} <= ${nowIso}`,
    })
    .returning({ failures: t.failures });
  return rows.length > 0;
}

async function secondsBlocked(deps: ServiceDeps, key: string, now: Date): Promise<number> {
  const [row] = await deps.db
    .select({ blocked_until: login_throttles.blocked_until })
    .from(login_throttles)
    .where(eq(login_throttles.key, key))
    .limit(1);
  const until = row?.blocked_until ? new Date(row.blocked_until).getTime() : 0;
  return Math.max(1, Math.ceil((until - now.getTime()) / 1000));
}

/**
 * Reserves one attempt on every key, or none: when a key is blocked, the reservations already
 * taken are given back and TOO_MANY_ATTEMPTS (with Retry-After) is thrown. Call it before hashing
 * a password or answering anything that reveals whether an account exists.
 */
export async function reserveAttempts(deps: ServiceDeps, keys: readonly ThrottleKey[]): Promise<void> {
  const now = deps.clock.now();
  const taken: ThrottleKey[] = [];
  for (const key of keys) {
    if (await reserveOne(deps, key, now)) {
      taken.push(key);
      continue;
    }
    await releaseAttempts(deps, taken);
    throw new AppError("TOO_MANY_ATTEMPTS", undefined, undefined, await secondsBlocked(deps, key.key, now));
  }
}

/** Gives reservations back: the attempts went fine, so they do not count as failures. */
export async function releaseAttempts(deps: ServiceDeps, keys: readonly ThrottleKey[]): Promise<void> {
  const t = login_throttles;
  for (const { key, policy } of keys) {
    await deps.db
      .update(t)
      .set({
        failures: sql`max(${t.failures} - 1, 0)`,
        blocked_until: sql`CASE WHEN ${t.failures} - 1 < ${policy.free} THEN NULL ELSE ${t.blocked_until} END`,
      })
      .where(eq(t.key, key));
  }
}

/** Forgets every failure of the keys (a successful sign-in or password reset of the account). */
export async function clearAttempts(deps: ServiceDeps, keys: readonly ThrottleKey[]): Promise<void> {
  for (const { key } of keys) await deps.db.delete(login_throttles).where(eq(login_throttles.key, key));
}

/**
 * A rate (at most `max` actions per `windowSeconds` per key), kept in the same table as the attempt
 * limits so it holds on both runtimes and across instances. For a rate key, `failures` counts the
 * actions of the current window and `last_failure_at` is when that window began; `blocked_until`
 * stays null.
 */
export type RateLimit = { key: string; max: number; windowSeconds: number };

export const rate = {
  /** Comments posted by one person (comments.ts). */
  comments: (userId: number, max: number): RateLimit => ({
    key: `comments:${userId}`,
    max,
    windowSeconds: 60,
  }),
  /** Messages sent by one person (conversations/send.ts; a broadcast counts once). */
  messages: (userId: number, max: number): RateLimit => ({
    key: `messages:${userId}`,
    max,
    windowSeconds: 60,
  }),
};

/**
 * Counts one action on `limit.key`, or throws `code` (a 429) with Retry-After when the window is
 * full. One upsert reads and counts, so parallel requests cannot pass more than `max`.
 */
export async function reserveRate(
  deps: ServiceDeps,
  limit: RateLimit,
  code: "TOO_MANY_COMMENTS" | "TOO_MANY_MESSAGES" | "TOO_MANY_ATTEMPTS",
): Promise<void> {
  const now = deps.clock.now();
  const nowIso = iso(now);
  const windowOpenedAfter = iso(new Date(now.getTime() - limit.windowSeconds * 1000));
  const t = login_throttles;
  const over = sql`${t.last_failure_at} <= ${windowOpenedAfter}`;
  const rows = await deps.db
    .insert(t)
    .values({ key: limit.key, failures: 1, last_failure_at: nowIso, blocked_until: null })
    .onConflictDoUpdate({
      target: t.key,
      set: {
        failures: sql`CASE WHEN ${over} THEN 1 ELSE ${t.failures} + 1 END`,
        last_failure_at: sql`CASE WHEN ${over} THEN ${nowIso} ELSE ${t.last_failure_at} END`,
      },
      setWhere: sql`${over} OR ${t.failures} < ${limit.max}`,
    })
    .returning({ failures: t.failures });
  if (rows.length > 0) return;
  const [row] = await deps.db
    .select({ opened: t.last_failure_at })
    .from(t)
    .where(eq(t.key, limit.key))
    .limit(1);
  const reopens = (row ? new Date(row.opened).getTime() : now.getTime()) + limit.windowSeconds * 1000;
  throw new AppError(code, undefined, undefined, Math.max(1, Math.ceil((reopens - now.getTime()) / 1000)));
}
