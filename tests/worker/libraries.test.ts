import { readFileSync } from "node:fs";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cooldowns, exercises, warmups } from "../../db/schema";
import {
  type CatalogueExercise,
  seedDefaultExercises,
} from "../../worker/domains/libraries/default-exercises";
import { TAG_FAMILIES, TAG_LABELS_ZH } from "../../worker/domains/libraries/schemas";

import { callerFor } from "../helpers/caller";
import type { TestDb } from "../helpers/db";
import type { TestApi } from "../helpers/http";
import { openTwoOrganizations, type TwoOrganizations } from "../helpers/two-organizations";

let t: TestDb;
let api: TestApi;
let w: TwoOrganizations;
const catalogueFile = new URL("../../db/default-exercises/exercises.json", import.meta.url);
const catalogue = (JSON.parse(readFileSync(catalogueFile, "utf8")) as { exercises: CatalogueExercise[] })
  .exercises;

beforeAll(async () => {
  ({ t, api, w } = await openTwoOrganizations());
});
afterAll(() => t.close());

type ErrorBody = { success: number; msg: string; code: string; issues?: { path: string; message: string }[] };
type ExerciseOut = {
  id: number;
  default: boolean;
  exercise_name: string;
  description: string | null;
  url: string | null;
  organization_id: number | null;
  trainer_id: number | null;
  attachments: { name: string; attachmentUrl: string; type?: string; size?: number }[];
  tags: { type: string[]; primary_muscles: string[]; plane: string[]; pattern: string[] };
};
type ExerciseList = {
  exercises: ExerciseOut[];
  meta: { page: number; per_page: number; total_pages: number; total_count: number };
};
type Written = {
  success: number;
  msg: string;
  exercise: ExerciseOut;
  attachments: ExerciseOut["attachments"];
};
type Template = {
  id: number;
  name: string;
  organization_id: number;
  selected_exercises: { id: number; name: string }[];
};

const exerciseCount = async () => (await t.db.select({ n: count() }).from(exercises))[0]!.n;

describe("default exercise catalogue", () => {
  it("is small, bilingual where translated, and only uses labelled tag values", () => {
    // Read and parsed once at start (worker/domains/libraries/default-exercises.ts); Chinese steps
    // for the 150 most programmed exercises took it past 1 MiB (issue 22).
    expect(readFileSync(catalogueFile).length).toBeLessThan(1.25 * 1024 * 1024);
    expect(catalogue.length).toBeGreaterThan(800);
    const names = new Set(catalogue.map((e) => e.exercise_name));
    expect(names.size).toBe(catalogue.length);
    const bilingual = catalogue.filter((e) => /^[\u4e00-\u9fff].* [A-Za-z0-9]/.test(e.exercise_name));
    expect(bilingual.length / catalogue.length).toBeGreaterThan(0.6);
    expect(names.has("杠铃深蹲 Barbell Squat")).toBe(true);
    for (const e of catalogue) {
      for (const family of TAG_FAMILIES) {
        for (const value of e.tags[family]) expect(TAG_LABELS_ZH[family][value]).toBeTruthy();
      }
    }
  });

  it("is seeded once, in one batch, and seeding again changes nothing", async () => {
    const first = await seedDefaultExercises(t.deps);
    expect(first.inserted).toBe(catalogue.length);
    const again = await seedDefaultExercises(t.deps);
    expect(again.inserted).toBe(0);
    expect(await exerciseCount()).toBe(catalogue.length);
    const [squat] = await t.db
      .select()
      .from(exercises)
      .where(eq(exercises.exercise_name, "杠铃深蹲 Barbell Squat"));
    expect(squat).toMatchObject({ default: true, organization_id: null, attachments: [] });
    expect(squat!.tags.primary_muscles).toContain("Quadriceps");
    expect(squat!.tags.pattern).toContain("Squat");
  });
});

