/**
 * Upload URLs signed by the app: `/api/uploads/{id}/file?exp=…&sig=…`, sig = HMAC-SHA256 over the
 * id and the expiry with the server's secret (Web Crypto: the same on Node and Workers). Made when
 * an answer is built, so only people who may read what the file is attached to ever get one, and an
 * image tag can use it without a token.
 */

/** About an hour: at least 60 minutes, rounded up to the next 10 so repeated answers give the same URL (browser caches keep working). */
const VALID_SECONDS = 3600;
const ROUND_SECONDS = 600;

const encoder = new TextEncoder();
const keys = new Map<string, Promise<CryptoKey>>();

function keyOf(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    // A purpose prefix keeps these signatures apart from anything else the secret signs.
    const material = encoder.encode(`uploads:${secret}`);
    key = crypto.subtle.importKey("raw", material, { name: "HMAC", hash: "SHA-256" }, false, [
      "sign",
      "verify",
    ]);
    keys.set(secret, key);
  }
  return key;
}

const signedText = (id: string, exp: number) => encoder.encode(`${id}.${exp}`);

function base64url(bytes: ArrayBuffer): string {
  return btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

function fromBase64url(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]{1,100}$/.test(text)) return null;
  const bytes = Uint8Array.from(atob(text.replace(/-/g, "+").replace(/_/g, "/")), (c) => c.charCodeAt(0));
  // One spelling per signature: a text whose unused low bits differ is not ours.
  return base64url(bytes.buffer) === text ? bytes : null;
}

/** The expiry (Unix seconds) of a URL made at `now`. */
export function expiryOf(now: Date): number {
  const seconds = Math.floor(now.getTime() / 1000) + VALID_SECONDS;
  return Math.ceil(seconds / ROUND_SECONDS) * ROUND_SECONDS;
}

/** The file's path without a signature: for the public kinds (organization logos, avatars). */
export const uploadFilePath = (id: string) => `/api/uploads/${encodeURIComponent(id)}/file`;

/**
 * Signatures already made, by secret, id and expiry: an expiry stays the same for ten minutes, so
 * a page read again (the 进展 view after each write, 24 photo sessions of three photos) would sign
 * the same texts again, each an async WebCrypto call (~12% of that view's time). Bounded; the
 * oldest go first (those of a past expiry are never asked for again).
 */
const MAX_SIGNATURES = 5000;
const signatures = new Map<string, Promise<string>>();

function signatureOf(secret: string, id: string, exp: number): Promise<string> {
  const cacheKey = `${secret}\u0000${id}\u0000${exp}`;
  let sig = signatures.get(cacheKey);
  if (!sig) {
    sig = keyOf(secret)
      .then((key) => crypto.subtle.sign("HMAC", key, signedText(id, exp)))
      .then(base64url);
    // A failed signature is not kept: the next answer tries again.
    sig.catch(() => signatures.delete(cacheKey));
    if (signatures.size >= MAX_SIGNATURES) {
      const oldest = signatures.keys().next();
      if (!oldest.done) signatures.delete(oldest.value);
    }
    signatures.set(cacheKey, sig);
  }
  return sig;
}

export async function signedUploadPath(secret: string, id: string, now: Date): Promise<string> {
  const exp = expiryOf(now);
  const sig = await signatureOf(secret, id, exp);
  return `${uploadFilePath(id)}?exp=${exp}&sig=${sig}`;
}

/** Whether `exp`/`sig` from a URL are ours for this id and not yet expired (checked in constant time). */
export async function signatureHolds(
  secret: string,
  id: string,
  exp: string | undefined,
  sig: string | undefined,
  now: Date,
): Promise<boolean> {
  if (!exp || !sig || !/^\d{1,12}$/.test(exp)) return false;
  const expiry = Number(exp);
  if (expiry * 1000 <= now.getTime()) return false;
  const signature = fromBase64url(sig);
  if (!signature) return false;
  return crypto.subtle.verify("HMAC", await keyOf(secret), signature, signedText(id, expiry));
}
