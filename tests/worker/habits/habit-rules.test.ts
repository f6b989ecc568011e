import { describe, expect, it } from "vitest";
import { habitCompliance, habitStreak } from "#shared/habit-rules";
import { addDays } from "#shared/ymd";

/** The compliance and streak rule of shared/habit-rules.ts at its edge days. Today is a Thursday. */
const TODAY = "2026-03-12";
const everyday = { days_per_week: 7, start_date: "2026-01-01", end_date: null };
const threeAWeek = { days_per_week: 3, start_date: "2026-01-01", end_date: null };
/** The `n` days ending `last` (inclusive). */
const run = (last: string, n: number) => new Set(Array.from({ length: n }, (_, i) => addDays(last, -i)));

describe("habit compliance", () => {
  it("an everyday habit done every day of the week is 100 %; today counts only once done", () => {
    expect(habitCompliance(everyday, run(TODAY, 7), TODAY, 7)).toEqual({ done: 7, expected: 7, rate: 1 });
    // Today not yet checked: the six days before it, all done.
    const upToYesterday = run(addDays(TODAY, -1), 6);
    expect(habitCompliance(everyday, upToYesterday, TODAY, 7)).toEqual({ done: 6, expected: 6, rate: 1 });
  });

  it("a missed day lowers the rate; a check-in outside the window does not count", () => {
    const days = run(TODAY, 7);
    days.delete(addDays(TODAY, -3));
    days.add(addDays(TODAY, -7));
    expect(habitCompliance(everyday, days, TODAY, 7)).toEqual({ done: 6, expected: 7, rate: 6 / 7 });
  });

  it("days before the start and after the end are not expected", () => {
    const startedYesterday = { ...everyday, start_date: addDays(TODAY, -1) };
    expect(habitCompliance(startedYesterday, new Set(), TODAY, 30)).toEqual({
      done: 0,
      expected: 1,
      rate: 0,
    });
    const endedThreeDaysAgo = { ...everyday, end_date: addDays(TODAY, -3) };
    expect(habitCompliance(endedThreeDaysAgo, run(TODAY, 7), TODAY, 7)).toEqual({
      done: 4,
      expected: 4,
      rate: 1,
    });
  });

  it("nothing is expected yet on the first day until it is done, nor before the start", () => {
    const startsToday = { ...everyday, start_date: TODAY };
    expect(habitCompliance(startsToday, new Set(), TODAY, 7).rate).toBeNull();
    expect(habitCompliance(startsToday, new Set([TODAY]), TODAY, 7).rate).toBe(1);
    const startsTomorrow = { ...everyday, start_date: addDays(TODAY, 1) };
    expect(habitCompliance(startsTomorrow, new Set(), TODAY, 30).rate).toBeNull();
  });

  it("a habit of 3 days a week expects 3/7 of the counted days, capped at 100 %", () => {
    const mondayTuesdayWednesday = run(addDays(TODAY, -1), 3);
    // Today (unchecked) left out: six counted days expect 6 × 3/7 ≈ 2.57.
    const week = habitCompliance(threeAWeek, mondayTuesdayWednesday, TODAY, 7);
    expect(week).toEqual({ done: 3, expected: 2.57, rate: 1 });
    const month = habitCompliance(threeAWeek, mondayTuesdayWednesday, TODAY, 30);
    expect(month.expected).toBe(12.43);
    expect(month.rate).toBeCloseTo(3 / ((29 * 3) / 7), 10);
  });
});

describe("habit streak", () => {
  it("an everyday streak counts to today, or to yesterday while today is unchecked", () => {
    expect(habitStreak(everyday, run(TODAY, 5), TODAY)).toEqual({ count: 5, unit: "day" });
    expect(habitStreak(everyday, run(addDays(TODAY, -1), 4), TODAY)).toEqual({ count: 4, unit: "day" });
    // Missed yesterday: the streak is over.
    expect(habitStreak(everyday, run(addDays(TODAY, -2), 4), TODAY)).toEqual({ count: 0, unit: "day" });
  });

  it("an everyday streak stops at the start date", () => {
    const started = { ...everyday, start_date: addDays(TODAY, -2) };
    expect(habitStreak(started, run(TODAY, 10), TODAY)).toEqual({ count: 3, unit: "day" });
  });

  it("a 3-days-a-week streak counts weeks that met the target; the current week only helps", () => {
    // Weeks of Monday 2026-03-02 and 2026-02-23: three days each. This week (from 03-09): one day.
    const done = new Set([
      "2026-03-02",
      "2026-03-04",
      "2026-03-06",
      "2026-02-23",
      "2026-02-24",
      "2026-02-25",
    ]);
    done.add("2026-03-09");
    expect(habitStreak(threeAWeek, done, TODAY)).toEqual({ count: 2, unit: "week" });
    done.add("2026-03-10").add("2026-03-11");
    expect(habitStreak(threeAWeek, done, TODAY)).toEqual({ count: 3, unit: "week" });
    // A week with two days breaks it.
    done.delete("2026-03-04");
    expect(habitStreak(threeAWeek, done, TODAY)).toEqual({ count: 1, unit: "week" });
  });

  it("a first week shorter than the target asks only for its habit days", () => {
    // Starts on Saturday 2026-03-07: that week has two habit days, both done.
    const startedSaturday = { ...threeAWeek, start_date: "2026-03-07" };
    expect(habitStreak(startedSaturday, new Set(["2026-03-07", "2026-03-08"]), TODAY)).toEqual({
      count: 1,
      unit: "week",
    });
  });
});
