/**
 * Password hashing with PBKDF2-HMAC-SHA256 through WebCrypto, so the same code runs on Node and
 * in workerd. workerd refuses more than 100,000 iterations, which is therefore both the value and
 * the ceiling (asserted in tests). The stored format is versioned so parameters can be raised
 * later: `pbkdf2-sha256$<iterations>$<salt b64>$<hash b64>`; the password is first keyed with a
 * server-side pepper (HMAC) so a stolen database alone cannot be brute-forced.
 */
export const PBKDF2_ITERATIONS = 100_000;
export const PBKDF2_MAX_ITERATIONS = 100_000;
const SALT_BYTES = 16;
const HASH_BITS = 256;
const SCHEME = "pbkdf2-sha256";

const encoder = new TextEncoder();

function toBase64(bytes: Uint8Array): string {
  let s = "";
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s);
}

function fromBase64(value: string): Uint8Array<ArrayBuffer> {
  const s = atob(value);
  const out = new Uint8Array(s.length);
  for (let i = 0; i < s.length; i++) out[i] = s.charCodeAt(i);
  return out;
}

async function pepperKey(password: string, pepper: string): Promise<ArrayBuffer> {
  const key = await crypto.subtle.importKey(
    "raw",
    encoder.encode(pepper),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  return crypto.subtle.sign("HMAC", key, encoder.encode(password));
}

async function derive(password: string, pepper: string, salt: Uint8Array<ArrayBuffer>, iterations: number) {
  if (iterations > PBKDF2_MAX_ITERATIONS) throw new Error(`PBKDF2 iterations above ${PBKDF2_MAX_ITERATIONS}`);
  const material = await crypto.subtle.importKey("raw", await pepperKey(password, pepper), "PBKDF2", false, [
    "deriveBits",
  ]);
  const bits = await crypto.subtle.deriveBits(
    { name: "PBKDF2", hash: "SHA-256", salt, iterations },
    material,
    HASH_BITS,
  );
  return new Uint8Array(bits);
}

export async function hashPassword(password: string, pepper: string): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES));
  const hash = await derive(password, pepper, salt, PBKDF2_ITERATIONS);
  return `${SCHEME}$${PBKDF2_ITERATIONS}$${toBase64(salt)}$${toBase64(hash)}`;
}

export function parsePasswordHash(stored: string) {
  const [scheme, iter, salt, hash] = stored.split("$");
  if (scheme !== SCHEME || !iter || !salt || !hash) return null;
  return { iterations: Number(iter), salt: fromBase64(salt), hash: fromBase64(hash) };
}

/** Constant-time comparison of the derived key. */
export async function verifyPassword(password: string, stored: string, pepper: string): Promise<boolean> {
  const parsed = parsePasswordHash(stored);
  if (!parsed || !Number.isInteger(parsed.iterations) || parsed.iterations < 1) return false;
  const candidate = await derive(password, pepper, parsed.salt, parsed.iterations);
  if (candidate.length !== parsed.hash.length) return false;
  let diff = 0;
  for (let i = 0; i < candidate.length; i++) diff |= (candidate[i] ?? 0) ^ (parsed.hash[i] ?? 0);
  return diff === 0;
}

/** A hash of a random password, compared against when an account does not exist (equal timing). */
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(pepper: string): Promise<string> {
  dummyHash ??= hashPassword(crypto.randomUUID(), pepper);
  return dummyHash;
}

/** SHA-256 hex of a short secret (SMS codes): they are short-lived and attempt-limited. */
export async function sha256Hex(value: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", encoder.encode(value));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}
