import { describe, expect, it } from "vitest";
import { alignSeries, daySeconds } from "../../web/components/charts/chart-data";

describe("alignSeries", () => {
  it("puts series with different days on one ascending axis, null where a series has no value", () => {
    const [x, a, b] = alignSeries([
      {
        label: "a",
        points: [
          { date: "2026-03-02", value: 100 },
          { date: "2026-03-01", value: 95 },
        ],
      },
      { label: "b", points: [{ date: "2026-03-03", value: 60 }] },
    ]);
    expect(x).toEqual([daySeconds("2026-03-01"), daySeconds("2026-03-02"), daySeconds("2026-03-03")]);
    expect(a).toEqual([95, 100, null]);
    expect(b).toEqual([null, null, 60]);
  });

  it("keeps the larger value of a day given twice", () => {
    expect(
      alignSeries([
        {
          label: "a",
          points: [
            { date: "2026-01-05", value: 80 },
            { date: "2026-01-05", value: 90 },
          ],
        },
      ]),
    ).toEqual([[daySeconds("2026-01-05")], [90]]);
  });

  it("plots a day at UTC midnight whatever the machine's zone", () => {
    expect(daySeconds("1970-01-02")).toBe(86_400);
  });
});
