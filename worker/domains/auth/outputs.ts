import { z } from "zod";
import { ZOk, ZPublicUser } from "../shared-outputs";

/** Answers of the auth operations (worker/domains/auth/sign-in.ts). */

/** POST /oauth/token: `trainer_id` null for accounts without a trainer profile (msg says why). */
export const ZLoginOutput = z.object({
  success: z.literal(0),
  token: z.string(),
  trainer_id: z.number().int().nullable(),
  msg: z.string(),
});

export const ZAdminLoginOutput = z.object({ token: z.string(), user: ZPublicUser });
/** REST wraps it in `{ data }`. */
export const ZAdminLoginAnswer = z.object({ data: ZAdminLoginOutput });

export const ZMeOutput = z.object({ user_id: z.number().int() });
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
