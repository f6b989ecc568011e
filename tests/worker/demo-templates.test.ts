import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDefaultExercises } from "../../worker/domains/libraries/default-exercises";
import { actorFromToken } from "../../worker/services/actor";
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemo } from "../../worker/services/demo-seed";
import { callerFor } from "../helpers/caller";
import { createTestDb, type TestDb } from "../helpers/db";

/**
 * The demo studio starts with warm-up and cool-down templates (issue 22: the editor's template menu
 * stayed hidden because the demo had none), their exercises taken from the shared catalogue.
 */

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
  await seedDefaultExercises(t.deps);
  await seedDemo({ ...t.deps, db: t.db });
});
afterAll(() => t.close());

describe("the demo's templates", () => {
  it("a coach of the demo studio finds warm-ups and cool-downs with catalogue exercises", async () => {
    const account = DEMO_ACCOUNTS[0]!;
    const login = await callerFor(t, null).auth.login({ email: account.email, password: DEMO_PASSWORD });
    const actor = (await actorFromToken(t.deps, login.token!))!;
    const libraries = callerFor(t, actor).libraries;
    const { warmups } = await libraries.warmups.list({ limit: 100 });
    const { cooldowns } = await libraries.cooldowns.list({ limit: 100 });
    expect(warmups.length).toBeGreaterThanOrEqual(2);
    expect(cooldowns.length).toBeGreaterThanOrEqual(2);
    for (const template of [...warmups, ...cooldowns]) {
      expect(template.description, template.name).toBeTruthy();
      expect(template.selected_exercises.length, template.name).toBeGreaterThanOrEqual(2);
    }
    // Each named exercise is the catalogue's own row (its video and photo come along).
    const { exercises } = await libraries.exercises.list({ q: "Arm Circles", limit: 5 });
    const armCircles = exercises.find((e) => e.exercise_name.endsWith("Arm Circles"));
    expect(warmups.flatMap((w) => w.selected_exercises.map((e) => e.id))).toContain(armCircles?.id);
  });
});