describe("GET /api/exercises", () => {
  it("shows the catalogue and the own organization's exercises, own first, paged and bounded", async () => {
    const created = await api.post<Written>(
      "/api/exercises",
      { exercise: { exercise_name: "自定义深蹲 Custom Squat", tags: { pattern: ["Squat"] } } },
      { token: w.a.trainer.token },
    );
    expect(created.status).toBe(201);
    const list = await api.get<ExerciseList>("/api/exercises?limit=5", { token: w.a.admin.token });
    expect(list.status).toBe(200);
    expect(list.body.exercises).toHaveLength(5);
    expect(list.body.exercises[0]!.id).toBe(created.body.exercise.id);
    expect(list.body.meta).toEqual({
      page: 1,
      per_page: 5,
      total_pages: Math.ceil((catalogue.length + 1) / 5),
      total_count: catalogue.length + 1,
    });
    const other = await api.get<ExerciseList>("/api/exercises?default=false", { token: w.b.admin.token });
    expect(other.body.exercises).toEqual([]);
    expect(other.body.meta).toMatchObject({ total_count: 0, total_pages: 0 });
    const page = await api.get<ExerciseList>("/api/exercises?limit=5&page=2", { token: w.a.admin.token });
    expect(page.body.exercises.map((e) => e.id)).not.toContain(created.body.exercise.id);
    expect((await api.get("/api/exercises?limit=1001", { token: w.a.admin.token })).status).toBe(400);
    expect((await api.get("/api/exercises")).status).toBe(401);
    expect(
      (await api.get(`/api/exercises?organization_id=${w.b.org.id}`, { token: w.a.admin.token })).status,
    ).toBe(404);
  });

  it("searches names in both languages and filters by tags", async () => {
    const zh = await api.get<ExerciseList>(`/api/exercises?q=${encodeURIComponent("硬拉")}&limit=1000`, {
      token: w.a.trainer.token,
    });
    expect(zh.body.exercises.length).toBeGreaterThan(5);
    expect(zh.body.exercises.every((e) => e.exercise_name.includes("硬拉"))).toBe(true);
    const en = await api.get<ExerciseList>("/api/exercises?q=deadlift&limit=1000", {
      token: w.a.trainer.token,
    });
    expect(en.body.exercises.every((e) => /deadlift/i.test(e.exercise_name))).toBe(true);

    const quads = await api.get<ExerciseList>("/api/exercises?primary_muscles=Quadriceps&limit=1000", {
      token: w.a.trainer.token,
    });
    expect(quads.body.exercises.length).toBeGreaterThan(50);
    expect(quads.body.exercises.every((e) => e.tags.primary_muscles.includes("Quadriceps"))).toBe(true);

    const warmUps = await api.get<ExerciseList>(
      `/api/exercises?type=${encodeURIComponent("warm up")}&limit=1000`,
      {
        token: w.a.trainer.token,
      },
    );
    expect(warmUps.body.exercises.length).toBeGreaterThan(10);
    expect(warmUps.body.exercises.every((e) => e.tags.type.includes("Warm up"))).toBe(true);

    const either = await api.get<ExerciseList>(
      "/api/exercises?primary_muscles=Chest,Triceps&pattern=Horizontal%20Push&limit=1000",
      {
        token: w.a.trainer.token,
      },
    );
    expect(either.body.exercises.length).toBeGreaterThan(10);
    for (const e of either.body.exercises) {
      expect(e.tags.pattern).toContain("Horizontal Push");
      expect(e.tags.primary_muscles.some((m) => m === "Chest" || m === "Triceps")).toBe(true);
    }

    const caller = callerFor(t, w.a.trainer.actor);
    const squats = await caller.libraries.exercises.list({
      q: "Squat",
      tags: { pattern: ["Squat"] },
      limit: 1000,
    });
    expect(squats.exercises.length).toBeGreaterThan(10);
    expect(squats.exercises.map((e) => e.exercise_name)).toContain("自定义深蹲 Custom Squat");
    const sagittal = await caller.libraries.exercises.list({
      q: "Squat",
      tags: { pattern: ["Squat"], plane: ["Saggital"] },
      limit: 1000,
    });
    expect(sagittal.exercises.length).toBeGreaterThan(10);
    expect(sagittal.exercises.every((e) => e.tags.plane.includes("Saggital"))).toBe(true);
    expect(sagittal.exercises.map((e) => e.exercise_name)).not.toContain("自定义深蹲 Custom Squat");
  });
});

