import fc from "fast-check";
import { badId, badWrapper, longText, notScalar, type Spec } from "./kit";

/**
 * Bad input at the REST write routes of `notes.*`.
 * Generators and the Spec type: ./kit.ts; the runner: ../bad-input.property.test.ts.
 */

const badBody = fc.oneof(fc.constantFrom<unknown>("", "   ", 5, null, ...notScalar), longText(4000));
const badFlag = fc.constantFrom<unknown>("yes", 2, {}, [], "");

export const specs: Spec[] = [
  {
    route: "POST /api/clients/:id/notes",
    params: (w) => ({ id: w.a.ids.client }),
    base: () => ({ note: { body: "膝盖旧伤" } }),
    bad: { note: badWrapper, "note.body": badBody, "note.pinned": badFlag, "note.workout_id": badId },
  },
  {
    route: "PUT /api/notes/:id",
    params: () => ({ id: 1 }),
    base: () => ({ note: { body: "改过" } }),
    bad: { note: badWrapper, "note.body": badBody, "note.pinned": badFlag },
  },
  { route: "DELETE /api/notes/:id", note: "reads no body: garbage ids only" },
];
