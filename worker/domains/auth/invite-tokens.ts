import { and, eq, gt, isNull } from "drizzle-orm";
import { user_invites } from "../../../db/schema";
import { sha256Hex } from "../../auth/password";

/**
 * Client invitation tokens. The link carries 32 random bytes (base64url); only their SHA-256 is
 * stored, so a copy of the database opens no account. A token is used once and lives
 * INVITE_TTL_DAYS; a new invitation deletes the user's open ones in the same batch.
 */
export const INVITE_TTL_DAYS = 7;

export function newInviteToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  let binary = "";
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

export const inviteTokenHash = (token: string) => sha256Hex(`invite:${token}`);

/** The condition of an open invitation: this hash, unused, not expired at `nowIso`. */
export function openInvite(hash: string, nowIso: string) {
  return and(
    eq(user_invites.token_hash, hash),
    isNull(user_invites.used_at),
    gt(user_invites.expires_at, nowIso),
  );
}