describe("exercise writes", () => {
  it("creates, updates and deletes an organization's exercise with SPEC's messages and response shape", async () => {
    const attachment = {
      name: "演示.mp4",
      attachmentUrl: "https://cdn.example.com/demo.mp4",
      type: "mp4",
      size: 2048,
    };
    const created = await api.post<Written>(
      "/api/exercises",
      {
        exercise: {
          exercise_name: "弹力带侧走 Band Lateral Walk",
          description: "保持膝盖外展",
          url: "https://video.example.com/watch?v=1",
          attachments: [attachment],
          tags: { type: ["Warm up"], primary_muscles: ["Glutes", "Glutes"], plane: ["Frontal"] },
          default: true,
          organization_id: w.b.org.id,
        },
      },
      { token: w.a.trainer.token },
    );
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ success: 0, msg: "练习运动保存成功", attachments: [attachment] });
    expect(created.body.exercise).toMatchObject({
      default: false,
      organization_id: w.a.org.id,
      trainer_id: w.a.trainer.trainerId,
      tags: { type: ["Warm up"], primary_muscles: ["Glutes"], plane: ["Frontal"], pattern: [] },
    });
    const id = created.body.exercise.id;

    const updated = await api.put<Written>(
      `/api/exercises/${id}`,
      { exercise: { description: "新的说明", tags: { pattern: ["Stability"] } } },
      { token: w.a.admin.token },
    );
    expect(updated.status).toBe(200);
    expect(updated.body.msg).toBe("练习运动保存成功");
    expect(updated.body.exercise).toMatchObject({
      description: "新的说明",
      tags: { type: ["Warm up"], primary_muscles: ["Glutes"], plane: ["Frontal"], pattern: ["Stability"] },
    });
    const got = await callerFor(t, w.a.trainer.actor).libraries.exercises.get({ id });
    expect(got.exercise.description).toBe("新的说明");

    const deleted = await api.delete<Written>(`/api/exercises/${id}`, { token: w.a.trainer.token });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toMatchObject({ success: 0, msg: "练习运动删除成功", exercise: { id } });
    expect(await t.db.select().from(exercises).where(eq(exercises.id, id))).toEqual([]);
  });

  it("hides an organization's exercises from other organizations (404) and never writes them", async () => {
    const mine = await callerFor(t, w.a.trainer.actor).libraries.exercises.create({
      exercise: { exercise_name: "私有动作 Private Move" },
    });
    const id = mine.exercise.id;
    expect((await api.get(`/api/exercises/${id}`, { token: w.b.trainer.token })).status).toBe(404);
    expect(
      (
        await api.put(
          `/api/exercises/${id}`,
          { exercise: { exercise_name: "x" } },
          { token: w.b.admin.token },
        )
      ).status,
    ).toBe(404);
    expect((await api.delete(`/api/exercises/${id}`, { token: w.b.admin.token })).status).toBe(404);
    const list = await api.get<ExerciseList>(`/api/exercises?q=${encodeURIComponent("私有动作")}`, {
      token: w.b.trainer.token,
    });
    expect(list.body.exercises).toEqual([]);
    const [row] = await t.db.select().from(exercises).where(eq(exercises.id, id));
    expect(row!.exercise_name).toBe("私有动作 Private Move");
    await expect(callerFor(t, w.b.admin.actor).libraries.exercises.delete({ id })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
  });

  it("keeps default exercises read-only for everyone but the super admin", async () => {
    const [squat] = await t.db
      .select()
      .from(exercises)
      .where(eq(exercises.exercise_name, "杠铃深蹲 Barbell Squat"));
    const id = squat!.id;
    for (const token of [w.a.trainer.token, w.a.admin.token, w.b.admin.token]) {
      expect((await api.get(`/api/exercises/${id}`, { token })).status).toBe(200);
      const put = await api.put<ErrorBody>(
        `/api/exercises/${id}`,
        { exercise: { description: "x" } },
        { token },
      );
      expect(put.status).toBe(403);
      expect(put.body.code).toBe("FORBIDDEN");
      expect((await api.delete(`/api/exercises/${id}`, { token })).status).toBe(403);
    }
    await expect(
      callerFor(t, w.a.admin.actor).libraries.exercises.update({ id, exercise: { description: "x" } }),
    ).rejects.toMatchObject({ code: "FORBIDDEN" });
    const [unchanged] = await t.db.select().from(exercises).where(eq(exercises.id, id));
    expect(unchanged).toEqual(squat);

    const bySuper = await api.put<Written>(
      `/api/exercises/${id}`,
      { exercise: { url: "https://video.example.com/squat" } },
      { token: w.superAdmin.token },
    );
    expect(bySuper.status).toBe(200);
    expect(bySuper.body.exercise).toMatchObject({ default: true, url: "https://video.example.com/squat" });

    const catalogueItem = await api.post<Written>(
      "/api/exercises",
      { exercise: { exercise_name: "新目录动作 New Catalogue Move", default: true } },
      { token: w.superAdmin.token },
    );
    expect(catalogueItem.body.exercise).toMatchObject({ default: true, organization_id: null });
    expect(
      (await api.get(`/api/exercises/${catalogueItem.body.exercise.id}`, { token: w.b.trainer.token }))
        .status,
    ).toBe(200);
    const superWithoutOrg = await api.post<ErrorBody>(
      "/api/exercises",
      { exercise: { exercise_name: "无组织 No Org" } },
      { token: w.superAdmin.token },
    );
    expect(superWithoutOrg.status).toBe(400);
    const forOrg = await api.post<Written>(
      "/api/exercises",
      { exercise: { exercise_name: "给 B 的动作 For B", organization_id: w.b.org.id } },
      { token: w.superAdmin.token },
    );
    expect(forOrg.body.exercise).toMatchObject({ default: false, organization_id: w.b.org.id });
  });

  it("refuses bad input with 400 and CONTRACT's body, writing nothing", async () => {
    const before = await exerciseCount();
    const cases = [
      { exercise: { exercise_name: "" } },
      { exercise: { exercise_name: "x", url: "javascript:alert(1)" } },
      { exercise: { exercise_name: "x", attachments: [{ name: "a", attachmentUrl: "ftp://x/y" }] } },
      { exercise: { exercise_name: "x", tags: { type: Array.from({ length: 21 }, (_, i) => `t${i}`) } } },
      { exercise: { exercise_name: "x", tags: { plane: ["a".repeat(51)] } } },
      { exercise: { exercise_name: "x".repeat(201) } },
      {},
    ];
    for (const body of cases) {
      const res = await api.post<ErrorBody>("/api/exercises", body, { token: w.a.trainer.token });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: 400, code: "BAD_REQUEST" });
      expect(res.body.issues?.length).toBeGreaterThan(0);
    }
    await expect(
      callerFor(t, w.a.trainer.actor).libraries.exercises.create({ exercise: { exercise_name: "" } }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST" });
    expect(await exerciseCount()).toBe(before);
    expect((await api.post("/api/exercises", { exercise: { exercise_name: "x" } })).status).toBe(401);
  });
});

