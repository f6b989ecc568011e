/**
 * Stored idempotent answers (worker/http/idempotency.ts) are sealed: some carry a secret (the
 * invitation token of POST /clients/{id}/invite, the temporary password of POST
 * /admin/organizations), and a read of the database must not give them away. Every stored answer
 * is sealed the same way, so no route has to remember to ask for it.
 *
 * AES-256-GCM with a key derived by HKDF-SHA-256 from the server secret (JWT_SECRET), through
 * WebCrypto, so Node and workerd run the same code. The row's owner and key are the additional
 * data: a sealed answer copied to another user's or key's row does not open.
 * Format: `v1.` + base64(12-byte IV ‖ ciphertext with its tag).
 */

const FORMAT = "v1.";
const IV_BYTES = 12;
const encoder = new TextEncoder();

/** One derived key per secret, kept as a promise (concurrent first calls share one derivation). */
const keys = new Map<string, Promise<CryptoKey>>();
function keyFor(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle
      .importKey("raw", encoder.encode(secret), "HKDF", false, ["deriveKey"])
      .then((material) =>
        crypto.subtle.deriveKey(
          {
            name: "HKDF",
            hash: "SHA-256",
            salt: new Uint8Array(0),
            info: encoder.encode("coach-platform idempotent answers v1"),
          },
          material,
          { name: "AES-GCM", length: 256 },
          false,
          ["encrypt", "decrypt"],
        ),
      );
    keys.set(secret, key);
  }
  return key;
}

function toBase64(bytes: Uint8Array): string {
  let binary = "";
  // In chunks: String.fromCharCode(...) of a whole large answer would overflow the call stack.
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** What the sealed text is bound to: the row's owner and key. */
export type SealScope = { userId: number; key: string };

function additionalData(scope: SealScope): Uint8Array<ArrayBuffer> {
  // A copy: workerd types encode() as a view of any buffer, WebCrypto wants an ArrayBuffer one.
  return new Uint8Array(encoder.encode(`${scope.userId}\n${scope.key}`));
}

export async function sealAnswer(secret: string, scope: SealScope, body: string): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const sealed = await crypto.subtle.encrypt(
    { name: "AES-GCM", iv, additionalData: additionalData(scope) },
    await keyFor(secret),
    encoder.encode(body),
  );
  const out = new Uint8Array(IV_BYTES + sealed.byteLength);
  out.set(iv);
  out.set(new Uint8Array(sealed), IV_BYTES);
  return FORMAT + toBase64(out);
}

/**
 * The stored answer, or null when it does not open: a row written before answers were sealed
 * (plain text), sealed under another secret (JWT_SECRET rotated) or for another row, or altered.
 */
export async function openAnswer(secret: string, scope: SealScope, stored: string): Promise<string | null> {
  if (!stored.startsWith(FORMAT)) return null;
  try {
    const bytes = fromBase64(stored.slice(FORMAT.length));
    if (bytes.length <= IV_BYTES) return null;
    const plain = await crypto.subtle.decrypt(
      { name: "AES-GCM", iv: bytes.subarray(0, IV_BYTES), additionalData: additionalData(scope) },
      await keyFor(secret),
      bytes.subarray(IV_BYTES),
    );
    return new TextDecoder().decode(plain);
  } catch {
    return null;
  }
}
