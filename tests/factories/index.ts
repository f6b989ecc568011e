import { eq } from "drizzle-orm";
import { clients, organizations, trainers, users } from "../../db/schema";
import { issueToken } from "../../worker/domains/auth/sign-in";
import { clientSlug } from "../../worker/domains/clients/slug";
import { DEFAULT_TRAINER_SETTINGS } from "../../worker/domains/trainers/schemas";
import { lastInsertId, userInsertStatements } from "../../worker/domains/users/insert";
import { type Actor, buildActor } from "../../worker/services/actor";
import type { TestDb } from "../helpers/db";

/**
 * Test data through the same insert helpers the services use. Every value is unique per call;
 * pass overrides for what a test cares about. Users get no password unless one is given
 * (hashing costs ~50 ms), and tokens are minted directly with the real signer.
 */
let seq = 0;
export const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${++seq}`;

export type Persona = { actor: Actor; token: string; userId: number };

/** The persona (actor and token) of an existing user. */
export async function persona(t: TestDb, userId: number): Promise<Persona> {
  const [row] = await t.db
    .select({ user: users, trainer: trainers, client: clients })
    .from(users)
    .leftJoin(trainers, eq(trainers.user_id, users.id))
    .leftJoin(clients, eq(clients.user_id, users.id))
    .where(eq(users.id, userId));
  if (!row) throw new Error(`no user ${userId}`);
  return {
    actor: buildActor(row.user, row.trainer, row.client),
    token: await issueToken(t.deps, userId, 0),
    userId,
  };
}

export async function insertUser(
  t: TestDb,
  overrides: {
    name?: string;
    email?: string;
    password?: string;
    phone_number?: string;
    super_admin?: boolean;
  } = {},
) {
  const email = overrides.email ?? `${unique("user")}@test.local`;
  const [u, c] = await userInsertStatements(t.deps, null, {
    name: overrides.name ?? unique("用户"),
    email,
    password: overrides.password,
    phone_number: overrides.phone_number,
  });
  const [created] = await t.db.batch([u, c]);
  const user = created[0]!;
  if (overrides.super_admin) await t.db.update(users).set({ super_admin: true }).where(eq(users.id, user.id));
  return user;
}

export async function insertSuper(t: TestDb, overrides: Parameters<typeof insertUser>[1] = {}) {
  const user = await insertUser(t, { ...overrides, super_admin: true });
  return persona(t, user.id);
}

export async function insertOrganization(t: TestDb, overrides: { name?: string } = {}) {
  const now = t.clock.now().toISOString();
  const [org] = await t.db
    .insert(organizations)
    .values({ name: overrides.name ?? unique("组织"), created_at: now, updated_at: now })
    .returning();
  return org!;
}

/** A coach in `organizationId` (null: a registered coach without organization); admin = org admin. */
export async function insertTrainer(
  t: TestDb,
  organizationId: number | null,
  overrides: Parameters<typeof insertUser>[1] & { admin?: boolean } = {},
) {
  const user = await insertUser(t, overrides);
  const now = t.clock.now().toISOString();
  await t.db.insert(trainers).values({
    user_id: user.id,
    organization_id: organizationId,
    super_admin: overrides.admin ?? false,
    settings: DEFAULT_TRAINER_SETTINGS,
    created_at: now,
    updated_at: now,
  });
  const p = await persona(t, user.id);
  return { ...p, trainerId: p.actor.trainer!.id };
}

/** A client (user + client profile) of a trainer, in the trainer's organization. */
export async function insertClient(
  t: TestDb,
  trainer: { trainerId: number; actor: Actor },
  overrides: { name?: string; state?: string; email?: string; phone_number?: string; password?: string } = {},
) {
  const name = overrides.name ?? unique("学员");
  const now = t.clock.now().toISOString();
  const [u, c] = await userInsertStatements(t.deps, null, {
    name,
    has_trainer: true,
    trainer_id: trainer.trainerId,
    email: overrides.email,
    phone_number: overrides.phone_number,
    password: overrides.password,
  });
  const [, , inserted] = await t.db.batch([
    u,
    c,
    t.db
      .insert(clients)
      .values({
        user_id: lastInsertId,
        trainer_id: trainer.trainerId,
        organization_id: trainer.actor.organizationId,
        slug: clientSlug(name),
        state: overrides.state ?? "active",
        created_at: now,
        updated_at: now,
      })
      .returning(),
  ]);
  return inserted[0]!;
}

/** Two organizations with an admin, a trainer and a client each, for cross-organization checks. */
export async function insertTwoOrganizations(t: TestDb) {
  const make = async () => {
    const org = await insertOrganization(t);
    const admin = await insertTrainer(t, org.id, { admin: true });
    const trainer = await insertTrainer(t, org.id);
    const client = await insertClient(t, trainer);
    return { org, admin, trainer, client };
  };
  return { a: await make(), b: await make(), superAdmin: await insertSuper(t) };
}
