import { readFileSync } from "node:fs";
import { and, count, eq, sql } from "drizzle-orm";
import { pinyin } from "pinyin-pro";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { searchKeyForName } from "#shared/search-key";
import { exercises } from "../../db/schema";
import { INSTRUCTIONS_ZH } from "../../scripts/exercise-instructions-zh";
import { seedDefaultExercises } from "../../worker/domains/libraries/default-exercises";
import { listOrder } from "../../worker/domains/libraries/exercises";
import {
  type CatalogueExercise,
  defaultExercisesSql,
  withoutChineseSteps,
} from "../../worker/domains/libraries/seed";
import { callerFor } from "../helpers/caller";
import type { TestDb } from "../helpers/db";
import type { TestApi } from "../helpers/http";
import { recordStatements } from "../helpers/statements";
import { openTwoOrganizations, type TwoOrganizations } from "../helpers/two-organizations";

/**
 * The order of the unfiltered exercise list (issue 22): zh-CN lists the exercises coaches program
 * most first, then the rest by pinyin; en by English name; an organization's own exercises first.
 * And databases seeded by an earlier catalogue (English names alone, no Chinese steps, no ranks)
 * catch up at the next start, on Node and through the D1 seed SQL.
 */
let t: TestDb;
let api: TestApi;
let w: TwoOrganizations;

const catalogue = (
  JSON.parse(readFileSync("db/default-exercises/exercises.json", "utf8")) as {
    exercises: CatalogueExercise[];
  }
).exercises;
const byId = new Map(catalogue.map((e) => [e.id, e]));
const byName = new Map(catalogue.map((e) => [e.exercise_name, e]));
const mostProgrammed = INSTRUCTIONS_ZH.map(({ id }) => byId.get(id)!.exercise_name);
const CJK = /[\u3400-\u9fff]/;

beforeAll(async () => {
  ({ t, api, w } = await openTwoOrganizations());
  await seedDefaultExercises(t.deps);
});
afterAll(() => t.close());

type List = { exercises: { exercise_name: string; default: boolean }[]; meta: { total_count: number } };
const names = (answer: { body: List }) => answer.body.exercises.map((e) => e.exercise_name);
const list = (query: string, token: string, language?: string) =>
  api.request<List>("GET", `/api/exercises?${query}`, {
    token,
    headers: language ? { "accept-language": language } : {},
  });
/** Code-point order of lower-case text: SQLite's NOCASE for these ASCII names. */
const nocase = (a: string, b: string) => (a.toLowerCase() < b.toLowerCase() ? -1 : a === b ? 0 : 1);

describe("the unfiltered exercise list in zh-CN", () => {
  it("starts with the exercises coaches program most, in that order, then the rest by pinyin", async () => {
    // Organization B has no exercises of its own: the catalogue alone. No Accept-Language: zh-CN.
    const all = names(await list("limit=1000", w.b.trainer.token));
    expect(all).toHaveLength(catalogue.length);
    expect(all.slice(0, 3)).toEqual([
      "杠铃深蹲 Barbell Squat",
      "杠铃硬拉 Barbell Deadlift",
      "杠铃卧推（中握） Barbell Bench Press - Medium Grip",
    ]);
    expect(all.slice(0, 150)).toEqual(mostProgrammed);
    // Then by the pinyin search key ("a…" first), the name deciding between equal keys.
    const rest = all.slice(150).map((name) => byName.get(name)!);
    for (const [i, e] of rest.entries()) {
      const next = rest[i + 1];
      if (!next) break;
      const ordered =
        e.search_key < next.search_key ||
        (e.search_key === next.search_key && e.exercise_name <= next.exercise_name);
      expect(ordered, `${e.exercise_name} before ${next.exercise_name}`).toBe(true);
    }
    expect(rest[0]!.search_key.startsWith("a")).toBe(true);
    // No exercise is listed by its English name alone (they used to come first).
    expect(all.filter((name) => !CJK.test(name))).toEqual([]);
  });

  it("is what the editor's picker shows before anything is typed, and pages continue it", async () => {
    const caller = callerFor(t, w.b.trainer.actor);
    const picker = await caller.libraries.exercises.list({ locale: "zh-CN", limit: 8 });
    expect(picker.exercises.map((e) => e.exercise_name)).toEqual(mostProgrammed.slice(0, 8));
    // The tRPC default is the request's language, zh-CN without a header.
    const plain = await caller.libraries.exercises.list({ limit: 8 });
    expect(plain.exercises.map((e) => e.exercise_name)).toEqual(mostProgrammed.slice(0, 8));
    const pages = [];
    for (const page of [1, 2, 3, 4]) {
      pages.push(...names(await list(`limit=50&page=${page}`, w.b.trainer.token)));
    }
    expect(pages).toEqual(names(await list("limit=200", w.b.trainer.token)));
  });
});

