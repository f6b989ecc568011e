import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { weight_trackings } from "../../../db/schema";
import type { TWeightTracking } from "../../../worker/domains/progress/schemas";
import type { TestDb } from "../../helpers/db";
import type { TestApi } from "../../helpers/http";
import { openTwoOrganizations, type TwoOrganizations } from "../../helpers/two-organizations";

/**
 * The 进展 view's bodyweights (GET /clients/{id}/progress) on a real libSQL database: the last
 * year's entries whole, the older ones as each week's first weight (Monday to Sunday) and a count,
 * and those older entries still whole through the paged list.
 */
let t: TestDb;
let api: TestApi;
let w: TwoOrganizations;
beforeAll(async () => {
  ({ t, api, w } = await openTwoOrganizations({ now: "2026-11-26T10:00:00Z" }));
  const now = "2026-11-26T10:00:00Z";
  const entry = (date: string, weight_kg: number | null, body_fat_percent: number | null = null) => ({
    client_id: w.a.client.id,
    date,
    weight_kg,
    body_fat_percent,
    created_at: now,
    updated_at: now,
  });
  await t.db.insert(weight_trackings).values([
    entry("2024-01-01", null, 21), // Monday, no weight: the week's point is its first weight
    entry("2024-01-02", 80),
    entry("2024-01-07", 79), // Sunday: still the week of 2024-01-01
    entry("2024-01-08", 78.5),
    entry("2024-02-05", null, 20), // a week without a weight draws no point
    entry("2025-11-25", 75), // the last day before the year
    entry("2025-11-26", 74.8), // the year's first day (today and the 364 before it)
    entry("2026-11-20", 72),
  ]);
});
afterAll(() => t.close());

type Overview = {
  weight_trackings: TWeightTracking[];
  older_weights: { before: string; count: number; weekly: { date: string; weight_kg: number }[] };
};

describe("the progress overview's bodyweights", () => {
  it("answers the last year whole and older weeks as their first weight", async () => {
    const res = await api.get<Overview>(`/api/clients/${w.a.client.id}/progress`, {
      token: w.a.trainer.token,
    });
    expect(res.status).toBe(200);
    expect(res.body.weight_trackings.map((e) => [e.date, e.weight_kg])).toEqual([
      ["2026-11-20", 72],
      ["2025-11-26", 74.8],
    ]);
    expect(res.body.older_weights).toEqual({
      before: "2025-11-26",
      count: 6,
      weekly: [
        { date: "2024-01-02", weight_kg: 80 },
        { date: "2024-01-08", weight_kg: 78.5 },
        { date: "2025-11-25", weight_kg: 75 },
      ],
    });
  });

  it("leaves the older entries whole in the paged list, after the year's", async () => {
    const res = await api.get<{ weight_trackings: TWeightTracking[] }>(
      `/api/clients/${w.a.client.id}/weight_trackings?per_page=6&page=2`,
      { token: w.a.trainer.token },
    );
    expect(res.body.weight_trackings.map((e) => [e.date, e.weight_kg, e.body_fat_percent])).toEqual([
      ["2024-01-02", 80, null],
      ["2024-01-01", null, 21],
    ]);
  });

  it("answers a client without bodyweights with empty series", async () => {
    const res = await api.get<Overview>(`/api/clients/${w.b.client.id}/progress`, {
      token: w.b.trainer.token,
    });
    expect(res.body.weight_trackings).toEqual([]);
    expect(res.body.older_weights).toEqual({ before: "2025-11-26", count: 0, weekly: [] });
  });
});
