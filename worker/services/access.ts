import { AppError } from "../errors";
import type { Actor } from "./actor";

/**
 * Authorization rules in one place. Trainers work inside their organization; an organization's
 * admin also manages its trainers; the super admin manages everything. Records outside the
 * caller's reach answer NOT_FOUND, so ids of other organizations reveal nothing.
 */
export function requireActor(actor: Actor | null): Actor {
  if (!actor) throw new AppError("UNAUTHORIZED");
  return actor;
}

export function isSuper(actor: Actor): boolean {
  return actor.role === "super";
}

export function requireSuper(actor: Actor): void {
  if (!isSuper(actor)) throw new AppError("FORBIDDEN");
}

/** A coach (trainer, admin) working in an organization, or the super admin. */
export function requireCoach(actor: Actor): void {
  if (actor.role === "super") return;
  if (actor.role !== "trainer" && actor.role !== "admin") throw new AppError("FORBIDDEN");
  if (actor.organizationId === null) throw new AppError("NO_ORGANIZATION");
}

/**
 * The organization a coach's reads are limited to, or null for the super admin (all).
 * Throws for callers who are not coaches.
 */
export function organizationScope(actor: Actor): number | null {
  requireCoach(actor);
  return isSuper(actor) ? null : actor.organizationId;
}

/** The record's organization must be the coach's own (super admin: any). */
export function assertInOrganization(actor: Actor, organizationId: number | null | undefined): void {
  requireCoach(actor);
  if (isSuper(actor)) return;
  if (organizationId == null || organizationId !== actor.organizationId) throw new AppError("NOT_FOUND");
}

/** Managing trainers of an organization: its admin or the super admin. */
export function assertCanManageOrganization(actor: Actor, organizationId: number | null | undefined): void {
  assertInOrganization(actor, organizationId);
  if (!isSuper(actor) && actor.role !== "admin") throw new AppError("FORBIDDEN");
}

/** The caller signed in with a client account (a clients row, no trainer profile, not super). */
export function isClientActor(actor: Actor): actor is Actor & { client: NonNullable<Actor["client"]> } {
  return actor.role === "client" && actor.client !== null;
}

/**
 * A client reaches only its own client record: any other client id answers 404, exactly like an
 * id that does not exist (other people's records reveal nothing).
 */
export function assertOwnClient(actor: Actor, clientId: number | null | undefined): void {
  if (!isClientActor(actor) || clientId == null || clientId !== actor.client.id)
    throw new AppError("NOT_FOUND");
}
