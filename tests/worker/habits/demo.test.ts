import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { actorFromToken } from "../../../worker/services/actor";
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemo } from "../../../worker/services/demo-seed";
import { callerFor } from "../../helpers/caller";
import { createTestDb, type TestDb } from "../../helpers/db";

/** The demo studio's clients come with habits and two weeks of check-ins (issue 31), D1-sized. */
let t: TestDb;
beforeAll(async () => {
  t = await createTestDb({ d1Limits: true });
  await seedDemo({ ...t.deps, db: t.db });
});
afterAll(() => t.close());

describe("the demo's habits", () => {
  it("a demo coach sees a client's habits with compliance, streaks and the grid's check-ins", async () => {
    const account = DEMO_ACCOUNTS[0]!;
    const login = await callerFor(t, null).auth.login({ email: account.email, password: DEMO_PASSWORD });
    const caller = callerFor(t, (await actorFromToken(t.deps, login.token!))!);
    const { clients } = await caller.clients.list({});
    const first = Math.min(...clients.map((c) => c.id));
    const view = await caller.habits.list({ client_id: first });
    expect(view.habits.map((h) => h.name)).toEqual(["喝水 2 升", "8,000 步", "睡够 7 小时"]);
    for (const habit of view.habits) {
      expect(habit.compliance_rate_for_7_days).toBeGreaterThan(0.5);
      expect(habit.streak.count).toBeGreaterThan(0);
    }
    // Two weeks before today, nothing today yet.
    expect(view.check_ins.length).toBeGreaterThan(20);
    expect(view.check_ins.some((c) => c.date === view.today)).toBe(false);
  });
});
