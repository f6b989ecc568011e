import { count, eq } from "drizzle-orm";
import { expect } from "vitest";
import { program_assignments, programs, workouts } from "../../../db/schema";
import { assignProgram } from "../../../worker/domains/programs/assign";
import { ZAssignProgramInput } from "../../../worker/domains/programs/schemas";
import { ZCreateWorkoutInput } from "../../../worker/domains/workouts/schemas";
import { createWorkout } from "../../../worker/domains/workouts/workouts";
import { freshClient, freshProgram, MARK_A, type World } from "../support/world";
import { anyCoach, type Case, coachInOrg, DATA_OF, type FieldCase, rowOf } from "./kit";

/** A fresh program of A with one template workout on day 1 (copy_days targets). */
async function freshProgramWithDay(w: World) {
  const { program } = await freshProgram(w);
  await createWorkout(
    w.t.deps,
    w.a.trainer.actor,
    ZCreateWorkoutInput.parse({
      workout: { program_id: program, position: 1, workout_items: [{ name: `${MARK_A}-day-item` }] },
    }),
  );
  return { program };
}

/** A fresh assignment of A's program to a fresh client of A (unassign targets). */
async function freshAssignment(w: World) {
  const { client } = await freshClient(w);
  const assigned = await assignProgram(
    w.t.deps,
    w.a.trainer.actor,
    w.a.ids.program,
    ZAssignProgramInput.parse({ client_ids: [client], start_date: "2099-1-5" }),
  );
  return { client, assignment: assigned.program_assignment_ids[0]! };
}

/**
 * A fresh program of A with a day-1 template assigned to a fresh client of A, then edited: a sync
 * has one copy to update (and, for B's trainer, nothing it may see).
 */
async function freshSyncTarget(w: World) {
  const { program } = await freshProgram(w);
  const template = await createWorkout(
    w.t.deps,
    w.a.trainer.actor,
    ZCreateWorkoutInput.parse({ workout: { program_id: program, position: 1, title: `${MARK_A}-sync-day` } }),
  );
  const { client } = await freshClient(w);
  await assignProgram(
    w.t.deps,
    w.a.trainer.actor,
    program,
    ZAssignProgramInput.parse({ client_ids: [client], start_date: "2099-1-5" }),
  );
  await w.t.db
    .update(workouts)
    .set({ title: `${MARK_A}-sync-day-edited` })
    .where(eq(workouts.id, template.workout.id));
  return { program, client };
}

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
  {
    name: "duplicate a program",
    route: "POST /api/programs/:id/duplicate",
    trpc: "programs.duplicate",
    expect: coachInOrg,
    req: ({ w }) => ({ params: { id: w.a.ids.program }, body: { program: { name: `${MARK_A}-copy` } } }),
  },
  {
    name: "save a range of A's client's calendar as a program",
    route: "POST /api/programs/from_calendar",
    trpc: "programs.fromCalendar",
    expect: coachInOrg,
    req: ({ w }) => ({
      body: {
        client_id: w.a.ids.client,
        start_date: "2026-02-23",
        end_date: "2026-03-08",
        program: { name: `${MARK_A}-from-calendar` },
      },
    }),
  },
  {
    name: "list a program's assignments",
    route: "GET /api/programs/:id/assignments",
    trpc: "programs.assignments",
    expect: coachInOrg,
    req: ({ w }) => ({ params: { id: w.a.ids.program }, query: { limit: 10 } }),
  },
  {
    name: "unassign a program (a fresh assignment per run)",
    route: "DELETE /api/program_assignments/:id",
    trpc: "programs.unassign",
    expect: coachInOrg,
    fresh: (w) => freshAssignment(w),
    req: ({ f }) => ({ params: { id: f.assignment! } }),
  },
  {
    name: "sync a program to its clients (a fresh program and assignment per run)",
    route: "POST /api/programs/:id/sync",
    trpc: "programs.sync",
    expect: { ...coachInOrg, clientA: 403 },
    fresh: (w) => freshSyncTarget(w),
    req: ({ f }) => ({ params: { id: f.program! }, body: {} }),
  },
  {
    name: "copy a program's days (a fresh program per run)",
    route: "POST /api/programs/:id/copy_days",
    trpc: "programs.copyDays",
    expect: coachInOrg,
    fresh: (w) => freshProgramWithDay(w),
    req: ({ f }) => ({ params: { id: f.program! }, body: { from_positions: [1], to_position: 8 } }),
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
    name: "a dry run of an assignment writes nothing",
    as: "trainerA",
    route: "POST /api/programs/:id/assign_job",
    trpc: "programs.assign",
    expect: { trainerA: "ok" },
    fresh: (w) => freshClient(w),
    req: ({ w, f }) => ({
      params: { id: w.a.ids.program },
      body: { client_ids: [f.client], start_date: "2026-4-1", replace: true, dry_run: true },
    }),
    verify: async ({ w, f }) => {
      const held = await rowOf(
        w.t.db
          .select({ n: count() })
          .from(program_assignments)
          .where(eq(program_assignments.client_id, Number(f.client))),
      );
      const made = await rowOf(
        w.t.db
          .select({ n: count() })
          .from(workouts)
          .where(eq(workouts.client_id, Number(f.client))),
      );
      expect([held.n, made.n]).toEqual([0, 0]);
    },
  },
  {
    name: "a dry run of a sync writes nothing",
    as: "trainerA",
    route: "POST /api/programs/:id/sync",
    trpc: "programs.sync",
    expect: { trainerA: "ok" },
    fresh: (w) => freshSyncTarget(w),
    req: ({ f }) => ({ params: { id: f.program! }, body: { dry_run: true } }),
    verify: async ({ w, f }, a) => {
      expect((DATA_OF(a).totals as { updated: number }).updated).toBe(1);
      const copy = await rowOf(
        w.t.db
          .select({ title: workouts.title })
          .from(workouts)
          .where(eq(workouts.client_id, Number(f.client))),
      );
      expect(copy.title).toBe(`${MARK_A}-sync-day`);
    },
  },
  {
    name: "a trainer syncing its program naming B's client: B's client is ignored, nothing said about it",
    as: "trainerA",
    route: "POST /api/programs/:id/sync",
    trpc: "programs.sync",
    expect: { trainerA: "ok" },
    fresh: (w) => freshSyncTarget(w),
    req: ({ w, f }) => ({
      params: { id: f.program! },
      body: { client_ids: [Number(f.client), w.b.ids.client], dry_run: true },
    }),
    verify: ({ f }, a) => {
      const rows = DATA_OF(a).clients as { client_id: number }[];
      expect(rows.map((r) => r.client_id)).toEqual([Number(f.client)]);
    },
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
