import { and, eq, lt } from "drizzle-orm";
import { app_state } from "../../db/schema/app-state";
import { users } from "../../db/schema/users";
import { userInsertStatements } from "../domains/users/insert";
import type { ServiceDeps } from "./deps";

/**
 * Creates the super admin from configuration when the database has none. Safe to run at every
 * start and concurrently: the email's unique index makes a second insert fail, which is ignored.
 */
export async function ensureSuperAdmin(deps: ServiceDeps): Promise<{ created: boolean; email: string }> {
  const email = deps.config.superAdminEmail;
  const [existing] = await deps.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.super_admin, true))
    .limit(1);
  if (existing) return { created: false, email };
  const [byEmail] = await deps.db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  if (byEmail) {
    await deps.db.update(users).set({ super_admin: true }).where(eq(users.id, byEmail.id));
    return { created: false, email };
  }
  const [insertUser, insertCredentials] = await userInsertStatements(deps, null, {
    name: "超级管理员",
    email,
    password: deps.config.superAdminPassword,
  });
  try {
    await deps.db.batch([
      insertUser,
      insertCredentials,
      deps.db.update(users).set({ super_admin: true }).where(eq(users.email, email)),
    ]);
    return { created: true, email };
  } catch (e) {
    const [raced] = await deps.db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
    if (raced) return { created: false, email };
    throw e;
  }
}

/** How long a bootstrap lease is honoured; a holder that died (killed isolate) is overtaken after it. */
export const BOOTSTRAP_LEASE_SECONDS = 10 * 60;

/**
 * Takes the named bootstrap lease, or returns null when another process or Worker isolate holds a
 * live one. One statement, atomic on SQLite, libSQL and D1 alike: the insert wins on a free key;
 * on a taken key the update (and so the RETURNING row) happens only when the lease has expired.
 */
export async function claimBootstrapLease(deps: ServiceDeps, name: string): Promise<string | null> {
  const key = `bootstrap:${name}`;
  const owner = crypto.randomUUID();
  const now = deps.clock.now();
  const nowIso = now.toISOString();
  const expired = new Date(now.getTime() - BOOTSTRAP_LEASE_SECONDS * 1000).toISOString();
  const won = await deps.db
    .insert(app_state)
    .values({ key, value: owner, updated_at: nowIso })
    .onConflictDoUpdate({
      target: app_state.key,
      set: { value: owner, updated_at: nowIso },
      setWhere: lt(app_state.updated_at, expired),
    })
    .returning({ value: app_state.value });
  return won[0]?.value === owner ? owner : null;
}

/** Gives the lease back (only the holder's own: a lease taken over after expiry stays). */
export async function releaseBootstrapLease(deps: ServiceDeps, name: string, owner: string): Promise<void> {
  await deps.db
    .delete(app_state)
    .where(and(eq(app_state.key, `bootstrap:${name}`), eq(app_state.value, owner)));
}
