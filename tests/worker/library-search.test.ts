import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq, sql } from "drizzle-orm";
import { Hono } from "hono";
import { pinyin } from "pinyin-pro";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chinesePart, normalizeSearchKey, searchKeyForName, searchKeyFrom } from "#shared/search-key";
import { exercises } from "../../db/schema";
import { COMMON_EXERCISES } from "../../scripts/common-exercises";
import {
  type CatalogueExercise,
  seedDefaultExercises,
} from "../../worker/domains/libraries/default-exercises";
import { defaultExercisesSql } from "../../worker/domains/libraries/seed";
import {
  IMMUTABLE_CACHE_CONTROL,
  INDEX_CACHE_CONTROL,
  serveWebApp,
} from "../../worker/runtime/node/static-files";
import { callerFor } from "../helpers/caller";
import type { TestDb } from "../helpers/db";
import type { TestApi } from "../helpers/http";
import { recordStatements } from "../helpers/statements";
import { openTwoOrganizations, type TwoOrganizations } from "../helpers/two-organizations";

let t: TestDb;
let api: TestApi;
let w: TwoOrganizations;

beforeAll(async () => {
  ({ t, api, w } = await openTwoOrganizations());
  await seedDefaultExercises(t.deps);
});
afterAll(() => t.close());

type Exercise = {
  id: number;
  default: boolean;
  exercise_name: string;
  organization_id: number | null;
  trainer_id: number | null;
  search_key: string;
  photo_url: string | null;
  copied_from_id: number | null;
  tags: { type: string[]; primary_muscles: string[]; plane: string[]; pattern: string[] };
};
type List = { exercises: Exercise[]; meta: { total_count: number } };
type Written = { success: number; msg: string; exercise: Exercise };
type Tags = { tags: Record<"type" | "primary_muscles" | "plane" | "pattern", string[]> };

const syllables = (text: string) => pinyin(text, { toneType: "none", type: "array", v: true });
const names = (answer: { body: List }) => answer.body.exercises.map((e) => e.exercise_name);
const search = (query: string, token = w.a.trainer.token) =>
  api.get<List>(`/api/exercises?${query}&limit=1000`, { token });
const q = (text: string) => `q=${encodeURIComponent(text)}`;
const CATALOGUE_SQUAT = "杠铃深蹲 Barbell Squat";

describe("search keys (shared/search-key.ts)", () => {
  it("are the pinyin in full, a space, and the initials, lower case", () => {
    expect(searchKeyFrom(["shen", "dun"])).toBe("shendun sd");
    expect(searchKeyFrom(["Lǚ", "（", " ", "T"])).toBe("lvt lt");
    expect(searchKeyFrom(["lü", "xíng"])).toBe("lvxing lx");
    expect(searchKeyFrom([])).toBe("");
    expect(chinesePart("T杠划船 T-Bar Row")).toBe("T杠划船");
    expect(searchKeyForName("深蹲 Squat", syllables)).toBe("shendun sd");
    expect(searchKeyForName("Squat Jump", syllables)).toBe("squat jump");
    expect(normalizeSearchKey("  Shen-Dun\tSD ü ")).toBe("shen dun sd v");
  });

  it("are in the catalogue file, beside a photo that exists, all photos within budget", () => {
    const file = readFileSync("db/default-exercises/exercises.json", "utf8");
    const catalogue = (JSON.parse(file) as { exercises: CatalogueExercise[] }).exercises;
    expect(catalogue.every((e) => e.search_key === normalizeSearchKey(e.search_key) && e.search_key)).toBe(
      true,
    );
    const photos = readdirSync("web/public/exercise-photos");
    expect(photos.every((p) => /^[a-z0-9-]+\.[0-9a-f]{8}\.webp$/.test(p))).toBe(true);
    expect(new Set(catalogue.map((e) => e.photo_url))).toEqual(
      new Set(photos.map((p) => `/exercise-photos/${p}`)),
    );
    const bytes = photos.reduce((n, p) => n + statSync(join("web/public/exercise-photos", p)).size, 0);
    expect(bytes).toBeLessThan(10 * 1024 * 1024);
  });

  it("are in the catalogue with a photo for every exercise", async () => {
    const [row] = await t.db.select().from(exercises).where(eq(exercises.exercise_name, CATALOGUE_SQUAT));
    expect(row).toMatchObject({ search_key: "ganglingshendun glsd" });
    expect(row!.photo_url).toMatch(/^\/exercise-photos\/barbell-squat\.[0-9a-f]{8}\.webp$/);
  });
});

