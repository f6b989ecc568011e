/**
 * Nutrition and habits on Workers (issue 31): a coach's plan, a client's day logged twice (one row,
 * updated), a habit checked off twice for a day (one check-in, updated), and the compliance figures
 * the writes recompute on D1, read back through the Worker.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { localClock } from "../../worker/domains/emails/local-time";
import { type Coach, expectStatus, isoDay, setupOrganization, unique } from "../scenarios/harness";
import { target, tokenOf, zoneAtLocalHour } from "./kit";

let api: Awaited<ReturnType<typeof setupOrganization>>["api"];
let coach: Coach;
let client: { id: number; token: string };
/** The client's yesterday and the day before, in its own zone. */
let yesterday: string;
let dayBefore: string;

beforeAll(async () => {
  const org = await setupOrganization(target);
  api = org.api;
  coach = org.admin;
  // The tests run on the real clock: the client lives where it is now 12:xx, so its today (and
  // the days before it used below) stays the same for hours whatever the time the test runs.
  const now = new Date();
  const timezone = zoneAtLocalHour(12, now);
  const today = localClock(timezone, now).date;
  yesterday = isoDay(today, -1);
  dayBefore = isoDay(today, -2);
  const created = await api.post(
    "/api/clients",
    { client: { user: { name: unique("学员"), timezone } } },
    { token: coach.token },
  );
  expectStatus(created, 201);
  client = { id: created.body.client.id as number, token: await tokenOf(created.body.user.id as number) };
});

describe("nutrition on D1", () => {
  it("a plan, a day's log upserted, and the 7-day compliance the writes recompute", async () => {
    const plan = await api.put(
      `/api/clients/${client.id}/nutrition_plan`,
      {
        nutrition_plan: {
          start_date: dayBefore,
          training_day: { kcal: 2500, protein_g: 160 },
          rest_day: { kcal: 2000, protein_g: 150 },
        },
      },
      { token: coach.token },
    );
    expectStatus(plan, 200);

    const logDay = (date: string, kcal: number) =>
      api.post(
        `/api/clients/${client.id}/daily_nutrition_logs`,
        { daily_nutrition_log: { date, kcal, protein_g: 150 } },
        { token: client.token },
      );
    // The day before: logged off target, then again on target (+5 %): the same row, updated.
    const first = await logDay(dayBefore, 2500);
    expectStatus(first, 201);
    const again = await logDay(dayBefore, 2100);
    expect(again.body.daily_nutrition_log).toMatchObject({
      id: first.body.daily_nutrition_log.id,
      kcal: 2100,
    });
    // Yesterday: 2300 kcal is over +10 % of the rest day's 2000: off target.
    expectStatus(await logDay(yesterday, 2300), 201);

    const logs = await api.get(`/api/clients/${client.id}/daily_nutrition_logs`, { token: coach.token });
    expectStatus(logs, 200);
    expect(
      (logs.body.daily_nutrition_logs as { date: string; kcal: number }[]).map((l) => [l.date, l.kcal]),
    ).toEqual([
      [yesterday, 2300],
      [dayBefore, 2100],
    ]);
    // Two days of the plan in the window (today unlogged does not count), one on target.
    const read = await api.get(`/api/clients/${client.id}`, { token: coach.token });
    expectStatus(read, 200);
    expect(read.body.client.nutrition_compliance_rate_for_7_days).toBe(0.5);
  });
});

describe("habits on D1", () => {
  it("a habit, a day's check-in upserted, and its compliance and streak", async () => {
    const made = await api.post(
      `/api/clients/${client.id}/habits`,
      { habit: { name: "喝水 2 升", days_per_week: 7, start_date: dayBefore } },
      { token: coach.token },
    );
    expectStatus(made, 201);
    const habitId = made.body.habit.id as number;
    const checkIn = (date: string, done: boolean) =>
      api.post(`/api/habits/${habitId}/check_ins`, { check_in: { date, done } }, { token: client.token });

    expectStatus(await checkIn(dayBefore, true), 201);
    expectStatus(await checkIn(yesterday, true), 201);
    // Yesterday again, unticked: the day's one check-in is updated, never doubled.
    const untick = await checkIn(yesterday, false);
    expectStatus(untick, 201);
    expect(untick.body.check_in).toMatchObject({ date: yesterday, done: false });
    // Two habit days before today, one done; yesterday undone breaks the streak.
    expect(untick.body.habit).toMatchObject({
      compliance_rate_for_7_days: 0.5,
      streak: { count: 0, unit: "day" },
    });

    const list = await api.get(`/api/clients/${client.id}/habits`, { token: coach.token });
    expectStatus(list, 200);
    expect(
      (list.body.check_ins as { habit_id: number; date: string; done: boolean }[])
        .filter((c) => c.habit_id === habitId)
        .map((c) => [c.date, c.done])
        .sort(),
    ).toEqual([
      [dayBefore, true],
      [yesterday, false],
    ]);
  });
});
