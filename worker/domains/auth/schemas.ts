import * as z from "zod";
import { fieldText } from "#shared/messages";
import { PASSWORD_MAX_LENGTH } from "#shared/shared-rules";
import { zEmail, zId, zName, zPassword, zPhone } from "../shared/fields";
import { ZOk, ZPublicUser } from "../shared/outputs";

/** Email or phone number; `username` is accepted as an alias of `email` (CONTRACT). */
export const ZLoginInput = z
  .object({
    email: z.string().trim().min(1).max(254).optional(),
    username: z.string().trim().min(1).max(254).optional(),
    password: z.string().min(1, fieldText("PASSWORD_REQUIRED")).max(PASSWORD_MAX_LENGTH),
    /**
     * OAuth 2 (RFC 6749 §4.3): integrations send `grant_type=password` with `username`; only the
     * password grant exists. With it, REST errors take RFC 6749 §5.2's shape (worker/domains/auth/oauth.ts).
     */
    grant_type: z.string().max(100).optional(),
  })
  .refine((v) => v.email ?? v.username, { message: fieldText("LOGIN_REQUIRED"), path: ["email"] })
  .refine((v) => v.grant_type === undefined || v.grant_type === "password", {
    message: fieldText("GRANT_TYPE_PASSWORD"),
    path: ["grant_type"],
  })
  .transform((v) => ({ identifier: (v.email ?? v.username ?? "").trim(), password: v.password }));
export type TLoginInput = z.input<typeof ZLoginInput>;

export const ZRegisterInput = z.object({
  user: z.object({
    name: zName,
    email: zEmail,
    phone_number: zPhone.optional(),
    password: zPassword,
  }),
});
export type TRegisterInput = z.infer<typeof ZRegisterInput>;

export const ZChangePasswordInput = z.object({
  user: z.object({ current_password: z.string().min(1).max(PASSWORD_MAX_LENGTH), password: zPassword }),
});

export const ZSendSmsInput = z.object({ mobile: zPhone });

export const ZResetPasswordInput = z.object({
  user: z.object({
    mobile: zPhone,
    code: z
      .string()
      .trim()
      .regex(/^\d{6}$/, fieldText("SMS_CODE_FORMAT")),
    password: zPassword,
  }),
});

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

/** An invitation token as links carry it: 32 random bytes in base64url (43 characters). */
export const INVITE_TOKEN_PATTERN = "[A-Za-z0-9_-]{16,128}";
export const zInviteToken = z
  .string()
  .trim()
  .regex(new RegExp(`^${INVITE_TOKEN_PATTERN}$`), fieldText("INVITE_LINK_INVALID"));

/** POST /clients/{id}/invite */
export const ZInviteClientInput = z.object({ id: zId });

/** GET /invites/{token} */
export const ZInviteInfoInput = z.object({ token: zInviteToken });

/** POST /invites/accept: the token from the link and the client's new password (the usual rules). */
export const ZAcceptInviteInput = z.object({ token: zInviteToken, password: zPassword });