describe("GET /api/exercises?q=", () => {
  it("finds 深蹲 by full pinyin, spaced pinyin and initials, in the catalogue and a coach's own", async () => {
    const own = await api.post<Written>(
      "/api/exercises",
      { exercise: { exercise_name: "箱式深蹲 Box Squat Mine", search_key: " XiangShiShenDun xssd " } },
      { token: w.a.trainer.token },
    );
    expect(own.status).toBe(201);
    expect(own.body.exercise.search_key).toBe("xiangshishendun xssd");
    for (const text of ["shendun", "shen dun", "SHENDUN", "glsd", "ganglingshen"]) {
      expect(names(await search(q(text))), text).toContain(CATALOGUE_SQUAT);
    }
    for (const text of ["xiangshishendun", "xssd", "shen dun"]) {
      expect(names(await search(q(text))), text).toContain("箱式深蹲 Box Squat Mine");
    }
    // Another organization's exercise stays invisible, whatever matches.
    expect(names(await search(q("xssd"), w.b.trainer.token))).not.toContain("箱式深蹲 Box Squat Mine");
  });

  it("matches Chinese and English substrings of the name, wildcards taken literally", async () => {
    expect(names(await search(q("深蹲")))).toContain(CATALOGUE_SQUAT);
    expect(names(await search(q("barbell squ")))).toContain(CATALOGUE_SQUAT);
    expect((await search(q("%"))).body.exercises).toEqual([]);
    expect((await search(q("_"))).body.exercises).toEqual([]);
  });

  it("ranks an exact name first, then prefixes, whole words or initials, then substrings (issue 22)", async () => {
    expect(names(await search(q("杠铃深蹲")))[0]).toBe(CATALOGUE_SQUAT);
    expect(names(await search(q("俯卧撑")))[0]).toBe("俯卧撑 Pushups");
    expect(names(await search(q("gangling shendun")))[0]).toBe(CATALOGUE_SQUAT);
    expect(names(await search(q("barbell squat")))[0]).toBe(CATALOGUE_SQUAT);
    // No catalogue name is just 硬拉 or 卧推: the staples of equal rank come first.
    expect(names(await search(q("硬拉")))[0]).toBe("杠铃硬拉 Barbell Deadlift");
    expect(names(await search(q("卧推")))[0]).toBe("杠铃卧推（中握） Barbell Bench Press - Medium Grip");
    const squats = names(await search(q("深蹲")));
    expect(squats.indexOf(CATALOGUE_SQUAT)).toBeLessThan(
      squats.indexOf("单腿杠铃深蹲 One Leg Barbell Squat"),
    );
    // A name starting with the query comes before one that only contains it.
    const pushups = names(await search(q("俯卧撑")));
    expect(pushups.indexOf("俯卧撑转侧平板支撑 Push Up to Side Plank")).toBeLessThan(
      pushups.indexOf("上斜俯卧撑 Incline Push-Up"),
    );
    // Paging keeps the ranking: page 2 continues page 1.
    const all = names(await search(q("深蹲")));
    const first = names(
      await api.get<List>(`/api/exercises?${q("深蹲")}&limit=5&page=1`, { token: w.a.trainer.token }),
    );
    const second = names(
      await api.get<List>(`/api/exercises?${q("深蹲")}&limit=5&page=2`, { token: w.a.trainer.token }),
    );
    expect([...first, ...second]).toEqual(all.slice(0, 10));
    expect((await search(q("深蹲"))).body.meta.total_count).toBe(all.length);
  });

  it("knows every staple it ranks first by its catalogue name", async () => {
    const catalogue = new Set(names(await search("default=true")));
    expect(COMMON_EXERCISES.filter((name) => !catalogue.has(name))).toEqual([]);
  });

  it("finds Chinese names typed with spaces (深 蹲)", async () => {
    expect(names(await search(q("深 蹲")))).toContain(CATALOGUE_SQUAT);
    expect(names(await search(q("杠铃 深蹲")))[0]).toBe(CATALOGUE_SQUAT);
  });

  it("filters by source (`default`) and tags together with the query", async () => {
    const catalogue = await search(`${q("sd")}&default=true`);
    expect(catalogue.body.exercises.length).toBeGreaterThan(5);
    expect(catalogue.body.exercises.every((e) => e.default)).toBe(true);
    const mine = await search(`${q("sd")}&default=false`);
    expect(names(mine)).toEqual(["箱式深蹲 Box Squat Mine"]);
    const tagged = await search(`${q("shendun")}&pattern=Squat&primary_muscles=Quadriceps`);
    expect(tagged.body.exercises.length).toBeGreaterThan(3);
    expect(tagged.body.exercises.every((e) => e.tags.pattern.includes("Squat"))).toBe(true);
  });

  it("matches tag values of any spelling, in their own family only", async () => {
    const caller = callerFor(t, w.a.trainer.actor);
    await caller.libraries.exercises.create({
      exercise: {
        exercise_name: "特别动作 Odd Tags",
        tags: { type: ['Say "hi" 100%'], primary_muscles: ["臀部"], pattern: ["Squat"] },
      },
    });
    const tag = (family: string, value: string) => `${family}=${encodeURIComponent(value)}`;
    expect(names(await search(tag("type", 'say "HI" 100%')))).toEqual(["特别动作 Odd Tags"]);
    expect(names(await search(tag("primary_muscles", "臀部")))).toEqual(["特别动作 Odd Tags"]);
    expect((await search(tag("type", "100%"))).body.exercises).toEqual([]);
    // "Squat" is a pattern here, not a type.
    expect((await search(tag("type", "Squat"))).body.exercises).toEqual([]);
  });

  it("stores a fallback key without one, and refreshes it when the name changes", async () => {
    const caller = callerFor(t, w.a.trainer.actor);
    const created = await caller.libraries.exercises.create({
      exercise: { exercise_name: "绳索夹胸 Cable Fly" },
    });
    expect(created.exercise.search_key).toBe("cable fly");
    const keyed = await caller.libraries.exercises.update({
      id: created.exercise.id,
      exercise: { search_key: "shengsuojiaxiong ssjx" },
    });
    expect(keyed.exercise.search_key).toBe("shengsuojiaxiong ssjx");
    const described = await caller.libraries.exercises.update({
      id: created.exercise.id,
      exercise: { description: "慢" },
    });
    expect(described.exercise.search_key).toBe("shengsuojiaxiong ssjx");
    const renamed = await caller.libraries.exercises.update({
      id: created.exercise.id,
      exercise: { exercise_name: "龙门架夹胸 Crossover" },
    });
    expect(renamed.exercise.search_key).toBe("crossover");
  });
});

