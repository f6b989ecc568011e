import { eq } from "drizzle-orm";
import { users } from "../../db/schema";
import type { ServiceDeps } from "./deps";
import { userInsertStatements } from "./users";

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
