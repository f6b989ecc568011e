import { unique } from "../../factories";
import { freshOrganization, freshTrainer } from "../support/world";
import { type Case, type FieldCase, superOnly } from "./kit";

/**
 * The authorization matrix cases of `admin.*` (the super-admin area): every operation is the
 * super admin's alone; every other caller, a client included, is refused with 403.
 * Types and expectation patterns: ./kit.ts; the runner: ../authorization-matrix.test.ts.
 */

export const cases: Case[] = [
  {
    name: "list organizations with their figures (admin)",
    route: "GET /api/admin/organizations",
    trpc: "admin.organizations",
    expect: superOnly,
    req: () => ({ query: { q: "mark" } }),
  },
  {
    name: "create an organization with a new owner (admin)",
    route: "POST /api/admin/organizations",
    trpc: "admin.createOrganization",
    expect: superOnly,
    req: () => ({
      body: {
        name: "admin-made organization",
        owner: { kind: "new", name: "New owner", email: `${unique("owner")}@test.local` },
      },
    }),
  },
  {
    name: "preview what deleting an organization takes",
    route: "GET /api/admin/organizations/:id/delete_preview",
    trpc: "admin.deletePreview",
    expect: superOnly,
    req: ({ w }) => ({ params: { id: w.a.ids.org } }),
  },
  {
    name: "list trainers of every organization (admin)",
    route: "GET /api/admin/trainers",
    trpc: "admin.trainers",
    expect: superOnly,
    req: ({ w }) => ({ query: { organization_id: w.a.ids.org } }),
  },
  {
    name: "move a trainer to another organization",
    route: "POST /api/admin/trainers/:id/move",
    trpc: "admin.moveTrainer",
    expect: superOnly,
    fresh: async (w) => ({ ...(await freshTrainer(w)), ...(await freshOrganization(w)) }),
    req: ({ f }) => ({ params: { id: f.trainer! }, body: { organization_id: f.org!, clients: "move" } }),
  },
  {
    name: "list clients of every organization (admin)",
    route: "GET /api/admin/clients",
    trpc: "admin.clients",
    expect: superOnly,
    req: ({ w }) => ({ query: { organization_id: w.a.ids.org, trainer_id: w.a.ids.trainer } }),
  },
];

export const fieldCases: FieldCase[] = [];
