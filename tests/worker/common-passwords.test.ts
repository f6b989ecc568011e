import { describe, expect, it } from "vitest";
import { COMMON_PASSWORDS_FRONT_CODED } from "#shared/common-passwords";
import { decodeFrontCoded, isCommonPassword } from "#shared/password-rules";
import { PASSWORD_MIN_LENGTH } from "#shared/shared-rules";

/**
 * The common-password list is stored sorted and front-coded (26 KB gzip in the Worker bundle
 * instead of 43 KB); decoded it must still be the 10,000 distinct lower-cased words of 8+
 * characters, and the check must still refuse them whatever their case.
 */
describe("the common-password list", () => {
  const words = decodeFrontCoded(COMMON_PASSWORDS_FRONT_CODED);

  it("decodes to 10,000 distinct sorted lower-case words of 8+ characters", () => {
    expect(words).toHaveLength(10_000);
    expect(new Set(words).size).toBe(10_000);
    expect(words).toEqual([...words].sort());
    expect(words.every((w) => w.length >= PASSWORD_MIN_LENGTH && w === w.toLowerCase())).toBe(true);
    // Front coding pays: the stored text is well under the 90 KB of the plain list.
    expect(COMMON_PASSWORDS_FRONT_CODED.length).toBeLessThan(words.join("\n").length * 0.7);
  });

  it("refuses the list's words in any case, and accepts others", () => {
    for (const w of ["password", "iloveyou", "1qaz2wsx", "trustno1", words[0]!, words.at(-1)!])
      expect(isCommonPassword(w.toUpperCase())).toBe(true);
    expect(isCommonPassword("Correct-Horse-Battery-9")).toBe(false);
  });
});
