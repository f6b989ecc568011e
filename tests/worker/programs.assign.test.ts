import type { Client, InStatement } from "@libsql/client";
import { and, count, eq, isNotNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_ASSIGNED_WORKOUTS } from "#shared/shared-rules";
import { createLibsqlDb } from "../../db/client";
import { program_assignments, programs, workout_items, workouts } from "../../db/schema";
import { uuidV7 } from "../../worker/data/sql";
import { assignProgram } from "../../worker/domains/programs/assign";
import { ZAssignProgramInput } from "../../worker/domains/programs/schemas";
import { AppError } from "../../worker/errors";
import { insertClient } from "../factories";
import type { TestDb } from "../helpers/db";
import type { TestApi } from "../helpers/http";
import { openTwoOrganizations, type TwoOrganizations } from "../helpers/two-organizations";
import { type AssignAnswer, programSteps } from "./support/programs";

/**
 * Assignment's additions of issue 11: keep_completed, dry_run (the preview), job_key (groups of
 * one large assignment, re-sending is safe), program_assignment_id on the created workouts. The
 * SPEC/CONTRACT behaviour (replace, end_date, atomicity, 404s) is in programs.test.ts.
 */
let t: TestDb;
let api: TestApi;
let w: TwoOrganizations;
let s: ReturnType<typeof programSteps>;
let programId: number;
beforeAll(async () => {
  ({ t, api, w } = await openTwoOrganizations({ d1Limits: true }));
  s = programSteps(t, api, () => w.a.trainer.token);
  programId = (await s.createProgram("三天计划")).id;
  await s.addTemplate(programId, 1, { title: "下肢", workout_items: [{ name: "深蹲" }, { name: "硬拉" }] });
  await s.addTemplate(programId, 3, { title: "上肢", workout_items: [{ name: "卧推" }] });
  await s.addTemplate(programId, 5, { title: "全身" });
});
afterAll(() => t.close());

const newClient = () => insertClient(t, w.a.trainer);

/** A client with, around 2026-04-06..12: a pending and a completed workout in range, one outside. */
async function clientWithHistory() {
  const client = await newClient();
  const pendingIn = await s.addClientWorkout(client.id, "2026-04-07", "待完成");
  const pendingIn2 = await s.addClientWorkout(client.id, "2026-04-09", "待完成2");
  const completedIn = await s.addClientWorkout(client.id, "2026-04-08", "已完成", true);
  const outside = await s.addClientWorkout(client.id, "2026-04-20", "范围外");
  return { client, pendingIn, pendingIn2, completedIn, outside };
}

const range = { start_date: "2026-4-6", end_date: "2026-4-12" };

const idsOf = async (clientId: number) => (await s.clientWorkouts(clientId)).map((x) => x.id);

