import fc from "fast-check";
import { badEmail, badEnum, badId, badName, badPhone, badWrapper, notScalar, type Spec } from "./kit";

/**
 * Bad input at the REST write routes of `admin.*` (the super-admin area).
 * Generators and the Spec type: ./kit.ts; the runner: ../bad-input.property.test.ts.
 */

export const specs: Spec[] = [
  {
    route: "POST /api/admin/organizations",
    base: () => ({
      name: "new organization",
      owner: { kind: "new", name: "Owner", email: "owner@test.local" },
    }),
    bad: {
      name: badName(),
      owner: badWrapper,
      "owner.kind": badEnum,
      "owner.name": badName(),
      "owner.email": badEmail,
      "owner.phone_number": badPhone,
    },
  },
  {
    route: "POST /api/admin/trainers/:id/move",
    params: (w) => ({ id: w.a.ids.trainer }),
    base: (w) => ({ organization_id: w.b.ids.org, clients: "reassign", reassign_to: w.a.ids.admin }),
    bad: {
      organization_id: badId,
      clients: badEnum,
      reassign_to: fc.oneof(badId, fc.constantFrom<unknown>(null, ...notScalar)),
    },
  },
];
