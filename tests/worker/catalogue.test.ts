import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { dictionaryName } from "../../scripts/build-default-exercises";
import { COMMON_EXERCISES } from "../../scripts/common-exercises";
import { INSTRUCTIONS_ZH } from "../../scripts/exercise-instructions-zh";
import { FORMER_NAMES_ZH, NAMES_ZH } from "../../scripts/exercise-names-zh";
import { type CatalogueExercise, withoutChineseSteps } from "../../worker/domains/libraries/seed";

/**
 * The committed catalogue (db/default-exercises/exercises.json) as issue 22 wants it: a Chinese name
 * for every exercise, Chinese steps for the 150 coaches program most. Built by
 * scripts/build-default-exercises.ts; these read the file, so a stale build fails here.
 */
const catalogue = (
  JSON.parse(readFileSync("db/default-exercises/exercises.json", "utf8")) as {
    exercises: CatalogueExercise[];
  }
).exercises;
const byId = new Map(catalogue.map((e) => [e.id, e]));
const CJK = /[\u3400-\u9fff]/;
/** Upstream exercises without instructions: their description is the Chinese steps alone. */
const NO_UPSTREAM_STEPS = new Set(["Side_Bridge", "One-Arm_Kettlebell_Swings"]);

describe("catalogue names (issue 22)", () => {
  it("are Chinese for every exercise, the English name beside it", () => {
    expect(catalogue).toHaveLength(873);
    expect(catalogue.filter((e) => !CJK.test(e.exercise_name)).map((e) => e.exercise_name)).toEqual([]);
    for (const e of catalogue) {
      expect(e.english_name, e.id).toMatch(/^[\x20-\x7e]+$/);
      expect(e.exercise_name.endsWith(` ${e.english_name}`), e.exercise_name).toBe(true);
      const zh = e.exercise_name.slice(0, -e.english_name.length - 1);
      expect(zh, e.exercise_name).toMatch(CJK);
    }
    expect(new Set(catalogue.map((e) => e.exercise_name)).size).toBe(catalogue.length);
    expect(byId.get("Frankenstein_Squat")?.exercise_name).toBe("科学怪人前蹲 Frankenstein Squat");
    expect(byId.get("Air_Bike")?.exercise_name).toBe("空中蹬车卷腹 Air Bike");
  });

  it("come from exercise-names-zh.ts where the dictionary cannot make them, remembering the names before", () => {
    const table = Object.keys(NAMES_ZH);
    expect(table).toHaveLength(139);
    for (const english of table) {
      expect(dictionaryName(english), english).toBeNull();
      const e = catalogue.find((x) => x.english_name === english);
      expect(e, english).toMatchObject({
        exercise_name: `${NAMES_ZH[english]} ${english}`,
        // What the catalogue called it before: the English name alone.
        former_name: english,
      });
    }
    for (const [english, formerZh] of Object.entries(FORMER_NAMES_ZH)) {
      const e = catalogue.find((x) => x.english_name === english);
      expect(e?.former_name, english).toBe(`${formerZh} ${english}`);
      expect(e?.exercise_name).not.toBe(e?.former_name);
    }
    const former = catalogue.flatMap((e) => (e.former_name ? [e.former_name] : []));
    expect(former).toHaveLength(table.length + Object.keys(FORMER_NAMES_ZH).length);
    expect(new Set(former).size).toBe(former.length);
    const names = new Set(catalogue.map((e) => e.exercise_name));
    expect(former.filter((name) => names.has(name))).toEqual([]);
  });
});

describe("Chinese instructions (issue 22)", () => {
  it("are in the description of exactly the 150 most programmed exercises, the English kept below", () => {
    const ids = INSTRUCTIONS_ZH.map((e) => e.id);
    expect(ids).toHaveLength(150);
    expect(new Set(ids).size).toBe(150);
    const withSteps = catalogue.filter((e) => withoutChineseSteps(e.description) !== null).map((e) => e.id);
    expect(new Set(withSteps)).toEqual(new Set(ids));
    for (const [i, { id, steps }] of INSTRUCTIONS_ZH.entries()) {
      const e = byId.get(id)!;
      expect(e.common_rank, id).toBe(i + 1);
      expect(steps.length, id).toBeGreaterThanOrEqual(3);
      expect(steps.length, id).toBeLessThanOrEqual(6);
      const [header, ...lines] = e.description.split("\n");
      expect(header, id).toMatch(/^器械 Equipment：.* · 难度 Level：/);
      expect(lines.slice(0, steps.length), id).toEqual(steps.map((step, n) => `${n + 1}. ${step}`));
      expect(
        steps.every((step) => CJK.test(step)),
        id,
      ).toBe(true);
      // The English steps follow after a blank line, unchanged (no Chinese among them).
      const english = lines.slice(steps.length + 1);
      expect(withoutChineseSteps(e.description), id).toBe([header, ...english].join("\n"));
      if (NO_UPSTREAM_STEPS.has(id)) expect(english, id).toEqual([]);
      else {
        expect(lines[steps.length], id).toBe("");
        expect(english.length, id).toBeGreaterThan(0);
        expect(
          english.every((line) => /[A-Za-z]/.test(line) && !CJK.test(line)),
          id,
        ).toBe(true);
      }
    }
    // Every other exercise: the equipment/level line and its English steps only, no rank.
    for (const e of catalogue.filter((x) => !ids.includes(x.id))) {
      expect(e.description.split("\n").slice(1).join("\n"), e.id).not.toMatch(CJK);
      expect(e.common_rank, e.id).toBeNull();
    }
  });

  it("follow their rule: the staples first in their order, then no expert, Olympic or strongman exercise", () => {
    const names = INSTRUCTIONS_ZH.map(({ id }) => byId.get(id)!.exercise_name);
    expect(names.slice(0, COMMON_EXERCISES.length)).toEqual(COMMON_EXERCISES);
    for (const { id } of INSTRUCTIONS_ZH.slice(COMMON_EXERCISES.length)) {
      const e = byId.get(id)!;
      expect(e.tags.type, id).not.toContain("Olympic Weightlifting");
      expect(e.tags.type, id).not.toContain("Strongman");
      expect(e.description.split("\n")[0], id).not.toMatch(/Level：\S+ expert/);
    }
  });

  it("are told from the English by the layout the build writes", () => {
    const header = "器械 Equipment：杠铃 barbell · 难度 Level：初级 beginner";
    expect(withoutChineseSteps(`${header}\n1. 站直。\n2. 下蹲。\n\nStand.\nSquat.`)).toBe(
      `${header}\nStand.\nSquat.`,
    );
    expect(withoutChineseSteps(`${header}\n1. 站直。\n2. 下蹲。`)).toBe(header);
    expect(withoutChineseSteps(`${header}\nStand.\n1. Squat.`)).toBeNull();
    expect(withoutChineseSteps("我的说明")).toBeNull();
  });
});
