import { and, asc, eq, isNull, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { programs, workout_items, workouts } from "../../db/schema";
import { copyColumns } from "../../worker/data/table-copy";
import { calendarTemplateCopy } from "../../worker/domains/programs/from-calendar";
import { insertClient } from "../factories";
import { callerFor } from "../helpers/caller";
import type { TestDb } from "../helpers/db";
import type { TestApi } from "../helpers/http";
import { openTwoOrganizations, type TwoOrganizations } from "../helpers/two-organizations";
import { type ProgramAnswer, programSteps } from "./support/programs";

/**
 * "Save this range as a program" (POST /programs/from_calendar, programs.fromCalendar): a client's
 * workouts in a date range become a new program's templates on their days, without results.
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

type Written = { program: ProgramAnswer; msg: string };

const templatesOf = (programId: number) =>
  t.db
    .select()
    .from(workouts)
    .where(and(eq(workouts.program_id, programId), isNull(workouts.client_id)))
    .orderBy(asc(workouts.position), asc(workouts.order), asc(workouts.id));

describe("the copy plans", () => {
  it("copy every content column; what stays behind is named with its reason", () => {
    const program = { id: sql`1`, name: "p", trainerId: 1, organizationId: 1 };
    const plan = calendarTemplateCopy(program, "now");
    expect(copyColumns(workouts, plan).excluded.sort()).toEqual([
      "completed_at",
      "id",
      "import_key",
      "note_id",
      "program_assignment_id",
      "template_hash",
      "template_workout_id",
    ]);
    expect(copyColumns(workouts, plan).copied.sort()).toEqual([
      "cooldown",
      "cooldown_selected_exercises",
      "hidden",
      "order",
      "rest_day",
      "rest_day_instructions",
      "short_description",
      "title",
      "warmup",
      "warmup_selected_exercises",
    ]);
    for (const reason of Object.values(plan.exclude)) expect(reason).toMatch(/\w/);
    // Items are copied as assignment copies them (assignedItemCopy, checked in copies.test.ts).
  });
});

describe("programs.fromCalendar", () => {
  it("copies the range's workouts onto their days from start_date, content only, in one program", async () => {
    const client = await insertClient(t, w.a.trainer);
    await s.addClientWorkout(client.id, "2026-03-02", "腿", true);
    await s.addClientWorkout(client.id, "2026-03-04", "推");
    await s.addClientWorkout(client.id, "2026-03-11", "拉");
    await s.addClientWorkout(client.id, "2026-03-20", "范围外");
    const res = await api.post<Written>(
      "/api/programs/from_calendar",
      {
        client_id: client.id,
        start_date: "2026-03-02",
        end_date: "2026-03-15",
        program: { name: "三月计划", description: "从日历保存" },
      },
      { token: w.a.trainer.token },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.msg).toBe("新标准训练计划表创建成功。");
    expect(res.body.program).toMatchObject({ name: "三月计划", length: 14, highest_position: 10, weeks: 2 });
    const templates = await templatesOf(res.body.program.id);
    expect(templates.map((x) => [x.position, x.title, x.state, x.due, x.completed_at])).toEqual([
      [1, "腿", "pending", null, null],
      [3, "推", "pending", null, null],
      [10, "拉", "pending", null, null],
    ]);
    for (const x of templates) {
      expect(x).toMatchObject({
        organization_id: w.a.org.id,
        trainer_id: w.a.trainer.trainerId,
        program_name: "三月计划",
        program_assignment_id: null,
        template_workout_id: null,
      });
    }
    const items = await t.db
      .select()
      .from(workout_items)
      .where(eq(workout_items.workout_id, templates[0]!.id));
    expect(items.map((i) => [i.name, i.result, i.state])).toEqual([["腿-动作", null, "pending"]]);
    // The client's own workouts are untouched.
    const own = await t.db.select().from(workouts).where(eq(workouts.client_id, client.id));
    expect(own).toHaveLength(4);
    expect(own.find((x) => x.title === "腿")?.state).toBe("completed");
  });

  it("works through tRPC and answers the program like programs.create", async () => {
    const client = await insertClient(t, w.a.trainer);
    await s.addClientWorkout(client.id, "2026-04-06", "单次");
    const caller = callerFor(t, w.a.admin.actor);
    const out = await caller.programs.fromCalendar({
      client_id: client.id,
      start_date: "2026-04-06",
      end_date: "2026-04-12",
      program: { name: "一周" },
    });
    expect(out.program).toMatchObject({ name: "一周", length: 7, workouts_count: 1 });
  });

  it("refuses an empty range with 这段时间没有训练 and writes nothing", async () => {
    const client = await insertClient(t, w.a.trainer);
    const before = (await t.db.select().from(programs)).length;
    const res = await api.post<{ msg: string }>(
      "/api/programs/from_calendar",
      { client_id: client.id, start_date: "2026-05-04", end_date: "2026-05-10", program: { name: "空" } },
      { token: w.a.trainer.token },
    );
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe("这段时间没有训练");
    expect((await t.db.select().from(programs)).length).toBe(before);
  });

  it("refuses a reversed or over-long range with the field named", async () => {
    const client = await insertClient(t, w.a.trainer);
    const reversed = await api.post<{ issues: { path: string }[] }>(
      "/api/programs/from_calendar",
      { client_id: client.id, start_date: "2026-05-10", end_date: "2026-05-04", program: { name: "x" } },
      { token: w.a.trainer.token },
    );
    expect(reversed.status).toBe(400);
    expect(reversed.body.issues.map((i) => i.path)).toContain("end_date");
    const long = await api.post(
      "/api/programs/from_calendar",
      { client_id: client.id, start_date: "2026-01-01", end_date: "2027-06-01", program: { name: "x" } },
      { token: w.a.trainer.token },
    );
    expect(long.status).toBe(400);
  });

  it("keeps another organization's client out of reach (404), and the new program in the client's organization for the super admin", async () => {
    const other = await insertClient(t, w.b.trainer);
    await programSteps(t, api, () => w.b.trainer.token).addClientWorkout(other.id, "2026-06-01", "别家");
    const res = await api.post(
      "/api/programs/from_calendar",
      { client_id: other.id, start_date: "2026-06-01", end_date: "2026-06-07", program: { name: "x" } },
      { token: w.a.trainer.token },
    );
    expect(res.status).toBe(404);
    const bySuper = await api.post<Written>(
      "/api/programs/from_calendar",
      {
        client_id: other.id,
        start_date: "2026-06-01",
        end_date: "2026-06-07",
        program: { name: "超管保存" },
      },
      { token: w.superAdmin.token },
    );
    expect(bySuper.status).toBe(201);
    const [row] = await t.db.select().from(programs).where(eq(programs.id, bySuper.body.program.id));
    expect(row).toMatchObject({ organization_id: w.b.org.id, trainer_id: w.b.trainer.trainerId });
  });
});
