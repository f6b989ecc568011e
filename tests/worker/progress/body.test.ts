import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TWeightTracking } from "../../../worker/domains/progress/schemas";
import { type Persona, persona } from "../../factories";
import type { TestDb } from "../../helpers/db";
import type { TestApi } from "../../helpers/http";
import { openTwoOrganizations, type TwoOrganizations } from "../../helpers/two-organizations";

/**
 * Bodyweight and custom metrics (issue 28) through REST on a real libSQL database: one entry per
 * client and day, kg / lb / 斤 input stored in kg, newest first and paged, and who may reach them.
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

type List = { weight_trackings: TWeightTracking[]; meta: { total_count: number; total_pages: number } };
const path = (id: number) => `/api/clients/${id}/weight_trackings`;
const log = (token: string, weight_tracking: Record<string, unknown>, clientId = w.a.client.id) =>
  api.post<{ weight_tracking: TWeightTracking; code?: string }>(
    path(clientId),
    { weight_tracking },
    { token },
  );

describe("bodyweight", () => {
  it("stores kg, lb and 斤 as kg; a second entry on the same day updates it", async () => {
    const kg = await log(w.a.trainer.token, {
      date: "2026-1-5",
      weight_kg: 80.5,
      body_fat_percent: 18,
      girths: { waist: 84 },
      note: " 早晨空腹 ",
    });
    expect(kg.status).toBe(201);
    expect(kg.body.weight_tracking).toMatchObject({
      client_id: w.a.client.id,
      date: "2026-01-05",
      weight_kg: 80.5,
      body_fat_percent: 18,
      girths: { waist: 84, hip: null, chest: null, arm: null, thigh: null },
      note: "早晨空腹",
    });
    const lb = await log(client.token, { date: "2026-01-06", weight: 176, unit: "lb" });
    expect(lb.body.weight_tracking.weight_kg).toBe(79.832);
    const jin = await log(client.token, { date: "2026-01-07", weight: 159, unit: "斤" });
    expect(jin.body.weight_tracking.weight_kg).toBe(79.5);

    const again = await log(client.token, { date: "2026-01-07", weight_kg: 79.2 });
    expect(again.body.weight_tracking.id).toBe(jin.body.weight_tracking.id);
    const list = await api.get<List>(path(w.a.client.id), { token: w.a.trainer.token });
    expect(list.body.weight_trackings.map((e) => [e.date, e.weight_kg])).toEqual([
      ["2026-01-07", 79.2],
      ["2026-01-06", 79.832],
      ["2026-01-05", 80.5],
    ]);
  });

  it("pages newest first", async () => {
    const page = await api.get<List>(`${path(w.a.client.id)}?per_page=2&page=2`, { token: client.token });
    expect(page.body.weight_trackings.map((e) => e.date)).toEqual(["2026-01-05"]);
    expect(page.body.meta).toMatchObject({ total_count: 3, total_pages: 2 });
  });

  it("refuses a missing or impossible weight, naming the field", async () => {
    const none = await log(client.token, { date: "2026-01-08" });
    expect(none.status).toBe(400);
    expect(JSON.stringify(none.body)).toContain("weight_tracking.weight_kg");
    const typo = await log(client.token, { date: "2026-01-08", weight: 1600, unit: "斤" });
    expect(typo.status).toBe(400);
    expect(JSON.stringify(typo.body)).toContain("weight_tracking.weight");
  });

  it("updates and deletes by id; moving an entry onto a taken day is a conflict", async () => {
    const created = await log(client.token, { date: "2026-02-01", weight_kg: 78 });
    const id = created.body.weight_tracking.id;
    const moved = await api.put<{ weight_tracking: TWeightTracking }>(
      `/api/weight_trackings/${id}`,
      { weight_tracking: { date: "2026-02-02", weight_kg: 77.8 } },
      { token: w.a.trainer.token },
    );
    expect(moved.body.weight_tracking).toMatchObject({ id, date: "2026-02-02", weight_kg: 77.8 });
    const clash = await api.put(
      `/api/weight_trackings/${id}`,
      { weight_tracking: { date: "2026-01-05", weight_kg: 77.8 } },
      { token: w.a.trainer.token },
    );
    expect(clash.status).toBe(409);
    expect((await api.delete(`/api/weight_trackings/${id}`, { token: client.token })).status).toBe(200);
    expect((await api.delete(`/api/weight_trackings/${id}`, { token: client.token })).status).toBe(404);
  });

  it("is out of reach of another organization's coach and of another client", async () => {
    expect((await api.get(path(w.a.client.id), { token: w.b.trainer.token })).status).toBe(404);
    expect((await log(w.b.trainer.token, { date: "2026-01-09", weight_kg: 70 })).status).toBe(404);
    expect((await api.get(path(w.b.client.id), { token: client.token })).status).toBe(404);
  });
});

type Metric = { id: number; name_zh: string; direction: string; target?: number | null };
type Values = { metric_values: { metric_id: number; date: string; value: number }[]; metrics: Metric[] };

describe("custom metrics", () => {
  it("an organization defines metrics; a client's values are one per day, with an optional target", async () => {
    const created = await api.post<{ metric: Metric }>(
      "/api/metrics",
      { metric: { name_zh: "静息心率", name_en: "Resting heart rate", unit: "bpm", direction: "lower" } },
      { token: w.a.trainer.token },
    );
    expect(created.status).toBe(201);
    const metricId = created.body.metric.id;
    const listed = await api.get<Metric[]>("/api/metrics", { token: w.a.admin.token });
    expect(listed.body.map((m) => m.id)).toEqual([metricId]);
    expect((await api.get<Metric[]>("/api/metrics", { token: w.b.trainer.token })).body).toEqual([]);

    const value = (token: string, metric_value: Record<string, unknown>) =>
      api.post<{ target: number | null }>(
        `/api/clients/${w.a.client.id}/metric_values`,
        { metric_value },
        { token },
      );
    const first = await value(w.a.trainer.token, {
      metric_id: metricId,
      date: "2026-01-05",
      value: 62,
      target: 55,
    });
    expect(first.status).toBe(201);
    expect(first.body.target).toBe(55);
    await value(client.token, { metric_id: metricId, date: "2026-01-12", value: 60 });
    await value(client.token, { metric_id: metricId, date: "2026-01-12", value: 59 });
    const values = await api.get<Values>(`/api/clients/${w.a.client.id}/metric_values`, {
      token: client.token,
    });
    expect(values.body.metric_values.map((v) => [v.date, v.value])).toEqual([
      ["2026-01-05", 62],
      ["2026-01-12", 59],
    ]);
    expect(values.body.metrics).toMatchObject([{ id: metricId, name_zh: "静息心率", target: 55 }]);

    // Another organization's metric is not found for this client.
    const foreign = await api.post<{ metric: Metric }>(
      "/api/metrics",
      { metric: { name_zh: "5 公里", name_en: "5 km", unit: "min", direction: "lower" } },
      { token: w.b.trainer.token },
    );
    expect(
      (await value(w.a.trainer.token, { metric_id: foreign.body.metric.id, date: "2026-01-05", value: 1 }))
        .status,
    ).toBe(404);
  });
});
