import { COMMON_PASSWORDS_TEXT } from "./common-passwords";

/**
 * A new password must not be one of the 10,000 most common breached passwords (case-insensitive):
 * an attacker tries those first. The server's zPassword and the web forms apply this check; the
 * web loads this module (and its list) only when a new-password form validates. The other rules
 * (length, not only spaces) are in shared-rules.ts.
 */
let common: Set<string> | undefined;

export function isCommonPassword(password: string): boolean {
  common ??= new Set(COMMON_PASSWORDS_TEXT.split("\n"));
  return common.has(password.toLowerCase());
}
