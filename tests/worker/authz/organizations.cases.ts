import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { organizations } from "../../../db/schema";
import { freshOrganization } from "../support/world";
import { adminInOrg, anyCoach, type Case, coachInOrg, type FieldCase, rowOf, superOnly } from "./kit";

/**
 * The authorization matrix cases of `organizations.*`.
 * Types and expectation patterns: ./kit.ts; the runner: ../authorization-matrix.test.ts.
 */

export const cases: Case[] = [
  {
    name: "list organizations",
    route: "GET /api/organizations",
    trpc: "organizations.list",
    expect: anyCoach,
    seesOwn: true,
    req: () => ({}),
  },
  {
    name: "read an organization",
    route: "GET /api/organizations/:id",
    trpc: "organizations.get",
    expect: coachInOrg,
    req: ({ w }) => ({ params: { id: w.a.ids.org } }),
  },
  {
    name: "create an organization",
    route: "POST /api/organizations",
    trpc: "organizations.create",
    expect: superOnly,
    req: () => ({ body: { organization: { name: "new organization" } } }),
  },
  {
    name: "update an organization",
    route: "PUT /api/organizations/:id",
    trpc: "organizations.update",
    expect: adminInOrg,
    req: ({ w }) => ({ params: { id: w.a.ids.org }, body: { organization: { theme: "ocean" } } }),
  },
  {
    name: "delete an organization",
    route: "DELETE /api/organizations/:id",
    trpc: "organizations.delete",
    expect: superOnly,
    fresh: (w) => freshOrganization(w),
    req: ({ f }) => ({ params: { id: f.org! } }),
  },
  {
    name: "accept an owner transfer (nobody's pending in the world: 403; another organization's: 404)",
    route: "POST /api/organizations/:id/accept_ownership",
    trpc: "organizations.acceptOwnership",
    expect: { anon: 401, trainerA: 403, adminA: 403, super: 403, trainerB: 404 },
    req: ({ w }) => ({ params: { id: w.a.ids.org } }),
  },
  {
    name: "list an organization's trainers",
    route: "GET /api/organizations/:id/trainers",
    trpc: "organizations.trainers",
    expect: coachInOrg,
    req: ({ w }) => ({ params: { id: w.a.ids.org } }),
  },
];

/** Fields a role may not set: ignored (the write succeeds without them) or refused. */
export const fieldCases: FieldCase[] = [
  {
    name: "an org admin setting owner and whitelabel of its organization: ignored",
    as: "adminA",
    route: "PUT /api/organizations/:id",
    trpc: "organizations.update",
    expect: { adminA: "ok" },
    req: ({ w }) => ({
      params: { id: w.a.ids.org },
      body: {
        organization: {
          can_whitelabel: true,
          owner_id: w.b.ids.adminUser,
          pending_owner_id: w.b.ids.trainerUser,
        },
      },
    }),
    verify: async ({ w }) => {
      const org = await rowOf(w.t.db.select().from(organizations).where(eq(organizations.id, w.a.ids.org)));
      expect(org).toMatchObject({ can_whitelabel: false, owner_id: null, pending_owner_id: null });
    },
  },
];
