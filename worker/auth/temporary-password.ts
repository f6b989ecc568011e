import { PASSWORD_MIN_LENGTH } from "#shared/shared-rules";

/** Letters and digits a person can read back without confusing them (no 0/O, 1/l/I). */
const ALPHABET = "abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789";
const LENGTH = Math.max(PASSWORD_MIN_LENGTH, 14);

/**
 * A temporary password for an account an administrator creates (a coach added to the team, an
 * organization's new owner): 14 characters drawn uniformly from 55 (about 80 bits), so it meets the
 * password rules (length, not a common password) by construction. The administrator sees it once;
 * the person changes it after signing in.
 */
export function temporaryPassword(): string {
  const out: string[] = [];
  const bytes = new Uint8Array(64);
  while (out.length < LENGTH) {
    crypto.getRandomValues(bytes);
    for (const b of bytes) {
      // Rejection sampling keeps every character equally likely.
      if (b < 256 - (256 % ALPHABET.length) && out.length < LENGTH) out.push(ALPHABET[b % ALPHABET.length]!);
    }
  }
  return out.join("");
}
