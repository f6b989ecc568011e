import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clients, program_assignments, workouts } from "../../db/schema";
import { insertClient } from "../factories";
import { callerFor } from "../helpers/caller";
import type { TestDb } from "../helpers/db";
import type { TestApi } from "../helpers/http";
import { openTwoOrganizations, type TwoOrganizations } from "../helpers/two-organizations";
import { programSteps } from "./support/programs";

/**
 * A program's assignments (GET /api/programs/{id}/assignments) and unassigning
 * (DELETE /api/program_assignments/{id}): "future" is the client's own today, so the tests put
 * clients in two time zones at an hour where their dates differ.
 */
let t: TestDb;
let api: TestApi;
let w: TwoOrganizations;
let s: ReturnType<typeof programSteps>;
let programId: number;
// 20:00 UTC: already 2026-03-03 in Shanghai (UTC+8), still 2026-03-02 in Los Angeles (UTC−8).
const NOW = "2026-03-02T20:00:00.000Z";
beforeAll(async () => {
  ({ t, api, w } = await openTwoOrganizations({ d1Limits: true, now: NOW }));
  s = programSteps(t, api, () => w.a.trainer.token);
  programId = (await s.createProgram("四天计划")).id;
  for (const day of [1, 2, 3, 4])
    await s.addTemplate(programId, day, { workout_items: [{ name: `动作${day}` }] });
});
afterAll(() => t.close());

type Row = {
  id: number;
  program_id: number;
  client_id: number;
  start_date: string;
  end_date: string;
  assigned_by_id: number | null;
  job_key: string | null;
  client_name: string;
  pending_future_count: number;
  created_at: string;
};
type ListAnswer = {
  program_assignments: Row[];
  meta: { page: number; per_page: number; total_pages: number; total_count: number };
};

/** Two clients, in Shanghai and Los Angeles, assigned the 4-day program from 2026-03-01. */
async function twoZones() {
  const shanghai = await insertClient(t, w.a.trainer, { name: "上海学员" });
  const la = await insertClient(t, w.a.trainer, { name: "洛杉矶学员" });
  await s.setTimeZone(shanghai.user_id, "Asia/Shanghai");
  await s.setTimeZone(la.user_id, "America/Los_Angeles");
  const res = await s.assign(programId, { client_ids: [shanghai.id, la.id], start_date: "2026-3-1" });
  expect(res.status).toBe(200);
  const [sh, l] = res.body.program_assignment_ids as [number, number];
  return { shanghai, la, assignments: { shanghai: sh, la: l } };
}

