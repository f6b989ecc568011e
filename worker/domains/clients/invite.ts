import { and, eq, isNull } from "drizzle-orm";
import { fieldMessage, message } from "#shared/messages";
import { clients, trainers, user_invites, users } from "../../../db/schema";
import { AppError } from "../../errors";
import type { Actor } from "../../services/actor";
import { logInviteSender, type ServiceDeps } from "../../services/deps";
import { INVITE_TTL_DAYS, inviteTokenHash, newInviteToken } from "../auth/invite-tokens";
import { brandingForOrganization } from "../branding/branding";
import type { RequestMeta } from "../operation";
import { assertOutranks } from "../users/sign-in-details";
import { loadClientInReach } from "./clients";

/**
 * POST /clients/{id}/invite: a coach who may edit the client invites it to sign in. The link
 * (`<the organization's host, else APP_URL or the request's origin>/invite/<token>`) goes to the client through the invite
 * sender (email when the user has one, else SMS) and back to the coach, who may copy it; this is
 * the only answer that ever carries the token. The user's open invitations are replaced, all in
 * one batch, and `has_pending_invite` is set until the client accepts.
 */
export async function inviteClient(deps: ServiceDeps, actor: Actor, clientId: number, meta: RequestMeta) {
  const { client, user } = await loadClientInReach(deps, actor, eq(clients.id, clientId));
  // An invitation link sets the account's password: only those who may hand the account over send one.
  // Decision: docs/decisions/2026-11-25-account-handover.md
  await assertOutranks(deps, actor, user.id);
  if (!user.email && !user.phone_number) {
    throw new AppError("BAD_REQUEST", message("INVITE_NO_CONTACT"), [
      { path: "id", message: fieldMessage("INVITE_NO_CONTACT_SHORT") },
    ]);
  }
  const token = newInviteToken();
  const now = deps.clock.now();
  const nowIso = now.toISOString();
  const expiresAt = new Date(now.getTime() + INVITE_TTL_DAYS * 24 * 3600 * 1000).toISOString();
  await deps.db.batch([
    deps.db.delete(user_invites).where(and(eq(user_invites.user_id, user.id), isNull(user_invites.used_at))),
    deps.db.insert(user_invites).values({
      token_hash: await inviteTokenHash(token),
      user_id: user.id,
      created_by_id: actor.user.id,
      expires_at: expiresAt,
      created_at: nowIso,
    }),
    deps.db.update(users).set({ has_pending_invite: true, updated_at: nowIso }).where(eq(users.id, user.id)),
  ]);
  // The organization's brand (issue 30): its host in the link, its name in the message.
  const branding = client.organization_id
    ? await brandingForOrganization(deps, client.organization_id)
    : null;
  const origin = branding?.app_url ?? deps.config.appUrl ?? meta.origin ?? "";
  const url = `${origin}/invite/${token}`;
  const [coach] = client.trainer_id
    ? await deps.db
        .select({ name: users.name })
        .from(trainers)
        .innerJoin(users, eq(users.id, trainers.user_id))
        .where(eq(trainers.id, client.trainer_id))
        .limit(1)
    : [];
  try {
    await (deps.invites ?? logInviteSender).send({
      email: user.email,
      phone: user.email ? null : user.phone_number,
      name: user.name,
      url,
      expires_at: expiresAt,
      coach_name: coach?.name ?? null,
      ...(branding ? { brand: { name: branding.name, whitelabel: branding.can_whitelabel } } : {}),
    });
  } catch (error) {
    // The invitation stands (it is written); the coach gets the link to pass on by hand.
    console.warn("[invite] delivery failed:", error instanceof Error ? error.message : error);
    return {
      success: 0 as const,
      msg: message("INVITE_NOT_DELIVERED"),
      invite: { url, expires_at: expiresAt },
    };
  }
  return { success: 0 as const, msg: message("INVITE_SENT"), invite: { url, expires_at: expiresAt } };
}
