/**
 * Input rules the server's schemas (schemas/common.ts) and the web forms (web/lib/validation.ts)
 * both apply: the forms check them before calling, the server decides. Plain constants, so the web
 * imports this file without pulling the server's zod build into its bundle.
 */

/** A new password's length; 128 also bounds the PBKDF2 input. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** A person's, organization's or program's name. */
export const NAME_MAX_LENGTH = 100;
/** Short free text (a location, a title). */
export const SHORT_TEXT_MAX_LENGTH = 255;

/** Body measures a profile accepts (height in cm or in, weight in kg or lb). */
export const HEIGHT_MAX = 300;
export const WEIGHT_MAX = 700;
export const UNITS = ["metric", "imperial"] as const;
export const GENDERS = ["male", "female", "other"] as const;

/** A password of spaces only (eight spaces pass the length rule, and are guessed at once). */
export function isBlankPassword(password: string): boolean {
  return password.trim() === "";
}

/** Most calls in one tRPC batch request (worker/trpc/batching.ts); the web app's link sends no more. */
export const TRPC_BATCH_MAX = 10;

/** Mainland-style mobile numbers or international E.164. */
export const PHONE_PATTERN = /^\+?[0-9]{6,15}$/;
