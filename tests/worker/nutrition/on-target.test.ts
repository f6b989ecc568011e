import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clients, users, workouts } from "../../../db/schema";
import type { TDailyNutritionLog } from "../../../worker/domains/nutrition/schemas";
import { actorFromToken } from "../../../worker/services/actor";
import { type Persona, persona } from "../../factories";
import { callerFor } from "../../helpers/caller";
import type { TestDb } from "../../helpers/db";
import type { TestApi } from "../../helpers/http";
import { openTwoOrganizations, type TwoOrganizations } from "../../helpers/two-organizations";

/**
 * Each log's `on_target` (issue 31) is the rule the cached compliance rates count: the coach's
 * 营养 tab marks a day by it, so a mark and the 7/30-day rate above it must never disagree. The test
 * clock stands at 2026-03-02 18:00 in Shanghai: the client's today is 2026-03-02.
 */
let t: TestDb;
let api: TestApi;
let w: TwoOrganizations;
let client: Persona;
beforeAll(async () => {
  ({ t, api, w } = await openTwoOrganizations({ d1Limits: true }));
  client = await persona(t, w.a.client.user_id);
});
afterAll(() => t.close());

const TODAY = "2026-03-02";
const logsPath = () => `/api/clients/${w.a.client.id}/daily_nutrition_logs`;

const logDay = (date: string, kcal: number, protein_g: number | null) =>
  api.post<{ daily_nutrition_log: TDailyNutritionLog }>(
    logsPath(),
    { daily_nutrition_log: { date, kcal, protein_g } },
    { token: client.token },
  );

const workoutOn = (due: string, rest_day: boolean) =>
  t.db.insert(workouts).values({
    uuid: `on-target-${due}`,
    client_id: w.a.client.id,
    organization_id: w.a.org.id,
    due,
    state: "pending",
    rest_day,
    created_at: TODAY,
    updated_at: TODAY,
  });

async function marks() {
  const listed = await api.get<{ daily_nutrition_logs: TDailyNutritionLog[] }>(logsPath(), {
    token: w.a.trainer.token,
  });
  expect(listed.status).toBe(200);
  return listed.body.daily_nutrition_logs.map((l) => [l.date, l.day_type, l.on_target] as const);
}

describe("a log's on_target", () => {
  it("is null without a plan", async () => {
    const written = await logDay("2026-02-24", 2000, 150);
    expect(written.body.daily_nutrition_log.on_target).toBeNull();
  });

  it("agrees with the compliance counts on training and rest days", async () => {
    const plan = await api.put(
      `/api/clients/${w.a.client.id}/nutrition_plan`,
      {
        nutrition_plan: {
          start_date: "2026-02-25",
          training_day: { kcal: 2500, protein_g: 160 },
          rest_day: { kcal: 2000, protein_g: 150 },
        },
      },
      { token: w.a.trainer.token },
    );
    expect(plan.status).toBe(200);
    await workoutOn("2026-02-26", false);
    await workoutOn("2026-02-27", true);
    await logDay("2026-02-25", 2000, 150); // rest day, on target
    await logDay("2026-02-26", 2750, 144); // training day: exactly +10 % kcal, −10 % protein
    await logDay("2026-02-27", 2500, 160); // a rest-day workout: the rest-day target, missed
    await logDay("2026-02-28", 2201, 150); // just over +10 % of the rest day
    await logDay("2026-03-01", 2000, null); // no protein: not on target
    const today = await logDay(TODAY, 1900, 140);
    expect(today.body.daily_nutrition_log.on_target).toBe(true);

    const listed = await marks();
    expect(listed).toEqual([
      [TODAY, "rest", true],
      ["2026-03-01", "rest", false],
      ["2026-02-28", "rest", false],
      ["2026-02-27", "rest", false],
      ["2026-02-26", "training", true],
      ["2026-02-25", "rest", true],
      ["2026-02-24", null, null], // before the plan started
    ]);

    // The window since the plan holds 02-25 … today (6 days, today logged): the marked days are its hits.
    const hits = listed.filter(([, , onTarget]) => onTarget === true).length;
    const [row] = await t.db
      .select({
        r7: clients.nutrition_compliance_rate_for_7_days,
        r30: clients.nutrition_compliance_rate_for_30_days,
      })
      .from(clients)
      .where(eq(clients.id, w.a.client.id));
    expect(row).toEqual({ r7: hits / 6, r30: hits / 6 });
    expect(hits).toBe(3);
  });
});

describe("the plan's today", () => {
  const planPath = () => `/api/clients/${w.a.client.id}/nutrition_plan`;
  type PlanAnswer = { today: { date: string; day_type: string } | null };
  const setZone = (timezone: string) =>
    t.db.update(users).set({ timezone }).where(eq(users.id, w.a.client.user_id));

  it("is null without a plan", async () => {
    const other = await api.get<PlanAnswer>(`/api/clients/${w.b.client.id}/nutrition_plan`, {
      token: w.b.trainer.token,
    });
    expect(other.body).toEqual({ nutrition_plan: null, today: null });
  });

  it("names the client's local date and its day type, by the logs' rule, on REST and tRPC alike", async () => {
    // The plan of the test above runs since 02-25; a training workout is due today, 03-02.
    await workoutOn(TODAY, false);
    const read = await api.get<PlanAnswer>(planPath(), { token: client.token });
    expect(read.status).toBe(200);
    expect(read.body.today).toEqual({ date: TODAY, day_type: "training" });
    const logged = await logDay(TODAY, 2500, 160);
    expect(logged.body.daily_nutrition_log.day_type).toBe(read.body.today?.day_type);

    // 10:00 UTC is still 03-01 23:00 in Pago Pago (UTC−11): that day has a rest-day workout only.
    await setZone("Pacific/Pago_Pago");
    await workoutOn("2026-03-01", true);
    const caller = callerFor(t, (await actorFromToken(t.deps, client.token))!);
    const viaTrpc = await caller.nutrition.plan.get({ client_id: w.a.client.id });
    expect(viaTrpc.today).toEqual({ date: "2026-03-01", day_type: "rest" });
    const viaRest = await api.get<PlanAnswer>(planPath(), { token: w.a.trainer.token });
    expect(viaRest.body.today).toEqual(viaTrpc.today);
    await setZone("Asia/Shanghai");
  });
});