describe("dry run (the preview)", () => {
  it("writes nothing and answers per client what the same request then does", async () => {
    const a = await clientWithHistory();
    const b = await newClient();
    for (const [options, expected] of [
      [{ replace: true }, { replaced_pending: 2, completed_in_range: 1, completed_deleted: 1 }],
      [
        { replace: true, keep_completed: true },
        { replaced_pending: 2, completed_in_range: 1, completed_deleted: 0 },
      ],
      [{}, { replaced_pending: 0, completed_in_range: 1, completed_deleted: 0 }],
    ] as const) {
      const before = await s.counts();
      const res = await s.assign(programId, {
        client_ids: [a.client.id, b.id],
        ...range,
        ...options,
        dry_run: true,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(await s.counts()).toEqual(before);
      expect(res.body).toMatchObject({
        success: 0,
        msg: "应用成功",
        workouts_count: 6,
        program_assignment_ids: [],
        clients_done: [],
        clients_skipped: [],
      });
      // The program's day 3 (04-08) falls on the completed workout's day; the pending ones are on
      // days the program leaves free.
      const busy = { busy_dates: ["2026-04-08"], busy_completed_dates: ["2026-04-08"] };
      expect(res.body.preview).toEqual([
        { client_id: a.client.id, added: 3, ...expected, ...busy },
        {
          client_id: b.id,
          added: 3,
          replaced_pending: 0,
          completed_in_range: 0,
          completed_deleted: 0,
          busy_dates: [],
          busy_completed_dates: [],
        },
      ]);
    }
  });

  it("equals the real run's counts", async () => {
    for (const options of [{ replace: true }, { replace: true, keep_completed: true }, {}]) {
      const a = await clientWithHistory();
      const body = { client_ids: [a.client.id], ...range, ...options };
      const preview = (await s.assign(programId, { ...body, dry_run: true })).body.preview![0]!;
      const before = await s.clientWorkouts(a.client.id);
      const real = await s.assign(programId, body);
      expect(real.status).toBe(200);
      expect(real.body.preview).toBeUndefined();
      const after = await s.clientWorkouts(a.client.id);
      const afterIds = new Set(after.map((x) => x.id));
      const gone = before.filter((x) => !afterIds.has(x.id));
      const added = after.filter((x) => x.program_assignment_id === real.body.program_assignment_ids[0]);
      expect({
        added: added.length,
        replaced_pending: gone.filter((x) => x.state === "pending").length,
        completed_deleted: gone.filter((x) => x.state === "completed").length,
        completed_in_range: before.filter(
          (x) => x.state === "completed" && x.due! >= "2026-04-06" && x.due! <= "2026-04-12",
        ).length,
      }).toEqual({
        added: preview.added,
        replaced_pending: preview.replaced_pending,
        completed_deleted: preview.completed_deleted,
        completed_in_range: preview.completed_in_range,
      });
      expect(real.body.workouts_count).toBe(preview.added);
    }
  });
});

describe("days that would hold two workouts (issue 22)", () => {
  it("the preview names each client's days the program adds to that already hold a workout", async () => {
    const a = await newClient();
    // Days 1, 3 and 5 of the program fall on 04-06, 04-08 and 04-10.
    await s.addClientWorkout(a.id, "2026-04-06", "已安排");
    await s.addClientWorkout(a.id, "2026-04-06", "同一天第二个");
    await s.addClientWorkout(a.id, "2026-04-07", "程序不加的日子");
    await s.addClientWorkout(a.id, "2026-04-10", "已完成", true);
    await s.addClientWorkout(a.id, "2026-04-13", "范围外");
    const b = await newClient();
    await s.addClientWorkout(b.id, "2026-04-09", "不冲突");

    for (const options of [{}, { replace: true, keep_completed: true }, { replace: true }]) {
      const res = await s.assign(programId, {
        client_ids: [a.id, b.id],
        ...range,
        ...options,
        dry_run: true,
      });
      expect(res.status).toBe(200);
      // The same days whatever the mode: the web app tells which of them a mode doubles.
      expect(res.body.preview?.map((p) => [p.client_id, p.busy_dates, p.busy_completed_dates])).toEqual([
        [a.id, ["2026-04-06", "2026-04-10"], ["2026-04-10"]],
        [b.id, [], []],
      ]);
    }

    // Adding alongside does double them; replace keeping completed work leaves two on 04-10 only.
    const alongside = await s.assign(programId, { client_ids: [a.id], ...range });
    expect(alongside.status).toBe(200);
    const perDay = (rows: { due: string | null }[]) => {
      const days: Record<string, number> = {};
      for (const r of rows) days[r.due!] = (days[r.due!] ?? 0) + 1;
      return days;
    };
    expect(perDay(await s.clientWorkouts(a.id))).toMatchObject({
      "2026-04-06": 3,
      "2026-04-08": 1,
      "2026-04-10": 2,
    });
    const c = await newClient();
    await s.addClientWorkout(c.id, "2026-04-06", "已安排");
    await s.addClientWorkout(c.id, "2026-04-10", "已完成", true);
    const replaced = await s.assign(programId, {
      client_ids: [c.id],
      ...range,
      replace: true,
      keep_completed: true,
    });
    expect(replaced.status).toBe(200);
    expect(perDay(await s.clientWorkouts(c.id))).toEqual({
      "2026-04-06": 1,
      "2026-04-08": 1,
      "2026-04-10": 2,
    });
  });

  it("names no day for a client the job already holds (nothing is written for it)", async () => {
    const a = await newClient();
    await s.addClientWorkout(a.id, "2026-04-06", "已安排");
    const job_key = `busy-${a.id}`;
    expect((await s.assign(programId, { client_ids: [a.id], ...range, job_key })).status).toBe(200);
    const again = await s.assign(programId, { client_ids: [a.id], ...range, job_key, dry_run: true });
    expect(again.body.preview).toEqual([
      expect.objectContaining({ client_id: a.id, added: 0, busy_dates: [], busy_completed_dates: [] }),
    ]);
  });
});

describe("replace and keep_completed", () => {
  it("replace with keep_completed keeps completed workouts (and their results) in the range", async () => {
    const a = await clientWithHistory();
    const res = await s.assign(programId, {
      client_ids: [a.client.id],
      ...range,
      replace: true,
      keep_completed: true,
    });
    expect(res.status).toBe(200);
    const ids = await idsOf(a.client.id);
    expect(ids).toContain(a.completedIn);
    expect(ids).toContain(a.outside);
    expect(ids).not.toContain(a.pendingIn);
    expect(ids).not.toContain(a.pendingIn2);
    const [item] = await t.db.select().from(workout_items).where(eq(workout_items.workout_id, a.completedIn));
    expect(item?.result).toBe("完成 5×5");
    expect((await s.clientWorkouts(a.client.id)).map((x) => [x.due, x.title])).toEqual([
      ["2026-04-06", "下肢"],
      ["2026-04-08", "已完成"],
      ["2026-04-08", "上肢"],
      ["2026-04-10", "全身"],
      ["2026-04-20", "范围外"],
    ]);
  });

  it("replace without keep_completed (CONTRACT's meaning) deletes completed workouts in the range too", async () => {
    const a = await clientWithHistory();
    const res = await s.assign(programId, { client_ids: [a.client.id], ...range, replace: true });
    expect(res.status).toBe(200);
    const ids = await idsOf(a.client.id);
    expect(ids).not.toContain(a.completedIn);
    expect(ids).not.toContain(a.pendingIn);
    expect(ids).toContain(a.outside);
    expect(
      await t.db.select().from(workout_items).where(eq(workout_items.workout_id, a.completedIn)),
    ).toEqual([]);
  });

  it("add alongside keeps everything and adds the program's days", async () => {
    const a = await clientWithHistory();
    const before = await idsOf(a.client.id);
    const res = await s.assign(programId, { client_ids: [a.client.id], ...range, keep_completed: true });
    expect(res.status).toBe(200);
    const after = await idsOf(a.client.id);
    expect(after.filter((id) => before.includes(id))).toEqual(before);
    expect(after).toHaveLength(before.length + 3);
  });

  it("refuses non-boolean flags and a malformed job_key with 400", async () => {
    const client = await newClient();
    for (const extra of [
      { keep_completed: "yes" },
      { dry_run: 2 },
      { job_key: "" },
      { job_key: "has space" },
      { job_key: "x".repeat(65) },
      { job_key: "ä" },
    ]) {
      const res = await s.assign(programId, { client_ids: [client.id], start_date: "2026-4-6", ...extra });
      expect(res.status, JSON.stringify(extra)).toBe(400);
    }
    expect(await s.clientWorkouts(client.id)).toEqual([]);
  });
});

describe("job_key: groups of one large assignment", () => {
  it("tags every created workout with its client's assignment row", async () => {
    const [c1, c2] = [await newClient(), await newClient()];
    const res = await s.assign(programId, {
      client_ids: [c1.id, c2.id],
      start_date: "2026-5-4",
      job_key: "tag-test",
    });
    expect(res.status).toBe(200);
    const rows = await t.db
      .select()
      .from(program_assignments)
      .where(eq(program_assignments.job_key, "tag-test"))
      .orderBy(program_assignments.id);
    expect(rows.map((r) => r.client_id)).toEqual([c1.id, c2.id]);
    expect(res.body.program_assignment_ids).toEqual(rows.map((r) => r.id));
    for (const [client, row] of [
      [c1, rows[0]!],
      [c2, rows[1]!],
    ] as const) {
      const mine = await s.clientWorkouts(client.id);
      expect(mine).toHaveLength(3);
      expect(mine.every((x) => x.program_assignment_id === row.id)).toBe(true);
    }
  });

  it("skips clients that already hold the job's assignment: re-sending a group is a no-op with the same answer shape", async () => {
    const [c1, c2, c3] = [await newClient(), await newClient(), await newClient()];
    const body = { client_ids: [c1.id, c2.id], start_date: "2026-6-1", replace: true, job_key: "job-1_A" };
    const first = await s.assign(programId, body);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      workouts_count: 6,
      clients_done: [c1.id, c2.id],
      clients_skipped: [],
      job_key: "job-1_A",
    });
    const before = await s.counts();
    const again = await s.assign(programId, body);
    expect(again.status).toBe(200);
    expect(Object.keys(again.body).sort()).toEqual(Object.keys(first.body).sort());
    expect(again.body).toEqual({
      ...first.body,
      workouts_count: 0,
      clients_skipped: [c1.id, c2.id],
    } satisfies AssignAnswer);
    expect(await s.counts()).toEqual(before);

    // The next group overlaps: the done client is skipped, the new one assigned.
    const next = await s.assign(programId, { ...body, client_ids: [c2.id, c3.id] });
    expect(next.body).toMatchObject({
      workouts_count: 3,
      clients_done: [c2.id, c3.id],
      clients_skipped: [c2.id],
    });
    expect(next.body.program_assignment_ids).toHaveLength(2);
    expect(next.body.program_assignment_ids).toContain(first.body.program_assignment_ids[1]);
    expect(await s.clientWorkouts(c2.id)).toHaveLength(3);
    expect(await s.clientWorkouts(c3.id)).toHaveLength(3);
    // A dry run of a done group previews nothing to do for it.
    const preview = await s.assign(programId, { ...body, dry_run: true });
    expect(preview.body).toMatchObject({
      workouts_count: 0,
      clients_done: [c1.id, c2.id],
      clients_skipped: [c1.id, c2.id],
    });
    expect(preview.body.preview?.map((p) => p.added)).toEqual([0, 0]);
  });

  it("makes a key when none is sent, and refuses a key used for another program with 409", async () => {
    const client = await newClient();
    const res = await s.assign(programId, { client_ids: [client.id], start_date: "2026-7-6" });
    expect(res.body.job_key).toMatch(/^[0-9a-f-]{36}$/);
    const [row] = await t.db
      .select()
      .from(program_assignments)
      .where(eq(program_assignments.client_id, client.id));
    expect(row?.job_key).toBe(res.body.job_key);

    const other = (await s.createProgram("另一个计划")).id;
    await s.addTemplate(other, 1);
    const before = await s.counts();
    const clash = await s.assign(other, {
      client_ids: [client.id],
      start_date: "2026-7-6",
      job_key: res.body.job_key,
    });
    expect(clash.status).toBe(409);
    expect(clash.body).toMatchObject({ code: "CONFLICT" });
    expect(await s.counts()).toEqual(before);
  });

  it("two sends of the same group at once: one assigns, the other is skipped or a 409, never twice", async () => {
    const [c1, c2] = [await newClient(), await newClient()];
    const body = { client_ids: [c1.id, c2.id], start_date: "2026-8-3", job_key: "race" };
    const answers = await Promise.all([s.assign(programId, body), s.assign(programId, body)]);
    for (const a of answers) expect([200, 409]).toContain(a.status);
    expect(answers.some((a) => a.status === 200)).toBe(true);
    for (const c of [c1, c2]) {
      expect(await s.clientWorkouts(c.id)).toHaveLength(3);
      const [{ n } = { n: 0 }] = await t.db
        .select({ n: count() })
        .from(program_assignments)
        .where(and(eq(program_assignments.client_id, c.id), isNotNull(program_assignments.job_key)));
      expect(n).toBe(1);
    }
    const [{ n: tagged } = { n: 0 }] = await t.db
      .select({ n: count() })
      .from(workouts)
      .where(isNotNull(workouts.program_assignment_id));
    expect(tagged).toBeGreaterThan(0);
  });
});

