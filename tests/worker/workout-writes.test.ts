import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { workouts } from "../../db/schema";
import { writeWorkouts } from "../../worker/domains/workouts/writes";
import { createTestDb, type TestDb } from "../helpers/db";

/** The tests' guard: the app's database writes `workouts` only through writeWorkouts(). */
let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
});
afterAll(() => t.close());

describe("writeWorkouts, the one way to write workouts", () => {
  /** Drizzle wraps the guard's error ("Failed query: …"); the guard's own message is the cause. */
  const guarded = (e: unknown) => String((e as Error).cause ?? e).includes("outside writeWorkouts()");

  it("is enforced on the app's database: a direct write fails, alone or in a batch", async () => {
    const db = t.deps.db;
    await expect(db.update(workouts).set({ title: "x" }).where(eq(workouts.id, 0))).rejects.toSatisfy(
      guarded,
    );
    await expect(db.batch([db.delete(workouts).where(eq(workouts.id, 0))])).rejects.toSatisfy(guarded);
  });

  it("lets the same write through writeWorkouts", async () => {
    const db = t.deps.db;
    const [result] = await writeWorkouts(
      t.deps,
      [db.update(workouts).set({ title: "x" }).where(eq(workouts.id, 0))],
      [],
    );
    expect(result).toBeDefined();
  });
});
