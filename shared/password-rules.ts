import { COMMON_PASSWORDS_FRONT_CODED } from "#shared/common-passwords";

/**
 * A new password must not be one of the 10,000 most common breached passwords (case-insensitive):
 * an attacker tries those first. This is the web forms' instant copy of the check, loaded only when a
 * new-password form validates; the server checks the same words in its database
 * (worker/domains/auth/common-passwords.ts), so the list is not in the Worker bundle. The other
 * rules (length, not only spaces) are in shared-rules.ts.
 */
let common: Set<string> | undefined;

/**
 * The words of a front-coded list. The list is stored sorted and front-coded
 * (scripts/build-common-passwords.ts) to keep it small in the Worker bundle and the web chunk: each
 * line is one digit, how many leading characters it shares with the word before, then the rest.
 */
export function decodeFrontCoded(text: string): string[] {
  let previous = "";
  return text.split("\n").map((line) => {
    previous = previous.slice(0, Number(line[0])) + line.slice(1);
    return previous;
  });
}

export function isCommonPassword(password: string): boolean {
  // Built on first use: most requests never set a password, and a Worker isolate or the server
  // should not pay for the 10,000-entry set at start.
  common ??= new Set(decodeFrontCoded(COMMON_PASSWORDS_FRONT_CODED));
  return common.has(password.toLowerCase());
}
