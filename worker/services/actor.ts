import { eq, sql } from "drizzle-orm";
import { deriveRole, type Role } from "#shared/roles";
import { clients } from "../../db/schema/clients";
import { organizations } from "../../db/schema/organizations";
import { trainers } from "../../db/schema/trainers";
import { user_credentials, users } from "../../db/schema/users";
import { verifyAccessToken } from "../auth/jwt";
import { computed, jsonRow, leftJoined } from "../data/json-row";
import { preparedOnce } from "../data/sql";
import type { ServiceDeps } from "./deps";

type UserRow = typeof users.$inferSelect;
type TrainerRow = typeof trainers.$inferSelect;

/**
 * What authorization reads of the caller's user and trainer rows: actorFromToken loads only these
 * columns. Other columns may be present when an actor is built from full rows (test factories),
 * so they are typed optional and services must not rely on them (read the row when needed).
 */
export type ActorUser = Pick<UserRow, "id" | "super_admin"> & Partial<UserRow>;
export type ActorTrainer = Pick<TrainerRow, "id" | "organization_id" | "super_admin"> &
  Partial<TrainerRow> & {
    /** The user owns the trainer's organization (organizations.owner_id): an admin too (roles.ts). */
    is_organization_owner?: boolean;
  };
export type ActorClient = { id: number; organization_id: number | null; trainer_id?: number | null };

/** The signed-in caller as every service sees it. */
export type Actor = {
  user: ActorUser;
  role: Role;
  trainer: ActorTrainer | null;
  /** The client profile when the caller is a client. */
  clientId: number | null;
  /** The caller's client row (what authorization reads of it), when it has one. */
  client: ActorClient | null;
  /** The organization the caller works in (its trainer's, or its client profile's). */
  organizationId: number | null;
};

/**
 * What authorization reads of the caller: its user, token version, trainer (with whether it owns
 * the trainer's organization) and client profile.
 */
const ACTOR_ROW = jsonRow({
  user: { id: users.id, super_admin: users.super_admin, disabled_at: users.disabled_at },
  token_version: user_credentials.token_version,
  trainer: leftJoined({
    id: trainers.id,
    organization_id: trainers.organization_id,
    super_admin: trainers.super_admin,
    /** The user owns the trainer's organization (organizations.owner_id): an admin too (roles.ts). */
    is_organization_owner: computed(sql`${organizations.owner_id} = ${users.id}`, (v) => v === 1),
  }),
  client: leftJoined({
    id: clients.id,
    organization_id: clients.organization_id,
    trainer_id: clients.trainer_id,
  }),
});

/**
 * The one query behind every authenticated request: the columns authorization needs, as ONE JSON
 * value (the libSQL client's per-column work costs more than the query; data/json-row.ts), built
 * once per database handle as a prepared statement so Drizzle does not rebuild the SQL text. The
 * stored token version is read on every request, so revocation stays immediate.
 */
function actorQuery(deps: ServiceDeps) {
  return preparedOnce(deps.db, "actor", () =>
    deps.db
      .select({ values: ACTOR_ROW.array })
      .from(users)
      .innerJoin(user_credentials, eq(user_credentials.user_id, users.id))
      .leftJoin(trainers, eq(trainers.user_id, users.id))
      .leftJoin(clients, eq(clients.user_id, users.id))
      .leftJoin(organizations, eq(organizations.id, trainers.organization_id))
      .where(eq(users.id, sql.placeholder("id")))
      .limit(1)
      .prepare(),
  );
}

/**
 * Resolves a bearer token to an actor, or null when the token is invalid, expired, revoked
 * (token version moved on) or belongs to a disabled or deleted user.
 */
export async function actorFromToken(deps: ServiceDeps, token: string): Promise<Actor | null> {
  const claims = await verifyAccessToken(token, { secret: deps.config.jwtSecret, now: deps.clock.now() });
  if (!claims) return null;
  const row = await actorQuery(deps).get({ id: claims.userId });
  if (!row) return null;
  const { user, token_version, trainer, client } = ACTOR_ROW.fromArray(JSON.parse(row.values) as unknown[]);
  if (token_version !== claims.tokenVersion || user.disabled_at) return null;
  return buildActor({ id: user.id, super_admin: user.super_admin }, trainer, client);
}

export function buildActor(user: ActorUser, trainer: ActorTrainer | null, client: ActorClient | null): Actor {
  return {
    user,
    role: deriveRole(user, trainer ? [trainer] : [], client !== null),
    trainer,
    clientId: client?.id ?? null,
    client: client
      ? { id: client.id, organization_id: client.organization_id, trainer_id: client.trainer_id }
      : null,
    organizationId: trainer?.organization_id ?? client?.organization_id ?? null,
  };
}
