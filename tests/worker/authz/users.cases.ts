import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { users } from "../../../db/schema";
import { freshClient, freshSuperCoach, freshSuperUser, freshTrainer, MARK_A } from "../support/world";
import {
  adminInOrg,
  anyCoach,
  type Case,
  coachInOrg,
  coachOrSelf,
  DATA_OF,
  type FieldCase,
  rowOf,
  self,
  superReach,
} from "./kit";

/**
 * The authorization matrix cases of `users.*`: user accounts.
 * Types and expectation patterns: ./kit.ts; the runner: ../authorization-matrix.test.ts.
 */

export const cases: Case[] = [
  {
    name: "read a client's user (client A's own)",
    route: "GET /api/users/:id",
    trpc: "users.get",
    expect: coachOrSelf,
    req: ({ w }) => ({ params: { id: w.a.ids.clientUser } }),
  },
  {
    name: "read a trainer's user",
    route: "GET /api/users/:id",
    trpc: "users.get",
    expect: { ...coachInOrg, clientA: 404 },
    req: ({ w }) => ({ params: { id: w.a.ids.trainerUser } }),
  },
  {
    name: "read another super admin's user",
    route: "GET /api/users/:id",
    trpc: "users.get",
    expect: { ...superReach, clientA: 404 },
    req: ({ w }) => ({ params: { id: w.otherSuperUser } }),
  },
  {
    name: "read one's own user",
    route: "GET /api/users/:id",
    trpc: "users.get",
    expect: self,
    req: ({ w, me }) => ({ params: { id: me?.userId ?? w.a.ids.trainerUser } }),
  },
  {
    name: "create a user (super_admin granted by super only)",
    route: "POST /api/users",
    trpc: "users.create",
    expect: anyCoach,
    req: () => ({ body: { user: { name: "new person", super_admin: true } } }),
    verify: ({ who }, a) => {
      expect((DATA_OF(a).user as { super_admin: boolean }).super_admin).toBe(who === "super");
    },
  },
  {
    name: "update a client's user (client A's own)",
    route: "PUT /api/users/:id",
    trpc: "users.update",
    expect: coachOrSelf,
    req: ({ w }) => ({ params: { id: w.a.ids.clientUser }, body: { user: { location: `${MARK_A}-city` } } }),
  },
  {
    name: "update a trainer's user (self for trainer A)",
    route: "PUT /api/users/:id",
    trpc: "users.update",
    expect: { ...coachInOrg, clientA: 404 },
    req: ({ w }) => ({ params: { id: w.a.ids.trainerUser }, body: { user: { location: `${MARK_A}-city` } } }),
  },
  {
    name: "update the org admin's user (only admins manage coaches)",
    route: "PUT /api/users/:id",
    trpc: "users.update",
    expect: { ...adminInOrg, clientA: 404 },
    req: ({ w }) => ({ params: { id: w.a.ids.adminUser }, body: { user: { location: `${MARK_A}-city` } } }),
  },
  {
    name: "update another trainer's user (only admins manage coaches)",
    route: "PUT /api/users/:id",
    trpc: "users.update",
    expect: { ...adminInOrg, clientA: 404 },
    fresh: (w) => freshTrainer(w),
    req: ({ f }) => ({
      params: { id: f.trainerUser! },
      body: { user: { phone_number: `+86138${String(f.trainerUser).padStart(8, "0")}` } },
    }),
  },
  {
    name: "disable a trainer's sign-in (the organization's admins, issue 12)",
    route: "PUT /api/users/:id",
    trpc: "users.update",
    expect: { ...adminInOrg, clientA: 404 },
    fresh: (w) => freshTrainer(w),
    req: ({ f }) => ({ params: { id: f.trainerUser! }, body: { user: { disabled: true } } }),
  },
  {
    name: "update another super admin's user",
    route: "PUT /api/users/:id",
    trpc: "users.update",
    expect: { ...superReach, clientA: 404 },
    req: ({ w }) => ({ params: { id: w.otherSuperUser }, body: { user: { location: "somewhere" } } }),
  },
  {
    name: "update a super admin who coaches in organization A (super admins are out of coaches' reach)",
    route: "PUT /api/users/:id",
    trpc: "users.update",
    expect: { ...superReach, clientA: 404 },
    fresh: (w) => freshSuperCoach(w),
    req: ({ f }) => ({
      params: { id: f.user! },
      body: { user: { phone_number: `+86137${String(f.user).padStart(8, "0")}` } },
    }),
  },
  {
    name: "update one's own user",
    route: "PUT /api/users/:id",
    trpc: "users.update",
    expect: self,
    req: ({ w, me }) => ({
      params: { id: me?.userId ?? w.a.ids.trainerUser },
      body: { user: { location: "home" } },
    }),
  },
  {
    name: "delete a client's user",
    route: "DELETE /api/users/:id",
    trpc: "users.delete",
    expect: { ...coachInOrg, clientA: 404 },
    fresh: (w) => freshClient(w),
    req: ({ f }) => ({ params: { id: f.clientUser! } }),
  },
  {
    name: "delete a trainer's user",
    route: "DELETE /api/users/:id",
    trpc: "users.delete",
    expect: { ...adminInOrg, clientA: 404 },
    fresh: (w) => freshTrainer(w),
    req: ({ f }) => ({ params: { id: f.trainerUser! } }),
  },
  {
    name: "delete a super admin's user",
    route: "DELETE /api/users/:id",
    trpc: "users.delete",
    expect: { ...superReach, clientA: 404 },
    fresh: (w) => freshSuperUser(w),
    req: ({ f }) => ({ params: { id: f.user! } }),
  },
];

