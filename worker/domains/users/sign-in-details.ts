import { and, eq, isNull, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { fieldMessage, message } from "#shared/messages";
import { organizations } from "../../../db/schema/organizations";
import { trainers } from "../../../db/schema/trainers";
import { user_invites, users } from "../../../db/schema/users";
import { AppError, type ErrorIssue } from "../../errors";
import { isSuper } from "../../services/access";
import type { Actor } from "../../services/actor";
import type { ServiceDeps } from "../../services/deps";

/**
 * An account's email and phone number are its sign-in details: whoever sets them controls the
 * account's password reset (an SMS code to a new phone number hands over the account). So beside
 * who may edit a person at all (users.ts, clients.ts), one rule decides who may change these two:
 * the person themself, the super admin, and otherwise only someone of a higher rank than the
 * person (super admin > organization owner > admin > trainer > client). An admin cannot take over
 * the owner or another admin by giving their account a phone number of its own.
 *
 * A change of either also revokes the person's open invitations: an invitation link sent to the
 * old address must not open the account once the address is no longer theirs.
 */

export const RANKS = { client: 0, trainer: 1, admin: 2, owner: 3, super: 4 } as const;
export type Rank = (typeof RANKS)[keyof typeof RANKS];

export type SignInDetails = { email?: string | null; phone_number?: string | null };

/** A person's rank from their own rows: the flags say what they are, wherever they work. */
export async function rankOf(deps: ServiceDeps, userId: number): Promise<Rank> {
  const [row] = await deps.db
    .select({
      super_admin: users.super_admin,
      trainer: trainers.id,
      trainer_admin: trainers.super_admin,
      owns: sql<number>`EXISTS (SELECT 1 FROM ${organizations} WHERE ${organizations.owner_id} = ${users.id})`,
    })
    .from(users)
    .leftJoin(trainers, eq(trainers.user_id, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) return RANKS.client;
  if (row.super_admin) return RANKS.super;
  if (row.owns) return RANKS.owner;
  if (row.trainer !== null && row.trainer_admin) return RANKS.admin;
  if (row.trainer !== null) return RANKS.trainer;
  return RANKS.client;
}

/** The sign-in details `patch` would change on `current` (a given value equal to today's changes nothing). */
export function changedSignInDetails(current: SignInDetails, patch: SignInDetails): (keyof SignInDetails)[] {
  const fields = ["email", "phone_number"] as const;
  return fields.filter((f) => patch[f] !== undefined && (patch[f] ?? null) !== (current[f] ?? null));
}

/**
 * 403 SIGN_IN_DETAILS_RANK (with the fields under `prefix`) unless `actor` may change the sign-in
 * details of `target`. Only asked when a change is actually made, so a form that sends a
 * person's unchanged email with other edits keeps working.
 */
export async function assertMayChangeSignInDetails(
  deps: ServiceDeps,
  actor: Actor,
  targetUserId: number,
  fields: readonly (keyof SignInDetails)[],
  prefix: string,
): Promise<void> {
  if (fields.length === 0) return;
  await assertOutranks(
    deps,
    actor,
    targetUserId,
    fields.map((f) => ({ path: `${prefix}.${f}`, message: fieldMessage("SIGN_IN_DETAILS_RANK") })),
  );
}

/**
 * 403 SIGN_IN_DETAILS_RANK unless `actor` is the person, the super admin, or of a higher rank:
 * the test for anything that hands over an account (its email or phone, an invitation link).
 */
export async function assertOutranks(
  deps: ServiceDeps,
  actor: Actor,
  targetUserId: number,
  issues?: ErrorIssue[],
): Promise<void> {
  if (actor.user.id === targetUserId || isSuper(actor)) return;
  const [mine, theirs] = await Promise.all([rankOf(deps, actor.user.id), rankOf(deps, targetUserId)]);
  if (mine > theirs) return;
  throw new AppError("FORBIDDEN", message("SIGN_IN_DETAILS_RANK"), issues);
}

/** Statements (for the batch that changes the details) revoking the person's open invitations. */
export function revokeOpenInvites(deps: ServiceDeps, userId: number, now: string): BatchItem<"sqlite">[] {
  return [
    deps.db.delete(user_invites).where(and(eq(user_invites.user_id, userId), isNull(user_invites.used_at))),
    deps.db.update(users).set({ has_pending_invite: false, updated_at: now }).where(eq(users.id, userId)),
  ];
}

/**
 * The one entry point for writes that may change a person's email or phone: checks the rank rule
 * and returns the statements that go with the change (none when nothing changes).
 */
export async function signInDetailsChange(
  deps: ServiceDeps,
  actor: Actor,
  current: SignInDetails & { id: number },
  patch: SignInDetails,
  prefix: string,
  now: string,
): Promise<BatchItem<"sqlite">[]> {
  const changed = changedSignInDetails(current, patch);
  if (changed.length === 0) return [];
  await assertMayChangeSignInDetails(deps, actor, current.id, changed, prefix);
  return revokeOpenInvites(deps, current.id, now);
}
