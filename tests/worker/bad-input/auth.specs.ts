import fc from "fast-check";
import { badEmail, badName, badPassword, badPhone, badWrapper, longText, notScalar, type Spec } from "./kit";

/**
 * Bad input at the REST write routes of `auth.*`: sign-in, registration, one's own password, SMS codes.
 * Generators and the Spec type: ./kit.ts; the runner: ../bad-input.property.test.ts.
 */

const loginBad = {
  // Any 1–128 character string is a password to try (wrong ones answer 401): only shapes are bad here.
  password: fc.oneof(fc.constantFrom<unknown>("", null, 12345678, ...notScalar), longText(128)),
  email: fc.oneof(fc.constantFrom<unknown>(5, "", "   ", null, ...notScalar), longText(254)),
  username: fc.constantFrom<unknown>(5, "", "   ", null, ...notScalar),
};
const registerBad = {
  user: badWrapper,
  "user.name": badName(),
  "user.email": fc.oneof(badEmail, fc.constant(null)),
  "user.password": badPassword,
  "user.phone_number": fc.oneof(badPhone, fc.constant(null)),
};

export const specs: Spec[] = [
  {
    route: "POST /api/oauth/token",
    base: () => ({ email: "someone@test.local", password: "Some-pass-123" }),
    bad: loginBad,
    acceptsForms: true,
  },
  {
    route: "POST /api/admin/login",
    base: () => ({ email: "someone@test.local", password: "Some-pass-123" }),
    bad: loginBad,
  },
  {
    route: "POST /api/register",
    base: () => ({ user: { name: "new coach", email: "new-coach@test.local", password: "Register-123" } }),
    bad: registerBad,
  },
  {
    route: "POST /api/trainers/register",
    base: () => ({ user: { name: "new coach", email: "new-coach@test.local", password: "Register-123" } }),
    bad: registerBad,
  },
  {
    route: "POST /api/users/change_password",
    base: () => ({ user: { current_password: "whatever", password: "Changed-123" } }),
    bad: {
      user: badWrapper,
      "user.current_password": fc.oneof(fc.constantFrom<unknown>("", null, 5, ...notScalar), longText(128)),
      "user.password": badPassword,
    },
  },
  {
    route: "POST /api/users/logout_everywhere",
    note: "reads no body and has no id: with a valid token every request is a valid one",
  },
  {
    // A well-formed token that opens nothing answers 404; these are malformed ones.
    route: "POST /api/invites/accept",
    base: () => ({ token: "t".repeat(43), password: "Invite-pass-123" }),
    bad: {
      token: fc.oneof(
        fc.constantFrom<unknown>(
          "",
          "   ",
          "short",
          "has spaces in it and more text",
          "a/b+c=".repeat(8),
          5,
          null,
          ...notScalar,
        ),
        longText(128),
      ),
      password: badPassword,
    },
  },
  { route: "POST /api/user/sms", base: () => ({ mobile: "13900000000" }), bad: { mobile: badPhone } },
  {
    route: "POST /api/user/reset_password",
    base: () => ({ user: { mobile: "13900000000", code: "123456", password: "Reset-pass-123" } }),
    bad: {
      user: badWrapper,
      "user.mobile": badPhone,
      "user.code": fc.constantFrom<unknown>(
        "12345",
        "1234567",
        "abcdef",
        123456,
        null,
        "12 345",
        ...notScalar,
      ),
      "user.password": badPassword,
    },
  },
];
