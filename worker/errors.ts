import type { TRPC_ERROR_CODE_KEY } from "@trpc/server";
import {
  type IssueText,
  type Locale,
  type Message,
  type MessageCode,
  message,
  renderIssueText,
  renderMessage,
} from "#shared/messages";
import { issueTextOfZod } from "./domains/shared/zod-locale";

export { type Locale, localeFromHeader } from "#shared/messages";

/**
 * The one error vocabulary of the app. Services throw AppError(code); the tRPC error formatter and
 * the REST onError both map it through APP_ERRORS, so a rule answers the same way on both surfaces.
 * Every code is also a message code (shared/messages.ts): its text there is the error's default.
 */
export const APP_ERRORS = {
  BAD_REQUEST: { trpc: "BAD_REQUEST", status: 400 },
  INVALID_JSON: { trpc: "BAD_REQUEST", status: 400 },
  UNAUTHORIZED: { trpc: "UNAUTHORIZED", status: 401 },
  INVALID_CREDENTIALS: { trpc: "UNAUTHORIZED", status: 401 },
  ACCOUNT_DISABLED: { trpc: "FORBIDDEN", status: 403 },
  NOT_A_TRAINER: { trpc: "FORBIDDEN", status: 403 },
  NOT_SUPER_ADMIN: { trpc: "FORBIDDEN", status: 403 },
  NO_ORGANIZATION: { trpc: "FORBIDDEN", status: 403 },
  FORBIDDEN: { trpc: "FORBIDDEN", status: 403 },
  NOT_FOUND: { trpc: "NOT_FOUND", status: 404 },
  EMAIL_TAKEN: { trpc: "CONFLICT", status: 409 },
  PHONE_TAKEN: { trpc: "CONFLICT", status: 409 },
  CONFLICT: { trpc: "CONFLICT", status: 409 },
  /** An invitation for an account that already has a password (domains/auth/invites.ts). */
  ALREADY_ACTIVE: { trpc: "CONFLICT", status: 409 },
  WRONG_PASSWORD: { trpc: "BAD_REQUEST", status: 400 },
  INVALID_SMS_CODE: { trpc: "BAD_REQUEST", status: 400 },
  TOO_MANY_ATTEMPTS: { trpc: "TOO_MANY_REQUESTS", status: 429 },
  /** More comments on one workout than it may hold (comments.ts). */
  COMMENT_LIMIT: { trpc: "CONFLICT", status: 409 },
  /** One person's comments over the per-minute rate (comments.ts). */
  TOO_MANY_COMMENTS: { trpc: "TOO_MANY_REQUESTS", status: 429 },
  /** One person's messages over the per-minute rate (conversations/send.ts). */
  TOO_MANY_MESSAGES: { trpc: "TOO_MANY_REQUESTS", status: 429 },
  /** Recalling a message older than 2 minutes (conversations/recall.ts). */
  RECALL_EXPIRED: { trpc: "CONFLICT", status: 409 },
  UNSUPPORTED_MEDIA_TYPE: { trpc: "UNSUPPORTED_MEDIA_TYPE", status: 415 },
  BATCH_TOO_LARGE: { trpc: "BAD_REQUEST", status: 400 },
  BATCH_NOT_ALLOWED: { trpc: "BAD_REQUEST", status: 400 },
  PAYLOAD_TOO_LARGE: { trpc: "PAYLOAD_TOO_LARGE", status: 413 },
  IDEMPOTENCY_KEY_REUSED: { trpc: "UNPROCESSABLE_CONTENT", status: 422 },
  /** A video that records where it was filmed (worker/domains/uploads/video-location.ts). */
  UPLOAD_VIDEO_LOCATION: { trpc: "UNPROCESSABLE_CONTENT", status: 422 },
  /** The SMS or email provider refused or could not be reached (worker/services/senders.ts). */
  DELIVERY_FAILED: { trpc: "BAD_GATEWAY", status: 502 },
  INTERNAL: { trpc: "INTERNAL_SERVER_ERROR", status: 500 },
} as const satisfies Partial<Record<MessageCode, { trpc: TRPC_ERROR_CODE_KEY; status: number }>>;

export type AppErrorCode = keyof typeof APP_ERRORS;

/** A problem with one field; its message is rendered in the request's language on the way out. */
export type ErrorIssue = { path: string; message: IssueText };
/** An issue as both surfaces send it. */
export type RenderedIssue = { path: string; message: string };

export function renderIssues(issues: readonly ErrorIssue[], locale: Locale): RenderedIssue[] {
  return issues.map((i) => ({ path: i.path, message: renderIssueText(i.message, locale) }));
}

export class AppError extends Error {
  constructor(
    readonly code: AppErrorCode,
    /** The message for a person when it is not the code's default (e.g. CLIENT_CREATE_FAILED, 学员添加失败). */
    readonly msg?: Message,
    readonly issues?: ErrorIssue[],
    /** Seconds the caller should wait (throttling). */
    readonly retryAfter?: number,
  ) {
    super(msg?.code ?? code);
    this.name = "AppError";
  }
}

/** The message of an error: its override, else its code's default. */
export function errorMessageOf(error: AppError): Message {
  return error.msg ?? { code: error.code };
}

/** The text of an error's message in a language. */
export function messageFor(error: AppError, locale: Locale): string {
  return renderMessage(errorMessageOf(error), locale);
}

/** REST error body of CONTRACT.md: `success` non-zero, msg for a person, machine code, zod issues. */
export function restErrorBody(error: AppError, locale: Locale) {
  const msg = messageFor(error, locale);
  return {
    success: APP_ERRORS[error.code].status,
    msg,
    // TrueCoach's clients read `error` (../shared/TRUECOACH.md): the same text beside SPEC's `msg`.
    error: msg,
    code: error.code,
    ...(error.issues ? { issues: renderIssues(error.issues, locale) } : {}),
  };
}

/** The column of a UNIQUE violation reported by SQLite / libSQL / D1, found anywhere in the cause chain. */
export function uniqueViolation(error: unknown): string | null {
  for (let e: unknown = error, depth = 0; e && depth < 5; depth++) {
    const message = e instanceof Error ? e.message : String(e);
    const match = /UNIQUE constraint failed: ([\w.]+)/.exec(message);
    if (match) return match[1] ?? null;
    e = e instanceof Error ? e.cause : undefined;
  }
  return null;
}

/**
 * A write that lost a race with its pre-check (two sign-ups with one email) breaks a unique index;
 * that is a 409 like the pre-check's answer, never a 500. Both error mappings (tRPC init, REST
 * onError) go through here, so every service gets this without catching anything.
 */
export function conflictFromUnique(error: unknown): AppError | null {
  const column = uniqueViolation(error);
  if (column === "users.email") return new AppError("EMAIL_TAKEN");
  if (column === "users.phone_number") return new AppError("PHONE_TAKEN");
  if (column === "organizations.subdomain") return new AppError("CONFLICT", message("SUBDOMAIN_TAKEN"));
  if (column) return new AppError("CONFLICT");
  return null;
}

type ZodLikeIssue = { path: PropertyKey[]; message: string };
export function issuesFromZod(issues: readonly ZodLikeIssue[]): ErrorIssue[] {
  return issues.map((i) => ({ path: i.path.map(String).join("."), message: issueTextOfZod(i) }));
}