describe("request size", () => {
  it("refuses more than MAX_ASSIGNED_WORKOUTS new workouts in one request (dry run too) and writes nothing", async () => {
    const big = (await s.createProgram("大计划")).id;
    const days = 201;
    const uuids = uuidV7(days);
    // Templates straight into the table (fixture; 7 rows a statement for D1's parameter limit):
    // 201 days × 100 clients = 20,100 workouts.
    const rows = Array.from({ length: days }, (_, i) => ({
      program_id: big,
      position: i + 1,
      organization_id: w.a.org.id,
      uuid: uuids[i]!,
      title: `第${i + 1}天`,
    }));
    for (let i = 0; i < rows.length; i += 7) await t.db.insert(workouts).values(rows.slice(i, i + 7));
    await t.db.update(programs).set({ highest_position: days, length: 203 }).where(eq(programs.id, big));
    const many: number[] = [];
    for (let i = 0; i < 100; i++) many.push((await newClient()).id);
    expect(days * many.length).toBeGreaterThan(MAX_ASSIGNED_WORKOUTS);
    const before = await s.counts();
    for (const dry_run of [true, false]) {
      const res = await s.assign(big, { client_ids: many, start_date: "2027-1-4", dry_run });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        code: "BAD_REQUEST",
        msg: `一次最多生成 ${MAX_ASSIGNED_WORKOUTS} 个训练，请减少学员数量`,
      });
    }
    expect(await s.counts()).toEqual(before);
    // The same program in two groups fits.
    const half = await s.assign(big, {
      client_ids: many.slice(0, 50),
      start_date: "2027-1-4",
      job_key: "big",
    });
    expect(half.status).toBe(200);
    expect(half.body.workouts_count).toBe(days * 50);
  });
});

