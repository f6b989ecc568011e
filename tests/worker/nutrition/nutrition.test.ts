import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clients, workouts } from "../../../db/schema";
import type { TDailyNutritionLog } from "../../../worker/domains/nutrition/schemas";
import { type Persona, persona } from "../../factories";
import type { TestDb } from "../../helpers/db";
import type { TestApi } from "../../helpers/http";
import { openTwoOrganizations, type TwoOrganizations } from "../../helpers/two-organizations";

/**
 * Nutrition (issue 31) through REST on a real libSQL database: the plan (null before one exists,
 * the coaches'), the day's log (the client's, one per day, a replay updates), the coach's comment,
 * and the compliance figures with their edge days. The test clock stands at 2026-03-02 10:00 UTC,
 * 18:00 in Shanghai: the client's today is 2026-03-02.
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
const planPath = () => `/api/clients/${w.a.client.id}/nutrition_plan`;
const logsPath = () => `/api/clients/${w.a.client.id}/daily_nutrition_logs`;
type LogAnswer = { daily_nutrition_log: TDailyNutritionLog };

const logDay = (date: string, kcal: number, protein_g: number) =>
  api.post<LogAnswer>(
    logsPath(),
    { daily_nutrition_log: { date, kcal, protein_g } },
    { token: client.token },
  );

const savePlan = (start_date: string) =>
  api.put(
    planPath(),
    {
      nutrition_plan: {
        start_date,
        training_day: { kcal: 2500, protein_g: 160, water_ml: 3000 },
        rest_day: { kcal: 2000, protein_g: 150 },
        guidelines: "每餐一拳蛋白质",
      },
    },
    { token: w.a.trainer.token },
  );

async function figures() {
  const [row] = await t.db
    .select({
      r7: clients.nutrition_compliance_rate_for_7_days,
      r30: clients.nutrition_compliance_rate_for_30_days,
      missing: clients.nutrition_log_missing,
    })
    .from(clients)
    .where(eq(clients.id, w.a.client.id));
  return row!;
}

describe("nutrition plan", () => {
  it("is null before a coach writes one; the client reads it but may not write it", async () => {
    const none = await api.get(planPath(), { token: client.token });
    expect(none.body).toEqual({ nutrition_plan: null, today: null });
    expect((await savePlan("2026-02-27")).status).toBe(200);
    const read = await api.get<{ nutrition_plan: Record<string, unknown> }>(planPath(), {
      token: client.token,
    });
    expect(read.body.nutrition_plan).toMatchObject({
      client_id: w.a.client.id,
      start_date: "2026-02-27",
      training_day: { kcal: 2500, protein_g: 160, carbs_g: null, water_ml: 3000 },
      rest_day: { kcal: 2000, protein_g: 150 },
      guidelines: "每餐一拳蛋白质",
    });
    const byClient = await api.put(
      planPath(),
      { nutrition_plan: read.body.nutrition_plan },
      { token: client.token },
    );
    expect(byClient.status).toBe(403);
  });
});

describe("daily nutrition logs", () => {
  it("keeps one log per day: a second (or replayed) POST updates it; coaches may not log", async () => {
    const first = await logDay("2026-02-27", 1800, 150);
    expect(first.status).toBe(201);
    const again = await logDay("2026-02-27", 2000, 150);
    expect(again.body.daily_nutrition_log.id).toBe(first.body.daily_nutrition_log.id);
    expect(again.body.daily_nutrition_log).toMatchObject({ kcal: 2000, upload_ids: [], attachments: [] });
    const byCoach = await api.post(
      logsPath(),
      { daily_nutrition_log: { date: TODAY } },
      { token: w.a.trainer.token },
    );
    expect(byCoach.status).toBe(403);
  });

  it("lets a coach set only its comment, and the client not the comment", async () => {
    const [log] = (
      await api.get<{ daily_nutrition_logs: TDailyNutritionLog[] }>(logsPath(), { token: w.a.trainer.token })
    ).body.daily_nutrition_logs;
    const path = `/api/daily_nutrition_logs/${log!.id}`;
    const coach = await api.put<LogAnswer>(
      path,
      { daily_nutrition_log: { kcal: 1, coach_comment: "蛋白质很好" } },
      { token: w.a.trainer.token },
    );
    expect(coach.body.daily_nutrition_log).toMatchObject({ kcal: 2000, coach_comment: "蛋白质很好" });
    const own = await api.put<LogAnswer>(
      path,
      { daily_nutrition_log: { note: "晚餐外卖", coach_comment: "" } },
      { token: client.token },
    );
    expect(own.body.daily_nutrition_log).toMatchObject({ note: "晚餐外卖", coach_comment: "蛋白质很好" });
    // A replayed POST of the day keeps the coach's comment.
    expect((await logDay("2026-02-27", 2000, 150)).body.daily_nutrition_log.coach_comment).toBe("蛋白质很好");
    // The client was told once: the same comment saved again tells nothing new.
    await api.put(
      path,
      { daily_nutrition_log: { coach_comment: "蛋白质很好" } },
      { token: w.a.trainer.token },
    );
    const told = await api.get<{
      notifications: { kind: string; text: string | null; actor: { id: number } | null }[];
    }>("/api/notifications", { token: client.token });
    expect(told.body.notifications.filter((n) => n.kind === "nutrition_comment")).toEqual([
      expect.objectContaining({
        text: "蛋白质很好",
        actor: expect.objectContaining({ id: w.a.trainer.userId }),
      }),
    ]);
  });

  it("go into the client's data export with its plan, as the client reads them", async () => {
    await logDay("2026-03-01", 2100, 140);
    const exported = await api.get<{ export: { nutrition: Record<string, unknown> } }>(
      `/api/clients/${w.a.client.id}/export`,
      { token: client.token },
    );
    expect(exported.status).toBe(200);
    const logs = await api.get<{ daily_nutrition_logs: TDailyNutritionLog[] }>(logsPath(), {
      token: client.token,
    });
    const plan = await api.get<{ nutrition_plan: unknown }>(planPath(), { token: client.token });
    expect(exported.body.export.nutrition).toEqual({
      nutrition_plan: plan.body.nutrition_plan,
      daily_nutrition_logs: logs.body.daily_nutrition_logs,
    });
    expect(logs.body.daily_nutrition_logs.map((l) => [l.date, l.coach_comment])).toEqual([
      ["2026-03-01", null],
      ["2026-02-27", "蛋白质很好"],
    ]);
  });
});

describe("nutrition compliance", () => {
  it("counts days on target (±10 %, training-day target on workout days) since the plan started", async () => {
    // Plan from 02-27: the 7-day window (02-24 … 03-02) holds 02-27, 02-28, 03-01, and today once logged.
    await t.db.insert(workouts).values({
      uuid: "nutrition-training-day",
      client_id: w.a.client.id,
      organization_id: w.a.org.id,
      due: "2026-02-28",
      state: "completed",
      rest_day: false,
      created_at: TODAY,
      updated_at: TODAY,
    });
    // 02-27 rest day 2000/150: on target. 02-28 training day: 2750 kcal is exactly +10 %: on target.
    await logDay("2026-02-28", 2750, 144);
    // 03-01 rest day: 2201 kcal is just over +10 % of 2000: off target.
    await logDay("2026-03-01", 2201, 150);
    expect(await figures()).toMatchObject({ r7: 2 / 3, r30: 2 / 3, missing: false });
    // Today counts once logged.
    await logDay(TODAY, 1900, 140);
    expect(await figures()).toMatchObject({ r7: 3 / 4, r30: 3 / 4 });
    const listed = await api.get<{ client: { nutrition_compliance_rate_for_7_days: number } }>(
      `/api/clients/${w.a.client.id}`,
      {
        token: w.a.trainer.token,
      },
    );
    expect(listed.body.client.nutrition_compliance_rate_for_7_days).toBe(0.75);
  });

  it("is null before the plan starts", async () => {
    await savePlan("2026-03-05");
    expect(await figures()).toMatchObject({ r7: null, r30: null, missing: false });
  });

  it("names no_nutrition_log when a plan runs and nothing was logged for three days", async () => {
    const other = await persona(t, w.b.client.user_id);
    const path = `/api/clients/${w.b.client.id}`;
    const reasons = async () =>
      (await api.get<{ client: { needs_attention_reasons: string[] } }>(path, { token: w.b.trainer.token }))
        .body.client.needs_attention_reasons;
    const plan = (start_date: string) =>
      api.put(
        `${path}/nutrition_plan`,
        {
          nutrition_plan: {
            start_date,
            training_day: { kcal: 2000, protein_g: 100 },
            rest_day: { kcal: 1800, protein_g: 100 },
          },
        },
        { token: w.b.trainer.token },
      );
    const log = (date: string) =>
      api.post(
        `${path}/daily_nutrition_logs`,
        { daily_nutrition_log: { date, note: "外卖" } },
        { token: other.token },
      );
    // A plan started two days ago cannot have three days unlogged yet.
    await plan("2026-02-28");
    expect(await reasons()).not.toContain("no_nutrition_log");
    await plan("2026-02-27");
    expect(await reasons()).toContain("no_nutrition_log");
    // A log four days ago leaves 02-27, 02-28 and 03-01 unlogged; one three days ago does not.
    await log("2026-02-26");
    expect(await reasons()).toContain("no_nutrition_log");
    await log("2026-02-27");
    expect(await reasons()).not.toContain("no_nutrition_log");
  });
});
