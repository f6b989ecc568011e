import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { THabit } from "../../../worker/domains/habits/schemas";
import { type Persona, persona } from "../../factories";
import type { TestDb } from "../../helpers/db";
import type { TestApi } from "../../helpers/http";
import { openTwoOrganizations, type TwoOrganizations } from "../../helpers/two-organizations";

/**
 * Habits (issue 31) through REST on a real libSQL database with D1's limits: coaches write a
 * client's habits, the client checks them off (a second check-in for the day updates it), and the
 * list answers the 7/30-day compliance and the streak as of the client's today (Asia/Shanghai).
 */
let t: TestDb;
let api: TestApi;
let w: TwoOrganizations;
let client: Persona;
beforeAll(async () => {
  // 2026-03-12 20:00 in Shanghai, still the 12th there (and in UTC); set before tokens are made.
  ({ t, api, w } = await openTwoOrganizations({ d1Limits: true, now: "2026-03-12T12:00:00Z" }));
  client = await persona(t, w.a.client.user_id);
});
afterAll(() => t.close());

type List = {
  habits: THabit[];
  check_ins: { habit_id: number; date: string; done: boolean }[];
  today: string;
};
const habitsPath = () => `/api/clients/${w.a.client.id}/habits`;
const create = (token: string, habit: Record<string, unknown>) =>
  api.post<{ habit: THabit; code?: string; issues?: { path: string }[] }>(habitsPath(), { habit }, { token });
const checkIn = (token: string, id: number, date: string, done = true) =>
  api.post<{ check_in: { date: string; done: boolean }; habit: THabit; issues?: { path: string }[] }>(
    `/api/habits/${id}/check_ins`,
    { check_in: { date, done } },
    { token },
  );

