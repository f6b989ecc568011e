import fc from "fast-check";
import {
  badBool,
  badId,
  badName,
  badNamedAttachments,
  badOptionalText,
  badUrl,
  badWrapper,
  type Spec,
  tooMany,
} from "./kit";

/**
 * Bad input at the REST write routes of `libraries.*`: exercises, warm-ups, cool-downs.
 * Generators and the Spec type: ./kit.ts; the runner: ../bad-input.property.test.ts.
 */

const exerciseBad = (withCreateFields: boolean): Record<string, fc.Arbitrary<unknown>> => ({
  "exercise.exercise_name": badName(200),
  "exercise.description": badOptionalText(10_000),
  "exercise.url": badUrl,
  "exercise.attachments": badNamedAttachments,
  "exercise.tags": fc.constantFrom<unknown>("legs", 5, [], null),
  "exercise.tags.type": fc.oneof(
    tooMany(20, "Strength"),
    fc.constantFrom<unknown>([""], "Strength", [5], null),
  ),
  "exercise.tags.primary_muscles": fc.constantFrom<unknown>([`${"x".repeat(51)}`], [null], {}),
  "exercise.search_key": fc.constantFrom<unknown>("x".repeat(301), 5, null, ["shendun"], {}),
  ...(withCreateFields ? { "exercise.default": badBool, "exercise.organization_id": badId } : {}),
});

const templateBad = (
  kind: "warmup" | "cooldown",
  withCreateFields: boolean,
): Record<string, fc.Arbitrary<unknown>> => ({
  [`${kind}.name`]: badName(200),
  [`${kind}.description`]: badOptionalText(10_000),
  [`${kind}.selected_exercises`]: fc.oneof(
    tooMany(100, { id: 1 }),
    fc.constantFrom<unknown>([{ id: 0 }], [{ id: "abc" }], [{ id: 1, name: "x".repeat(201) }], "squat", null),
  ),
  ...(withCreateFields ? { [`${kind}.organization_id`]: badId } : {}),
});

export const specs: Spec[] = [
  {
    route: "POST /api/exercises",
    base: (w) => ({ exercise: { exercise_name: "new lunge", organization_id: w.a.ids.org } }),
    bad: { exercise: badWrapper, ...exerciseBad(true) },
  },
  {
    route: "PUT /api/exercises/:id",
    params: (w) => ({ id: w.a.ids.exercise }),
    base: () => ({ exercise: { description: "slowly" } }),
    bad: { exercise: badWrapper, ...exerciseBad(false) },
  },
  { route: "DELETE /api/exercises/:id", note: "reads no body: garbage ids only" },
  {
    route: "POST /api/exercises/:id/copy",
    note: "the body is optional (any object is a valid body): garbage ids only; a bad organization_id is tested in tests/worker/library-search.test.ts",
  },
  ...(["warmup", "cooldown"] as const).flatMap((kind): Spec[] => [
    {
      route: `POST /api/${kind}s`,
      base: (w) => ({ [kind]: { name: `new ${kind}`, organization_id: w.a.ids.org } }),
      bad: { [kind]: badWrapper, ...templateBad(kind, true) },
    },
    {
      route: `PUT /api/${kind}s/:id`,
      params: (w) => ({ id: kind === "warmup" ? w.a.ids.warmup : w.a.ids.cooldown }),
      base: () => ({ [kind]: { description: "gently" } }),
      bad: { [kind]: badWrapper, ...templateBad(kind, false) },
    },
    { route: `DELETE /api/${kind}s/:id`, note: "reads no body: garbage ids only" },
  ]),
];
