import * as z from "zod";
import { fieldText } from "#shared/messages";
import {
  isBlankPassword,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PHONE_PATTERN,
  SHORT_TEXT_MAX_LENGTH,
} from "#shared/shared-rules";

/** Positive integer id; REST path/query strings are coerced. */
export const zId = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** Calendar date. Accepts `YYYY-M-D` with or without zero padding, answers `YYYY-MM-DD` (CONTRACT). */
export const zDate = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{1,2}-\d{1,2}$/, fieldText("DATE_FORMAT"))
  .transform((value, ctx) => {
    const [y, m, d] = value.split("-").map(Number) as [number, number, number];
    const date = new Date(Date.UTC(y, m - 1, d));
    if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) {
      ctx.addIssue({ code: "custom", message: fieldText("DATE_MISSING") });
      return z.NEVER;
    }
    return `${String(y).padStart(4, "0")}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`;
  });

export const zEmail = z
  .string()
  .trim()
  .max(254)
  .pipe(z.email(fieldText("EMAIL_FORMAT")))
  .transform((v) => v.toLowerCase());

export const zPhone = z.string().trim().regex(PHONE_PATTERN, fieldText("PHONE_FORMAT"));

/** A new password's shape; that it is not a common one is checked in the database (auth/common-passwords.ts). */
export const zPassword = z
  .string()
  .min(PASSWORD_MIN_LENGTH, fieldText("PASSWORD_TOO_SHORT", { min: PASSWORD_MIN_LENGTH }))
  .max(PASSWORD_MAX_LENGTH, fieldText("PASSWORD_TOO_LONG", { max: PASSWORD_MAX_LENGTH }))
  .refine((v) => !isBlankPassword(v), fieldText("PASSWORD_BLANK"));

/**
 * Characters that are invisible or reorder text: zero-width spaces/joiners, the byte-order mark,
 * and the bidirectional controls (U+202A–202E, U+2066–2069) with which "Alice\u202Egnp.exe" shows as
 * "Aliceexe.png". Names are shown to other people, so these are removed from them.
 */
const INVISIBLE_OR_BIDI = /[\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/g;
export const stripInvisible = (value: string) => value.replace(INVISIBLE_OR_BIDI, "");

export const zName = z
  .string()
  .transform(stripInvisible)
  .pipe(z.string().trim().min(1, fieldText("NAME_REQUIRED")).max(NAME_MAX_LENGTH));
export const zShortText = z.string().max(SHORT_TEXT_MAX_LENGTH);
export const zLongText = z.string().max(10_000);
/** http(s) links only: `javascript:` and `data:` URLs would run in the browser of whoever clicks them. */
export const zUrl = z
  .string()
  .trim()
  .max(2048)
  .pipe(z.url({ protocol: /^https?$/, message: fieldText("URL_FORMAT") }));

/** Boolean from JSON or from a query string ("true"/"false"/"1"/"0"). */
export const zBoolish = z.union([
  z.boolean(),
  z.enum(["true", "false", "1", "0"]).transform((v) => v === "true" || v === "1"),
]);

export const zLimit = (max: number, fallback: number) =>
  z.coerce.number().int().min(1).max(max).default(fallback);
export const zPage = z.coerce.number().int().min(1).max(1_000_000).default(1);

/** `{ id }` of every get/update/delete procedure (REST takes it from the path). */
export const ZIdInput = z.object({ id: zId });
