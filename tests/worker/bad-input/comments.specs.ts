import fc from "fast-check";
import { badId, badWrapper, longText, notScalar, type Spec } from "./kit";

/**
 * Bad input at the REST write routes of `comments.*`.
 * Generators and the Spec type: ./kit.ts; the runner: ../bad-input.property.test.ts.
 */

export const specs: Spec[] = [
  {
    route: "POST /api/comments",
    base: (w) => ({ comment: { workout_id: w.a.ids.workout, body: "well done" } }),
    bad: {
      comment: badWrapper,
      "comment.body": fc.oneof(fc.constantFrom<unknown>("", "   ", 5, null, ...notScalar), longText(5000)),
      "comment.workout_id": fc.oneof(badId, fc.constant(null)),
    },
  },
  { route: "DELETE /api/comments/:id", note: "reads no body: garbage ids only" },
];
