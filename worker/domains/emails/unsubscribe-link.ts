import { jwtVerify, SignJWT } from "jose";
import { EMAIL_KINDS, type EmailKind } from "#shared/email-outbox";
import { keyFor, TOKEN_ISSUER } from "../../auth/jwt";
import type { ServiceDeps } from "../../services/deps";
import { brandLink, type EmailBrand } from "./brand";

/**
 * The signed one-click unsubscribe link (RFC 8058): a JWT with the app's secret, scoped to this
 * purpose by its audience (an access token is no unsubscribe token, nor the reverse), naming the
 * person and the kind. No expiry: a years-old email must still turn its kind off.
 */
const AUDIENCE = "coach-platform:email-unsubscribe";

export async function unsubscribeToken(deps: ServiceDeps, userId: number, kind: EmailKind): Promise<string> {
  return new SignJWT({ kind })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(String(userId))
    .setIssuer(TOKEN_ISSUER)
    .setAudience(AUDIENCE)
    .sign(await keyFor(deps.config.jwtSecret));
}

/** The person and kind a token names, or null for anything else (tampered, another purpose). */
export async function readUnsubscribeToken(
  deps: ServiceDeps,
  token: string,
): Promise<{ userId: number; kind: EmailKind } | null> {
  try {
    const { payload } = await jwtVerify(token, await keyFor(deps.config.jwtSecret), {
      algorithms: ["HS256"],
      issuer: TOKEN_ISSUER,
      audience: AUDIENCE,
    });
    const userId = Number(payload.sub);
    const kind = EMAIL_KINDS.find((k) => k === payload.kind);
    if (!Number.isSafeInteger(userId) || userId <= 0 || !kind) return null;
    return { userId, kind };
  } catch {
    return null;
  }
}

/** The path the link points at (GET: a confirmation page; POST: unsubscribe at once). */
export const UNSUBSCRIBE_PATH = "/api/emails/unsubscribe";

/** The link, at the email's brand's address (the route answers at every host). */
export async function unsubscribeUrl(
  deps: ServiceDeps,
  brand: EmailBrand,
  userId: number,
  kind: EmailKind,
): Promise<string> {
  return brandLink(brand, `${UNSUBSCRIBE_PATH}/${await unsubscribeToken(deps, userId, kind)}`);
}
