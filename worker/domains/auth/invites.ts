import { eq, isNull, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import type { z } from "zod";
import { message } from "#shared/messages";
import { clients, organizations, trainers, user_credentials, user_invites, users } from "../../../db/schema";
import { hashPassword } from "../../auth/password";
import { failUnlessChanged } from "../../data/batch-guards";
import { AppError } from "../../errors";
import type { ServiceDeps } from "../../services/deps";
import { deliverAfterCommit } from "../../services/realtime";
import { invitationAcceptedStatement } from "../notifications/causes";
import { type NotificationRow, notificationDeliveries } from "../notifications/view";
import type { RequestMeta } from "../operation";
import { refuseCommonPassword } from "./common-passwords";
import { inviteTokenHash, openInvite } from "./invite-tokens";
import type { ZAcceptInviteInput } from "./schemas";
import { issueToken, loginAnswer, setPasswordStatement } from "./sign-in";
import { releaseAttempts, reserveAttempts, type ThrottleKey, throttle } from "./throttle";

/**
 * The invitation page's two public calls. Unknown, used and expired tokens answer the same 404
 * (INVITE_INVALID), and every try is counted against the caller's address first (throttle.ts
 * INVITE_POLICY); a good token gives its count back.
 */

const invalid = () => new AppError("NOT_FOUND", message("INVITE_INVALID"));

function guessKeys(meta: RequestMeta): ThrottleKey[] {
  return meta.ip ? [throttle.inviteAddress(meta.ip)] : [];
}

async function findOpenInvite(deps: ServiceDeps, token: string) {
  const hash = await inviteTokenHash(token);
  const coachUsers = alias(users, "coach_users");
  const [row] = await deps.db
    .select({
      hash: user_invites.token_hash,
      user_id: users.id,
      name: users.name,
      disabled_at: users.disabled_at,
      has_password: sql<number>`EXISTS (SELECT 1 FROM ${user_credentials} WHERE ${user_credentials.user_id} = ${users.id} AND ${user_credentials.password_hash} IS NOT NULL)`,
      expires_at: user_invites.expires_at,
      organization_name: organizations.name,
      coach_name: coachUsers.name,
    })
    .from(user_invites)
    .innerJoin(users, eq(users.id, user_invites.user_id))
    .leftJoin(clients, eq(clients.user_id, users.id))
    .leftJoin(trainers, eq(trainers.id, clients.trainer_id))
    .leftJoin(coachUsers, eq(coachUsers.id, trainers.user_id))
    .leftJoin(organizations, eq(organizations.id, clients.organization_id))
    .where(openInvite(hash, deps.clock.now().toISOString()))
    .limit(1);
  return row ?? null;
}

/** GET /invites/{token}: whom the invitation is for and from, while it is open. */
export async function inviteInfo(deps: ServiceDeps, token: string, meta: RequestMeta) {
  const keys = guessKeys(meta);
  await reserveAttempts(deps, keys);
  const row = await findOpenInvite(deps, token);
  if (!row) throw invalid();
  await releaseAttempts(deps, keys);
  return {
    invite: {
      // An active account is not set up again through its invitation (acceptInvite: ALREADY_ACTIVE).
      already_active: Boolean(row.has_password),
      name: row.name,
      organization_name: row.organization_name,
      coach_name: row.coach_name,
      expires_at: row.expires_at,
    },
  };
}

/**
 * POST /invites/accept: sets the client's password and signs it in (the answer of a login).
 * Single use even under parallel requests: the claim is one conditional UPDATE (unused and
 * unexpired) in the batch that sets the password, and the batch rolls back when the claim matched
 * nothing, so exactly one request sets a password.
 */
export async function acceptInvite(
  deps: ServiceDeps,
  input: z.output<typeof ZAcceptInviteInput>,
  meta: RequestMeta,
) {
  await refuseCommonPassword(deps.db, input.password, "password");
  const keys = guessKeys(meta);
  await reserveAttempts(deps, keys);
  const row = await findOpenInvite(deps, input.token);
  if (!row) throw invalid();
  if (row.disabled_at) throw new AppError("ACCOUNT_DISABLED");
  // An account with a password is active: an invitation never replaces it (whoever holds the
  // link is not necessarily the person); the person signs in or resets the password instead.
  if (row.has_password) {
    await releaseAttempts(deps, keys);
    throw new AppError("ALREADY_ACTIVE");
  }
  const passwordHash = await hashPassword(input.password, deps.config.passwordPepper);
  const nowIso = deps.clock.now().toISOString();
  let tokenVersion: number;
  let notified: NotificationRow[] = [];
  try {
    const [, , password, , , accepted] = await deps.db.batch([
      deps.db
        .update(user_invites)
        .set({ used_at: nowIso })
        .where(openInvite(row.hash, nowIso))
        .returning({ user_id: user_invites.user_id }),
      failUnlessChanged(deps),
      // Only a password that is still unset: one set meanwhile (a reset) rolls the whole claim back.
      setPasswordStatement(deps, row.user_id, passwordHash, isNull(user_credentials.password_hash)),
      failUnlessChanged(deps),
      deps.db
        .update(users)
        .set({ has_pending_invite: false, invite_accepted_at: nowIso, updated_at: nowIso })
        .where(eq(users.id, row.user_id)),
      // The client's trainer learns that the client joined (issue 26), in the same batch.
      invitationAcceptedStatement(deps, row.user_id, nowIso),
    ]);
    notified = accepted;
    const version = password[0]?.token_version;
    if (version === undefined) throw new AppError("INTERNAL");
    tokenVersion = version;
  } catch (error) {
    if (error instanceof AppError) throw error;
    // Another request claimed the invitation first (or it expired meanwhile): used is used.
    const again = await findOpenInvite(deps, input.token);
    if (again === null) throw invalid();
    if (again.has_password) throw new AppError("ALREADY_ACTIVE");
    throw error;
  }
  await releaseAttempts(deps, keys);
  if (notified.length > 0) {
    const [joined] = await deps.db
      .select({ organizationId: clients.organization_id })
      .from(clients)
      .where(eq(clients.user_id, row.user_id));
    await deliverAfterCommit(
      deps,
      await notificationDeliveries(deps, joined?.organizationId ?? null, notified),
    );
  }
  const [profile] = await deps.db
    .select({ trainer_id: trainers.id, client_id: clients.id })
    .from(users)
    .leftJoin(trainers, eq(trainers.user_id, users.id))
    .leftJoin(clients, eq(clients.user_id, users.id))
    .where(eq(users.id, row.user_id))
    .limit(1);
  const token = await issueToken(deps, row.user_id, tokenVersion);
  return loginAnswer(deps, token, row.user_id, profile?.trainer_id ?? null, profile?.client_id ?? null);
}
