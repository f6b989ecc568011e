import { and, count, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clients, program_assignments, programs, workout_items, workouts } from "../../db/schema";
import { programLength } from "../../worker/domains/programs/length";
import { insertClient } from "../factories";
import { callerFor } from "../helpers/caller";
import type { TestDb } from "../helpers/db";
import type { TestApi } from "../helpers/http";
import { openTwoOrganizations, type TwoOrganizations } from "../helpers/two-organizations";

let t: TestDb;
let api: TestApi;
let w: TwoOrganizations;
beforeAll(async () => {
  ({ t, api, w } = await openTwoOrganizations({ d1Limits: true }));
});
afterAll(() => t.close());

type Program = {
  id: number;
  name: string;
  length: number;
  highest_position: number;
  organization_id: number;
  trainer_id: number | null;
  workout_ids: number[];
  program_assignment_ids: number[];
};
type AssignBody = { success: number; msg: string; workouts_count: number; program_assignment_ids: number[] };

async function createProgram(token: string, name = "十二周增肌") {
  const res = await api.post<{ program: Program; msg: string }>(
    "/api/programs",
    { program: { name } },
    { token },
  );
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

async function addTemplate(
  token: string,
  programId: number,
  position: number,
  extra: Record<string, unknown> = {},
) {
  const res = await api.post<{ workout: { id: number } }>(
    "/api/workouts",
    { workout: { program_id: programId, position, title: `第${position}天`, ...extra } },
    { token },
  );
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.workout.id;
}

async function programRow(id: number) {
  const [row] = await t.db.select().from(programs).where(eq(programs.id, id));
  return row!;
}

const clientWorkouts = (clientId: number) =>
  t.db.select().from(workouts).where(eq(workouts.client_id, clientId)).orderBy(workouts.due, workouts.id);

describe("program length (SPEC section 4)", () => {
  it("is 7 × weeks needed, at least one week", () => {
    expect([0, 1, 7, 8, 14, 15, 28, 29].map(programLength)).toEqual([7, 7, 7, 14, 14, 21, 28, 35]);
  });

  it("grows as workouts are created beyond the highest position and shrinks on delete and move", async () => {
    const token = w.a.trainer.token;
    const { program } = await createProgram(token);
    expect(program).toMatchObject({ length: 7, highest_position: 0, workout_ids: [] });
    const ids: Record<number, number> = {};
    for (const [position, length] of [
      [1, 7],
      [7, 7],
      [8, 14],
      [14, 14],
      [15, 21],
    ] as const) {
      ids[position] = await addTemplate(token, program.id, position);
      expect(await programRow(program.id)).toMatchObject({ highest_position: position, length });
    }
    // Creating below the highest position changes nothing.
    ids[3] = await addTemplate(token, program.id, 3);
    expect(await programRow(program.id)).toMatchObject({ highest_position: 15, length: 21 });

    // Moving the last workout back to day 2: the highest is now 14.
    const moved = await api.put(`/api/workouts/${ids[15]}`, { workout: { position: 2 } }, { token });
    expect(moved.status).toBe(200);
    expect(await programRow(program.id)).toMatchObject({ highest_position: 14, length: 14 });
    // And forward again to day 22: four weeks.
    await api.put(`/api/workouts/${ids[15]}`, { workout: { position: 22 } }, { token });
    expect(await programRow(program.id)).toMatchObject({ highest_position: 22, length: 28 });

    for (const [id, highest, length] of [
      [ids[15], 14, 14],
      [ids[14], 8, 14],
      [ids[8], 7, 7],
      [ids[7], 3, 7],
      [ids[3], 1, 7],
      [ids[1], 0, 7],
    ] as const) {
      const res = await api.delete(`/api/workouts/${id}`, { token });
      expect(res.status).toBe(200);
      expect(await programRow(program.id)).toMatchObject({ highest_position: highest, length });
    }
    const got = await api.get<{ program: Program }>(`/api/programs/${program.id}`, { token });
    expect(got.body.program.workout_ids).toEqual([]);
  });
});

describe("programs CRUD", () => {
  it("creates, lists, reads, updates and deletes with SPEC's messages", async () => {
    const token = w.a.trainer.token;
    const created = await createProgram(token, "减脂八周");
    expect(created.msg).toBe("新标准训练计划表创建成功。");
    expect(created.program).toMatchObject({
      name: "减脂八周",
      organization_id: w.a.org.id,
      trainer_id: w.a.trainer.trainerId,
      length: 7,
      highest_position: 0,
      sync_enabled: false,
      shared: false,
      program_assignment_ids: [],
      workout_ids: [],
    });
    const id = created.program.id;
    const d3 = await addTemplate(token, id, 3, { workout_items: [{ name: "深蹲" }, { name: "卧推" }] });
    const d1 = await addTemplate(token, id, 1);

    // SPEC's "POST /workouts (workout, optional program)": the program may come beside the workout.
    const d5 = await api.post<{ workout: { id: number; program_id: number; position: number } }>(
      "/api/workouts",
      { workout: { position: 5, title: "第五天" }, program: { id } },
      { token },
    );
    expect(d5.status).toBe(201);
    expect(d5.body.workout).toMatchObject({ program_id: id, position: 5 });
    await api.delete(`/api/workouts/${d5.body.workout.id}`, { token });

    const list = await api.get<{ programs: Program[] }>("/api/programs?limit=10&page=1", { token });
    expect(list.status).toBe(200);
    const listed = list.body.programs.find((p) => p.id === id);
    expect(listed?.workout_ids).toEqual([d1, d3]);
    expect(list.body.programs.every((p) => p.organization_id === w.a.org.id)).toBe(true);
    // Newest first, paged.
    const first = await api.get<{ programs: Program[] }>("/api/programs?limit=1&page=1", { token });
    const second = await api.get<{ programs: Program[] }>("/api/programs?limit=1&page=2", { token });
    expect(first.body.programs).toHaveLength(1);
    expect(second.body.programs).toHaveLength(1);
    expect(first.body.programs[0]?.id).toBe(id);
    expect(second.body.programs[0]?.id).not.toBe(id);
    expect((await api.get("/api/programs?limit=1001", { token })).status).toBe(400);
    expect((await api.get("/api/programs?page=0", { token })).status).toBe(400);

    const got = await api.get<{
      program: Program;
      workouts: { id: number; position: number; workout_item_ids: number[]; program_name: string }[];
      workout_items: { workout_id: number; name: string }[];
    }>(`/api/programs/${id}`, { token });
    expect(got.status).toBe(200);
    expect(got.body.workouts.map((x) => x.position)).toEqual([1, 3]);
    expect(got.body.workout_items.map((i) => i.name)).toEqual(["深蹲", "卧推"]);
    expect(got.body.workouts[1]?.workout_item_ids).toHaveLength(2);

    const updated = await api.put<{ program: Program; msg: string }>(
      `/api/programs/${id}`,
      { program: { name: "减脂十周", shared: true, length: 70, organization_id: w.b.org.id } },
      { token },
    );
    expect(updated.status).toBe(200);
    expect(updated.body.msg).toBe("准训练计划表更新成功。");
    expect(updated.body.program).toMatchObject({
      name: "减脂十周",
      shared: true,
      length: 7,
      organization_id: w.a.org.id,
    });
    const [template] = await t.db.select().from(workouts).where(eq(workouts.id, d1));
    expect(template?.program_name).toBe("减脂十周");

    // An assigned copy outlives the program; the templates go with it.
    await api.post(
      `/api/programs/${id}/assign_job`,
      { client_ids: [w.a.client.id], start_date: "2026-5-4" },
      { token },
    );
    const deleted = await api.delete<{ success: number; msg: string }>(`/api/programs/${id}`, { token });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ success: 0, msg: "减脂十周删除" });
    expect(await t.db.select().from(workouts).where(eq(workouts.id, d1))).toEqual([]);
    const copies = (await clientWorkouts(w.a.client.id)).filter((x) => x.program_name === "减脂十周");
    expect(copies).toHaveLength(2);
    expect(copies.every((x) => x.program_id === null)).toBe(true);
    expect(
      await t.db.select().from(program_assignments).where(eq(program_assignments.program_id, id)),
    ).toEqual([]);
    expect((await api.get(`/api/programs/${id}`, { token })).status).toBe(404);
  });

  it("keeps organizations apart: 404 for another organization's program, trainer or client", async () => {
    const { program } = await createProgram(w.b.trainer.token, "别人的计划");
    const token = w.a.admin.token;
    expect((await api.get(`/api/programs/${program.id}`, { token })).status).toBe(404);
    expect((await api.put(`/api/programs/${program.id}`, { program: { name: "x" } }, { token })).status).toBe(
      404,
    );
    expect((await api.delete(`/api/programs/${program.id}`, { token })).status).toBe(404);
    expect(
      (
        await api.post(
          `/api/programs/${program.id}/assign_job`,
          { client_ids: [w.a.client.id], start_date: "2026-03-02" },
          { token },
        )
      ).status,
    ).toBe(404);
    expect(
      (await api.post("/api/workouts", { workout: { program_id: program.id, position: 1 } }, { token }))
        .status,
    ).toBe(404);
    expect(
      (
        await api.post(
          "/api/programs",
          { program: { name: "x", trainer_id: w.b.trainer.trainerId } },
          { token },
        )
      ).status,
    ).toBe(404);
    const list = await api.get<{ programs: Program[] }>("/api/programs", { token });
    expect(list.body.programs.map((p) => p.id)).not.toContain(program.id);
    expect((await api.get(`/api/programs?organization_id=${w.b.org.id}`, { token })).status).toBe(404);
    expect((await api.get(`/api/programs?organization_id=${w.a.org.id}`, { token })).status).toBe(200);
    // The super admin sees and may narrow to one organization; it must name one to create.
    const all = await api.get<{ programs: Program[] }>(`/api/programs?organization_id=${w.b.org.id}`, {
      token: w.superAdmin.token,
    });
    expect(all.body.programs.map((p) => p.id)).toContain(program.id);
    expect(all.body.programs.every((p) => p.organization_id === w.b.org.id)).toBe(true);
    expect(
      (await api.post("/api/programs", { program: { name: "x" } }, { token: w.superAdmin.token })).status,
    ).toBe(400);
    const made = await api.post<{ program: Program }>(
      "/api/programs",
      { program: { name: "总部计划", organization_id: w.b.org.id } },
      { token: w.superAdmin.token },
    );
    expect(made.body.program).toMatchObject({ organization_id: w.b.org.id, trainer_id: null });
    expect((await api.get("/api/programs")).status).toBe(401);
  });

  it("refuses bad input with 400 and writes nothing", async () => {
    const before = (await t.db.select({ n: count() }).from(programs))[0]!.n;
    for (const program of [
      {},
      { name: "" },
      { name: "x".repeat(101) },
      { name: "x", description: "y".repeat(10_001) },
    ]) {
      const res = await api.post("/api/programs", { program }, { token: w.a.trainer.token });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: 400, code: "BAD_REQUEST" });
    }
    expect((await t.db.select({ n: count() }).from(programs))[0]!.n).toBe(before);
  });
});

