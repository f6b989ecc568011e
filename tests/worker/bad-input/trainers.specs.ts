import fc from "fast-check";
import {
  badBool,
  badBoolish,
  badEmail,
  badEnum,
  badName,
  badOptionalText,
  badPassword,
  badStrictInt,
  badWrapper,
  notScalar,
  type Spec,
} from "./kit";

/**
 * Bad input at the REST write routes of `trainers.*`.
 * Generators and the Spec type: ./kit.ts; the runner: ../bad-input.property.test.ts.
 */

const trainerFieldsBad: Record<string, fc.Arbitrary<unknown>> = {
  "trainer.notify_every": badEnum,
  "trainer.tour_step": badStrictInt(0, 1000),
  "trainer.clients_trained": badOptionalText(255),
  "trainer.has_completed_onboarding": badBoolish,
  "trainer.settings": fc.constantFrom<unknown>("dark", 5, [], null),
  "trainer.settings.editorFontSize": badEnum,
  "trainer.settings.pastDueThreshold": badStrictInt(0, 365),
  "trainer.settings.workCanWait.start": fc.constantFrom<unknown>("9am", "9:00", 900, null),
  "trainer.settings.workCanWait.days.mon": badBool,
  "trainer.organization_id": fc.constantFrom<unknown>(0, -1, 1.5, "1", true, []),
  "trainer.super_admin": badBool,
  "trainer.max_clients": badStrictInt(0, 100_000),
  "trainer.has_access": badBool,
  "trainer.coupon_rate": fc.constantFrom<unknown>(-1, 101, "10", ...notScalar),
  "trainer.trial_expires_at": badOptionalText(40),
};

export const specs: Spec[] = [
  {
    route: "POST /api/trainers",
    base: (w) => ({
      trainer: { organization_id: w.a.ids.org, user: { name: "new coach", email: "coach@test.local" } },
    }),
    bad: {
      trainer: badWrapper,
      ...trainerFieldsBad,
      "trainer.user": fc.constantFrom<unknown>(null, "someone", 5, []),
      "trainer.user.name": badName(),
      "trainer.user.email": badEmail,
      "trainer.user.password": badPassword,
      "trainer.user_id": fc.constantFrom<unknown>(1, 0, -1, "abc"),
    },
  },
  {
    route: "PUT /api/trainers/:id",
    params: (w) => ({ id: w.a.ids.trainer }),
    base: () => ({ trainer: { tour_step: 1 } }),
    bad: { trainer: badWrapper, ...trainerFieldsBad },
  },
  {
    route: "DELETE /api/trainers/:id",
    note: "reads no body: garbage ids only (a bad `transfer_to` query: tests/worker/team.test.ts)",
  },
];