describe("GET /api/exercises/tags", () => {
  it("lists each family's values once, sorted case-insensitively, over what the caller sees", async () => {
    await callerFor(t, w.a.trainer.actor).libraries.exercises.create({
      exercise: {
        exercise_name: "自定义 Own Tags",
        tags: { type: ["aaa studio"], primary_muscles: ["back", "Zygomatic"] },
      },
    });
    await callerFor(t, w.b.trainer.actor).libraries.exercises.create({
      exercise: { exercise_name: "B 的动作", tags: { type: ["B only"] } },
    });
    const a = await api.get<Tags>("/api/exercises/tags", { token: w.a.trainer.token });
    expect(a.status).toBe(200);
    expect(a.body.tags.type[0]).toBe("aaa studio");
    expect(a.body.tags.type).toContain("Warm up");
    expect(a.body.tags.type).not.toContain("B only");
    expect(a.body.tags.primary_muscles.filter((m) => m.toLowerCase() === "back")).toEqual(["Back"]);
    expect(a.body.tags.primary_muscles).toContain("Zygomatic");
    expect(a.body.tags.plane).toEqual(["Frontal", "Saggital", "Transverse"]);
    // Sorted by their lower-case text (code points, as SQLite's lower() and ORDER BY compare).
    const byLowerCase = (x: string, y: string) => (x.toLowerCase() < y.toLowerCase() ? -1 : 1);
    for (const family of ["type", "primary_muscles", "plane", "pattern"] as const) {
      expect(a.body.tags[family]).toEqual([...a.body.tags[family]].sort(byLowerCase));
    }
    const b = await callerFor(t, w.b.trainer.actor).libraries.exercises.tags({});
    expect(b.tags.type).toContain("B only");
    expect(b.tags.type).not.toContain("aaa studio");
    const all = await api.get<Tags>("/api/exercises/tags", { token: w.superAdmin.token });
    expect(all.body.tags.type).toEqual(expect.arrayContaining(["B only", "aaa studio"]));
  });
});

