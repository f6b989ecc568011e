import { and, eq, or, sql } from "drizzle-orm";
import { clients, organizations, trainers, users } from "../../../db/schema";
import { AppError } from "../../errors";
import { assertInOrganization, isClientActor, isSuper, requireCoach } from "../../services/access";
import type { Actor } from "../../services/actor";
import type { ServiceDeps } from "../../services/deps";

/**
 * Who reaches a client's conversation (issue 26): the client itself (its own only), its trainer,
 * and its organization's admins and owner, who all may write; every message names its author.
 * Another trainer of the organization may open the client's calendar but not its conversation
 * (403): the thread is between the client and the people responsible for it, and a client moved
 * to another trainer (a transfer) leaves its former coach's reach at once. The super admin reads
 * every conversation and writes none (403): it supervises, it does not coach, and a message or a
 * read mark from it would show in a client's thread under a name the client never met.
 * Other organizations' clients and other clients answer 404 like missing ids.
 */

export type ConversationSide = "client" | "coach" | "super";

export type ConversationScope = {
  clientId: number;
  clientUserId: number;
  clientName: string;
  organizationId: number | null;
  /** The client's trainer (trainers.id / its user id), null when it has none. */
  trainerId: number | null;
  trainerUserId: number | null;
  side: ConversationSide;
};

/** The conversation of `clientId` as `actor` may use it: read (`"read"`) or write (`"write"`). */
export async function conversationScope(
  deps: ServiceDeps,
  actor: Actor,
  clientId: number,
  mode: "read" | "write",
): Promise<ConversationScope> {
  if (isClientActor(actor) && actor.client.id !== clientId) throw new AppError("NOT_FOUND");
  if (!isClientActor(actor)) requireCoach(actor);
  const [row] = await deps.db
    .select({
      clientId: clients.id,
      clientUserId: clients.user_id,
      clientName: users.name,
      organizationId: clients.organization_id,
      trainerId: clients.trainer_id,
      trainerUserId: trainers.user_id,
    })
    .from(clients)
    .innerJoin(users, eq(users.id, clients.user_id))
    .leftJoin(trainers, eq(trainers.id, clients.trainer_id))
    .where(eq(clients.id, clientId))
    .limit(1);
  if (!row) throw new AppError("NOT_FOUND");
  if (isClientActor(actor)) return { ...row, side: "client" };
  assertInOrganization(actor, row.organizationId);
  if (isSuper(actor)) {
    if (mode === "write") throw new AppError("FORBIDDEN");
    return { ...row, side: "super" };
  }
  if (actor.role !== "admin" && row.trainerId !== actor.trainer?.id) throw new AppError("FORBIDDEN");
  return { ...row, side: "coach" };
}

/** A coach who may write in a conversation, with the settings its notifications follow. */
export type Participant = { userId: number; role: "trainer" | "admin" | "owner"; settings: unknown };

/**
 * The coaches of a conversation at this moment: the client's trainer and its organization's admins
 * and owner. With the client's user they are who may see its messages (realtime recipients).
 */
export function coachParticipants(deps: ServiceDeps, scope: ConversationScope): Promise<Participant[]> {
  return coachesOf(deps, scope.organizationId, scope.trainerId);
}

/** A trainer (null: none) and the admins and owner of an organization (null: none), as participants. */
export async function coachesOf(
  deps: ServiceDeps,
  organizationId: number | null,
  trainerId: number | null,
): Promise<Participant[]> {
  if (organizationId === null && trainerId === null) return [];
  const rows = await deps.db
    .select({
      userId: trainers.user_id,
      trainerId: trainers.id,
      admin: trainers.super_admin,
      owner: sql<number>`${organizations.owner_id} = ${trainers.user_id}`,
      settings: trainers.settings,
    })
    .from(trainers)
    .leftJoin(organizations, eq(organizations.id, trainers.organization_id))
    .where(
      or(
        trainerId === null ? undefined : eq(trainers.id, trainerId),
        organizationId === null
          ? undefined
          : and(
              eq(trainers.organization_id, organizationId),
              or(eq(trainers.super_admin, true), eq(organizations.owner_id, trainers.user_id)),
            ),
      ),
    );
  return rows.map((r) => ({
    userId: r.userId,
    role: r.owner === 1 ? "owner" : r.admin ? "admin" : "trainer",
    settings: r.settings,
  }));
}

/** Everyone who may see the conversation's messages now: the client's user and its coaches. */
export async function conversationAudience(deps: ServiceDeps, scope: ConversationScope): Promise<number[]> {
  const coaches = await coachParticipants(deps, scope);
  return [...new Set([scope.clientUserId, ...coaches.map((c) => c.userId)])];
}
