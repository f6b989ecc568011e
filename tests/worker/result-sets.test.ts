import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  epley1rm,
  exerciseKey,
  MAX_REPS,
  MAX_WEIGHT_KG,
  parseResultSets,
  percentWeight,
  prescribedPercent,
  roundToHalfKg,
} from "#shared/result-sets";

/** weight × reps pairs, bodyweight written as "bw × reps", for compact expectations. */
const pairs = (text: string, units: "metric" | "imperial" = "metric") =>
  parseResultSets(text, units).map((s) => (s.bodyweight ? `bw×${s.reps}` : `${s.weight_kg}×${s.reps}`));

describe("parseResultSets: the issue's table", () => {
  it.each([
    ["100kg x 5", ["100×5"]],
    ["60kg × 8, 8, 8, 7", ["60×8", "60×8", "60×8", "60×7"]],
    ["82.5kg x 5 x 3", ["82.5×5", "82.5×5", "82.5×5"]],
    ["3×5 @ 100kg", ["100×5", "100×5", "100×5"]],
    ["80/8, 85/6, 90/4", ["80×8", "85×6", "90×4"]],
    ["3组×8次 60公斤", ["60×8", "60×8", "60×8"]],
    ["135lb x 5", ["61.23×5"]],
    ["100x5 @8", ["100×5"]],
    ["自重 12, 12, 10", ["bw×12", "bw×12", "bw×10"]],
    ["done", []],
    ["完成", []],
    ["20分钟", []],
    ["感觉很好", []],
  ])("%s", (text, expected) => {
    expect(pairs(text)).toEqual(expected);
  });

  it("keeps the effort after @ as RPE and marks bodyweight sets", () => {
    expect(parseResultSets("100x5 @8", "metric")).toEqual([{ weight_kg: 100, reps: 5, rpe: 8 }]);
    expect(parseResultSets("自重 12", "metric")).toEqual([{ weight_kg: null, reps: 12, bodyweight: true }]);
  });

  it("reads a weight without a unit in the logging person's units, and 斤 as half a kilogram", () => {
    expect(pairs("100 x 5", "metric")).toEqual(["100×5"]);
    expect(pairs("100 x 5", "imperial")).toEqual(["45.36×5"]);
    expect(pairs("100kg x 5", "imperial")).toEqual(["100×5"]);
    expect(pairs("200斤 x 3")).toEqual(["100×3"]);
  });
});

describe("parseResultSets: a corpus of real results", () => {
  it.each([
    // The demo data's results (worker/services/demo-seed.ts)
    ["50kg × 10, 10, 10", ["50×10", "50×10", "50×10"]],
    ["45kg × 8, 8, 7, 6", ["45×8", "45×8", "45×7", "45×6"]],
    ["12kg × 12, 11, 10", ["12×12", "12×11", "12×10"]],
    ["自重，完成", []],
    ["6, 5, 5, 4", []],
    ["45s, 45s, 40s", []],
    ["完成 4 轮", []],
    ["4.2 km", []],
    // TrueCoach-style exports (tests/fixtures/truecoach)
    ["100kg 5x5, felt strong", ["100×5", "100×5", "100×5", "100×5", "100×5"]],
    ["80kg x4, 85kg x4", ["80×4", "85×4"]],
    ["12, 10, 9, 8", []],
    ["5x5 @ 60 kg", ["60×5", "60×5", "60×5", "60×5", "60×5"]],
    ["4@6, 4@7", []],
    ["60kg", []],
    // What people type, Chinese and English
    ["３组８次６０公斤", ["60×8", "60×8", "60×8"]],
    ["3组8次60公斤", ["60×8", "60×8", "60×8"]],
    ["60公斤 3组x8次", ["60×8", "60×8", "60×8"]],
    ["100公斤 5次", ["100×5"]],
    ["卧推 70公斤×5，75公斤×3，80公斤×1", ["70×5", "75×3", "80×1"]],
    ["60kg x 8 8 8 7", ["60×8", "60×8", "60×8", "60×7"]],
    ["225# x 3", ["102.06×3"]],
    ["2 sets x 10 reps @ 40kg", ["40×10", "40×10"]],
    ["5 x 100kg", ["100×5"]],
    ["bw 3x12", ["bw×12", "bw×12", "bw×12"]],
    ["徒手 15、15、12", ["bw×15", "bw×15", "bw×12"]],
    ["跑步 30分钟，心率 150", []],
    ["RPE 8，状态一般", []],
    ["2026-03-02 完成", []],
    ["4×5 @ 75%", []],
    ["0kg x 5", []],
    ["5000kg x 1", []],
    ["100kg x 2.5", []],
  ])("%s", (text, expected) => {
    expect(pairs(text)).toEqual(expected);
  });
});

describe("parseResultSets: any text", () => {
  // Fragments people type, shuffled with arbitrary text, so the generator reaches the readings.
  const fragment = fc.constantFrom(
    "kg",
    "公斤",
    "斤",
    "lb",
    "#",
    "x",
    "×",
    "@",
    "/",
    ",",
    "，",
    "组",
    "次",
    "%",
    "自重",
    "bw",
    " ",
    "分钟",
    ".",
    "0",
    "1",
    "5",
    "10",
    "99999",
    "1e9",
    "-3",
  );
  const text = fc
    .array(fc.oneof(fragment, fc.nat({ max: 2000 }).map(String), fc.string({ maxLength: 6 })), {
      maxLength: 30,
    })
    .map((parts) => parts.join(""));

  it("never throws; weights and reps are positive and bounded", () => {
    fc.assert(
      fc.property(text, fc.constantFrom("metric" as const, "imperial" as const), (input, units) => {
        for (const set of parseResultSets(input, units)) {
          expect(Number.isInteger(set.reps) && set.reps >= 1 && set.reps <= MAX_REPS).toBe(true);
          if (set.bodyweight) expect(set.weight_kg).toBeNull();
          else expect(set.weight_kg! > 0 && set.weight_kg! <= MAX_WEIGHT_KG).toBe(true);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it("reads a very long text in bounded time and size", () => {
    const sets = parseResultSets("100kg x 5, ".repeat(5000), "metric");
    expect(sets.length).toBeLessThanOrEqual(200);
    expect(sets[0]).toEqual({ weight_kg: 100, reps: 5 });
  });
});

describe("estimated maxes and percent prescriptions", () => {
  it("Epley for 1 to 10 reps, one rep being the weight itself", () => {
    expect(epley1rm(100, 1)).toBe(100);
    expect(epley1rm(100, 5)).toBeCloseTo(116.667, 3);
    expect(epley1rm(100, 10)).toBeCloseTo(133.333, 3);
    expect(epley1rm(100, 11)).toBeNull();
    expect(epley1rm(0, 5)).toBeNull();
    expect(roundToHalfKg(116.667)).toBe(116.5);
    expect(roundToHalfKg(116.8)).toBe(117);
  });

  it("a percent of the best e1RM, rounded down to the plate step", () => {
    expect(prescribedPercent("4×5 @ 75%")).toBe(75);
    expect(prescribedPercent("4组5次 强度75%")).toBe(75);
    expect(prescribedPercent("4 组 × 8 次")).toBeNull();
    expect(percentWeight(140, 75, 2.5)).toBe(105);
    expect(percentWeight(143, 75, 2.5)).toBe(105);
    expect(percentWeight(143, 75, 1)).toBe(107);
  });

  it("groups by catalogue exercise, else by the trimmed lower-case name", () => {
    expect(exerciseKey(7, "Squat")).toBe("e:7");
    expect(exerciseKey(null, "  Barbell SQUAT ")).toBe("n:barbell squat");
  });
});
