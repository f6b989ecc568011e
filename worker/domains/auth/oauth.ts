import type { Locale } from "#shared/messages";
import { AppError, restErrorBody } from "../../errors";

/**
 * RFC 6749 §5.2 error answers for `POST /oauth/token` requests that carry `grant_type` (OAuth 2
 * clients: TrueCoach integrations). They keep CONTRACT's `success`, `msg` and `code` and add
 * `error` (the RFC's code, instead of the message text other errors carry) and
 * `error_description`. Status 400, as the RFC says, except throttling, which stays 429 with its
 * Retry-After so a client backs off instead of concluding the password is wrong. A request without
 * `grant_type` keeps today's answers exactly (this returns undefined).
 */
export function oauthGrantError(error: unknown, body: unknown, locale: Locale) {
  if (typeof body !== "object" || body === null || !("grant_type" in body)) return undefined;
  if (!(error instanceof AppError)) return undefined;
  const base = restErrorBody(error, locale);
  const rfcError =
    error.issues?.some((i) => i.path === "grant_type") === true
      ? "unsupported_grant_type"
      : error.code === "INVALID_CREDENTIALS" || error.code === "ACCOUNT_DISABLED"
        ? "invalid_grant"
        : error.code === "TOO_MANY_ATTEMPTS"
          ? "temporarily_unavailable"
          : "invalid_request";
  return {
    status: error.code === "TOO_MANY_ATTEMPTS" ? 429 : 400,
    body: { ...base, error: rfcError, error_description: base.msg },
  };
}