describe("POST /api/programs/{id}/assign_job", () => {
  let programId: number;
  let c1: Awaited<ReturnType<typeof insertClient>>;
  let c2: Awaited<ReturnType<typeof insertClient>>;
  const token = () => w.a.trainer.token;

  beforeAll(async () => {
    programId = (await createProgram(token(), "三天入门")).program.id;
    await addTemplate(token(), programId, 1, {
      title: "下肢",
      short_description: "<p>注意膝盖</p>",
      warmup: "慢跑 5 分钟",
      warmup_selected_exercises: [{ id: 1, name: "开合跳" }],
      cooldown: "拉伸",
      cooldown_selected_exercises: [{ id: 2, name: "腿后侧拉伸" }],
      order: 2,
      workout_items: [
        {
          name: "深蹲",
          info: "4×8",
          is_circuit: true,
          linked: true,
          request_video: true,
          selected_exercises: [{ id: 9, name: "深蹲" }],
        },
        {
          name: "弓步",
          info: "3×10",
          attachments: [{ name: "演示", attachmentUrl: "https://cdn.test/a.mp4", type: "mp4", size: 10 }],
        },
      ],
    });
    await addTemplate(token(), programId, 3, { title: "上肢", workout_items: [{ name: "卧推" }] });
    await addTemplate(token(), programId, 7, {
      title: "休息",
      rest_day: true,
      rest_day_instructions: "散步",
    });
    c1 = await insertClient(t, w.a.trainer);
    c2 = await insertClient(t, w.a.admin);
  });

  it("copies every template to each client from start_date, with items, as pending", async () => {
    const res = await api.post<AssignBody>(
      `/api/programs/${programId}/assign_job`,
      { client_ids: [c1.id, c2.id, c1.id], start_date: "2026-3-9" },
      { token: token() },
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: 0, msg: "应用成功", workouts_count: 6 });
    expect(res.body.program_assignment_ids).toHaveLength(2);

    const mine = await clientWorkouts(c1.id);
    expect(mine.map((x) => [x.due, x.title])).toEqual([
      ["2026-03-09", "下肢"],
      ["2026-03-11", "上肢"],
      ["2026-03-15", "休息"],
    ]);
    expect(mine[0]).toMatchObject({
      client_id: c1.id,
      trainer_id: w.a.trainer.trainerId,
      organization_id: w.a.org.id,
      program_id: programId,
      program_name: "三天入门",
      state: "pending",
      short_description: "<p>注意膝盖</p>",
      warmup: "慢跑 5 分钟",
      warmup_selected_exercises: [{ id: 1, name: "开合跳" }],
      cooldown: "拉伸",
      cooldown_selected_exercises: [{ id: 2, name: "腿后侧拉伸" }],
      order: 2,
      position: 1,
    });
    expect(mine[2]).toMatchObject({ rest_day: true, rest_day_instructions: "散步" });
    const theirs = await clientWorkouts(c2.id);
    expect(theirs[0]?.trainer_id).toBe(w.a.admin.trainerId);
    expect(new Set([...mine, ...theirs].map((x) => x.uuid)).size).toBe(6);

    const items = await t.db
      .select()
      .from(workout_items)
      .where(eq(workout_items.workout_id, mine[0]!.id))
      .orderBy(workout_items.position);
    expect(items).toMatchObject([
      {
        name: "深蹲",
        info: "4×8",
        is_circuit: true,
        linked: true,
        request_video: true,
        state: "pending",
        result: null,
        selected_exercises: [{ id: 9, name: "深蹲" }],
      },
      {
        name: "弓步",
        attachments: [{ name: "演示", attachmentUrl: "https://cdn.test/a.mp4", type: "mp4", size: 10 }],
      },
    ]);

    const assignments = await t.db
      .select()
      .from(program_assignments)
      .where(eq(program_assignments.program_id, programId));
    expect(assignments.map((a) => [a.client_id, a.start_date, a.end_date, a.assigned_by_id])).toEqual([
      [c1.id, "2026-03-09", "2026-03-15", w.a.trainer.userId],
      [c2.id, "2026-03-09", "2026-03-15", w.a.trainer.userId],
    ]);
    const program = await api.get<{ program: Program }>(`/api/programs/${programId}`, { token: token() });
    expect(program.body.program.program_assignment_ids).toEqual(res.body.program_assignment_ids);
  });

  it("without replace keeps the clients' workouts; with replace removes those in the range first", async () => {
    const client = await insertClient(t, w.a.trainer);
    const keepBefore = await addClientWorkout(client.id, "2026-04-05", "之前");
    const inRange = await addClientWorkout(client.id, "2026-04-08", "范围内");
    const keepAfter = await addClientWorkout(client.id, "2026-04-20", "之后");

    const plain = await api.post<AssignBody>(
      `/api/programs/${programId}/assign_job`,
      { client_ids: [client.id], start_date: "2026-04-06" },
      { token: token() },
    );
    expect(plain.body.workouts_count).toBe(3);
    expect((await clientWorkouts(client.id)).map((x) => x.title)).toEqual([
      "之前",
      "下肢",
      "范围内",
      "上肢",
      "休息",
      "之后",
    ]);

    const replaced = await api.post<AssignBody>(
      `/api/programs/${programId}/assign_job`,
      { client_ids: [client.id], start_date: "2026-04-06", replace: true },
      { token: token() },
    );
    expect(replaced.status).toBe(200);
    const after = await clientWorkouts(client.id);
    expect(after.map((x) => [x.due, x.title])).toEqual([
      ["2026-04-05", "之前"],
      ["2026-04-06", "下肢"],
      ["2026-04-08", "上肢"],
      ["2026-04-12", "休息"],
      ["2026-04-20", "之后"],
    ]);
    expect(after.map((x) => x.id)).toContain(keepBefore);
    expect(after.map((x) => x.id)).toContain(keepAfter);
    expect(after.map((x) => x.id)).not.toContain(inRange);
  });

  it("stops at end_date, and replace uses it as the range", async () => {
    const client = await insertClient(t, w.a.trainer);
    await addClientWorkout(client.id, "2026-05-06", "旧的");
    await addClientWorkout(client.id, "2026-05-10", "范围外");
    const res = await api.post<AssignBody>(
      `/api/programs/${programId}/assign_job`,
      { client_ids: [client.id], start_date: "2026-5-4", end_date: "2026-5-6", replace: true },
      { token: token() },
    );
    expect(res.body.workouts_count).toBe(2);
    expect((await clientWorkouts(client.id)).map((x) => [x.due, x.title])).toEqual([
      ["2026-05-04", "下肢"],
      ["2026-05-06", "上肢"],
      ["2026-05-10", "范围外"],
    ]);
    const [assignment] = await t.db
      .select()
      .from(program_assignments)
      .where(eq(program_assignments.client_id, client.id));
    expect(assignment).toMatchObject({ start_date: "2026-05-04", end_date: "2026-05-06" });
  });

  it("refuses a client of another organization with 404 and leaves everything as it was", async () => {
    const client = await insertClient(t, w.a.trainer);
    const old = await addClientWorkout(client.id, "2026-06-01", "旧训练");
    const before = await counts();
    const res = await api.post(
      `/api/programs/${programId}/assign_job`,
      { client_ids: [client.id, w.b.client.id], start_date: "2026-06-01", replace: true },
      { token: token() },
    );
    expect(res.status).toBe(404);
    expect(await counts()).toEqual(before);
    expect((await clientWorkouts(client.id)).map((x) => x.id)).toEqual([old]);
    const unknown = await api.post(
      `/api/programs/${programId}/assign_job`,
      { client_ids: [client.id, 99_999_999], start_date: "2026-06-01", replace: true },
      { token: token() },
    );
    expect(unknown.status).toBe(404);
    expect(await counts()).toEqual(before);
  });

  it("is atomic: a statement failing mid-batch rolls back the replace and every insert", async () => {
    const client = await insertClient(t, w.a.trainer);
    const old = await addClientWorkout(client.id, "2026-07-01", "旧训练");
    const failing = (await createProgram(token(), "会失败的计划")).program.id;
    await addTemplate(token(), failing, 1, { workout_items: [{ name: "正常" }] });
    await addTemplate(token(), failing, 2, { workout_items: [{ name: "boom" }] });
    await t.client.execute(
      "CREATE TRIGGER fail_boom BEFORE INSERT ON workout_items WHEN NEW.name = 'boom' AND NEW.workout_id IN (SELECT id FROM workouts WHERE client_id IS NOT NULL) BEGIN SELECT RAISE(ABORT, 'boom'); END",
    );
    try {
      const before = await counts();
      await expect(
        callerFor(t, w.a.trainer.actor).programs.assign({
          id: failing,
          client_ids: [client.id],
          start_date: "2026-07-01",
          replace: true,
        }),
      ).rejects.toThrow();
      expect(await counts()).toEqual(before);
      expect((await clientWorkouts(client.id)).map((x) => x.id)).toEqual([old]);
    } finally {
      await t.client.execute("DROP TRIGGER fail_boom");
    }
  });

  it("refuses bad input with 400", async () => {
    for (const body of [
      {},
      { client_ids: [], start_date: "2026-03-02" },
      { client_ids: [c1.id], start_date: "2026-02-30" },
      { client_ids: [c1.id], start_date: "2026-03-02", end_date: "2026-03-01" },
      { client_ids: ["x"], start_date: "2026-03-02" },
      { client_ids: Array.from({ length: 501 }, (_, i) => i + 1), start_date: "2026-03-02" },
    ]) {
      const res = await api.post(`/api/programs/${programId}/assign_job`, body, { token: token() });
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.body).toMatchObject({ code: "BAD_REQUEST" });
    }
  });

  it("works through tRPC (programs.assign) and refreshes the clients' statistics", async () => {
    const client = await insertClient(t, w.a.trainer);
    const caller = callerFor(t, w.a.trainer.actor);
    // Assigned a week ago: the first two sessions are past due and pending (missed); the rest day is not.
    const result = await caller.programs.assign({
      id: programId,
      client_ids: [client.id],
      start_date: "2026-02-23",
    });
    expect(result.workouts_count).toBe(3);
    const [row] = await t.db.select().from(clients).where(eq(clients.id, client.id));
    expect(row).toMatchObject({
      missed_sessions_count: 2,
      completed_workouts_count: 0,
      compliance_rate_for_7_days: 0,
      compliance_computed_on: "2026-03-02",
    });
  });

  it("assigns a 12-week program (84 workouts × 6 items) to 100 clients in one batch", async () => {
    const { program } = await createProgram(token(), "十二周计划");
    const caller = callerFor(t, w.a.trainer.actor);
    for (let position = 1; position <= 84; position++) {
      await caller.workouts.create({
        workout: {
          program_id: program.id,
          position,
          title: `第 ${Math.ceil(position / 7)} 周 第 ${((position - 1) % 7) + 1} 天`,
          short_description: "<p>按计划完成</p>",
          workout_items: Array.from({ length: 6 }, (_, k) => ({
            name: `动作 ${k + 1}`,
            info: "4 组 × 8 次，组间休息 90 秒",
            position: k + 1,
          })),
        },
      });
    }
    const many = [];
    for (let i = 0; i < 100; i++) many.push((await insertClient(t, w.a.trainer)).id);
    const started = performance.now();
    const res = await api.post<AssignBody>(
      `/api/programs/${program.id}/assign_job`,
      { client_ids: many, start_date: "2027-1-4" },
      { token: token() },
    );
    const ms = performance.now() - started;
    process.stdout.write(`\n[timing] assign 84 workouts × 6 items to 100 clients: ${ms.toFixed(0)} ms\n`);
    expect(res.status).toBe(200);
    expect(res.body.workouts_count).toBe(8400);
    const [{ n: made } = { n: 0 }] = await t.db
      .select({ n: count() })
      .from(workouts)
      .where(and(eq(workouts.program_id, program.id), eq(workouts.state, "pending")));
    expect(made).toBe(8400 + 84);
    const [{ n: items } = { n: 0 }] = await t.db
      .select({ n: count() })
      .from(workout_items)
      .innerJoin(workouts, eq(workouts.id, workout_items.workout_id))
      .where(and(eq(workouts.program_id, program.id)));
    expect(items).toBe(50_400 + 504);
    const templates = await t.db
      .select({ n: count() })
      .from(workouts)
      .where(and(eq(workouts.program_id, program.id), isNull(workouts.client_id)));
    expect(templates[0]?.n).toBe(84);
  });
});

async function addClientWorkout(clientId: number, due: string, title: string) {
  const res = await api.post<{ workout: { id: number } }>(
    "/api/workouts",
    { workout: { client_id: clientId, due, title } },
    { token: w.a.trainer.token },
  );
  expect(res.status).toBe(201);
  return res.body.workout.id;
}

async function counts() {
  return {
    workouts: (await t.db.select({ n: count() }).from(workouts))[0]!.n,
    items: (await t.db.select({ n: count() }).from(workout_items))[0]!.n,
    assignments: (await t.db.select({ n: count() }).from(program_assignments))[0]!.n,
  };
}
