import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays } from "../../../worker/domains/clients/stats";
import { actorFromToken } from "../../../worker/services/actor";
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemo } from "../../../worker/services/demo-seed";
import { callerFor } from "../../helpers/caller";
import { createTestDb, type TestDb } from "../../helpers/db";

/**
 * The demo studio's nutrition (issue 31): saved foods in both languages, every client a plan and
 * a past week of logs with one day missing, and the cached figures already computed. The clock
 * stands at 2026-03-05 12:00 in Shanghai (the demo clients' zone): their today is 2026-03-05.
 */
let t: TestDb;
beforeAll(async () => {
  t = await createTestDb({ d1Limits: true });
  t.clock.set("2026-03-05T04:00:00.000Z");
  await seedDemo({ ...t.deps, db: t.db });
});
afterAll(() => t.close());

async function coachCaller() {
  const account = DEMO_ACCOUNTS[0]!;
  const login = await callerFor(t, null).auth.login({ email: account.email, password: DEMO_PASSWORD });
  return callerFor(t, (await actorFromToken(t.deps, login.token!))!);
}

describe("the demo's nutrition", () => {
  it("a demo coach sees a client's plan, a week of logs with a gap, and the studio's foods", async () => {
    const caller = await coachCaller();
    const { clients } = await caller.clients.list({});
    const first = Math.min(...clients.map((c) => c.id));
    const { nutrition_plan } = await caller.nutrition.plan.get({ client_id: first });
    expect(nutrition_plan).toMatchObject({ training_day: { kcal: 2200 }, rest_day: { kcal: 2000 } });
    const { daily_nutrition_logs: logs } = await caller.nutrition.logs.list({ client_id: first });
    const today = "2026-03-05";
    const week = [1, 2, 3, 4, 5, 6, 7].map((d) => addDays(today, -d));
    expect(logs.map((l) => l.date)).toEqual(week.filter((d) => d !== addDays(today, -4)));
    const foods = await caller.nutrition.foods.list({});
    expect(foods.length).toBeGreaterThanOrEqual(6);
    expect(foods).toContainEqual(expect.objectContaining({ name_zh: "米饭", name_en: "Steamed rice" }));
  });

  it("the clients' nutrition figures are computed by the seed: some days on target, none flagged", async () => {
    const caller = await coachCaller();
    const { clients } = await caller.clients.list({ per_page: 100 });
    expect(clients.length).toBeGreaterThan(0);
    for (const c of clients) {
      // The window is today − 6 … today − 1 (today is not logged yet): three of its six days on
      // target, two off, one unlogged.
      expect(c.nutrition_compliance_rate_for_7_days).toBeCloseTo(3 / 6, 5);
      expect(c.needs_attention_reasons).not.toContain("no_nutrition_log");
    }
  });
});
