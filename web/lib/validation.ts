import * as z from "zod/mini";

/**
 * Form validation uses zod's mini build (same schemas, functional checks, a fraction of the
 * size): the sign-in pages are part of a first visit. Messages are passed in already translated.
 */
export { z };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[0-9]{6,15}$/;

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
    z.refine((v) => v === "" || PHONE.test(v), invalid),
  );

export const newPassword = (tooShort: string, tooLong: string) =>
  z.string().check(z.minLength(8, tooShort), z.maxLength(128, tooLong));

/** Adds "the two passwords differ" on `confirm`. */
export const passwordsMatch = (message: string) =>
  z.refine<{ password: string; confirm: string }>((v) => v.password === v.confirm, {
    message,
    path: ["confirm"],
  });
