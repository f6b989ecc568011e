import fc from "fast-check";
import { badBoolish, badDate, badId, badName, badOptionalText, badWrapper, type Spec, tooMany } from "./kit";

/**
 * Bad input at the REST write routes of `programs.*`.
 * Generators and the Spec type: ./kit.ts; the runner: ../bad-input.property.test.ts.
 */

export const specs: Spec[] = [
  {
    route: "POST /api/programs",
    base: (w) => ({ program: { name: "new program", organization_id: w.a.ids.org } }),
    bad: {
      program: badWrapper,
      "program.name": badName(),
      "program.description": badOptionalText(10_000),
      "program.sync_enabled": badBoolish,
      "program.shared": badBoolish,
      "program.trainer_id": badId,
      "program.organization_id": fc.oneof(badId, fc.constant(null)),
    },
  },
  {
    route: "PUT /api/programs/:id",
    params: (w) => ({ id: w.a.ids.program }),
    base: () => ({ program: { description: "twelve weeks" } }),
    bad: {
      program: badWrapper,
      "program.name": badName(),
      "program.description": badOptionalText(10_000),
      "program.sync_enabled": badBoolish,
      "program.shared": badBoolish,
      "program.trainer_id": badId,
    },
  },
  { route: "DELETE /api/programs/:id", note: "reads no body: garbage ids only" },
  {
    route: "POST /api/programs/:id/assign_job",
    params: (w) => ({ id: w.a.ids.program }),
    base: (w) => ({ client_ids: [w.a.ids.client], start_date: "2026-6-1" }),
    bad: {
      client_ids: fc.oneof(tooMany(500, 1), fc.constantFrom<unknown>([], [0], ["abc"], "1", null, {})),
      start_date: badDate,
      end_date: fc.oneof(badDate, fc.constant("2026-5-31")),
      replace: badBoolish,
    },
  },
];