describe("POST /api/exercises/{id}/copy", () => {
  it("copies a catalogue exercise into the coach's organization, editable there", async () => {
    const [source] = await t.db.select().from(exercises).where(eq(exercises.exercise_name, CATALOGUE_SQUAT));
    const copied = await api.post<Written>(`/api/exercises/${source!.id}/copy`, undefined, {
      token: w.a.trainer.token,
    });
    expect(copied.status).toBe(201);
    expect(copied.body).toMatchObject({ success: 0, msg: "练习运动保存成功" });
    expect(copied.body.exercise).toMatchObject({
      exercise_name: CATALOGUE_SQUAT,
      default: false,
      organization_id: w.a.org.id,
      trainer_id: w.a.trainer.trainerId,
      copied_from_id: source!.id,
      search_key: source!.search_key,
      photo_url: source!.photo_url,
      tags: source!.tags,
    });
    const edited = await api.put<Written>(
      `/api/exercises/${copied.body.exercise.id}`,
      { exercise: { description: "我的版本" } },
      { token: w.a.trainer.token },
    );
    expect(edited.status).toBe(200);
    // The catalogue row itself stays read-only and unchanged.
    expect(
      (
        await api.put(
          `/api/exercises/${source!.id}`,
          { exercise: { description: "x" } },
          { token: w.a.trainer.token },
        )
      ).status,
    ).toBe(403);
    const mine = await search(`${q("ganglingshendun")}&default=false`);
    expect(mine.body.exercises.map((e) => e.id)).toContain(copied.body.exercise.id);
    // The own copy of an own exercise works too; another organization's is a 404, like a missing one.
    const again = await callerFor(t, w.a.admin.actor).libraries.exercises.copy({
      id: copied.body.exercise.id,
    });
    expect(again.exercise).toMatchObject({
      copied_from_id: copied.body.exercise.id,
      organization_id: w.a.org.id,
    });
    expect(
      (await api.post(`/api/exercises/${copied.body.exercise.id}/copy`, {}, { token: w.b.trainer.token }))
        .status,
    ).toBe(404);
    expect((await api.post("/api/exercises/999999/copy", {}, { token: w.a.trainer.token })).status).toBe(404);
  });

  it("asks the super admin for the organization, and ignores it from others", async () => {
    const [source] = await t.db.select().from(exercises).where(eq(exercises.exercise_name, CATALOGUE_SQUAT));
    const path = `/api/exercises/${source!.id}/copy`;
    const missing = await api.post<{ code: string; issues: { path: string }[] }>(
      path,
      {},
      {
        token: w.superAdmin.token,
      },
    );
    expect(missing.status).toBe(400);
    expect(missing.body.issues.map((i) => i.path)).toContain("organization_id");
    const named = await api.post<Written>(
      path,
      { organization_id: w.b.org.id },
      { token: w.superAdmin.token },
    );
    expect(named.status).toBe(201);
    expect(named.body.exercise.organization_id).toBe(w.b.org.id);
    const nowhere = await api.post(path, { organization_id: 999999 }, { token: w.superAdmin.token });
    expect(nowhere.status).toBe(400);
    for (const bad of [0, -1, "b", null, 1.5]) {
      const refused = await api.post(path, { organization_id: bad }, { token: w.a.trainer.token });
      expect(refused.status, String(bad)).toBe(400);
    }
    const ignored = await api.post<Written>(
      path,
      { organization_id: w.b.org.id },
      { token: w.a.trainer.token },
    );
    expect(ignored.body.exercise.organization_id).toBe(w.a.org.id);
  });
});

