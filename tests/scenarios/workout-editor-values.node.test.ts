import { describe, expect, it } from "vitest";
import { MAX_POSITION } from "#shared/shared-rules";
import {
  type ItemValues,
  isPosition,
  itemsForOverwrite,
  overrideSets,
  ownerFields,
  setsText,
  toPayload,
  toValues,
  type WorkoutSource,
} from "../../web/components/workouts/workout-editor/values";

const item = (
  id: number,
  position: number,
  name: string,
  extra: Partial<WorkoutSource["workout_items"][number]> = {},
) => ({
  id,
  position,
  name,
  info: null,
  result: null,
  is_circuit: false,
  request_video: false,
  exercise_id: null,
  state: "pending",
  ...extra,
});

const workout: WorkoutSource = {
  title: "下肢力量",
  due: "2026-03-02",
  position: null,
  short_description: "<p>膝盖朝脚尖</p>",
  rest_day: false,
  rest_day_instructions: null,
  warmup: "慢跑 5 分钟",
  cooldown: null,
  warmup_selected_exercises: [{ id: 7, name: "开合跳" }],
  cooldown_selected_exercises: null,
  state: "completed",
  workout_items: [
    item(12, 2, "硬拉", { info: "3×5", result: "100kg", state: "completed", exercise_id: 40 }),
    item(11, 1, "箱式深蹲", { is_circuit: true, request_video: true }),
    item(10, 2, "臀桥"),
  ],
};

/** The workout editor's form values (the browser tests cover the editor itself). */
describe("workout editor values", () => {
  it("starts a new workout empty on its day, and a new template on its day number", () => {
    const fresh = toValues(null, "2026-03-02");
    expect(fresh).toMatchObject({ title: "", due: "2026-03-02", position: "", completed: false, items: [] });
    expect(toValues(null, "", 9)).toMatchObject({ due: "", position: "9" });
  });

  it("loads a workout with its items in position order (ties by id) and empty strings for missing texts", () => {
    const values = toValues(workout, "2026-01-01");
    expect(values.due).toBe("2026-03-02");
    expect(values.completed).toBe(true);
    expect(values.cooldown).toBe("");
    expect(values.cooldown_selected_exercises).toEqual([]);
    expect(values.items.map((i) => i.id)).toEqual([11, 10, 12]);
    expect(values.items[2]).toEqual({
      id: 12,
      name: "硬拉",
      info: "3×5",
      result: "100kg",
      is_circuit: false,
      request_video: false,
      exercise_id: 40,
      done: true,
      sets_override: "",
      had_override: false,
    });
    // A template has no date: the day asked for stands in.
    expect(toValues({ ...workout, due: null, position: 4 }, "").position).toBe("4");
  });

  it("loads a coach's correction of a result's sets as text, and sends it only when there is or was one", () => {
    const corrected: WorkoutSource = {
      ...workout,
      workout_items: [
        item(1, 1, "深蹲", { result: "100 5", result_sets_override: [{ weight_kg: 100, reps: 5 }] }),
        item(2, 2, "引体", { result: "自重 12", result_sets_override: [{ weight_kg: null, reps: 12 }] }),
        item(3, 3, "卧推", { result: "60kg x 8" }),
      ],
    };
    const values = toValues(corrected, "2026-03-02");
    expect(values.items.map((i) => i.sets_override)).toEqual(["100kg x 5", "自重 12", ""]);
    const [squat, pull] = values.items as [ItemValues, ItemValues];
    squat.sets_override = "100kg x 5, 95kg x 5";
    pull.sets_override = "";
    const sent = toPayload(values, false).workout_items;
    expect(sent[0]?.result_sets_override).toEqual([
      { weight_kg: 100, reps: 5 },
      { weight_kg: 95, reps: 5 },
    ]);
    expect(sent[1]?.result_sets_override).toBeNull();
    expect(sent[2]).not.toHaveProperty("result_sets_override");
    // The text a correction loads as reads back to the same sets.
    const mixed = [
      { weight_kg: 82.5, reps: 3 },
      { weight_kg: null, reps: 12, bodyweight: true as const },
      { weight_kg: null, reps: 10, bodyweight: true as const },
    ];
    expect(overrideSets(setsText(mixed))).toEqual(mixed);
  });

  it("saves trimmed texts, blanks as null, and the items numbered in the form's order", () => {
    const values = toValues(workout, "2026-03-02");
    values.title = "  下肢力量  ";
    values.warmup = "   ";
    values.short_description = "<p></p>";
    values.items.push({ ...values.items[0]!, id: null, name: " 弓步 ", info: "" });
    const payload = toPayload(values, false);
    expect(payload).toMatchObject({ title: "下肢力量", warmup: null, short_description: null });
    expect(payload.workout_items.map((i) => [i.position, i.name])).toEqual([
      [1, "箱式深蹲"],
      [2, "臀桥"],
      [3, "硬拉"],
      [4, "弓步"],
    ]);
    // A new item has no id, so the server adds it.
    expect(payload.workout_items[3]).not.toHaveProperty("id");
    expect(payload.workout_items[3]).toMatchObject({ info: null, result: null, state: "pending" });
    expect(payload.workout_items[2]).toMatchObject({ id: 12, result: "100kg", state: "completed" });
  });

  it("leaves results and item completion out of a template's save", () => {
    const [first] = toPayload(toValues(workout, ""), true).workout_items;
    expect(first).not.toHaveProperty("result");
    expect(first).not.toHaveProperty("state");
  });

  it("sends a client's workout its date and state, a template its day", () => {
    const values = toValues({ ...workout, position: 12 }, "2026-03-02");
    expect(ownerFields({ kind: "client", clientId: 1 }, values)).toEqual({
      due: "2026-03-02",
      state: "completed",
    });
    expect(ownerFields({ kind: "program", programId: 2 }, values)).toEqual({ position: 12 });
  });

  it("accepts a template day from 1 to MAX_POSITION, whole numbers only", () => {
    expect(["1", " 3 ", String(MAX_POSITION)].every(isPosition)).toBe(true);
    expect(["", "0", "-1", "1.5", "abc", String(MAX_POSITION + 1)].some(isPosition)).toBe(false);
  });

  it("saves over a newer version with the items it deleted as new ones", () => {
    const items = toValues(workout, "2026-03-02").items;
    const newer = { workout_items: [item(11, 1, "箱式深蹲"), item(12, 2, "硬拉")] };
    expect(itemsForOverwrite(items, newer).map((i) => i.id)).toEqual([11, null, 12]);
  });
});
