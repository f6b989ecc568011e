import { and, asc, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLibsqlDb } from "../../db/client";
import { workout_items, workouts } from "../../db/schema";
import { copyName } from "../../worker/domains/programs/duplicate";
import { listPrograms } from "../../worker/domains/programs/programs";
import { insertClient } from "../factories";
import { callerFor } from "../helpers/caller";
import type { TestDb } from "../helpers/db";
import type { TestApi } from "../helpers/http";
import { openTwoOrganizations, type TwoOrganizations } from "../helpers/two-organizations";
import { type ProgramAnswer, programSteps } from "./support/programs";

/**
 * The program builder's server side (issue 11): the list's figures, duplicate, copy days, and the
 * program-length rule on every template write. Assignment: programs.assign.test.ts; a program's
 * assignments and unassigning: programs.assignments.test.ts.
 */
let t: TestDb;
let api: TestApi;
let w: TwoOrganizations;
let s: ReturnType<typeof programSteps>;
beforeAll(async () => {
  ({ t, api, w } = await openTwoOrganizations({ d1Limits: true }));
  s = programSteps(t, api, () => w.a.trainer.token);
});
afterAll(() => t.close());

const token = () => w.a.trainer.token;

type Written = { program: ProgramAnswer; msg: string };
type CopyDaysAnswer = {
  workouts: { id: number; position: number; title: string; program_id: number; workout_item_ids: number[] }[];
  workout_items: { id: number; workout_id: number; name: string }[];
};

const templatesOf = (programId: number) =>
  t.db
    .select()
    .from(workouts)
    .where(and(eq(workouts.program_id, programId), isNull(workouts.client_id)))
    .orderBy(asc(workouts.position), asc(workouts.order), asc(workouts.id));

const itemsOf = (workoutId: number) =>
  t.db
    .select()
    .from(workout_items)
    .where(eq(workout_items.workout_id, workoutId))
    .orderBy(asc(workout_items.position), asc(workout_items.id));

describe("program figures (list and get)", () => {
  it("answer weeks, workouts_count and clients_count (distinct clients whose assignment has not ended, UTC)", async () => {
    const program = await s.createProgram("八周力量");
    expect(program).toMatchObject({ weeks: 1, workouts_count: 0, clients_count: 0 });
    await s.addTemplate(program.id, 1);
    await s.addTemplate(program.id, 2);
    await s.addTemplate(program.id, 9);
    const current = await insertClient(t, w.a.trainer);
    const twice = await insertClient(t, w.a.trainer);
    const ended = await insertClient(t, w.a.trainer);
    // Today is 2026-03-02 (test clock). Two current assignments, one client assigned twice, one ended.
    expect(
      (await s.assign(program.id, { client_ids: [current.id, twice.id], start_date: "2026-3-1" })).status,
    ).toBe(200);
    expect((await s.assign(program.id, { client_ids: [twice.id], start_date: "2026-3-2" })).status).toBe(200);
    expect((await s.assign(program.id, { client_ids: [ended.id], start_date: "2026-1-5" })).status).toBe(200);
    // The assignment ending today still counts.
    const lastDay = await insertClient(t, w.a.trainer);
    await s.assign(program.id, { client_ids: [lastDay.id], start_date: "2026-2-17" });

    const got = await api.get<{ program: ProgramAnswer }>(`/api/programs/${program.id}`, { token: token() });
    expect(got.body.program).toMatchObject({ length: 14, weeks: 2, workouts_count: 3, clients_count: 3 });
    const list = await api.get<{ programs: ProgramAnswer[] }>("/api/programs?limit=100", { token: token() });
    expect(list.body.programs.find((p) => p.id === program.id)).toMatchObject({
      weeks: 2,
      workouts_count: 3,
      clients_count: 3,
    });
    // A day later the assignment that ended yesterday no longer counts (tRPC: the REST token would
    // have expired).
    t.clock.set("2026-03-03T10:00:00.000Z");
    try {
      const later = await callerFor(t, w.a.trainer.actor).programs.get({ id: program.id });
      expect(later.program.clients_count).toBe(2);
    } finally {
      t.clock.set("2026-03-02T10:00:00.000Z");
    }
  });
});

