import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { workout_items, workouts } from "../../../db/schema";
import { freshOtherClientWorkout, freshWorkout, MARK_A } from "../support/world";
import { anyCoach, type Case, coachInOrg, coachOrSelf, DATA_OF, type FieldCase, rowOf } from "./kit";

/**
 * The authorization matrix cases of `workouts.*`: the feed, the home summary, workouts and workout items.
 * Types and expectation patterns: ./kit.ts; the runner: ../authorization-matrix.test.ts.
 */

export const cases: Case[] = [
  {
    name: "coach feed",
    route: "GET /api/workouts",
    trpc: "workouts.list",
    expect: anyCoach,
    seesOwn: true,
    req: () => ({ input: {} }),
  },
  {
    name: "a client's workouts (client A's own)",
    route: "GET /api/workouts",
    trpc: "workouts.list",
    expect: coachOrSelf,
    req: ({ w }) => ({ query: { client_id: w.a.ids.client } }),
  },
  {
    name: "workouts by ids (other organizations' ids are left out)",
    route: "GET /api/workouts",
    trpc: "workouts.list",
    expect: anyCoach,
    req: ({ w }) => ({ query: { ids: `${w.a.ids.workout},${w.a.ids.template}` } }),
  },
  {
    name: "feed of trainer A",
    route: "GET /api/workouts",
    trpc: "workouts.list",
    expect: anyCoach,
    req: ({ w }) => ({ query: { trainer_id: w.a.ids.trainer } }),
  },
  {
    name: "home summary of the caller's scope",
    route: "GET /api/workouts/summary",
    trpc: "workouts.summary",
    expect: anyCoach,
    req: () => ({ input: {} }),
  },
  {
    name: "home summary of trainer A",
    route: "GET /api/workouts/summary",
    trpc: "workouts.summary",
    expect: anyCoach,
    req: ({ w }) => ({ query: { trainer_id: w.a.ids.trainer } }),
  },
  {
    name: "read a client's workout (client A's own)",
    route: "GET /api/workouts/:id",
    trpc: "workouts.get",
    expect: coachOrSelf,
    req: ({ w }) => ({ params: { id: w.a.ids.workout } }),
  },
  {
    name: "read a program's template workout",
    route: "GET /api/workouts/:id",
    trpc: "workouts.get",
    expect: { ...coachInOrg, clientA: 404 },
    req: ({ w }) => ({ params: { id: w.a.ids.template } }),
  },
  {
    name: "create a client's workout",
    route: "POST /api/workouts",
    trpc: "workouts.create",
    expect: coachInOrg,
    req: ({ w }) => ({
      body: { workout: { client_id: w.a.ids.client, due: "2026-3-9", title: `${MARK_A}-new` } },
    }),
  },
  {
    name: "create a program's template workout",
    route: "POST /api/workouts",
    trpc: "workouts.create",
    expect: coachInOrg,
    req: ({ w }) => ({
      body: { workout: { program_id: w.a.ids.program, position: 2, title: `${MARK_A}-day-2` } },
    }),
  },
  {
    name: "update a workout (client A's own: the title is ignored)",
    route: "PUT /api/workouts/:id",
    trpc: "workouts.update",
    expect: coachOrSelf,
    req: ({ w }) => ({ params: { id: w.a.ids.workout }, body: { workout: { title: `${MARK_A}-workout` } } }),
  },
  {
    name: "delete a workout",
    route: "DELETE /api/workouts/:id",
    trpc: "workouts.delete",
    expect: coachInOrg,
    fresh: (w) => freshWorkout(w),
    req: ({ f }) => ({ params: { id: f.workout! } }),
  },
  {
    name: "paste a copy of a workout",
    route: "POST /api/workouts/:id/copy",
    trpc: "workouts.paste",
    expect: coachInOrg,
    req: ({ w }) => ({
      params: { id: w.a.ids.workout },
      body: { client_id: w.a.ids.client, due: "2026-3-20" },
      input: { source_workout_id: w.a.ids.workout, client_id: w.a.ids.client, due: "2026-3-20" },
    }),
  },
  {
    name: "paste copies of workouts onto a client's days",
    route: "POST /api/workouts/paste",
    trpc: "workouts.pasteMany",
    expect: coachInOrg,
    req: ({ w }) => ({
      body: {
        client_id: w.a.ids.client,
        workouts: [{ source_workout_id: w.a.ids.workout, due: "2026-3-21" }],
      },
    }),
  },
  {
    name: "update a workout item (client A's own: info is ignored)",
    route: "PUT /api/workout_items/:id",
    trpc: "workouts.updateItem",
    expect: coachOrSelf,
    req: ({ w }) => ({ params: { id: w.a.ids.item }, body: { workout_item: { info: `${MARK_A}-info` } } }),
  },
  {
    name: "read another client's workout (out of client A's reach)",
    route: "GET /api/workouts/:id",
    trpc: "workouts.get",
    expect: { ...coachInOrg, clientA: 404 },
    fresh: (w) => freshOtherClientWorkout(w),
    req: ({ f }) => ({ params: { id: f.workout! } }),
  },
  {
    name: "another client's workouts (out of client A's reach)",
    route: "GET /api/workouts",
    trpc: "workouts.list",
    expect: { ...coachInOrg, clientA: 404 },
    req: ({ w }) => ({ query: { client_id: w.a.ids.adminClient } }),
  },
  {
    name: "complete another client's workout (out of client A's reach)",
    route: "PUT /api/workouts/:id",
    trpc: "workouts.update",
    expect: { ...coachInOrg, clientA: 404 },
    fresh: (w) => freshOtherClientWorkout(w),
    req: ({ f }) => ({ params: { id: f.workout! }, body: { workout: { state: "completed" } } }),
  },
  {
    name: "log a result on another client's item (out of client A's reach)",
    route: "PUT /api/workout_items/:id",
    trpc: "workouts.updateItem",
    expect: { ...coachInOrg, clientA: 404 },
    fresh: (w) => freshOtherClientWorkout(w),
    req: ({ f }) => ({ params: { id: f.item! }, body: { workout_item: { result: "5x5" } } }),
  },
  {
    name: "delete a workout item",
    route: "DELETE /api/workout_items/:id",
    trpc: "workouts.deleteItem",
    expect: coachInOrg,
    fresh: (w) => freshWorkout(w),
    req: ({ f }) => ({ params: { id: f.item! } }),
  },
];

