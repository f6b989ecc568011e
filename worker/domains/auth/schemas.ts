import * as z from "zod";
import { fieldText } from "#shared/messages";
import { PASSWORD_MAX_LENGTH } from "#shared/shared-rules";
import { zEmail, zName, zPassword, zPhone } from "../shared/fields";

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
