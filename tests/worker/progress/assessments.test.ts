import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notifications } from "../../../db/schema";
import type { TAssessment } from "../../../worker/domains/progress/schemas";
import { type Persona, persona } from "../../factories";
import type { TestDb } from "../../helpers/db";
import type { TestApi } from "../../helpers/http";
import { openTwoOrganizations, type TwoOrganizations } from "../../helpers/two-organizations";

/**
 * Assessments (issue 28) through REST on a real libSQL database: an organization's templates, a
 * client's assessments (coaches record them; the trainer is told under its assessment flag),
 * values fed by workout items naming a test, the client's used templates, and the data export.
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

type Group = { id: number; name: string; tests: { id: number; name: string }[] };

describe("assessments", () => {
  let group: Group;

  it("an organization's templates hold their tests in order", async () => {
    const created = await api.post<{ assessment_group: Group }>(
      "/api/assessment_groups",
      {
        assessment_group: {
          name: "体测",
          tests: [
            { name: "体重", unit: "kg", direction: "lower" },
            { name: "俯卧撑 1 分钟", unit: "次", direction: "higher" },
            { name: "深蹲 1RM", unit: "kg", direction: "higher" },
          ],
        },
      },
      { token: w.a.admin.token },
    );
    expect(created.status).toBe(201);
    group = created.body.assessment_group;
    expect(group.tests.map((x) => x.name)).toEqual(["体重", "俯卧撑 1 分钟", "深蹲 1RM"]);
    const listed = await api.get<Group[]>("/api/assessment_groups", { token: w.a.trainer.token });
    expect(listed.body.map((g) => g.id)).toEqual([group.id]);
    expect((await api.get<Group[]>("/api/assessment_groups", { token: w.b.trainer.token })).body).toEqual([]);
  });

  it("a coach records a client's assessment; the trainer is told; tests of other templates are refused", async () => {
    const [weight, pushups] = group.tests;
    const record = (token: string, values: { test_id: number; value: number }[]) =>
      api.post<{ assessment: TAssessment }>(
        `/api/clients/${w.a.client.id}/assessments`,
        { assessment: { date: "2026-03-01", assessment_group_id: group.id, values } },
        { token },
      );
    const made = await record(w.a.admin.token, [
      { test_id: pushups!.id, value: 32 },
      { test_id: weight!.id, value: 80.5 },
    ]);
    expect(made.status).toBe(201);
    expect(made.body.assessment).toMatchObject({
      client_id: w.a.client.id,
      date: "2026-03-01",
      workout_id: null,
      values: [
        { test_id: weight!.id, value: 80.5 },
        { test_id: pushups!.id, value: 32 },
      ],
    });
    const told = await t.db.select().from(notifications).where(eq(notifications.kind, "assessment"));
    expect(told.map((n) => n.user_id)).toEqual([w.a.trainer.userId]);

    const wrong = await record(w.a.admin.token, [{ test_id: 999_999, value: 1 }]);
    expect(wrong.status).toBe(400);
    expect(JSON.stringify(wrong.body)).toContain("assessment.values.0.test_id");
    expect((await record(client.token, [{ test_id: weight!.id, value: 80 }])).status).toBe(403);
    expect((await record(w.b.trainer.token, [{ test_id: weight!.id, value: 80 }])).status).toBe(404);
  });

  it("a workout item naming a test turns the client's logged result into that test's value on the workout's date", async () => {
    const squat = group.tests[2]!;
    const workout = await api.post<{ workout: { id: number; workout_items: { id: number }[] } }>(
      "/api/workouts",
      {
        workout: {
          client_id: w.a.client.id,
          due: "2026-03-10",
          title: "测试日",
          workout_items: [{ name: "深蹲 1RM", info: "测最大重量", assessment_id: squat.id }],
        },
      },
      { token: w.a.trainer.token },
    );
    expect(workout.status).toBe(201);
    const itemId = workout.body.workout.workout_items[0]!.id;
    const logged = await api.put(
      `/api/workout_items/${itemId}`,
      { workout_item: { result: "120kg x 1", state: "completed" } },
      { token: client.token },
    );
    expect(logged.status).toBe(200);
    const list = await api.get<TAssessment[]>(`/api/clients/${w.a.client.id}/assessments`, {
      token: client.token,
    });
    expect(list.body.map((a) => [a.date, a.workout_id, a.values])).toEqual([
      ["2026-03-10", workout.body.workout.id, [{ test_id: squat.id, value: 120 }]],
      [
        "2026-03-01",
        null,
        [
          { test_id: group.tests[0]!.id, value: 80.5 },
          { test_id: group.tests[1]!.id, value: 32 },
        ],
      ],
    ]);
    const used = await api.get<Group[]>(`/api/clients/${w.a.client.id}/assessment_groups`, {
      token: w.a.trainer.token,
    });
    expect(used.body.map((g) => g.id)).toEqual([group.id]);
  });

  it("the client's data export carries its bodyweights, photos, metrics and assessments", async () => {
    await api.post(
      `/api/clients/${w.a.client.id}/weight_trackings`,
      { weight_tracking: { date: "2026-03-02", weight_kg: 80 } },
      { token: client.token },
    );
    const exported = await api.get<{ export: { progress: Record<string, unknown[]> } }>(
      `/api/clients/${w.a.client.id}/export`,
      { token: client.token },
    );
    expect(exported.status).toBe(200);
    const progress = exported.body.export.progress;
    expect(progress.weight_trackings).toHaveLength(1);
    expect(progress.assessments).toHaveLength(2);
    expect(progress.assessment_groups).toHaveLength(1);
    expect(progress.photo_sessions).toEqual([]);
  });
});