describe("a template edited while it is being assigned", () => {
  it("answers 409 ASSIGN_CHANGED and writes nothing (the copies' fingerprints would be stale)", async () => {
    const programId = (await s.createProgram("分配中被修改")).id;
    const template = await s.addTemplate(programId, 1, { title: "A" });
    const client = await insertClient(t, w.a.trainer);
    // The real database, with another writer editing the template just before the batch lands.
    const racing: Client = new Proxy(t.client, {
      get(target, prop, receiver) {
        if (prop === "batch") {
          return async (stmts: InStatement[], mode?: Parameters<Client["batch"]>[1]) => {
            await target.execute({
              sql: "UPDATE workouts SET title = 'A（别人改的）', updated_at = '2099-01-01T00:00:00.000Z' WHERE id = ?",
              args: [template],
            });
            return target.batch(stmts, mode);
          };
        }
        const value = Reflect.get(target, prop, receiver);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    const deps = { ...t.deps, db: createLibsqlDb(racing) };
    const before = await s.counts();
    const error = await assignProgram(
      deps,
      w.a.trainer.actor,
      programId,
      ZAssignProgramInput.parse({ client_ids: [client.id], start_date: "2026-9-7" }),
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe("CONFLICT");
    expect((error as AppError).msg?.code).toBe("ASSIGN_CHANGED");
    expect(await s.counts()).toEqual(before);
  });
});
