import { describe, expect, it } from "vitest";
import { groupBy, indexById, joinIds, workoutsByDay } from "../../web/lib/sideload";

/** The web's one join of side-loaded answers (web/lib/sideload.ts): the calendars and the program grid. */
describe("side-load join", () => {
  it("joins ids in their order and skips ids the answer did not side-load", () => {
    const index = indexById([
      { id: 1, name: "a" },
      { id: 2, name: "b" },
    ]);
    expect(joinIds([2, 3, 1], index).map((r) => r.name)).toEqual(["b", "a"]);
  });

  it("groups in the rows' order and leaves rows without a key out", () => {
    const rows = [
      { id: 1, day: "x" },
      { id: 2, day: null },
      { id: 3, day: "y" },
      { id: 4, day: "x" },
    ];
    expect([...groupBy(rows, (r) => r.day)].map(([k, v]) => [k, v.map((r) => r.id)])).toEqual([
      ["x", [1, 4]],
      ["y", [3]],
    ]);
  });

  it("puts each workout on its day with its items by position and its comments, hidden ones left out", () => {
    const answer = {
      workouts: [
        { id: 10, due: "2026-01-05", workout_item_ids: [101, 100], comment_ids: [7] },
        { id: 11, due: "2026-01-05", workout_item_ids: [], comment_ids: [] },
        { id: 12, due: null, workout_item_ids: [], comment_ids: [] },
        { id: 13, due: "2026-01-06", workout_item_ids: [], comment_ids: [] },
      ],
      workout_items: [
        { id: 100, position: 2 },
        { id: 101, position: 1 },
      ],
      comments: [{ id: 7 }],
    };
    const days = workoutsByDay(answer, (w) => w.due, [13]);
    expect([...days.keys()]).toEqual(["2026-01-05"]);
    const [first, second] = days.get("2026-01-05") ?? [];
    expect(first?.items.map((i) => i.id)).toEqual([101, 100]);
    expect(first?.comments.map((c) => c.id)).toEqual([7]);
    expect(second?.workout.id).toBe(11);
  });
});