describe("catalogue rows seeded before search keys and photos", () => {
  it("get their key and photo at the next start, once, without touching edited rows", async () => {
    const [squat] = await t.db.select().from(exercises).where(eq(exercises.exercise_name, CATALOGUE_SQUAT));
    // As the migration left them: no key, no photo; one row the super admin has keyed since.
    await t.db.run(sql`UPDATE exercises SET search_key = '', photo_url = NULL WHERE "default" = 1`);
    await t.db
      .update(exercises)
      .set({ search_key: "edited by super" })
      .where(eq(exercises.exercise_name, "单臂壶铃摇摆 One-Arm Kettlebell Swings"));
    expect(await seedDefaultExercises(t.deps)).toEqual({ inserted: 0 });
    const [after] = await t.db.select().from(exercises).where(eq(exercises.id, squat!.id));
    expect(after).toMatchObject({ search_key: squat!.search_key, photo_url: squat!.photo_url });
    const [edited] = await t.db
      .select()
      .from(exercises)
      .where(eq(exercises.exercise_name, "单臂壶铃摇摆 One-Arm Kettlebell Swings"));
    expect(edited!.search_key).toBe("edited by super");
    const [{ n }] = (await t.db.all(
      sql`SELECT count(*) AS n FROM exercises WHERE "default" = 1 AND search_key = ''`,
    )) as [{ n: number }];
    expect(n).toBe(0);
    // A second start writes nothing (updated_at is not even touched by the refresh) and costs a
    // few statements: counted, not timed, so a busy machine cannot fail it.
    const again = await recordStatements(t.client, () => seedDefaultExercises(t.deps));
    expect(again.rowsWritten).toBe(0);
    expect(again.statements.length).toBeLessThanOrEqual(3);
  });

  it("are refreshed by the D1 seed SQL too", async () => {
    const text = defaultExercisesSql(
      [
        {
          id: "Barbell_Squat",
          exercise_name: CATALOGUE_SQUAT,
          english_name: "Barbell Squat",
          former_name: null,
          description: "",
          tags: { type: [], primary_muscles: [], plane: [], pattern: [] },
          search_key: "ganglingshendun glsd",
          photo_url: "/exercise-photos/barbell-squat.00000000.webp",
          common_rank: 1,
        },
      ],
      "2026-01-01T00:00:00.000Z",
    );
    await t.db.run(sql`UPDATE exercises SET search_key = '' WHERE exercise_name = ${CATALOGUE_SQUAT}`);
    for (const statement of text.split(";\n")) await t.db.run(sql.raw(statement.replace(/;$/, "")));
    const [row] = await t.db.select().from(exercises).where(eq(exercises.exercise_name, CATALOGUE_SQUAT));
    expect(row).toMatchObject({
      search_key: "ganglingshendun glsd",
      photo_url: "/exercise-photos/barbell-squat.00000000.webp",
    });
  });
});

describe("catalogue photos on the Node server", () => {
  it("are cached for a year; index.html is not", async () => {
    const root = mkdtempSync(join(tmpdir(), "web-"));
    try {
      mkdirSync(join(root, "exercise-photos"));
      writeFileSync(join(root, "exercise-photos", "squat.0123abcd.webp"), "RIFF");
      writeFileSync(join(root, "index.html"), "<!doctype html>");
      const app = new Hono();
      serveWebApp(app, root);
      const photo = await app.request("/exercise-photos/squat.0123abcd.webp");
      expect(photo.status).toBe(200);
      expect(photo.headers.get("cache-control")).toBe(IMMUTABLE_CACHE_CONTROL);
      expect(IMMUTABLE_CACHE_CONTROL).toBe("public, max-age=31536000, immutable");
      const page = await app.request("/library");
      expect(page.status).toBe(200);
      expect(page.headers.get("cache-control")).toBe(INDEX_CACHE_CONTROL);
      const gone = await app.request("/exercise-photos/old.ffffffff.webp");
      expect(gone.headers.get("cache-control")).toBe(INDEX_CACHE_CONTROL);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
