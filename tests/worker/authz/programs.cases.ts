import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { programs } from "../../../db/schema";
import { freshClient, freshProgram, MARK_A } from "../support/world";
import { anyCoach, type Case, coachInOrg, DATA_OF, type FieldCase, rowOf } from "./kit";

/**
 * The authorization matrix cases of `programs.*`: programs and their assignment to clients.
 * Types and expectation patterns: ./kit.ts; the runner: ../authorization-matrix.test.ts.
 */

export const cases: Case[] = [
  {
    name: "list programs",
    route: "GET /api/programs",
    trpc: "programs.list",
    expect: anyCoach,
    seesOwn: true,
    req: () => ({ input: {} }),
  },
  {
    name: "list programs of organization A",
    route: "GET /api/programs",
    trpc: "programs.list",
    expect: coachInOrg,
    req: ({ w }) => ({ query: { organization_id: w.a.ids.org } }),
  },
  {
    name: "read a program",
    route: "GET /api/programs/:id",
    trpc: "programs.get",
    expect: coachInOrg,
    req: ({ w }) => ({ params: { id: w.a.ids.program } }),
  },
  {
    name: "create a program for trainer A",
    route: "POST /api/programs",
    trpc: "programs.create",
    expect: coachInOrg,
    req: ({ w }) => ({
      body: { program: { name: "new program", organization_id: w.a.ids.org, trainer_id: w.a.ids.trainer } },
    }),
  },
  {
    name: "update a program",
    route: "PUT /api/programs/:id",
    trpc: "programs.update",
    expect: coachInOrg,
    req: ({ w }) => ({
      params: { id: w.a.ids.program },
      body: { program: { description: `${MARK_A}-program-text` } },
    }),
  },
  {
    name: "delete a program",
    route: "DELETE /api/programs/:id",
    trpc: "programs.delete",
    expect: coachInOrg,
    fresh: (w) => freshProgram(w),
    req: ({ f }) => ({ params: { id: f.program! } }),
  },
  {
    name: "assign a program (to a fresh client per run)",
    route: "POST /api/programs/:id/assign_job",
    trpc: "programs.assign",
    expect: coachInOrg,
    fresh: (w) => freshClient(w),
    req: ({ w, f }) => ({
      params: { id: w.a.ids.program },
      body: { client_ids: [f.client], start_date: "2026-4-1", replace: true },
    }),
  },
];

/** Fields a role may not set: ignored (the write succeeds without them) or refused. */
export const fieldCases: FieldCase[] = [
  {
    name: "a trainer creating a program for B's trainer: 404",
    as: "trainerA",
    route: "POST /api/programs",
    trpc: "programs.create",
    expect: { trainerA: 404 },
    req: ({ w }) => ({ body: { program: { name: "smuggled program", trainer_id: w.b.ids.trainer } } }),
  },
  {
    name: "a trainer creating a program naming organization B: created in its own",
    as: "trainerA",
    route: "POST /api/programs",
    trpc: "programs.create",
    expect: { trainerA: "ok" },
    req: ({ w }) => ({ body: { program: { name: "own program", organization_id: w.b.ids.org } } }),
    verify: async ({ w }, a) => {
      const id = (DATA_OF(a).program as { id: number }).id;
      const row = await rowOf(w.t.db.select().from(programs).where(eq(programs.id, id)));
      expect(row.organization_id).toBe(w.a.ids.org);
    },
  },
  {
    name: "a trainer giving its program to B's trainer: 404",
    as: "trainerA",
    route: "PUT /api/programs/:id",
    trpc: "programs.update",
    expect: { trainerA: 404 },
    fresh: (w) => freshProgram(w),
    req: ({ w, f }) => ({ params: { id: f.program! }, body: { program: { trainer_id: w.b.ids.trainer } } }),
  },
  {
    name: "a trainer assigning its program to B's client (with its own): 404, nothing written",
    as: "trainerA",
    route: "POST /api/programs/:id/assign_job",
    trpc: "programs.assign",
    expect: { trainerA: 404 },
    req: ({ w }) => ({
      params: { id: w.a.ids.program },
      body: { client_ids: [w.a.ids.client, w.b.ids.client], start_date: "2026-5-1" },
    }),
  },
  {
    name: "a trainer listing programs of organization B: 404",
    as: "trainerA",
    route: "GET /api/programs",
    trpc: "programs.list",
    expect: { trainerA: 404 },
    req: ({ w }) => ({ query: { organization_id: w.b.ids.org } }),
  },
];
