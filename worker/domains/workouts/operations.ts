import { ID, op } from "../operation";
import { ZIdInput } from "../shared/fields";
import { ZOk, ZWorkoutAnswer } from "../shared/outputs";
import * as items from "./items";
import { pasteWorkout, pasteWorkouts } from "./paste";
import {
  ZCreateWorkoutInput,
  ZListWorkoutsInput,
  ZPastedWorkoutsOutput,
  ZPasteTarget,
  ZPasteWorkoutInput,
  ZPasteWorkoutsInput,
  ZUpdateWorkoutInput,
  ZUpdateWorkoutItemInput,
  ZWorkoutItemOutput,
  ZWorkoutListOutput,
  ZWorkoutSaveOutput,
  ZWorkoutSummaryInput,
  ZWorkoutSummaryOutput,
} from "./schemas";
import { workoutSummary } from "./summary";
import * as workouts from "./workouts";

/** Workouts and their items: SPEC section 7 "Workouts", plus the summary and paste. */
export const workoutOperations = {
  list: op({
    summary:
      "Workouts: the coach feed, one client's range, or given ids, with side-loaded records (users' images too); one page with `meta` (page, per_page, total_pages, total_count); every named filter applies in every shape",
    kind: "query",
    input: ZListWorkoutsInput,
    output: ZWorkoutListOutput,
    run: ({ deps, actor }, input) => workouts.listWorkouts(deps, actor, input),
    rest: { method: "GET", path: "/workouts" },
  }),
  summary: op({
    summary: "Totals for the coach home page",
    kind: "query",
    input: ZWorkoutSummaryInput,
    output: ZWorkoutSummaryOutput,
    run: ({ deps, actor }, input) => workoutSummary(deps, actor, input),
    rest: { method: "GET", path: "/workouts/summary" },
  }),
  get: op({
    summary: "One workout with its items, client and comments",
    kind: "query",
    input: ZIdInput,
    output: ZWorkoutAnswer,
    run: ({ deps, actor }, input) => workouts.getWorkout(deps, actor, input.id),
    rest: { method: "GET", path: `/workouts/:id{${ID}}` },
  }),
  create: op({
    summary: "Create a workout for a client or a program",
    kind: "mutation",
    input: ZCreateWorkoutInput,
    output: ZWorkoutSaveOutput,
    run: ({ deps, actor }, input) => workouts.createWorkout(deps, actor, input),
    rest: { method: "POST", path: "/workouts", status: 201 },
  }),
  update: op({
    summary: "Update a workout (its items are replaced when given)",
    kind: "mutation",
    input: ZIdInput.extend(ZUpdateWorkoutInput.shape),
    output: ZWorkoutSaveOutput,
    run: ({ deps, actor }, input) => workouts.updateWorkout(deps, actor, input.id, input),
    rest: { method: "PUT", path: `/workouts/:id{${ID}}` },
  }),
  delete: op({
    summary: "Delete a workout",
    kind: "mutation",
    input: ZIdInput,
    output: ZOk,
    run: ({ deps, actor }, input) => workouts.deleteWorkout(deps, actor, input.id),
    rest: { method: "DELETE", path: `/workouts/:id{${ID}}` },
  }),
  paste: op({
    summary: "Copy a workout to a client's day or a program position",
    kind: "mutation",
    input: ZPasteWorkoutInput,
    output: ZWorkoutAnswer,
    run: ({ deps, actor }, input) => pasteWorkout(deps, actor, input),
    rest: {
      method: "POST",
      path: `/workouts/:id{${ID}}/copy`,
      status: 201,
      requestSchema: ZPasteTarget,
      input: ({ params, body }) =>
        typeof body === "object" && body !== null && !Array.isArray(body)
          ? { ...body, source_workout_id: params.id }
          : body,
    },
  }),
  pasteMany: op({
    summary:
      "Copy several workouts onto one client's days (each at its own date) in one atomic write: the calendar's paste of a day, a week or a selection",
    kind: "mutation",
    input: ZPasteWorkoutsInput,
    output: ZPastedWorkoutsOutput,
    run: ({ deps, actor }, input) => pasteWorkouts(deps, actor, input),
    rest: { method: "POST", path: "/workouts/paste", status: 201 },
  }),
  updateItem: op({
    summary: "Update one workout item",
    kind: "mutation",
    input: ZIdInput.extend(ZUpdateWorkoutItemInput.shape),
    output: ZWorkoutItemOutput,
    run: ({ deps, actor }, input) => items.updateWorkoutItem(deps, actor, input.id, input),
    rest: { method: "PUT", path: `/workout_items/:id{${ID}}` },
  }),
  deleteItem: op({
    summary: "Delete one workout item",
    kind: "mutation",
    input: ZIdInput,
    output: ZOk,
    run: ({ deps, actor }, input) => items.deleteWorkoutItem(deps, actor, input.id),
    rest: { method: "DELETE", path: `/workout_items/:id{${ID}}` },
  }),
};
