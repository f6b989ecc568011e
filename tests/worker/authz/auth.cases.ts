import { expect } from "vitest";
import { unique } from "../../factories";
import { freshClientLogin, freshInvite, freshPhoneUser, freshResetCode } from "../support/world";
import { type Case, DATA_OF, everyone, type FieldCase, PASSWORD, publicRoute, self } from "./kit";

/**
 * The authorization matrix cases of `auth.*`: sign-in, registration, one's own password, sessions.
 * Types and expectation patterns: ./kit.ts; the runner: ../authorization-matrix.test.ts.
 */

export const cases: Case[] = [
  {
    name: "coach login",
    route: "POST /api/oauth/token",
    trpc: "auth.login",
    expect: publicRoute,
    publicRoute: true,
    req: ({ w }) => ({ body: { email: w.login.email, password: w.login.password } }),
  },
  {
    name: "client login (answers client_id, no trainer_id)",
    route: "POST /api/oauth/token",
    trpc: "auth.login",
    expect: publicRoute,
    publicRoute: true,
    fresh: (w) => freshClientLogin(w),
    req: ({ f }) => ({ body: { email: f.email, password: f.password } }),
    verify: ({ f }, a) => {
      expect(DATA_OF(a)).toMatchObject({ success: 0, trainer_id: null, client_id: f.client });
    },
  },
  {
    name: "coach login with an unknown account",
    route: "POST /api/oauth/token",
    trpc: "auth.login",
    expect: everyone(401),
    publicRoute: true,
    req: () => ({ body: { email: `${unique("nobody")}@test.local`, password: "Wrong-pass-123" } }),
  },
  {
    name: "admin login (super admin)",
    route: "POST /api/admin/login",
    trpc: "auth.adminLogin",
    expect: publicRoute,
    publicRoute: true,
    req: ({ w }) => ({ body: { email: w.login.superEmail, password: w.login.superPassword } }),
  },
  {
    name: "admin login with a coach account",
    route: "POST /api/admin/login",
    trpc: "auth.adminLogin",
    expect: everyone(403),
    publicRoute: true,
    req: ({ w }) => ({ body: { email: w.login.email, password: w.login.password } }),
  },
  {
    name: "who am I",
    route: "GET /api/auth/me",
    trpc: "auth.me",
    expect: self,
    req: () => ({}),
    verify: ({ me }, a) => {
      const data = DATA_OF(a);
      const userId = a.surface === "rest" ? (data.data as { user_id: number }).user_id : data.user_id;
      expect(userId).toBe(me?.userId);
    },
  },
  {
    name: "register",
    route: "POST /api/register",
    trpc: "auth.register",
    expect: publicRoute,
    publicRoute: true,
    req: () => ({
      body: { user: { name: "new coach", email: `${unique("reg")}@test.local`, password: PASSWORD } },
    }),
  },
  {
    name: "register (trainers path)",
    route: "POST /api/trainers/register",
    trpc: "auth.register",
    expect: publicRoute,
    publicRoute: true,
    req: () => ({
      body: { user: { name: "new coach", email: `${unique("reg")}@test.local`, password: PASSWORD } },
    }),
  },
  {
    name: "change one's password",
    route: "POST /api/users/change_password",
    trpc: "auth.changePassword",
    expect: self,
    freshActor: true,
    req: () => ({ body: { user: { current_password: PASSWORD, password: "Changed-pass-456" } } }),
  },
  {
    name: "log out everywhere",
    route: "POST /api/users/logout_everywhere",
    trpc: "auth.logoutEverywhere",
    expect: self,
    freshActor: true,
    req: () => ({}),
  },
  {
    name: "send an SMS code",
    route: "POST /api/user/sms",
    trpc: "auth.sendSms",
    expect: publicRoute,
    publicRoute: true,
    fresh: (w) => freshPhoneUser(w),
    req: ({ f }) => ({ body: { mobile: f.phone } }),
  },
  {
    name: "reset a password with the SMS code",
    route: "POST /api/user/reset_password",
    trpc: "auth.resetPassword",
    expect: publicRoute,
    publicRoute: true,
    fresh: (w) => freshResetCode(w),
    req: ({ f }) => ({ body: { user: { mobile: f.phone, code: f.code, password: "Reset-pass-789" } } }),
  },
  // Client invitations (public: the invitation page, before the client has a password).
  {
    name: "read an open invitation",
    route: "GET /api/invites/:token",
    trpc: "auth.inviteInfo",
    expect: publicRoute,
    publicRoute: true,
    fresh: (w, who) => freshInvite(w, who),
    req: ({ f }) => ({ params: { token: f.token! } }),
  },
  {
    name: "read an unknown invitation",
    route: "GET /api/invites/:token",
    trpc: "auth.inviteInfo",
    expect: everyone(404),
    publicRoute: true,
    req: () => ({ params: { token: "x".repeat(43) } }),
  },
  {
    name: "accept an invitation",
    route: "POST /api/invites/accept",
    trpc: "auth.acceptInvite",
    expect: publicRoute,
    publicRoute: true,
    fresh: (w) => freshInvite(w),
    req: ({ f }) => ({ body: { token: f.token, password: PASSWORD } }),
    verify: ({ f }, a) => {
      expect(DATA_OF(a)).toMatchObject({ success: 0, trainer_id: null, client_id: f.client });
    },
  },
  {
    name: "accept an unknown invitation",
    route: "POST /api/invites/accept",
    trpc: "auth.acceptInvite",
    expect: everyone(404),
    publicRoute: true,
    req: () => ({ body: { token: "y".repeat(43), password: PASSWORD } }),
  },
];

export const fieldCases: FieldCase[] = [];
