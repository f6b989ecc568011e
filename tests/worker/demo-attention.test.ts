import { afterEach, describe, expect, it } from "vitest";
import { actorFromToken } from "../../worker/services/actor";
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemo } from "../../worker/services/demo-seed";
import { callerFor } from "../helpers/caller";
import { createTestDb, type TestDb } from "../helpers/db";

/**
 * The demo studio's "needs attention" list must be believable at any hour (issue 22: 12 of 12
 * clients were flagged, most for a "drop" that was only today's session still to do): at most a
 * third of each coach's clients, each flagged for a reason a coach would agree with.
 */

let t: TestDb | undefined;
afterEach(() => t?.close());

async function flaggedPerCoach(at: string) {
  t = await createTestDb();
  t.clock.set(at);
  // The seed bulk-inserts its history (no workout rules to run): the unguarded handle.
  await seedDemo({ ...t.deps, db: t.db });
  const result: { coach: string; clients: number; flagged: string[][] }[] = [];
  for (const account of DEMO_ACCOUNTS) {
    const login = await callerFor(t, null).auth.login({ email: account.email, password: DEMO_PASSWORD });
    const actor = (await actorFromToken(t.deps, login.token!))!;
    const list = await callerFor(t, actor).clients.list({ trainer_id: actor.trainer!.id, per_page: 100 });
    result.push({
      coach: account.name,
      clients: list.clients.length,
      flagged: list.clients.map((c) => c.needs_attention_reasons).filter((r) => r.length > 0),
    });
  }
  return result;
}

describe("the demo studio's attention list", () => {
  // 23:13 in Shanghai (the demo's zone), 01:00 in Shanghai (still the previous day in UTC), noon.
  for (const at of ["2026-03-04T15:13:00.000Z", "2026-03-04T17:00:00.000Z", "2026-03-05T04:00:00.000Z"]) {
    it(`flags at most a third of each coach's clients, for missed sessions (${at})`, async () => {
      for (const coach of await flaggedPerCoach(at)) {
        expect(coach.clients, coach.coach).toBeGreaterThan(0);
        expect(coach.flagged.length, coach.coach).toBeLessThanOrEqual(Math.floor(coach.clients / 3));
        for (const reasons of coach.flagged) expect(reasons, coach.coach).toContain("missed_workouts");
      }
    });
  }
});
