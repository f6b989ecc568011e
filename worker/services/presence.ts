/**
 * Presence (`users.is_online`, SPEC): true while a user has at least one open socket. Both
 * runtimes' socket holders call these when a user's first socket opens or last one closes, so who
 * hears about it is decided in this one place.
 */
import { and, eq, inArray, isNotNull, sql } from "drizzle-orm";
import { clients } from "../../db/schema/clients";
import { organizations } from "../../db/schema/organizations";
import { trainers } from "../../db/schema/trainers";
import { users } from "../../db/schema/users";
import type { RealtimeDelivery, ServiceDeps } from "./deps";

/**
 * The other side of the user's conversations: for a client, its trainer and its organization's
 * admins and owner (everyone in its thread); for a coach, the clients it trains. Admins reach
 * every client's thread but announce themselves only to their own clients: telling a whole
 * organization's clients each time an admin opens a tab would be noise.
 */
export async function presenceAudience(deps: ServiceDeps, userId: number): Promise<number[]> {
  const { db } = deps;
  const ofClient = db
    .select({ id: trainers.user_id })
    .from(clients)
    .innerJoin(trainers, eq(trainers.id, clients.trainer_id))
    .where(eq(clients.user_id, userId));
  const adminsOfClient = db
    .select({ id: trainers.user_id })
    .from(clients)
    .innerJoin(
      trainers,
      and(eq(trainers.organization_id, clients.organization_id), eq(trainers.super_admin, true)),
    )
    .where(eq(clients.user_id, userId));
  const ownerOfClient = db
    .select({ id: sql<number>`${organizations.owner_id}` })
    .from(clients)
    .innerJoin(organizations, eq(organizations.id, clients.organization_id))
    .where(and(eq(clients.user_id, userId), isNotNull(organizations.owner_id)));
  const clientsOfCoach = db
    .select({ id: clients.user_id })
    .from(trainers)
    .innerJoin(clients, eq(clients.trainer_id, trainers.id))
    .where(eq(trainers.user_id, userId));
  const rows = await ofClient.union(adminsOfClient).union(ownerOfClient).union(clientsOfCoach);
  return rows.map((r) => r.id).filter((id) => id !== userId);
}

/**
 * Stores the user's presence and returns the event for its audience (the caller delivers it to
 * the sockets it holds: Node's hub, or the organization's Durable Object).
 */
export async function recordPresence(
  deps: ServiceDeps,
  user: { userId: number; organizationId: number | null },
  isOnline: boolean,
): Promise<RealtimeDelivery | null> {
  await deps.db.update(users).set({ is_online: isOnline }).where(eq(users.id, user.userId));
  const audience = await presenceAudience(deps, user.userId);
  if (audience.length === 0) return null;
  return {
    organizationId: user.organizationId,
    userIds: audience,
    event: { type: "presence", user_id: user.userId, is_online: isOnline },
  };
}

/**
 * Nobody is online when the socket holder starts: flags left by a process that crashed (or was
 * killed) while sockets were open are cleared. With an organization, only its people's (a
 * Workers room starting empty holds all of that organization's sockets).
 */
export async function resetPresence(deps: ServiceDeps, organizationId?: number): Promise<void> {
  const online = eq(users.is_online, true);
  if (organizationId === undefined) {
    await deps.db.update(users).set({ is_online: false }).where(online);
    return;
  }
  const people = deps.db
    .select({ id: trainers.user_id })
    .from(trainers)
    .where(eq(trainers.organization_id, organizationId))
    .union(
      deps.db
        .select({ id: clients.user_id })
        .from(clients)
        .where(eq(clients.organization_id, organizationId)),
    );
  await deps.db
    .update(users)
    .set({ is_online: false })
    .where(and(online, inArray(users.id, people)));
}