describe("warm-ups and cool-downs", () => {
  async function someExercises() {
    const [catalogueItem] = await t.db
      .select()
      .from(exercises)
      .where(eq(exercises.exercise_name, "手臂绕环 Arm Circles"));
    const own = await callerFor(t, w.a.trainer.actor).libraries.exercises.create({
      exercise: { exercise_name: "自定义热身 Custom Warm-up" },
    });
    const foreign = await callerFor(t, w.b.trainer.actor).libraries.exercises.create({
      exercise: { exercise_name: "别人的动作 Someone Else's" },
    });
    return { catalogueItem: catalogueItem!, own: own.exercise, foreign: foreign.exercise };
  }

  it("manages warm-ups with picked exercises the organization can see", async () => {
    const { catalogueItem, own, foreign } = await someExercises();
    const created = await api.post<{ success: number; msg: string; warmup: Template }>(
      "/api/warmups",
      {
        warmup: {
          name: "上肢热身",
          description: "5 分钟",
          selected_exercises: [{ id: catalogueItem.id, name: "随便写的名字" }, { id: own.id }],
        },
      },
      { token: w.a.trainer.token },
    );
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ success: 0, msg: "热身运动保存成功" });
    expect(created.body.warmup).toMatchObject({
      name: "上肢热身",
      organization_id: w.a.org.id,
      selected_exercises: [
        { id: catalogueItem.id, name: "手臂绕环 Arm Circles" },
        { id: own.id, name: "自定义热身 Custom Warm-up" },
      ],
    });
    const id = created.body.warmup.id;

    const before = (await t.db.select({ n: count() }).from(warmups))[0]!.n;
    const refused = await api.post<ErrorBody>(
      "/api/warmups",
      { warmup: { name: "不行", selected_exercises: [{ id: own.id }, { id: foreign.id }] } },
      { token: w.a.trainer.token },
    );
    expect(refused.status).toBe(400);
    expect(refused.body.issues).toEqual([
      { path: "warmup.selected_exercises.1.id", message: "练习运动不存在" },
    ]);
    expect((await t.db.select({ n: count() }).from(warmups))[0]!.n).toBe(before);

    const list = await api.get<{ warmups: Template[]; meta: { total_count: number } }>("/api/warmups", {
      token: w.a.admin.token,
    });
    expect(list.body.warmups.map((x) => x.id)).toContain(id);
    const otherList = await api.get<{ warmups: Template[] }>("/api/warmups", { token: w.b.admin.token });
    expect(otherList.body.warmups.map((x) => x.id)).not.toContain(id);
    expect((await api.get(`/api/warmups/${id}`, { token: w.b.admin.token })).status).toBe(404);
    expect(
      (await api.put(`/api/warmups/${id}`, { warmup: { name: "x" } }, { token: w.b.admin.token })).status,
    ).toBe(404);
    expect((await api.delete(`/api/warmups/${id}`, { token: w.b.admin.token })).status).toBe(404);

    const updated = await api.put<{ msg: string; warmup: Template }>(
      `/api/warmups/${id}`,
      { warmup: { name: "上肢热身 v2", selected_exercises: [{ id: own.id }] } },
      { token: w.a.admin.token },
    );
    expect(updated.body.msg).toBe("热身运动保存成功");
    expect(updated.body.warmup).toMatchObject({ name: "上肢热身 v2", selected_exercises: [{ id: own.id }] });
    const badUpdate = await api.put<ErrorBody>(
      `/api/warmups/${id}`,
      { warmup: { selected_exercises: [{ id: foreign.id }] } },
      { token: w.a.admin.token },
    );
    expect(badUpdate.status).toBe(400);

    const viaTrpc = await callerFor(t, w.a.trainer.actor).libraries.warmups.list({ q: "v2" });
    expect(viaTrpc.warmups.map((x) => x.id)).toEqual([id]);
    const deleted = await callerFor(t, w.a.trainer.actor).libraries.warmups.delete({ id });
    expect(deleted.msg).toEqual({ code: "WARMUP_DELETED" }); // 热身运动删除成功
    expect(await t.db.select().from(warmups).where(eq(warmups.id, id))).toEqual([]);
  });

  it("manages cool-downs the same way", async () => {
    const { catalogueItem } = await someExercises();
    const created = await callerFor(t, w.b.trainer.actor).libraries.cooldowns.create({
      cooldown: { name: "全身放松", selected_exercises: [{ id: catalogueItem.id }] },
    });
    expect(created.msg).toEqual({ code: "COOLDOWN_SAVED" }); // 放松运动保存成功
    expect(created.cooldown.organization_id).toBe(w.b.org.id);
    const id = created.cooldown.id;
    expect((await api.get(`/api/cooldowns/${id}`, { token: w.a.trainer.token })).status).toBe(404);
    const got = await api.get<{ cooldown: Template }>(`/api/cooldowns/${id}`, { token: w.b.admin.token });
    expect(got.body.cooldown.name).toBe("全身放松");
    const updated = await api.put<{ msg: string; cooldown: Template }>(
      `/api/cooldowns/${id}`,
      { cooldown: { description: "拉伸 10 分钟" } },
      { token: w.b.admin.token },
    );
    expect(updated.body.msg).toBe("放松运动保存成功");
    const list = await api.get<{ cooldowns: Template[] }>("/api/cooldowns?limit=10", {
      token: w.b.trainer.token,
    });
    expect(list.body.cooldowns.map((c) => c.id)).toContain(id);
    const bad = await api.post<ErrorBody>(
      "/api/cooldowns",
      { cooldown: { name: " " } },
      { token: w.b.trainer.token },
    );
    expect(bad.status).toBe(400);
    const deleted = await api.delete<{ success: number; msg: string }>(`/api/cooldowns/${id}`, {
      token: w.b.trainer.token,
    });
    expect(deleted.body).toMatchObject({ success: 0, msg: "放松运动删除成功" });
    expect(await t.db.select().from(cooldowns).where(eq(cooldowns.id, id))).toEqual([]);
    expect((await api.get("/api/cooldowns")).status).toBe(401);
  });
});