/** Fields a role may not set: ignored (the write succeeds without them) or refused. */
export const fieldCases: FieldCase[] = [
  {
    name: "an org admin setting super_admin (ignored) and disabled (applied, team rule) on a trainer's user",
    as: "adminA",
    route: "PUT /api/users/:id",
    trpc: "users.update",
    expect: { adminA: "ok" },
    fresh: (w) => freshTrainer(w),
    req: ({ f }) => ({
      params: { id: f.trainerUser! },
      body: { user: { super_admin: true, disabled: true } },
    }),
    verify: async ({ w, f }) => {
      const user = await rowOf(
        w.t.db
          .select()
          .from(users)
          .where(eq(users.id, Number(f.trainerUser))),
      );
      expect(user).toMatchObject({ super_admin: false });
      expect(user.disabled_at).not.toBeNull();
    },
  },
  {
    name: "an org admin disabling its own user: ignored",
    as: "adminA",
    route: "PUT /api/users/:id",
    trpc: "users.update",
    expect: { adminA: "ok" },
    freshActor: true,
    req: ({ me }) => ({ params: { id: me!.userId }, body: { user: { disabled: true } } }),
    verify: async ({ w, me }) => {
      const user = await rowOf(w.t.db.select().from(users).where(eq(users.id, me!.userId)));
      expect(user.disabled_at).toBeNull();
    },
  },
  {
    name: "a trainer setting super_admin / disabled on its own user: ignored",
    as: "trainerA",
    route: "PUT /api/users/:id",
    trpc: "users.update",
    expect: { trainerA: "ok" },
    freshActor: true,
    req: ({ me }) => ({ params: { id: me!.userId }, body: { user: { super_admin: true, disabled: true } } }),
    verify: async ({ w, me }) => {
      const user = await rowOf(w.t.db.select().from(users).where(eq(users.id, me!.userId)));
      expect(user).toMatchObject({ super_admin: false, disabled_at: null });
    },
  },
  {
    name: "a client editing its own email, phone, time zone, super_admin and body data: only name and units applied",
    as: "clientA",
    route: "PUT /api/users/:id",
    trpc: "users.update",
    expect: { clientA: "ok" },
    freshActor: true,
    req: ({ me }) => ({
      params: { id: me!.userId },
      body: {
        user: {
          name: "renamed client",
          units: "imperial",
          // The schedule zone is the coaches' (issue 20, finding 9): ignored from the client.
          timezone: "Pacific/Kiritimati",
          timezone_offset: 840,
          email: "taken-over@test.local",
          phone_number: "+8613900000000",
          weight: 99,
          super_admin: true,
        },
      },
    }),
    verify: async ({ w, me }) => {
      const user = await rowOf(w.t.db.select().from(users).where(eq(users.id, me!.userId)));
      expect(user).toMatchObject({
        name: "renamed client",
        units: "imperial",
        phone_number: null,
        weight: null,
        super_admin: false,
      });
      expect(user.email).not.toBe("taken-over@test.local");
      expect(user.timezone).not.toBe("Pacific/Kiritimati");
      expect(user.timezone_offset).not.toBe(840);
    },
  },
  {
    name: "a trainer deleting its own account: 403",
    as: "trainerA",
    route: "DELETE /api/users/:id",
    trpc: "users.delete",
    expect: { trainerA: 403 },
    freshActor: true,
    req: ({ me }) => ({ params: { id: me!.userId } }),
  },
];
