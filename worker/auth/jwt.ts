import { errors, jwtVerify, SignJWT } from "jose";

/**
 * Access tokens: HS256 only (the algorithm is pinned on verify, so `alg: none` and key-confusion
 * tokens fail), with iss/aud/exp/iat/sub and a token type required. `tv` carries the user's token
 * version; the caller compares it with the stored one so revocation takes effect immediately.
 */
export const TOKEN_ISSUER = "coach-platform";
export const TOKEN_AUDIENCE = "coach-platform:api";
const TOKEN_TYPE = "access";
const CLOCK_TOLERANCE_SECONDS = 5;

export type AccessTokenClaims = { userId: number; tokenVersion: number };

/**
 * The HMAC key, imported once per secret and kept (as a promise, so concurrent first calls share
 * one import). Handing jose the raw bytes instead makes it import the key on every sign and verify.
 */
const keyCache = new Map<string, Promise<CryptoKey>>();
export function keyFor(secret: string): Promise<CryptoKey> {
  let key = keyCache.get(secret);
  if (!key) {
    key = crypto.subtle.importKey(
      "raw",
      new TextEncoder().encode(secret),
      { name: "HMAC", hash: "SHA-256" },
      false,
      ["sign", "verify"],
    );
    keyCache.set(secret, key);
  }
  return key;
}

export async function signAccessToken(
  claims: AccessTokenClaims,
  opts: { secret: string; ttlSeconds: number; now: Date },
): Promise<string> {
  const iat = Math.floor(opts.now.getTime() / 1000);
  return new SignJWT({ typ: TOKEN_TYPE, tv: claims.tokenVersion })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(String(claims.userId))
    .setIssuer(TOKEN_ISSUER)
    .setAudience(TOKEN_AUDIENCE)
    .setIssuedAt(iat)
    .setExpirationTime(iat + opts.ttlSeconds)
    .sign(await keyFor(opts.secret));
}

/**
 * Tokens whose signature and claims already verified, per secret, with their expiry. A client
 * sends the same token on every request; re-checking the same bytes against the same key gives
 * the same answer, so only the expiry (which depends on the clock) is checked again. In Node the
 * WebCrypto HMAC runs on the thread pool, and that round trip was a sizeable part of a small read.
 * Revocation is not affected: the caller still compares the token version with the database.
 * Bounded; the oldest entries go first (Map keeps insertion order).
 */
const VERIFIED_MAX = 5_000;
type Verified = AccessTokenClaims & { exp: number };
const verifiedCache = new Map<string, Map<string, Verified>>();

function verifiedFor(secret: string): Map<string, Verified> {
  let map = verifiedCache.get(secret);
  if (!map) {
    map = new Map();
    verifiedCache.set(secret, map);
  }
  return map;
}

function remember(map: Map<string, Verified>, token: string, entry: Verified) {
  if (map.size >= VERIFIED_MAX) {
    const oldest = map.keys().next();
    if (!oldest.done) map.delete(oldest.value);
  }
  map.set(token, entry);
}

/** Returns the claims, or null for any token that is not a valid, current access token. */
export async function verifyAccessToken(
  token: string,
  opts: { secret: string; now: Date },
): Promise<AccessTokenClaims | null> {
  const verified = verifiedFor(opts.secret);
  const known = verified.get(token);
  if (known) {
    // The same test jose applies: expired when now - tolerance >= exp.
    if (Math.floor(opts.now.getTime() / 1000) - CLOCK_TOLERANCE_SECONDS >= known.exp) {
      verified.delete(token);
      return null;
    }
    return { userId: known.userId, tokenVersion: known.tokenVersion };
  }
  try {
    const { payload } = await jwtVerify(token, await keyFor(opts.secret), {
      algorithms: ["HS256"],
      issuer: TOKEN_ISSUER,
      audience: TOKEN_AUDIENCE,
      requiredClaims: ["exp", "iat", "sub"],
      clockTolerance: CLOCK_TOLERANCE_SECONDS,
      currentDate: opts.now,
    });
    const userId = Number(payload.sub);
    if (payload.typ !== TOKEN_TYPE || !Number.isSafeInteger(userId) || typeof payload.tv !== "number")
      return null;
    // exp is required above, so jose has checked it is a number.
    remember(verified, token, { userId, tokenVersion: payload.tv, exp: payload.exp as number });
    return { userId, tokenVersion: payload.tv };
  } catch (e) {
    if (e instanceof errors.JOSEError || e instanceof TypeError) return null;
    throw e;
  }
}

export function bearerToken(header: string | undefined | null): string | null {
  if (!header) return null;
  const m = /^Bearer\s+([A-Za-z0-9\-_]+\.[A-Za-z0-9\-_]+\.[A-Za-z0-9\-_]*)$/.exec(header.trim());
  return m?.[1] ?? null;
}