describe("program figures cost", () => {
  it("a page of programs is read with the same statements whatever its size (no query per program)", async () => {
    let statements = 0;
    const counting = new Proxy(t.client, {
      get(target, prop, receiver) {
        if (prop === "execute") {
          return (...args: Parameters<typeof target.execute>) => {
            statements++;
            return target.execute(...args);
          };
        }
        const value = Reflect.get(target, prop, receiver);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    for (const name of ["甲", "乙", "丙", "丁"]) {
      const program = await s.createProgram(`统计${name}`);
      await s.addTemplate(program.id, 2);
    }
    const deps = { ...t.deps, db: createLibsqlDb(counting) };
    const statementsFor = async (limit: number) => {
      statements = 0;
      const page = await listPrograms(deps, w.a.trainer.actor, { page: 1, limit });
      return { statements, programs: page.programs.length };
    };
    const one = await statementsFor(1);
    const many = await statementsFor(20);
    expect(one.programs).toBe(1);
    expect(many.programs).toBeGreaterThan(3);
    // The one-program page is full, so its total is counted; the twenty-program page is the last
    // one and tells its own total (paged() in domains/shared/paging.ts): one statement fewer,
    // never one more per program.
    expect(many.statements).toBe(one.statements - 1);
  });
});

describe("POST /api/programs/{id}/duplicate", () => {
  let source: ProgramAnswer;
  beforeAll(async () => {
    source = await s.createProgram("十二周增肌");
    await api.put(
      `/api/programs/${source.id}`,
      { program: { description: "说明", shared: true } },
      { token: token() },
    );
    await s.addTemplate(source.id, 1, {
      title: "下肢",
      short_description: "<p>注意膝盖</p>",
      workout_items: [{ name: "深蹲", info: "5×5" }, { name: "硬拉" }],
    });
    await s.addTemplate(source.id, 1, { title: "加练", order: 1 });
    await s.addTemplate(source.id, 10, { title: "上肢", workout_items: [{ name: "卧推" }] });
  });

  it("copies the program's fields and every template with its items; the name defaults to “<name> (副本)”", async () => {
    const res = await api.post<Written>(`/api/programs/${source.id}/duplicate`, {}, { token: token() });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.msg).toBe("新标准训练计划表创建成功。");
    const copy = res.body.program;
    expect(copy).toMatchObject({
      name: "十二周增肌 (副本)",
      description: "说明",
      shared: true,
      length: 14,
      highest_position: 10,
      weeks: 2,
      workouts_count: 3,
      clients_count: 0,
      organization_id: w.a.org.id,
      program_assignment_ids: [],
    });
    expect(copy.id).not.toBe(source.id);
    const [from, to] = [await templatesOf(source.id), await templatesOf(copy.id)];
    expect(to.map((x) => [x.position, x.title, x.order, x.short_description])).toEqual(
      from.map((x) => [x.position, x.title, x.order, x.short_description]),
    );
    expect(to.every((x) => x.program_name === "十二周增肌 (副本)" && x.client_id === null)).toBe(true);
    expect(new Set([...from, ...to].map((x) => x.uuid)).size).toBe(6);
    expect((await itemsOf(to[0]!.id)).map((i) => [i.name, i.info])).toEqual([
      ["深蹲", "5×5"],
      ["硬拉", null],
    ]);
    expect(copy.workout_ids).toEqual(to.map((x) => x.id));
    // The original is untouched.
    expect((await templatesOf(source.id)).map((x) => x.id)).toEqual(from.map((x) => x.id));
    expect((await itemsOf(from[0]!.id)).map((i) => i.name)).toEqual(["深蹲", "硬拉"]);
  });

  it("takes the name the web app sends (tRPC too) and keeps a long default within the name limit", async () => {
    const caller = callerFor(t, w.a.trainer.actor);
    const named = await caller.programs.duplicate({ id: source.id, program: { name: "Muscle copy" } });
    expect(named.program.name).toBe("Muscle copy");
    expect(named.program.workouts_count).toBe(3);
    const long = "长".repeat(100);
    expect(copyName(long)).toHaveLength(100);
    expect(copyName(long).endsWith(" (副本)")).toBe(true);
    const bad = await api.post(
      `/api/programs/${source.id}/duplicate`,
      { program: { name: "  " } },
      { token: token() },
    );
    expect(bad.status).toBe(400);
    const tooLong = await api.post(
      `/api/programs/${source.id}/duplicate`,
      { program: { name: "x".repeat(101) } },
      { token: token() },
    );
    expect(tooLong.status).toBe(400);
  });

  it("answers 404 for another organization's program and writes nothing", async () => {
    const before = await s.counts();
    const res = await api.post(`/api/programs/${source.id}/duplicate`, {}, { token: w.b.trainer.token });
    expect(res.status).toBe(404);
    expect(await s.counts()).toEqual(before);
  });

  it("is atomic: an item failing mid-batch leaves no program and no workouts", async () => {
    const failing = await s.createProgram("会失败的复制");
    await s.addTemplate(failing.id, 1, { workout_items: [{ name: "正常" }] });
    await s.addTemplate(failing.id, 2, { workout_items: [{ name: "boom" }] });
    await t.client.execute(
      `CREATE TRIGGER fail_copy BEFORE INSERT ON workout_items WHEN NEW.name = 'boom' AND NEW.workout_id NOT IN (SELECT id FROM workouts WHERE program_id = ${failing.id}) BEGIN SELECT RAISE(ABORT, 'boom'); END`,
    );
    try {
      const before = await s.counts();
      await expect(callerFor(t, w.a.trainer.actor).programs.duplicate({ id: failing.id })).rejects.toThrow();
      expect(await s.counts()).toEqual(before);
    } finally {
      await t.client.execute("DROP TRIGGER fail_copy");
    }
  });
});

describe("POST /api/programs/{id}/copy_days", () => {
  it("copies the days with their offsets and items, and re-derives the length", async () => {
    const program = await s.createProgram("复制天");
    const d1a = await s.addTemplate(program.id, 1, {
      title: "一A",
      workout_items: [{ name: "深蹲" }, { name: "卧推" }],
    });
    await s.addTemplate(program.id, 1, { title: "一B", order: 1 });
    await s.addTemplate(program.id, 3, { title: "三", workout_items: [{ name: "划船" }] });
    await s.addTemplate(program.id, 5, { title: "五" });

    const res = await api.post<CopyDaysAnswer>(
      `/api/programs/${program.id}/copy_days`,
      { from_positions: [3, 1], to_position: 8 },
      { token: token() },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.workouts.map((x) => [x.position, x.title])).toEqual([
      [8, "一A"],
      [8, "一B"],
      [10, "三"],
    ]);
    expect(res.body.workouts.every((x) => x.program_id === program.id)).toBe(true);
    expect(res.body.workout_items.map((i) => i.name)).toEqual(["深蹲", "卧推", "划船"]);
    expect(res.body.workouts[0]!.workout_item_ids).toEqual(
      res.body.workout_items.slice(0, 2).map((i) => i.id),
    );
    expect(await s.programRow(program.id)).toMatchObject({ highest_position: 10, length: 14 });
    // The source days are unchanged.
    expect((await itemsOf(d1a)).map((i) => i.name)).toEqual(["深蹲", "卧推"]);

    // A whole week pasted into week 3 (days 15–21): the program grows to three weeks.
    const week = await api.post<CopyDaysAnswer>(
      `/api/programs/${program.id}/copy_days`,
      { from_positions: [1, 2, 3, 4, 5, 6, 7], to_position: 15 },
      { token: token() },
    );
    expect(week.body.workouts.map((x) => x.position)).toEqual([15, 15, 17, 19]);
    expect(await s.programRow(program.id)).toMatchObject({ highest_position: 19, length: 21 });

    // Days without workouts copy nothing and change nothing.
    const empty = await api.post<CopyDaysAnswer>(
      `/api/programs/${program.id}/copy_days`,
      { from_positions: [6, 7], to_position: 30 },
      { token: token() },
    );
    expect(empty.status).toBe(201);
    expect(empty.body).toEqual({ workouts: [], workout_items: [] });
    expect(await s.programRow(program.id)).toMatchObject({ highest_position: 19, length: 21 });

    // Through tRPC, pasting earlier does not shrink the length.
    const caller = callerFor(t, w.a.trainer.actor);
    const back = await caller.programs.copyDays({ id: program.id, from_positions: [19], to_position: 2 });
    expect(back.workouts.map((x) => x.position)).toEqual([2]);
    expect(await s.programRow(program.id)).toMatchObject({ highest_position: 19, length: 21 });
  });

  it("refuses bad input with 400, another organization's program with 404, and writes nothing", async () => {
    const program = await s.createProgram("复制天校验");
    await s.addTemplate(program.id, 1);
    const before = await s.counts();
    for (const body of [
      {},
      { from_positions: [], to_position: 1 },
      { from_positions: [1, 1], to_position: 2 },
      { from_positions: [0], to_position: 2 },
      { from_positions: [1], to_position: 1001 },
      { from_positions: [1, 10], to_position: 995 },
      { from_positions: ["1"], to_position: 2 },
    ]) {
      const res = await api.post(`/api/programs/${program.id}/copy_days`, body, { token: token() });
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    const foreign = await api.post(
      `/api/programs/${program.id}/copy_days`,
      { from_positions: [1], to_position: 2 },
      { token: w.b.trainer.token },
    );
    expect(foreign.status).toBe(404);
    expect(await s.counts()).toEqual(before);
  });

  it("is atomic: an item failing mid-batch leaves the program as it was", async () => {
    const program = await s.createProgram("复制天失败");
    await s.addTemplate(program.id, 1, { workout_items: [{ name: "正常" }] });
    await s.addTemplate(program.id, 2, { workout_items: [{ name: "boom" }] });
    const before = await s.counts();
    const row = await s.programRow(program.id);
    await t.client.execute(
      `CREATE TRIGGER fail_days BEFORE INSERT ON workout_items WHEN NEW.name = 'boom' AND NEW.workout_id IN (SELECT id FROM workouts WHERE position > 2) BEGIN SELECT RAISE(ABORT, 'boom'); END`,
    );
    try {
      await expect(
        callerFor(t, w.a.trainer.actor).programs.copyDays({
          id: program.id,
          from_positions: [1, 2],
          to_position: 20,
        }),
      ).rejects.toThrow();
      expect(await s.counts()).toEqual(before);
      expect(await s.programRow(program.id)).toMatchObject({
        highest_position: row.highest_position,
        length: row.length,
      });
    } finally {
      await t.client.execute("DROP TRIGGER fail_days");
    }
  });
});

describe("the length rule holds on every template write (create, move, paste, copy days, delete)", () => {
  it("raises and lowers highest_position and length", async () => {
    const program = await s.createProgram("长度规则");
    const expectLength = async (highest: number, length: number) =>
      expect(await s.programRow(program.id)).toMatchObject({ highest_position: highest, length });
    const day3 = await s.addTemplate(program.id, 3);
    await expectLength(3, 7);
    // Paste (workouts.paste) beyond the highest day.
    const pasted = await api.post<{ workout: { id: number } }>(
      `/api/workouts/${day3}/copy`,
      { program_id: program.id, position: 16 },
      { token: token() },
    );
    expect(pasted.status).toBe(201);
    await expectLength(16, 21);
    // Move (drag) the pasted day back into week 2.
    await api.put(
      `/api/workouts/${pasted.body.workout.id}`,
      { workout: { position: 9 } },
      { token: token() },
    );
    await expectLength(9, 14);
    // Copy days into week 5.
    await api.post(
      `/api/programs/${program.id}/copy_days`,
      { from_positions: [3, 9], to_position: 29 },
      { token: token() },
    );
    await expectLength(35, 35);
    // Delete from the end, one by one.
    for (const [highest, length] of [
      [29, 35],
      [9, 14],
    ] as const) {
      const last = (await templatesOf(program.id)).at(-1)!;
      expect((await api.delete(`/api/workouts/${last.id}`, { token: token() })).status).toBe(200);
      await expectLength(highest, length);
    }
  });
});
