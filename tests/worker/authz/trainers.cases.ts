import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { trainers, users } from "../../../db/schema";
import { insertClient, insertTrainer, unique } from "../../factories";
import { freshSuperUser, freshTrainer, MARK_A } from "../support/world";
import {
  adminInOrg,
  anyCoach,
  type Case,
  coachInOrg,
  DATA_OF,
  type FieldCase,
  orgAdminCreates,
  rowOf,
} from "./kit";

/**
 * The authorization matrix cases of `trainers.*`: trainers and a trainer's client list.
 * Types and expectation patterns: ./kit.ts; the runner: ../authorization-matrix.test.ts.
 */

export const cases: Case[] = [
  {
    name: "list trainers",
    route: "GET /api/trainers",
    trpc: "trainers.list",
    expect: anyCoach,
    seesOwn: true,
    req: () => ({}),
  },
  {
    name: "read a trainer",
    route: "GET /api/trainers/:id",
    trpc: "trainers.get",
    expect: coachInOrg,
    req: ({ w }) => ({ params: { id: w.a.ids.trainer } }),
  },
  {
    name: "create a trainer",
    route: "POST /api/trainers",
    trpc: "trainers.create",
    expect: orgAdminCreates,
    req: ({ w }) => ({
      body: {
        trainer: {
          organization_id: w.a.ids.org,
          user: { name: "new coach", email: `${unique("coach")}@test.local` },
        },
      },
    }),
  },
  {
    name: "update a trainer (self for trainer A)",
    route: "PUT /api/trainers/:id",
    trpc: "trainers.update",
    expect: coachInOrg,
    req: ({ w }) => ({ params: { id: w.a.ids.trainer }, body: { trainer: { tour_step: 3 } } }),
  },
  {
    name: "update another trainer of the organization",
    route: "PUT /api/trainers/:id",
    trpc: "trainers.update",
    expect: adminInOrg,
    fresh: (w) => freshTrainer(w),
    req: ({ f }) => ({ params: { id: f.trainer! }, body: { trainer: { tour_step: 4 } } }),
  },
  {
    name: "delete a trainer",
    route: "DELETE /api/trainers/:id",
    trpc: "trainers.delete",
    expect: adminInOrg,
    fresh: (w) => freshTrainer(w),
    req: ({ f }) => ({ params: { id: f.trainer! } }),
  },
  {
    name: "delete a trainer, its clients moving to another trainer (transfer_to)",
    route: "DELETE /api/trainers/:id",
    trpc: "trainers.delete",
    expect: adminInOrg,
    fresh: async (w) => {
      const leaving = await insertTrainer(w.t, w.a.ids.org, {
        name: `${MARK_A}-leaving-trainer`,
        email: `${MARK_A}-leaving-${unique("t")}@test.local`,
      });
      await insertClient(w.t, leaving, { name: `${MARK_A}-moving-client` });
      return { trainer: leaving.trainerId };
    },
    req: ({ w, f }) => ({ params: { id: f.trainer! }, query: { transfer_to: w.a.ids.trainer } }),
  },
  {
    name: "list the team, paged",
    route: "GET /api/trainers",
    trpc: "trainers.list",
    expect: anyCoach,
    seesOwn: true,
    // By name, the caller may sort anywhere: a page that holds the whole test organization.
    req: () => ({ query: { page: 1, per_page: 50 } }),
  },
  {
    name: "list a trainer's clients",
    route: "GET /api/trainers/:id/clients",
    trpc: "trainers.clients",
    expect: coachInOrg,
    req: ({ w }) => ({ params: { id: w.a.ids.trainer } }),
  },
];

/** Fields a role may not set: ignored (the write succeeds without them) or refused. */
export const fieldCases: FieldCase[] = [
  {
    name: "a trainer setting admin-only and billing fields on itself: ignored",
    as: "trainerA",
    route: "PUT /api/trainers/:id",
    trpc: "trainers.update",
    expect: { trainerA: "ok" },
    freshActor: true,
    req: ({ w, me }) => ({
      params: { id: me!.actor.trainer!.id },
      body: {
        trainer: {
          super_admin: true,
          organization_id: w.b.ids.org,
          has_access: false,
          free: true,
          max_clients: 9999,
          can_add_clients: false,
          tour_step: 5,
        },
      },
    }),
    verify: async ({ w, me }) => {
      const row = await rowOf(w.t.db.select().from(trainers).where(eq(trainers.id, me!.actor.trainer!.id)));
      expect(row).toMatchObject({
        super_admin: false,
        organization_id: w.a.ids.org,
        has_access: true,
        free: false,
        max_clients: 75,
        can_add_clients: true,
        tour_step: 5,
      });
    },
  },
  {
    name: "an org admin moving a trainer to another organization or granting access: ignored",
    as: "adminA",
    route: "PUT /api/trainers/:id",
    trpc: "trainers.update",
    expect: { adminA: "ok" },
    fresh: (w) => freshTrainer(w),
    req: ({ w, f }) => ({
      params: { id: f.trainer! },
      body: { trainer: { organization_id: w.b.ids.org, has_access: false, free: true, max_clients: 10 } },
    }),
    verify: async ({ w, f }) => {
      const row = await rowOf(
        w.t.db
          .select()
          .from(trainers)
          .where(eq(trainers.id, Number(f.trainer))),
      );
      expect(row).toMatchObject({
        organization_id: w.a.ids.org,
        has_access: true,
        free: false,
        max_clients: 10,
      });
    },
  },
  {
    name: "an org admin creating a trainer in organization B, with billing and super_admin: ignored",
    as: "adminA",
    route: "POST /api/trainers",
    trpc: "trainers.create",
    expect: { adminA: "ok" },
    req: ({ w }) => ({
      body: {
        trainer: {
          organization_id: w.b.ids.org,
          has_access: false,
          user: { name: "claimed coach", email: `${unique("claim")}@test.local`, super_admin: true },
        },
      },
    }),
    verify: async ({ w }, a) => {
      const created = DATA_OF(a) as {
        trainer: { id: number; organization_id: number; has_access: boolean };
        user: { id: number };
      };
      expect(created.trainer).toMatchObject({ organization_id: w.a.ids.org, has_access: true });
      const user = await rowOf(w.t.db.select().from(users).where(eq(users.id, created.user.id)));
      expect(user.super_admin).toBe(false);
    },
  },
  {
    name: "an org admin making a super admin's account a trainer of its organization: 404",
    as: "adminA",
    route: "POST /api/trainers",
    trpc: "trainers.create",
    expect: { adminA: 404 },
    fresh: (w) => freshSuperUser(w),
    req: ({ f }) => ({ body: { trainer: { user_id: f.user! } } }),
  },
  {
    name: "an org admin removing itself: 403",
    as: "adminA",
    route: "DELETE /api/trainers/:id",
    trpc: "trainers.delete",
    expect: { adminA: 403 },
    freshActor: true,
    req: ({ me }) => ({ params: { id: me!.actor.trainer!.id } }),
  },
];
