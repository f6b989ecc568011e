import { badBool, badPassword, badWrapper, type Spec, userProfileBad } from "./kit";

/**
 * Bad input at the REST write routes of `users.*`.
 * Generators and the Spec type: ./kit.ts; the runner: ../bad-input.property.test.ts.
 */

export const specs: Spec[] = [
  {
    route: "POST /api/users",
    base: () => ({ user: { name: "new person" } }),
    bad: {
      user: badWrapper,
      ...userProfileBad("user"),
      "user.password": badPassword,
      "user.super_admin": badBool,
    },
  },
  {
    route: "PUT /api/users/:id",
    params: (w) => ({ id: w.a.ids.clientUser }),
    base: () => ({ user: { location: "home" } }),
    bad: {
      user: badWrapper,
      ...userProfileBad("user"),
      "user.super_admin": badBool,
      "user.disabled": badBool,
    },
  },
  { route: "DELETE /api/users/:id", note: "reads no body: garbage ids only" },
];
