import fc from "fast-check";
import {
  badBool,
  badBoolish,
  badDate,
  badEnum,
  badId,
  badNamedAttachments,
  badOptionalText,
  badStrictInt,
  badWrapper,
  type Spec,
  tooMany,
  userProfileBad,
} from "./kit";

/**
 * Bad input at the REST write routes of `clients.*`, transfers between trainers included.
 * Generators and the Spec type: ./kit.ts; the runner: ../bad-input.property.test.ts.
 */

const clientFieldsBad: Record<string, fc.Arbitrary<unknown>> = {
  ...userProfileBad("client.user"),
  "client.user": fc.constantFrom<unknown>(null, "someone", 5, []),
  "client.due": badDate,
  "client.due_date_locked": badBoolish,
  "client.state": badEnum,
  "client.limitations": badOptionalText(5000),
  "client.goals": badOptionalText(5000),
  "client.equipment_attachments": badNamedAttachments,
  "client.client_type": badEnum,
  "client.hide_from_feed": badBoolish,
  "client.settings": fc.constantFrom<unknown>("daily", 5, [], null),
  "client.settings.workoutsThreshold": badStrictInt(0, 365),
  "client.settings.weeklyDigest": badBool,
  "client.trainer_id": badId,
};

export const specs: Spec[] = [
  {
    route: "POST /api/clients",
    base: (w) => ({ client: { trainer_id: w.a.ids.trainer, user: { name: "new client" } } }),
    bad: { client: badWrapper, ...clientFieldsBad, "client.active": badBoolish },
  },
  {
    route: "PUT /api/clients/:id",
    params: (w) => ({ id: w.a.ids.client }),
    base: () => ({ client: { goals: "run a 10k" } }),
    bad: { client: badWrapper, ...clientFieldsBad },
  },
  { route: "DELETE /api/clients/:id", note: "reads no body: garbage ids only" },
  { route: "POST /api/clients/:id/invite", note: "reads no body: garbage ids only" },
  // A TrueCoach page (JSON); CSV bodies have their own tests (tests/worker/workouts.import.test.ts).
  {
    route: "POST /api/clients/:id/import",
    params: (w) => ({ id: w.a.ids.client }),
    base: () => ({
      workouts: [{ id: 1, due: "2026-02-02", title: "Squat day", state: "completed" }],
      workout_items: [{ id: 2, workout_id: 1, name: "Squat", result: "5x5" }],
    }),
    bad: {
      workouts: fc.oneof(badWrapper, tooMany(2000, { id: 1, due: "2026-02-02" }), fc.constant([])),
      workout_items: fc.constantFrom<unknown>(
        null,
        "items",
        5,
        {},
        [{ id: 2, workout_id: 99 }],
        [{ id: 2 }],
        // One more item than a request may import.
        Array.from({ length: 20_001 }, (_, i) => ({ id: i + 1, workout_id: 1 })),
      ),
      comments: fc.constantFrom<unknown>(null, "none", 5, {}, [5]),
      meta: fc.constantFrom<unknown>("page 1", 5, []),
    },
  },
  // Transfers between trainers: `clients.transfer`, REST under /api/trainer_client_transfers.
  {
    route: "POST /api/trainer_client_transfers",
    base: (w) => ({ trainer: { to_trainer_id: w.a.ids.admin, client_ids: [w.a.ids.client] } }),
    bad: {
      trainer: badWrapper,
      "trainer.client_ids": fc.oneof(
        tooMany(1000, 1),
        fc.constantFrom<unknown>([], ["abc"], [0], [-1], "1,2", null, {}),
      ),
      "trainer.to_trainer_id": fc.oneof(badId, fc.constant(null)),
      "trainer.from_trainer_id": fc.oneof(badId, fc.constant(null)),
    },
  },
  {
    route: "POST /api/clients/archive",
    base: (w) => ({ client_ids: [w.a.ids.client], archived: true }),
    bad: {
      client_ids: fc.oneof(
        tooMany(1000, 1),
        fc.constantFrom<unknown>([], ["abc"], [0], [-1], "1,2", null, {}),
      ),
      archived: badBoolish,
    },
  },
];
