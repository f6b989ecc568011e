import { describe, expect, it } from "vitest";
import { daysBetween } from "../../worker/domains/clients/stats";
import {
  type FingerprintItem,
  type FingerprintWorkout,
  fingerprint,
} from "../../worker/domains/programs/fingerprint";

/** Program sync's fingerprint (worker/domains/programs/fingerprint.ts): what counts as content. */

const workout: FingerprintWorkout = {
  title: "下肢",
  short_description: null,
  rest_day: false,
  rest_day_instructions: null,
  warmup: "热身",
  warmup_selected_exercises: [{ id: 1, name: "开合跳" }],
  cooldown: null,
  cooldown_selected_exercises: [],
  hidden: false,
  order: 0,
};
const item = (id: number, position: number, name: string): FingerprintItem => ({
  id,
  name,
  info: "5x5",
  is_circuit: false,
  selected_exercises: [],
  request_video: false,
  linked: false,
  attachments: [],
  position,
});
const items = [item(1, 0, "深蹲"), item(2, 1, "硬拉")];

describe("fingerprint", () => {
  it("is a stable SHA-256 hex of the same content on the same day", async () => {
    const a = await fingerprint(workout, items, 3);
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(await fingerprint({ ...workout }, [...items].reverse(), 3)).toBe(a);
  });

  it("changes with the day, any content field, and the items' content or order", async () => {
    const base = await fingerprint(workout, items, 3);
    const variants = [
      fingerprint(workout, items, 4),
      fingerprint({ ...workout, title: "上肢" }, items, 3),
      fingerprint({ ...workout, short_description: "<p>x</p>" }, items, 3),
      fingerprint({ ...workout, rest_day: true }, items, 3),
      fingerprint({ ...workout, rest_day_instructions: "走路" }, items, 3),
      fingerprint({ ...workout, warmup: "慢跑" }, items, 3),
      fingerprint({ ...workout, warmup_selected_exercises: [] }, items, 3),
      fingerprint({ ...workout, cooldown: "拉伸" }, items, 3),
      fingerprint({ ...workout, cooldown_selected_exercises: [{ id: 2, name: "拉伸" }] }, items, 3),
      fingerprint({ ...workout, hidden: true }, items, 3),
      fingerprint(workout, [item(1, 1, "深蹲"), item(2, 0, "硬拉")], 3),
      fingerprint(workout, [items[0]!], 3),
      fingerprint(workout, [{ ...items[0]!, info: "3x8" }, items[1]!], 3),
      fingerprint(workout, [{ ...items[0]!, is_circuit: true }, items[1]!], 3),
      fingerprint({ ...workout, order: 1 }, items, 3),
      fingerprint(workout, [items[0]!, { ...items[1]!, linked: true }], 3),
      fingerprint(
        workout,
        [
          {
            ...items[0]!,
            attachments: [{ name: "a.pdf", attachmentUrl: "https://x/a.pdf", type: "pdf", size: 1 }] as never,
          },
          items[1]!,
        ],
        3,
      ),
      fingerprint(workout, [{ ...items[0]!, request_video: true }, items[1]!], 3),
      fingerprint(workout, [{ ...items[0]!, selected_exercises: [{ id: 3, name: "a" }] }, items[1]!], 3),
    ];
    const all = await Promise.all(variants);
    expect(all).not.toContain(base);
    expect(new Set(all).size).toBe(all.length);
  });

  it("ignores ids, position numbers (only their order), empty-versus-null text and JSON key order", async () => {
    const base = await fingerprint(workout, items, 3);
    expect(await fingerprint(workout, [item(10, 5, "深蹲"), item(11, 9, "硬拉")], 3)).toBe(base);
    expect(await fingerprint({ ...workout, short_description: "", cooldown: "" }, items, 3)).toBe(base);
    // A library exercise's id is not content (deleting the exercise nulls it on template and copies).
    expect(await fingerprint(workout, [{ ...items[0]!, exercise_id: 7 } as never, items[1]!], 3)).toBe(base);
    expect(
      await fingerprint(
        { ...workout, warmup_selected_exercises: [{ name: "开合跳", id: 1 } as never] },
        items,
        3,
      ),
    ).toBe(base);
  });
});

describe("daysBetween", () => {
  it("counts calendar days across months, years and DST changes", () => {
    expect(daysBetween("2026-05-04", "2026-05-04")).toBe(0);
    expect(daysBetween("2026-05-04", "2026-05-10")).toBe(6);
    expect(daysBetween("2026-02-27", "2026-03-02")).toBe(3);
    expect(daysBetween("2025-12-31", "2026-01-01")).toBe(1);
    expect(daysBetween("2026-03-28", "2026-03-30")).toBe(2);
    expect(daysBetween("2026-05-10", "2026-05-04")).toBe(-6);
  });
});
