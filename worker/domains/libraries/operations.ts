import { ID, op, parseInput } from "../operation";
import { ZIdInput } from "../shared/fields";
import { listExerciseTags } from "./exercise-tags";
import * as library from "./exercises";
import {
  ZCooldownListOutput,
  ZCooldownOutput,
  ZCooldownWrittenOutput,
  ZCopyExerciseInput,
  ZCreateCooldownInput,
  ZCreateExerciseInput,
  ZCreateWarmupInput,
  ZExerciseListOutput,
  ZExerciseOutput,
  ZExerciseTagsOutput,
  ZExerciseWrittenOutput,
  ZListExercisesInput,
  ZListExercisesQuery,
  ZListExerciseTagsInput,
  ZListTemplatesInput,
  ZUpdateCooldownInput,
  ZUpdateExerciseInput,
  ZUpdateWarmupInput,
  ZWarmupListOutput,
  ZWarmupOutput,
  ZWarmupWrittenOutput,
} from "./schemas";
import * as templates from "./templates";

const exercises = {
  list: op({
    summary: "Exercises: the organization's and the shared catalogue, filtered and paged",
    kind: "query",
    input: ZListExercisesInput,
    output: ZExerciseListOutput,
    run: ({ deps, actor, locale }, input) => library.listExercises(deps, actor, input, locale),
    rest: {
      method: "GET",
      path: "/exercises",
      // The query names tag families as flat comma lists (`?primary_muscles=Back,Chest`).
      requestSchema: ZListExercisesQuery,
      input: ({ query }) => parseInput(ZListExercisesQuery, query),
    },
  }),
  get: op({
    summary: "One exercise",
    kind: "query",
    input: ZIdInput,
    output: ZExerciseOutput,
    run: ({ deps, actor }, input) => library.getExercise(deps, actor, input.id),
    rest: { method: "GET", path: `/exercises/:id{${ID}}` },
  }),
  create: op({
    summary: "Create an exercise",
    kind: "mutation",
    input: ZCreateExerciseInput,
    output: ZExerciseWrittenOutput,
    run: ({ deps, actor }, input) => library.createExercise(deps, actor, input),
    rest: { method: "POST", path: "/exercises", status: 201 },
  }),
  update: op({
    summary: "Update an exercise",
    kind: "mutation",
    input: ZIdInput.extend(ZUpdateExerciseInput.shape),
    output: ZExerciseWrittenOutput,
    run: ({ deps, actor }, input) => library.updateExercise(deps, actor, input.id, input),
    rest: { method: "PUT", path: `/exercises/:id{${ID}}` },
  }),
  delete: op({
    summary: "Delete an exercise",
    kind: "mutation",
    input: ZIdInput,
    output: ZExerciseWrittenOutput,
    run: ({ deps, actor }, input) => library.deleteExercise(deps, actor, input.id),
    rest: { method: "DELETE", path: `/exercises/:id{${ID}}` },
  }),
  copy: op({
    summary:
      "Copy an exercise (the shared catalogue's or the organization's own) into the organization's library, to edit",
    kind: "mutation",
    input: ZIdInput.extend(ZCopyExerciseInput.shape),
    output: ZExerciseWrittenOutput,
    run: ({ deps, actor }, input) => library.copyExercise(deps, actor, input.id, input),
    rest: { method: "POST", path: `/exercises/:id{${ID}}/copy`, status: 201 },
  }),
  tags: op({
    summary: "Tag values in use per family over the visible exercises (filter chips, tag picker)",
    kind: "query",
    input: ZListExerciseTagsInput,
    output: ZExerciseTagsOutput,
    run: ({ deps, actor }, input) => listExerciseTags(deps, actor, input),
    rest: { method: "GET", path: "/exercises/tags" },
  }),
};

const warmups = {
  list: op({
    summary: "Warm-ups of the organization",
    kind: "query",
    input: ZListTemplatesInput,
    output: ZWarmupListOutput,
    run: ({ deps, actor }, input) => templates.listWarmups(deps, actor, input),
    rest: { method: "GET", path: "/warmups" },
  }),
  get: op({
    summary: "One warm-up",
    kind: "query",
    input: ZIdInput,
    output: ZWarmupOutput,
    run: ({ deps, actor }, input) => templates.getWarmup(deps, actor, input.id),
    rest: { method: "GET", path: `/warmups/:id{${ID}}` },
  }),
  create: op({
    summary: "Create a warm-up",
    kind: "mutation",
    input: ZCreateWarmupInput,
    output: ZWarmupWrittenOutput,
    run: ({ deps, actor }, input) => templates.createWarmup(deps, actor, input),
    rest: { method: "POST", path: "/warmups", status: 201 },
  }),
  update: op({
    summary: "Update a warm-up",
    kind: "mutation",
    input: ZIdInput.extend(ZUpdateWarmupInput.shape),
    output: ZWarmupWrittenOutput,
    run: ({ deps, actor }, input) => templates.updateWarmup(deps, actor, input.id, input),
    rest: { method: "PUT", path: `/warmups/:id{${ID}}` },
  }),
  delete: op({
    summary: "Delete a warm-up",
    kind: "mutation",
    input: ZIdInput,
    output: ZWarmupWrittenOutput,
    run: ({ deps, actor }, input) => templates.deleteWarmup(deps, actor, input.id),
    rest: { method: "DELETE", path: `/warmups/:id{${ID}}` },
  }),
};

const cooldowns = {
  list: op({
    summary: "Cool-downs of the organization",
    kind: "query",
    input: ZListTemplatesInput,
    output: ZCooldownListOutput,
    run: ({ deps, actor }, input) => templates.listCooldowns(deps, actor, input),
    rest: { method: "GET", path: "/cooldowns" },
  }),
  get: op({
    summary: "One cool-down",
    kind: "query",
    input: ZIdInput,
    output: ZCooldownOutput,
    run: ({ deps, actor }, input) => templates.getCooldown(deps, actor, input.id),
    rest: { method: "GET", path: `/cooldowns/:id{${ID}}` },
  }),
  create: op({
    summary: "Create a cool-down",
    kind: "mutation",
    input: ZCreateCooldownInput,
    output: ZCooldownWrittenOutput,
    run: ({ deps, actor }, input) => templates.createCooldown(deps, actor, input),
    rest: { method: "POST", path: "/cooldowns", status: 201 },
  }),
  update: op({
    summary: "Update a cool-down",
    kind: "mutation",
    input: ZIdInput.extend(ZUpdateCooldownInput.shape),
    output: ZCooldownWrittenOutput,
    run: ({ deps, actor }, input) => templates.updateCooldown(deps, actor, input.id, input),
    rest: { method: "PUT", path: `/cooldowns/:id{${ID}}` },
  }),
  delete: op({
    summary: "Delete a cool-down",
    kind: "mutation",
    input: ZIdInput,
    output: ZCooldownWrittenOutput,
    run: ({ deps, actor }, input) => templates.deleteCooldown(deps, actor, input.id),
    rest: { method: "DELETE", path: `/cooldowns/:id{${ID}}` },
  }),
};

/** Exercise, warm-up and cool-down libraries: `libraries.<exercises|warmups|cooldowns>.<verb>`. */
export const libraryOperations = { exercises, warmups, cooldowns };
