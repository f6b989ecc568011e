import * as z from "zod";
import { ZOk, ZPublicUser } from "../shared/outputs";

/** Answers of the auth operations (worker/domains/auth/sign-in.ts). */

/**
 * POST /oauth/token: `trainer_id` null for accounts without a trainer profile (msg says why);
 * `client_id` set for a client's account (null for coaches).
 */
export const ZLoginOutput = z.object({
  success: z.literal(0),
  token: z.string(),
  trainer_id: z.number().int().nullable(),
  client_id: z.number().int().nullable(),
  msg: z.string(),
  access_token: z.string(),
  token_type: z.literal("bearer"),
  /** Seconds until the token expires. */
  expires_in: z.number().int(),
  user_id: z.number().int(),
});

/** GET /invites/{token}: what the invitation page shows before the client sets a password. */
export const ZInviteInfoOutput = z.object({
  invite: z.object({
    /** The account already has a password: the page sends the person to sign in instead. */
    already_active: z.boolean(),
    name: z.string(),
    organization_name: z.string().nullable(),
    coach_name: z.string().nullable(),
    expires_at: z.string(),
  }),
});

export const ZAdminLoginOutput = z.object({ token: z.string(), user: ZPublicUser });
/** REST wraps it in `{ data }`. */
export const ZAdminLoginAnswer = z.object({ data: ZAdminLoginOutput });

export const ZMeOutput = z.object({
  user_id: z.number().int(),
  /** Organizations waiting for this coach (in none yet) to accept their ownership; absent when none. */
  pending_ownership: z.array(z.object({ id: z.number().int(), name: z.string() })).optional(),
});
/** REST wraps it in `{ data }`. */
export const ZMeAnswer = z.object({ data: ZMeOutput });

export const ZRegisterOutput = z.object({
  success: z.literal(0),
  token: z.string(),
  trainer_id: z.number().int(),
  msg: z.string(),
  user: ZPublicUser,
});

/** A fresh token: the older ones have ended. */
export const ZChangePasswordOutput = ZOk.extend({ token: z.string() });