describe("GET /api/programs/{id}/assignments", () => {
  it("lists newest first with the client's name and the pending workouts ahead in the client's time zone", async () => {
    const z = await twoZones();
    // The Los Angeles client completed its last day early: completed work is not "pending ahead".
    const [last] = (await s.clientWorkouts(z.la.id)).slice(-1);
    await api.put(
      `/api/workouts/${last!.id}`,
      { workout: { state: "completed" } },
      { token: w.a.trainer.token },
    );

    const res = await api.get<ListAnswer>(`/api/programs/${programId}/assignments?limit=2`, {
      token: w.a.trainer.token,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.program_assignments.map((a) => [a.client_name, a.pending_future_count])).toEqual([
      // Days 03-02, 03-03 (03-04 completed).
      ["洛杉矶学员", 2],
      // Days 03-03, 03-04.
      ["上海学员", 2],
    ]);
    expect(res.body.program_assignments[0]).toMatchObject({
      program_id: programId,
      client_id: z.la.id,
      start_date: "2026-03-01",
      end_date: "2026-03-07",
      assigned_by_id: w.a.trainer.userId,
    });
    expect(res.body.program_assignments[0]!.job_key).toEqual(expect.any(String));
    expect(res.body.meta).toEqual({ page: 1, per_page: 2, total_pages: 1, total_count: 2 });

    const later = await s.assign(programId, { client_ids: [z.shanghai.id], start_date: "2026-4-6" });
    const page1 = await callerFor(t, w.a.trainer.actor).programs.assignments({ id: programId, limit: 2 });
    expect(page1.program_assignments.map((a) => a.id)).toEqual([
      later.body.program_assignment_ids[0],
      z.assignments.la,
    ]);
    expect(page1.program_assignments[0]!.pending_future_count).toBe(4);
    const page2 = await callerFor(t, w.a.trainer.actor).programs.assignments({
      id: programId,
      limit: 2,
      page: 2,
    });
    expect(page2.program_assignments.map((a) => a.id)).toEqual([z.assignments.shanghai]);
    expect(page2.meta).toMatchObject({ page: 2, total_count: 3, total_pages: 2 });
  });

  it("answers 404 for another organization's program", async () => {
    const res = await api.get(`/api/programs/${programId}/assignments`, { token: w.b.trainer.token });
    expect(res.status).toBe(404);
  });
});

describe("DELETE /api/program_assignments/{id}", () => {
  it("removes only the assignment's pending workouts from the client's today on (two time zones)", async () => {
    const z = await twoZones();
    // Another workout of the Shanghai client on a program day, not from this assignment: it stays.
    const own = await s.addClientWorkout(z.shanghai.id, "2026-03-04", "自己的训练");
    // The Los Angeles client already completed day 4 (a future day): completed work stays.
    const laDays = await s.clientWorkouts(z.la.id);
    const completed = laDays.find((x) => x.due === "2026-03-04")!;
    await api.put(
      `/api/workouts/${completed.id}`,
      { workout: { state: "completed" } },
      { token: w.a.trainer.token },
    );

    for (const [assignment, client, kept] of [
      [z.assignments.shanghai, z.shanghai.id, ["2026-03-01", "2026-03-02", "2026-03-04 自己的训练"]],
      [z.assignments.la, z.la.id, ["2026-03-01", "2026-03-04"]],
    ] as const) {
      const res = await api.delete<{ success: number; msg: string }>(
        `/api/program_assignments/${assignment}`,
        {
          token: w.a.trainer.token,
        },
      );
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body).toEqual({ success: 0, msg: "已取消分配" });
      const left = await s.clientWorkouts(client);
      expect(left.map((x) => (x.title === "自己的训练" ? `${x.due} ${x.title}` : x.due))).toEqual(kept);
      // The workouts that stay lose their link (FK set null); the row is gone.
      expect(left.every((x) => x.program_assignment_id === null)).toBe(true);
      expect(
        await t.db.select().from(program_assignments).where(eq(program_assignments.id, assignment)),
      ).toEqual([]);
    }
    expect((await s.clientWorkouts(z.shanghai.id)).map((x) => x.id)).toContain(own);
    expect((await s.clientWorkouts(z.la.id)).map((x) => x.id)).toContain(completed.id);
    // The client's figures were refreshed in the same batch: "programmed until" follows.
    const [row] = await t.db.select().from(clients).where(eq(clients.id, z.la.id));
    expect(row?.due).toBe("2026-03-04");
  });

  it("is atomic: a failure deleting the row leaves its workouts in place", async () => {
    const z = await twoZones();
    const before = await s.counts();
    await t.client.execute(
      `CREATE TRIGGER fail_unassign BEFORE DELETE ON program_assignments WHEN OLD.id = ${z.assignments.la} BEGIN SELECT RAISE(ABORT, 'boom'); END`,
    );
    try {
      await expect(
        callerFor(t, w.a.trainer.actor).programs.unassign({ id: z.assignments.la }),
      ).rejects.toThrow();
      expect(await s.counts()).toEqual(before);
      expect(await s.clientWorkouts(z.la.id)).toHaveLength(4);
    } finally {
      await t.client.execute("DROP TRIGGER fail_unassign");
    }
  });

  it("speaks English when asked, works through tRPC, and answers 404 for a foreign or missing id writing nothing", async () => {
    const z = await twoZones();
    const before = await s.counts();
    for (const token of [w.b.trainer.token, w.b.admin.token]) {
      expect((await api.delete(`/api/program_assignments/${z.assignments.la}`, { token })).status).toBe(404);
    }
    expect((await api.delete("/api/program_assignments/99999999", { token: w.a.trainer.token })).status).toBe(
      404,
    );
    expect(await s.counts()).toEqual(before);

    const en = await api.request<{ msg: string }>("DELETE", `/api/program_assignments/${z.assignments.la}`, {
      token: w.a.admin.token,
      headers: { "accept-language": "en" },
    });
    expect(en.body.msg).toBe("Assignment removed");
    const viaTrpc = await callerFor(t, w.a.trainer.actor).programs.unassign({ id: z.assignments.shanghai });
    expect(viaTrpc.success).toBe(0);
    expect(
      await t.db.select().from(workouts).where(eq(workouts.program_assignment_id, z.assignments.shanghai)),
    ).toEqual([]);
  });
});
