/**
 * Input rules the server's schemas (schemas/common.ts) and the web forms (web/lib/validation.ts)
 * both apply: the forms check them before calling, the server decides. Plain constants, so the web
 * imports this file without pulling the server's zod build into its bundle.
 */

/** A new password's length; 128 also bounds the PBKDF2 input. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** A password of spaces only (eight spaces pass the length rule, and are guessed at once). */
export function isBlankPassword(password: string): boolean {
  return password.trim() === "";
}

/** Most calls in one tRPC batch request (worker/trpc/batching.ts); the web app's link sends no more. */
export const TRPC_BATCH_MAX = 10;

/** Mainland-style mobile numbers or international E.164. */
export const PHONE_PATTERN = /^\+?[0-9]{6,15}$/;