describe("habits", () => {
  let water: THabit;

  it("a coach gives a client a habit; the start defaults to the client's today", async () => {
    const made = await create(w.a.trainer.token, {
      name: " 喝水 2 升 ",
      target_text: "2 L",
      days_per_week: 7,
    });
    expect(made.status).toBe(201);
    water = made.body.habit;
    expect(water).toMatchObject({
      client_id: w.a.client.id,
      name: "喝水 2 升",
      target_text: "2 L",
      days_per_week: 7,
      start_date: "2026-03-12",
      end_date: null,
      compliance_rate_for_7_days: null,
      streak: { count: 0, unit: "day", with_today: 1, without_today: 0 },
    });
    // The client may not write habits; another organization's coach does not find the client.
    expect((await create(client.token, { name: "x", days_per_week: 7 })).status).toBe(403);
    expect((await create(w.b.trainer.token, { name: "x", days_per_week: 7 })).status).toBe(404);
  });

  it("the client checks off; a second check-in for the day updates it, never doubles it", async () => {
    const first = await checkIn(client.token, water.id, "2026-03-12");
    expect(first.status).toBe(201);
    expect(first.body.habit.streak).toMatchObject({ count: 1, unit: "day" });
    expect(first.body.habit.compliance_rate_for_7_days).toBe(1);
    const again = await checkIn(client.token, water.id, "2026-03-12");
    expect(again.status).toBe(201);
    const untick = await checkIn(client.token, water.id, "2026-03-12", false);
    expect(untick.body.check_in).toMatchObject({ date: "2026-03-12", done: false });
    expect(untick.body.habit.streak.count).toBe(0);
    const list = await api.get<List>(habitsPath(), { token: client.token });
    expect(list.body.check_ins).toEqual([expect.objectContaining({ date: "2026-03-12", done: false })]);
    expect(list.body.today).toBe("2026-03-12");
  });

  it("check-ins before the start, after the end or in the future are refused under check_in.date", async () => {
    const early = await checkIn(client.token, water.id, "2026-03-11");
    expect(early.status).toBe(400);
    expect(early.body.issues?.map((i) => i.path)).toEqual(["check_in.date"]);
    expect((await checkIn(client.token, water.id, "2026-03-13")).status).toBe(400);
  });

  it("compliance and streak over two weeks of check-ins, as the coach sees them", async () => {
    const steps = (
      await create(w.a.admin.token, {
        name: "8,000 步",
        days_per_week: 5,
        start_date: "2026-02-26",
        end_date: "2026-06-30",
      })
    ).body.habit;
    // Every weekday from Monday 03-02 to Wednesday 03-11, and the Friday before: 9 done days.
    const days = ["2026-02-27", "2026-03-02", "2026-03-03", "2026-03-04", "2026-03-05", "2026-03-06"];
    days.push("2026-03-09", "2026-03-10", "2026-03-11");
    for (const day of days) expect((await checkIn(client.token, steps.id, day)).status).toBe(201);
    const list = await api.get<List>(habitsPath(), { token: w.a.trainer.token });
    const shown = list.body.habits.find((h) => h.id === steps.id)!;
    // 7 days: 03-06 … 03-11 counted (today unchecked), 6 × 5/7 expected, 4 done.
    expect(shown.compliance_rate_for_7_days).toBeCloseTo(4 / ((6 * 5) / 7), 10);
    // 30 days: 02-26 … 03-11 (14 days) expect 10, 9 done.
    expect(shown.compliance_rate_for_30_days).toBeCloseTo(9 / 10, 10);
    // Weeks: 02-23 (two habit days, one done: not met) < 03-02 (5 done: met) < this week (3 of 5).
    expect(shown.streak).toEqual({ count: 1, unit: "week", with_today: 1, without_today: 1 });
    expect(list.body.check_ins.filter((c) => c.habit_id === steps.id)).toHaveLength(9);
  });

  it("go into the client's data export as the list shows them, with every check-in, not four weeks", async () => {
    const stretch = (
      await create(w.a.admin.token, { name: "拉伸 10 分钟", days_per_week: 7, start_date: "2026-01-05" })
    ).body.habit;
    for (const day of ["2026-01-05", "2026-03-11"])
      expect((await checkIn(client.token, stretch.id, day)).status).toBe(201);
    const exported = await api.get<{ export: { habits: Omit<List, "today"> } }>(
      `/api/clients/${w.a.client.id}/export`,
      { token: client.token },
    );
    expect(exported.status).toBe(200);
    const list = await api.get<List>(habitsPath(), { token: client.token });
    expect(exported.body.export.habits.habits).toEqual(list.body.habits);
    const dates = (l: { habit_id: number; date: string }[]) =>
      l.filter((c) => c.habit_id === stretch.id).map((c) => c.date);
    // The list carries the last 28 days; the export the January check-in too, oldest first.
    expect(dates(list.body.check_ins)).toEqual(["2026-03-11"]);
    expect(dates(exported.body.export.habits.check_ins)).toEqual(["2026-01-05", "2026-03-11"]);
  });

  it("a coach changes and deletes a habit; its check-ins go with it", async () => {
    const changed = await api.put<{ habit: THabit }>(
      `/api/habits/${water.id}`,
      { habit: { name: "喝水 2.5 升", days_per_week: 6, end_date: "2026-04-30" } },
      { token: w.a.trainer.token },
    );
    expect(changed.status).toBe(200);
    // The start stays when the edit leaves it out.
    expect(changed.body.habit).toMatchObject({
      name: "喝水 2.5 升",
      target_text: null,
      days_per_week: 6,
      start_date: "2026-03-12",
      end_date: "2026-04-30",
    });
    const badEnd = await api.put<{ issues: { path: string }[] }>(
      `/api/habits/${water.id}`,
      { habit: { name: "喝水", days_per_week: 7, end_date: "2026-03-01" } },
      { token: w.a.trainer.token },
    );
    expect(badEnd.status).toBe(400);
    expect(badEnd.body.issues.map((i) => i.path)).toEqual(["habit.end_date"]);
    expect((await api.delete(`/api/habits/${water.id}`, { token: client.token })).status).toBe(403);
    expect((await api.delete(`/api/habits/${water.id}`, { token: w.b.trainer.token })).status).toBe(404);
    const gone = await api.delete<{ msg: string }>(`/api/habits/${water.id}`, { token: w.a.trainer.token });
    expect(gone.body.msg).toBe("习惯删除成功");
    const list = await api.get<List>(habitsPath(), { token: client.token });
    expect(list.body.habits.map((h) => h.id)).not.toContain(water.id);
    expect(list.body.check_ins.some((c) => c.habit_id === water.id)).toBe(false);
  });
});
