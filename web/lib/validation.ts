import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import * as z from "zod/mini";
import {
  isBlankPassword,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PHONE_PATTERN,
} from "#shared/shared-rules";

/**
 * Form validation uses zod's mini build (same schemas, functional checks, a fraction of the
 * size): the sign-in pages are part of a first visit. Messages are passed in already translated.
 */
export { z };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Trimmed text that must not be empty. */
export const requiredText = (message: string, max?: { length: number; message: string }) =>
  z.string().check(z.trim(), z.minLength(1, message), ...(max ? [z.maxLength(max.length, max.message)] : []));

export const emailText = (required: string, invalid: string) =>
  z.string().check(
    z.trim(),
    z.minLength(1, required),
    z.refine((v) => EMAIL.test(v), invalid),
  );

/** Optional e-mail: empty, or a valid address. */
export const optionalEmail = (invalid: string) =>
  z.string().check(
    z.trim(),
    z.refine((v) => v === "" || EMAIL.test(v), invalid),
  );

/** Mainland-style or E.164 mobile number (the server's rule), optional when `required` is unset. */
export const phoneText = (invalid: string, required?: string) =>
  z.string().check(
    z.trim(),
    ...(required ? [z.minLength(1, required)] : []),
    z.refine((v) => v === "" || PHONE_PATTERN.test(v), invalid),
  );

const NEW_PASSWORD_MESSAGES = {
  tooShort: msg`密码至少 ${PASSWORD_MIN_LENGTH} 位`,
  tooLong: msg`密码最长 ${PASSWORD_MAX_LENGTH} 位`,
  blank: msg`密码不能只包含空格`,
  common: msg`这个密码太常见，容易被猜到，请换一个`,
  mismatch: msg`两次输入的密码不一致`,
};

/**
 * The server's common-password check, ahead of the server; its list loads on first use, not with
 * the page. A list that cannot load (the connection dropped, a new deployment replaced the chunk)
 * must not leave the form without an answer: the server refuses a common password anyway.
 */
async function isCommonPassword(password: string): Promise<boolean> {
  try {
    const rules = await import("#shared/password-rules");
    return rules.isCommonPassword(password);
  } catch {
    return false;
  }
}

/**
 * The fields of a new password typed twice (register, reset, change password), with the server's
 * rules on `password` (length, not only spaces, not a common password; the last one is async, so
 * forms validate with the resolver's default async mode); spread them into the form's object and
 * add `passwordsMatch`.
 */
export const newPasswordFields = (i18n: I18n) => ({
  password: z.string().check(
    z.minLength(PASSWORD_MIN_LENGTH, i18n._(NEW_PASSWORD_MESSAGES.tooShort)),
    z.maxLength(PASSWORD_MAX_LENGTH, i18n._(NEW_PASSWORD_MESSAGES.tooLong)),
    z.refine((v) => !isBlankPassword(v), i18n._(NEW_PASSWORD_MESSAGES.blank)),
    z.refine(
      async (v) => v.length < PASSWORD_MIN_LENGTH || !(await isCommonPassword(v)),
      i18n._(NEW_PASSWORD_MESSAGES.common),
    ),
  ),
  confirm: z.string(),
});

/** Adds "the two passwords differ" on `confirm`. */
export const passwordsMatch = (i18n: I18n) =>
  z.refine<{ password: string; confirm: string }>((v) => v.password === v.confirm, {
    message: i18n._(NEW_PASSWORD_MESSAGES.mismatch),
    path: ["confirm"],
  });
