import fc from "fast-check";
import {
  badAttachments,
  badBoolish,
  badDate,
  badEnum,
  badId,
  badOptionalText,
  badStrictInt,
  badWrapper,
  longText,
  notScalar,
  type Spec,
  tooMany,
} from "./kit";

/**
 * Bad input at the REST write routes of `workouts.*`, workout items included.
 * Generators and the Spec type: ./kit.ts; the runner: ../bad-input.property.test.ts.
 */

const itemBad = fc.constantFrom<unknown>(
  [{ position: -1 }],
  [{ state: "done" }],
  [{ name: "x".repeat(256) }],
  [{ exercise_id: 0 }],
  [{ id: "abc" }],
  [{ is_circuit: "maybe" }],
  [{ selected_exercises: "squat" }],
  [{ attachments: [{ name: "a", attachmentUrl: "javascript:alert(1)" }] }],
  "items",
  null,
);
const selectedBad = (max: number) =>
  fc.oneof(
    tooMany(max, { id: 1, name: "squat" }),
    fc.constantFrom<unknown>(
      [{ id: -1, name: "x" }],
      [{ id: "x".repeat(65), name: "x" }],
      [{ id: 1 }],
      "squat",
      null,
    ),
  );
const workoutContentBad: Record<string, fc.Arbitrary<unknown>> = {
  "workout.title": fc.oneof(fc.constantFrom<unknown>(5, null, ...notScalar), longText(255)),
  "workout.short_description": badOptionalText(20_000),
  "workout.rest_day": badBoolish,
  "workout.rest_day_instructions": badOptionalText(5000),
  "workout.warmup": badOptionalText(10_000),
  "workout.warmup_selected_exercises": selectedBad(200),
  "workout.cooldown_selected_exercises": selectedBad(200),
  "workout.order": fc.constantFrom<unknown>(1e7, -1e7, 0.5, "1", null, ...notScalar),
  "workout.hidden": badBoolish,
  "workout.state": badEnum,
  "workout.due": badDate,
  "workout.position": fc.constantFrom<unknown>(0, -1, 1001, 1.5, "abc", null, {}),
  "workout.workout_items": fc.oneof(itemBad, tooMany(200, { name: "squat" })),
};

/** A coach's correction of a result's sets (issue 27): not a list of bounded weight × reps sets. */
const badResultSets = fc.constantFrom<unknown>(
  "60kg x 5",
  5,
  {},
  [5],
  [{ weight_kg: 60 }],
  [{ weight_kg: 60, reps: 0 }],
  [{ weight_kg: -1, reps: 5 }],
  [{ weight_kg: 5000, reps: 5 }],
  [{ weight_kg: 60, reps: 2.5 }],
  [{ weight_kg: null, reps: 5 }],
  [{ weight_kg: 60, reps: 5, bodyweight: true }],
  [{ weight_kg: 60, reps: 5, rpe: 11 }],
  Array.from({ length: 201 }, () => ({ weight_kg: 60, reps: 5 })),
);

export const specs: Spec[] = [
  {
    route: "POST /api/workouts",
    base: (w) => ({ workout: { client_id: w.a.ids.client, due: "2026-3-3", title: "legs" } }),
    bad: {
      workout: badWrapper,
      ...workoutContentBad,
      "workout.client_id": badId,
      "workout.program_id": fc.oneof(badId, fc.constant(1)),
    },
  },
  {
    route: "PUT /api/workouts/:id",
    params: (w) => ({ id: w.a.ids.workout }),
    base: () => ({ workout: { title: "legs" } }),
    bad: {
      workout: badWrapper,
      ...workoutContentBad,
      "workout.client_id": badId,
      "workout.expected_updated_at": fc.constantFrom<unknown>(
        "yesterday",
        "2026-13-01T00:00:00Z",
        5,
        null,
        {},
      ),
    },
  },
  { route: "DELETE /api/workouts/:id", note: "reads no body: garbage ids only" },
  {
    route: "POST /api/workouts/:id/copy",
    params: (w) => ({ id: w.a.ids.workout }),
    base: (w) => ({ client_id: w.a.ids.client, due: "2026-3-4" }),
    bad: {
      due: badDate,
      client_id: badId,
      title: fc.constantFrom<unknown>("an extra field", 5, null),
      program_id: fc.constant(1),
    },
  },
  {
    route: "POST /api/workouts/paste",
    base: (w) => ({
      client_id: w.a.ids.client,
      workouts: [{ source_workout_id: w.a.ids.workout, due: "2026-3-4" }],
    }),
    bad: {
      client_id: badId,
      workouts: fc.oneof(
        tooMany(100, { source_workout_id: 1, due: "2026-3-4" }),
        fc.constantFrom<unknown>(
          [],
          [{ source_workout_id: 1 }],
          [{ due: "2026-3-4" }],
          [{ source_workout_id: 0, due: "2026-3-4" }],
          [{ source_workout_id: 1, due: "2026-2-30" }],
          [{ source_workout_id: 1, due: "2026-3-4", position: 1 }],
          "1",
          null,
          {},
        ),
      ),
      program_id: fc.constant(1),
    },
  },
  {
    route: "PUT /api/workout_items/:id",
    params: (w) => ({ id: w.a.ids.item }),
    base: () => ({ workout_item: { info: "3 x 10" } }),
    bad: {
      workout_item: badWrapper,
      "workout_item.position": badStrictInt(0, 10_000),
      "workout_item.state": badEnum,
      "workout_item.name": fc.oneof(fc.constantFrom<unknown>(5, null, ...notScalar), longText(255)),
      "workout_item.info": badOptionalText(5000),
      "workout_item.result": badOptionalText(5000),
      "workout_item.result_sets_override": badResultSets,
      "workout_item.assessment_id": badId,
      "workout_item.is_circuit": badBoolish,
      "workout_item.exercise_id": badId,
      "workout_item.attachments": badAttachments,
      "workout_item.selected_exercises": selectedBad(200),
    },
  },
  { route: "DELETE /api/workout_items/:id", note: "reads no body: garbage ids only" },
];
