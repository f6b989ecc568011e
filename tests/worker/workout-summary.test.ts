import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { workouts } from "../../db/schema";
import { insertClient } from "../factories";
import { callerFor } from "../helpers/caller";
import type { TestDb } from "../helpers/db";
import type { TestApi } from "../helpers/http";
import { openTwoOrganizations, type TwoOrganizations } from "../helpers/two-organizations";

let t: TestDb;
let api: TestApi;
let w: TwoOrganizations;

// Wednesday 2026-03-04 10:00 in Shanghai (UTC+8); the week started Monday 2026-03-02 00:00 local.
const NOW = "2026-03-04T02:00:00.000Z";

async function completed(
  client: { id: number; trainer_id: number | null; organization_id: number | null },
  at: string,
) {
  await t.db.insert(workouts).values({
    uuid: crypto.randomUUID(),
    client_id: client.id,
    trainer_id: client.trainer_id,
    organization_id: client.organization_id!,
    due: at.slice(0, 10),
    title: "训练",
    state: "completed",
    completed_at: at,
    created_at: at,
    updated_at: at,
  });
}

beforeAll(async () => {
  ({ t, api, w } = await openTwoOrganizations({ now: NOW }));
  const second = await insertClient(t, w.a.trainer);
  const adminsClient = await insertClient(t, w.a.admin);
  await completed(w.a.client, "2026-03-01T15:59:00.000Z"); // Sunday 23:59 local: last week
  await completed(w.a.client, "2026-03-01T16:00:00.000Z"); // Monday 00:00 local: this week
  await completed(second, "2026-03-03T09:00:00.000Z");
  await completed(adminsClient, "2026-03-04T01:00:00.000Z");
  await completed(w.b.client, "2026-03-03T09:00:00.000Z");
});
afterAll(() => t.close());

describe("workouts.summary", () => {
  it("counts the organization's completions since Monday in the caller's time zone", async () => {
    const summary = await callerFor(t, w.a.admin.actor).workouts.summary({});
    expect(summary).toEqual({ week_start: "2026-03-02", completed_this_week: 3, active_clients_7_days: 3 });
  });

  it("narrows to one coach and never counts another organization", async () => {
    const res = await api.get(`/api/workouts/summary?trainer_id=${w.a.trainer.trainerId}`, {
      token: w.a.trainer.token,
    });
    expect(res.body).toEqual({ week_start: "2026-03-02", completed_this_week: 2, active_clients_7_days: 2 });
    const foreign = await callerFor(t, w.b.trainer.actor).workouts.summary({
      trainer_id: w.a.trainer.trainerId,
    });
    expect(foreign).toMatchObject({ completed_this_week: 0, active_clients_7_days: 0 });
    const super_ = await callerFor(t, w.superAdmin.actor).workouts.summary({});
    expect(super_.completed_this_week).toBe(4);
  });

  it("answers 401 without a caller", async () => {
    expect((await api.get("/api/workouts/summary")).status).toBe(401);
  });
});
