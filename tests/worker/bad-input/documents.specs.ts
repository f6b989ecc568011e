import fc from "fast-check";
import { badWrapper, longText, notScalar, type Spec } from "./kit";

/**
 * Bad input at the REST write routes of `documents.*`.
 * Generators and the Spec type: ./kit.ts; the runner: ../bad-input.property.test.ts.
 */

const badTitle = fc.oneof(fc.constantFrom<unknown>("", "   ", 5, null, ...notScalar), longText(200));
const badSharedWith = fc.constantFrom<unknown>("some", "", [], [0], ["abc"], 5, {}, null);

export const specs: Spec[] = [
  {
    route: "POST /api/organizations/:id/documents",
    params: (w) => ({ id: w.a.ids.org }),
    base: (w) => ({ document: { title: "免责声明", upload_id: "u1", shared_with: [w.a.ids.client] } }),
    bad: {
      document: badWrapper,
      "document.title": badTitle,
      "document.upload_id": fc.constantFrom<unknown>("", 5, null, {}, "x".repeat(65)),
      "document.shared_with": badSharedWith,
      "document.requires_acknowledgement": fc.constantFrom<unknown>("yes", 2, {}, []),
    },
  },
  { route: "DELETE /api/documents/:id", note: "reads no body: garbage ids only" },
  { route: "POST /api/documents/:id/acknowledge", note: "reads no body: garbage ids only" },
];