describe("the unfiltered exercise list in en", () => {
  it("is ordered by English name, case-insensitively, for Accept-Language: en or locale=en", async () => {
    const all = names(await list("limit=1000", w.b.trainer.token, "en"));
    expect(all).toHaveLength(catalogue.length);
    const english = all.map((name) => byName.get(name)!.english_name);
    expect(english).toEqual([...english].sort(nocase));
    expect(english.slice(0, 3)).toEqual(["3/4 Sit-Up", "90/90 Hamstring", "Ab Crunch Machine"]);
    const asked = await callerFor(t, w.b.trainer.actor).libraries.exercises.list({
      locale: "en",
      limit: 1000,
    });
    expect(asked.exercises.map((e) => e.exercise_name)).toEqual(all);
    // The input wins over the header: the web sends the interface language in both.
    expect(names(await list("limit=3&locale=zh-CN", w.b.trainer.token, "en"))).toEqual(
      mostProgrammed.slice(0, 3),
    );
    expect((await list("locale=fr", w.b.trainer.token)).status).toBe(400);
  });
});

describe("an organization's own exercises", () => {
  it("come first: by pinyin in zh-CN, by name in en", async () => {
    const caller = callerFor(t, w.a.trainer.actor);
    for (const exercise_name of ["Zercher Mine", "阿诺德推举 Mine", "Band Row Mine"]) {
      const search_key = searchKeyForName(exercise_name, (text) =>
        pinyin(text, { toneType: "none", type: "array", v: true }),
      );
      await caller.libraries.exercises.create({ exercise: { exercise_name, search_key } });
    }
    const zh = names(await list("limit=4", w.a.trainer.token));
    expect(zh).toEqual(["阿诺德推举 Mine", "Band Row Mine", "Zercher Mine", mostProgrammed[0]]);
    const en = names(await list("limit=4", w.a.trainer.token, "en"));
    expect(en).toEqual(["Band Row Mine", "Zercher Mine", "阿诺德推举 Mine", "3/4 幅度仰卧起坐 3/4 Sit-Up"]);
    // Coaches' exercises have no rank and no English sort name; copies of catalogue ones neither.
    const [own] = await t.db.select().from(exercises).where(eq(exercises.exercise_name, "Zercher Mine"));
    expect(own).toMatchObject({ common_rank: null, english_name: null });
  });

  it("leave the catalogue's English sort name to the catalogue: the super admin's additions get one", async () => {
    const caller = callerFor(t, w.superAdmin.actor);
    const added = await caller.libraries.exercises.create({
      exercise: { exercise_name: "保加利亚分腿蹲 Bulgarian Split Squat", default: true },
    });
    expect(added.exercise).toMatchObject({ english_name: "Bulgarian Split Squat", common_rank: null });
    const renamed = await caller.libraries.exercises.update({
      id: added.exercise.id,
      exercise: { exercise_name: "后脚抬高分腿蹲 Rear-Foot Elevated Split Squat" },
    });
    expect(renamed.exercise.english_name).toBe("Rear-Foot Elevated Split Squat");
    await caller.libraries.exercises.delete({ id: added.exercise.id });
  });
});

describe("the list's order in SQLite", () => {
  it("reads the catalogue from its index in order, for both languages, sorting nothing", async () => {
    for (const locale of ["zh-CN", "en"] as const) {
      const query = t.db
        .select()
        .from(exercises)
        .where(eq(exercises.default, true))
        .orderBy(...listOrder(locale))
        .limit(100)
        .toSQL();
      const plan = await t.client.execute({
        sql: `EXPLAIN QUERY PLAN ${query.sql}`,
        args: query.params as (string | number)[],
      });
      const steps = plan.rows.map((row) => String(row.detail));
      expect(steps.join("; "), locale).toMatch(
        locale === "en" ? /USING INDEX exercises_en_order_idx/ : /USING INDEX exercises_zh_order_idx/,
      );
      expect(steps.join("; "), locale).not.toMatch(/TEMP B-TREE/);
    }
  });
});

