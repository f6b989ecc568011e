import { describe, expect, it } from "vitest";
import { inRange, rangeStart } from "../../web/components/progress/chart-range";
import { bodyweightSeries } from "../../web/components/progress/weight-series";
import { weightsWithQueue } from "../../web/routes/client/progress/-components/body-queue";

describe("progress chart ranges", () => {
  it("counts today as one of the days and sorts oldest first", () => {
    expect(rangeStart("7", "2026-11-26")).toBe("2026-11-20");
    expect(rangeStart("all", "2026-11-26")).toBeNull();
    const entries = [{ date: "2026-11-26" }, { date: "2026-11-19" }, { date: "2026-11-20" }];
    expect(inRange(entries, "7", "2026-11-26").map((e) => e.date)).toEqual(["2026-11-20", "2026-11-26"]);
    expect(inRange(entries, "all", "2026-11-26")).toHaveLength(3);
  });
});

describe("client bodyweights with the queue", () => {
  it("lays a queued weight (converted to kg) over the stored one of its day", () => {
    const queued = {
      kind: "weight" as const,
      clientId: 1,
      date: "2026-11-26",
      weight: 130,
      unit: "斤" as const,
      key: "k",
      userId: 7,
      label: "2026-11-26",
      createdAt: 0,
      attempts: 0,
    };
    const shown = weightsWithQueue(
      [
        { date: "2026-11-26", weight_kg: 70 },
        { date: "2026-11-25", weight_kg: null },
        { date: "2026-11-24", weight_kg: 66 },
      ],
      [queued, { ...queued, userId: 8, date: "2026-11-23" }],
      7,
    );
    expect(shown).toEqual([
      { date: "2026-11-24", kg: 66, queued: false },
      { date: "2026-11-26", kg: 65, queued: true },
    ]);
  });
});

describe("the bodyweight series of the 进展 answer", () => {
  it("puts the older weeks' points before the year's weighed entries, oldest first", () => {
    const series = bodyweightSeries({
      weight_trackings: [
        { date: "2026-11-26", weight_kg: 70 },
        { date: "2026-11-25", weight_kg: null },
        { date: "2026-01-02", weight_kg: 72 },
      ],
      older_weights: { weekly: [{ date: "2024-01-01", weight_kg: 80 }] },
    });
    expect(series).toEqual([
      { date: "2024-01-01", weight_kg: 80 },
      { date: "2026-01-02", weight_kg: 72 },
      { date: "2026-11-26", weight_kg: 70 },
    ]);
    // Inside the year's ranges the weekly points never show.
    expect(inRange(series, "90", "2026-11-26").map((p) => p.date)).toEqual(["2026-11-26"]);
  });
});
