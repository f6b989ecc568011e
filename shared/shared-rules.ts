/**
 * Input rules the server's schemas (domains/shared/fields.ts) and the web forms (web/lib/validation.ts)
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

/** A workout's texts (the editor's form and worker/domains/workouts/schemas.ts). */
export const WORKOUT_TITLE_MAX_LENGTH = 255;
export const ITEM_NAME_MAX_LENGTH = 255;
/** The rich-text description, as HTML. */
export const DESCRIPTION_MAX_LENGTH = 20_000;
/** An item's info and result, a rest day's instructions. */
export const ITEM_TEXT_MAX_LENGTH = 5000;
/** A warm-up's or cool-down's text. */
export const ROUTINE_TEXT_MAX_LENGTH = 10_000;
/** Largest program day (`position`): about two and a half years of daily workouts. */
export const MAX_POSITION = 1000;

/** An organization's subdomain: one DNS label, lower case. */
export const SUBDOMAIN_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
/** The product's languages, as a person's stored choice (`users.locale`) spells them. */
export const LOCALES = ["zh-CN", "en"] as const;

/** Client states, types and the client list's orders (server schemas and the client screens). */
export const CLIENT_STATES = ["active", "pending", "inactive", "archived"] as const;
export const CLIENT_TYPES = ["remote", "in_person", "hybrid"] as const;
/**
 * `compliance_*` sort by the cached rates, `last_completed_DESC` by the client's
 * `last_completed_at`, `due_*` by its "programmed until" date; nulls last, ties by id.
 */
export const CLIENT_LIST_ORDERS = [
  "name_ASC",
  "id_ASC",
  "updated_at_DESC",
  "created_at_DESC",
  "compliance_7_ASC",
  "compliance_7_DESC",
  "compliance_30_ASC",
  "compliance_30_DESC",
  "compliance_90_ASC",
  "compliance_90_DESC",
  "last_completed_DESC",
  "due_ASC",
  "due_DESC",
] as const;
/** A client's free-text notes (goals, limitations, equipment). */
export const CLIENT_NOTE_MAX_LENGTH = 5000;
/** How many workouts ahead a client sees (client setting `workoutsThreshold`). */
export const WORKOUTS_THRESHOLD_MAX = 365;

/** A password of spaces only (eight spaces pass the length rule, and are guessed at once). */
export function isBlankPassword(password: string): boolean {
  return password.trim() === "";
}

/** Most calls in one tRPC batch request (worker/http/trpc/batching.ts); the web app's link sends no more. */
export const TRPC_BATCH_MAX = 10;

/** Mainland-style mobile numbers or international E.164. */
export const PHONE_PATTERN = /^\+?[0-9]{6,15}$/;

/**
 * Program assignment (POST /api/programs/{id}/assign_job). A request takes at most
 * MAX_ASSIGN_CLIENTS clients and is one atomic write; the web app sends a large assignment in
 * groups of ASSIGN_GROUP_CLIENTS clients under one job key, so progress shows per group and a
 * group sent again is skipped. How the size was chosen (measured on Node, checked against D1's
 * limits): docs/workouts-and-programs.md, "Large assignments".
 */
export const MAX_ASSIGN_CLIENTS = 500;
/**
 * Most workouts one request may create (templates × clients): 238 clients of a 12-week program.
 * One request is one write transaction, and D1 runs one writer per database: keep it near a second.
 */
export const MAX_ASSIGNED_WORKOUTS = 20_000;
/** Clients per request the web app sends (100: ~0.25–0.4 s a request on Node; see the docs above). */
export const ASSIGN_GROUP_CLIENTS = 100;
/** An assignment job's key: 1–64 of A–Z a–z 0–9 _ - (the web app sends a UUID). */
export const ASSIGN_JOB_KEY_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * Most workouts one calendar paste copies (workouts.pasteMany, one atomic write): a selection of
 * about four full weeks.
 */
export const MAX_PASTE_WORKOUTS = 100;

/** The longest calendar range saved as a program (programs.fromCalendar): a year, 53 weeks at most. */
export const MAX_RANGE_DAYS = 366;

/** The largest uploaded file, in bytes (issue 25: 10 MB); the browser checks it before sending. */
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