/** Puts the catalogue rows back as the catalogue before issue 22 seeded them. */
async function asSeededBefore() {
  const syllables = (text: string) => pinyin(text, { toneType: "none", type: "array", v: true });
  for (const e of catalogue) {
    const name = e.former_name ?? e.exercise_name;
    await t.db
      .update(exercises)
      .set({
        exercise_name: name,
        search_key: searchKeyForName(name, syllables),
        description: withoutChineseSteps(e.description) ?? e.description,
        english_name: null,
        common_rank: null,
      })
      .where(and(eq(exercises.default, true), eq(exercises.exercise_name, e.exercise_name)));
  }
}

async function catalogueRows() {
  const rows = await t.db.select().from(exercises).where(eq(exercises.default, true));
  return new Map(rows.map((r) => [r.exercise_name, r]));
}

describe("databases seeded by an earlier catalogue", () => {
  it("catch up at the next start: names, Chinese steps, ranks; the super admin's edits stay", async () => {
    await asSeededBefore();
    const before = await catalogueRows();
    expect(before.has("Frankenstein Squat")).toBe(true);
    expect(before.has("风阻单车 Air Bike")).toBe(true);
    // The super admin renamed one English-only exercise and rewrote one description since.
    await t.db
      .update(exercises)
      .set({ exercise_name: "我的古巴推举 Cuban Press" })
      .where(eq(exercises.exercise_name, "Cuban Press"));
    await t.db
      .update(exercises)
      .set({ description: "我们的平板支撑要求" })
      .where(eq(exercises.exercise_name, "平板支撑 Plank"));

    expect(await seedDefaultExercises(t.deps)).toEqual({ inserted: 0 });
    const after = await catalogueRows();
    expect(after.size).toBe(catalogue.length);
    for (const e of catalogue) {
      if (e.english_name === "Cuban Press") continue;
      const row = after.get(e.exercise_name);
      expect(row, e.exercise_name).toBeDefined();
      expect(row, e.exercise_name).toMatchObject({
        search_key: e.search_key,
        english_name: e.english_name,
        common_rank: e.common_rank,
        ...(e.english_name === "Plank" ? {} : { description: e.description }),
      });
    }
    expect(after.get("平板支撑 Plank")).toMatchObject({ description: "我们的平板支撑要求", common_rank: 6 });
    expect(after.get("我的古巴推举 Cuban Press")).toBeDefined();
    expect(names(await list("limit=150", w.b.trainer.token))).toEqual(mostProgrammed);

    // The next start finds nothing to do: a few statements, no row written.
    const again = await recordStatements(t.client, () => seedDefaultExercises(t.deps));
    expect(again.rowsWritten).toBe(0);
    expect(again.statements.length).toBeLessThanOrEqual(3);
  });

  it("catch up through the D1 seed SQL too, without a second row of any exercise", async () => {
    // (The D1 file inserts what it finds under no name of the catalogue's: a renamed row comes back.)
    await t.db
      .update(exercises)
      .set({ exercise_name: "Cuban Press" })
      .where(eq(exercises.exercise_name, "我的古巴推举 Cuban Press"));
    await asSeededBefore();
    await t.client.executeMultiple(defaultExercisesSql(catalogue, "2026-01-01T00:00:00.000Z"));
    const [{ n } = { n: 0 }] = await t.db
      .select({ n: count() })
      .from(exercises)
      .where(eq(exercises.default, true));
    expect(n).toBe(catalogue.length);
    const after = await catalogueRows();
    for (const e of catalogue) {
      expect(after.get(e.exercise_name), e.exercise_name).toMatchObject({
        description: e.description,
        search_key: e.search_key,
        english_name: e.english_name,
        common_rank: e.common_rank,
      });
    }
    // Every statement of the file stays under D1's 100 KB.
    const longest = Math.max(
      ...defaultExercisesSql(catalogue, "2026-01-01T00:00:00.000Z")
        .split(/;\n(?=INSERT|WITH)/)
        .map((statement) => new TextEncoder().encode(statement).length),
    );
    expect(longest).toBeLessThan(100_000);
    const rows = await t.db.all<{ n: number }>(
      sql`SELECT count(*) AS n FROM exercises WHERE "default" = 1 AND english_name IS NULL`,
    );
    expect(rows[0]?.n).toBe(0);
  });
});
