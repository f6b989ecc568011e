import { describe, expect, it } from "vitest";
import { percentHint } from "../../web/components/records/percent-hint";
import {
  historyInput,
  latestRecords,
  type PersonalRecord,
  recordKg,
  recordsByExercise,
} from "../../web/components/records/records-model";

const rec = (over: Partial<PersonalRecord>): PersonalRecord => ({
  exercise_id: null,
  exercise_name: "杠铃深蹲",
  kind: "5rm",
  weight_kg: 100,
  reps: 5,
  e1rm_kg: 116.667,
  date: "2026-03-02",
  workout_item_id: 1,
  workout_id: 10,
  ...over,
});

describe("records by exercise", () => {
  const records = [
    rec({ kind: "e1rm" }),
    rec({ kind: "1rm", weight_kg: 110, reps: 1, e1rm_kg: 110, date: "2026-03-09", workout_item_id: 2 }),
    rec({ kind: "5rm" }),
    rec({
      exercise_id: 7,
      exercise_name: "卧推",
      kind: "e1rm",
      weight_kg: 80,
      date: "2026-03-05",
      workout_item_id: 3,
    }),
  ];

  it("makes one line per exercise with its e1RM and rep records and its newest date", () => {
    const lines = recordsByExercise(records);
    expect(lines.map((l) => [l.key, l.latest])).toEqual([
      ["n:杠铃深蹲", "2026-03-09"],
      ["e:7", "2026-03-05"],
    ]);
    expect(lines[0]?.e1rm?.kind).toBe("e1rm");
    expect(Object.keys(lines[0]?.reps ?? {}).sort()).toEqual(["1rm", "5rm"]);
  });

  it("asks an exercise's history by catalogue id, else by the name as written", () => {
    const [squat, bench] = recordsByExercise(records);
    expect(historyInput(squat!)).toEqual({ name: "杠铃深蹲" });
    expect(historyInput(bench!)).toEqual({ exercise_id: 7 });
  });

  it("lists the newest record of each exercise, newest first, up to the count", () => {
    expect(latestRecords(records, 3).map((r) => [r.exercise_name, r.kind])).toEqual([
      ["杠铃深蹲", "1rm"],
      ["卧推", "e1rm"],
    ]);
    expect(latestRecords(records, 1)).toHaveLength(1);
  });

  it("shows an e1RM to 0.5 kg and a rep record as the weight lifted", () => {
    expect(recordKg(rec({ kind: "e1rm", e1rm_kg: 116.667 }))).toBe(116.5);
    expect(recordKg(rec({ kind: "5rm", weight_kg: 100 }))).toBe(100);
  });
});

describe("percent hint", () => {
  const maxes = {
    estimated_maxes: [
      {
        exercise_key: "n:杠铃深蹲",
        exercise_id: null,
        exercise_name: "杠铃深蹲",
        e1rm_kg: 140,
        date: "2026-03-02",
      },
    ],
    plate_step_kg: 2.5,
  };

  it("resolves a percentage against the exercise's e1RM, rounded down to the plate step", () => {
    expect(percentHint({ exercise_id: null, name: " 杠铃深蹲", info: "4×5 @ 75%" }, maxes)).toEqual({
      percent: 75,
      kg: 105,
    });
    expect(percentHint({ exercise_id: null, name: "杠铃深蹲", info: "3×3 @ 82%" }, maxes)?.kg).toBe(112.5);
  });

  it("says when no e1RM is known, and nothing without a percentage", () => {
    expect(percentHint({ exercise_id: 3, name: "卧推", info: "5×5 @ 70%" }, maxes)).toEqual({
      percent: 70,
      kg: null,
    });
    expect(percentHint({ exercise_id: null, name: "杠铃深蹲", info: "4×8" }, maxes)).toBeNull();
  });
});
