import { eq } from "drizzle-orm";
import { clients, trainers, user_credentials, users } from "../../db/schema";
import { verifyAccessToken } from "../auth/jwt";
import { deriveRole, type Role } from "../auth/roles";
import type { ServiceDeps } from "./deps";

export type UserRow = typeof users.$inferSelect;
export type TrainerRow = typeof trainers.$inferSelect;

/** The signed-in caller as every service sees it. */
export type Actor = {
  user: UserRow;
  role: Role;
  trainer: TrainerRow | null;
  /** The client profile when the caller is a client. */
  clientId: number | null;
  /** The organization the caller works in (its trainer's, or its client profile's). */
  organizationId: number | null;
};

/**
 * Resolves a bearer token to an actor, or null when the token is invalid, expired, revoked
 * (token version moved on) or belongs to a disabled or deleted user.
 */
export async function actorFromToken(deps: ServiceDeps, token: string): Promise<Actor | null> {
  const claims = await verifyAccessToken(token, { secret: deps.config.jwtSecret, now: deps.clock.now() });
  if (!claims) return null;
  const [row] = await deps.db
    .select({ user: users, tokenVersion: user_credentials.token_version, trainer: trainers, client: clients })
    .from(users)
    .innerJoin(user_credentials, eq(user_credentials.user_id, users.id))
    .leftJoin(trainers, eq(trainers.user_id, users.id))
    .leftJoin(clients, eq(clients.user_id, users.id))
    .where(eq(users.id, claims.userId))
    .limit(1);
  if (!row || row.tokenVersion !== claims.tokenVersion || row.user.disabled_at) return null;
  return buildActor(row.user, row.trainer, row.client);
}

export function buildActor(
  user: UserRow,
  trainer: TrainerRow | null,
  client: { id: number; organization_id: number | null } | null,
): Actor {
  return {
    user,
    role: deriveRole(user, trainer ? [trainer] : []),
    trainer,
    clientId: client?.id ?? null,
    organizationId: trainer?.organization_id ?? client?.organization_id ?? null,
  };
}
