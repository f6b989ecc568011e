import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

/**
 * English counts agree with their number (issue 22: the week header read "1 workouts"). A count
 * written straight before a plural noun ("{count} workouts") is wrong for one; the English catalog
 * says it with an ICU plural instead ("{count, plural, one {# workout} other {# workouts}}"), which
 * Lingui renders per number. Limits ("At most {max} workouts", never one) and fractions ("{done}/{0}
 * exercises") are left as they are.
 * Decision: docs/decisions/2026-11-25-english-plurals.md
 */
const NOUNS = "workouts|clients|coaches|trainers|exercises|programs|items|comments|weeks|days";
const COUNT_BEFORE_NOUN = new RegExp(`(?<![Aa]t most |/)\\{[0-9A-Za-z_]+\\} (${NOUNS})\\b`);

function englishTranslations(): string[] {
  const po = readFileSync(new URL("../../web/locales/en/messages.po", import.meta.url), "utf8");
  return [...po.matchAll(/^msgstr "((?:[^"\\]|\\.)*)"$/gm)].map((m) => m[1] ?? "");
}

describe("the English catalog", () => {
  it("says every count before a plural noun with an ICU plural", () => {
    const wrong = englishTranslations().filter((text) => COUNT_BEFORE_NOUN.test(text));
    expect(wrong).toEqual([]);
  });
});