/** Fields a role may not set: ignored (the write succeeds without them) or refused. */
export const fieldCases: FieldCase[] = [
  {
    name: "a trainer creating a workout carrying B's organization and trainer: ignored",
    as: "trainerA",
    route: "POST /api/workouts",
    trpc: "workouts.create",
    expect: { trainerA: "ok" },
    req: ({ w }) => ({
      body: {
        workout: {
          client_id: w.a.ids.client,
          due: "2026-3-10",
          organization_id: w.b.ids.org,
          trainer_id: w.b.ids.trainer,
          title: `${MARK_A}-smuggled`,
        },
      },
    }),
    verify: ({ w }, a) => {
      const workout = (DATA_OF(a).workout ?? {}) as { organization_id: number; trainer_id: number };
      expect(workout).toMatchObject({ organization_id: w.a.ids.org, trainer_id: w.a.ids.trainer });
    },
  },
  {
    name: "a trainer creating a workout for B's client: 404",
    as: "trainerA",
    route: "POST /api/workouts",
    trpc: "workouts.create",
    expect: { trainerA: 404 },
    req: ({ w }) => ({ body: { workout: { client_id: w.b.ids.client, due: "2026-3-10", title: "x" } } }),
  },
  {
    name: "a trainer adding a workout to B's program: 404",
    as: "trainerA",
    route: "POST /api/workouts",
    trpc: "workouts.create",
    expect: { trainerA: 404 },
    req: ({ w }) => ({ body: { workout: { program_id: w.b.ids.program, position: 3, title: "x" } } }),
  },
  {
    name: "a trainer moving its workout to B's client: 404",
    as: "trainerA",
    route: "PUT /api/workouts/:id",
    trpc: "workouts.update",
    expect: { trainerA: 404 },
    fresh: (w) => freshWorkout(w),
    req: ({ w, f }) => ({ params: { id: f.workout! }, body: { workout: { client_id: w.b.ids.client } } }),
  },
  {
    name: "a trainer using B's exercise in a new workout: refused (400)",
    as: "trainerA",
    route: "POST /api/workouts",
    trpc: "workouts.create",
    expect: { trainerA: 400 },
    req: ({ w }) => ({
      body: {
        workout: {
          client_id: w.a.ids.client,
          due: "2026-3-11",
          workout_items: [{ exercise_id: w.b.ids.exercise }],
        },
      },
    }),
  },
  {
    name: "a trainer putting B's exercise on an item: refused (400)",
    as: "trainerA",
    route: "PUT /api/workout_items/:id",
    trpc: "workouts.updateItem",
    expect: { trainerA: 400 },
    req: ({ w }) => ({
      params: { id: w.a.ids.item },
      body: { workout_item: { exercise_id: w.b.ids.exercise } },
    }),
  },
  {
    name: "a trainer pasting its workout to B's client: 404",
    as: "trainerA",
    route: "POST /api/workouts/:id/copy",
    trpc: "workouts.paste",
    expect: { trainerA: 404 },
    req: ({ w }) => ({
      params: { id: w.a.ids.workout },
      body: { client_id: w.b.ids.client, due: "2026-3-12" },
      input: { source_workout_id: w.a.ids.workout, client_id: w.b.ids.client, due: "2026-3-12" },
    }),
  },
  {
    name: "a trainer pasting B's workout to its client: 404",
    as: "trainerA",
    route: "POST /api/workouts/:id/copy",
    trpc: "workouts.paste",
    expect: { trainerA: 404 },
    req: ({ w }) => ({
      params: { id: w.b.ids.workout },
      body: { client_id: w.a.ids.client, due: "2026-3-12" },
      input: { source_workout_id: w.b.ids.workout, client_id: w.a.ids.client, due: "2026-3-12" },
    }),
  },
  {
    name: "a trainer pasting its workouts to B's client: 404",
    as: "trainerA",
    route: "POST /api/workouts/paste",
    trpc: "workouts.pasteMany",
    expect: { trainerA: 404 },
    req: ({ w }) => ({
      body: {
        client_id: w.b.ids.client,
        workouts: [{ source_workout_id: w.a.ids.workout, due: "2026-3-12" }],
      },
    }),
  },
  {
    name: "a trainer pasting B's workout among its own to its client: 404",
    as: "trainerA",
    route: "POST /api/workouts/paste",
    trpc: "workouts.pasteMany",
    expect: { trainerA: 404 },
    req: ({ w }) => ({
      body: {
        client_id: w.a.ids.client,
        workouts: [
          { source_workout_id: w.a.ids.workout, due: "2026-3-12" },
          { source_workout_id: w.b.ids.workout, due: "2026-3-13" },
        ],
      },
    }),
  },
  {
    name: "a client completing its workout with a new title and date: only the state is applied",
    as: "clientA",
    route: "PUT /api/workouts/:id",
    trpc: "workouts.update",
    expect: { clientA: "ok" },
    fresh: (w) => freshWorkout(w),
    req: ({ f }) => ({
      params: { id: f.workout! },
      body: { workout: { title: "hijacked", due: "2026-4-1", state: "completed", workout_items: [] } },
    }),
    verify: async ({ w, f }) => {
      const row = await rowOf(
        w.t.db
          .select()
          .from(workouts)
          .where(eq(workouts.id, Number(f.workout))),
      );
      expect(row).toMatchObject({ title: `${MARK_A}-fresh-workout`, due: "2026-03-05", state: "completed" });
      expect(row.completed_at).not.toBeNull();
      const items = await w.t.db.select().from(workout_items).where(eq(workout_items.workout_id, row.id));
      expect(items).toHaveLength(2);
    },
  },
  {
    name: "a client logging a result with a new name and info: only result and state are applied",
    as: "clientA",
    route: "PUT /api/workout_items/:id",
    trpc: "workouts.updateItem",
    expect: { clientA: "ok" },
    fresh: (w) => freshWorkout(w),
    req: ({ f }) => ({
      params: { id: f.item! },
      body: {
        workout_item: { name: "hijacked", info: "hijacked", result: "5x5 @ 60kg", state: "completed" },
      },
    }),
    verify: async ({ w, f }) => {
      const row = await rowOf(
        w.t.db
          .select()
          .from(workout_items)
          .where(eq(workout_items.id, Number(f.item))),
      );
      expect(row).toMatchObject({
        name: `${MARK_A}-fresh-item`,
        info: null,
        result: "5x5 @ 60kg",
        state: "completed",
      });
    },
  },
];
