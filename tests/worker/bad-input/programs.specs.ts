import fc from "fast-check";
import {
  badBoolish,
  badDate,
  badId,
  badName,
  badOptionalText,
  badStrictInt,
  badWrapper,
  notScalar,
  type Spec,
  tooMany,
} from "./kit";

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
      keep_completed: badBoolish,
      dry_run: badBoolish,
      job_key: fc.constantFrom<unknown>("", "has space", "ä", "x".repeat(65), "a/b", 5, null, ...notScalar),
    },
  },
  {
    route: "POST /api/programs/:id/duplicate",
    note: "every field is optional (any object is a valid body): garbage ids only; the name's bounds are tested in tests/worker/programs.builder.test.ts",
  },
  { route: "DELETE /api/program_assignments/:id", note: "reads no body: garbage ids only" },
  {
    route: "POST /api/programs/from_calendar",
    base: (w) => ({
      client_id: w.a.ids.client,
      start_date: "2026-02-23",
      end_date: "2026-03-08",
      program: { name: "from the calendar" },
    }),
    bad: {
      client_id: badId,
      start_date: badDate,
      end_date: fc.oneof(badDate, fc.constantFrom<unknown>("2026-02-22", "2027-03-08")),
      program: badWrapper,
      "program.name": badName(),
      "program.description": badOptionalText(10_000),
    },
  },
  {
    route: "POST /api/programs/:id/sync",
    note: "every field is optional (an empty body syncs every client): garbage ids only; bad dry_run and client_ids values are tested in tests/worker/programs.sync.test.ts",
  },
  {
    route: "POST /api/programs/:id/copy_days",
    params: (w) => ({ id: w.a.ids.program }),
    base: () => ({ from_positions: [1], to_position: 2 }),
    bad: {
      from_positions: fc.oneof(
        tooMany(1000, 1),
        fc.constantFrom<unknown>([], [0], [1, 1], [1001], ["1"], [1.5], "1", null, {}),
      ),
      to_position: badStrictInt(1, 1000),
    },
  },
];
