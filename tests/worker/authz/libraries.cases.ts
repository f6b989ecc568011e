import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { exercises } from "../../../db/schema";
import {
  freshCooldown,
  freshExercise,
  freshWarmup,
  MARK_A,
  type PersonaKey,
  type World,
} from "../support/world";
import { anyCoach, type Case, coachInOrg, DATA_OF, type FieldCase, rowOf, superOnly } from "./kit";

/**
 * The authorization matrix cases of `libraries.*`: the exercise, warm-up and cool-down libraries.
 * Types and expectation patterns: ./kit.ts; the runner: ../authorization-matrix.test.ts.
 */

/** The library routes are three copies of one shape. */
function libraryCases(kind: "exercises" | "warmups" | "cooldowns"): Case[] {
  const one = { exercises: "exercise", warmups: "warmup", cooldowns: "cooldown" }[kind];
  const idOf = (w: World) =>
    ({ exercises: w.a.ids.exercise, warmups: w.a.ids.warmup, cooldowns: w.a.ids.cooldown })[kind];
  const nameField = kind === "exercises" ? "exercise_name" : "name";
  const fresh = { exercises: freshExercise, warmups: freshWarmup, cooldowns: freshCooldown }[kind];
  const proc = (verb: string) => `libraries.${kind}.${verb}`;
  return [
    {
      name: `list ${kind}`,
      route: `GET /api/${kind}`,
      trpc: proc("list"),
      expect: anyCoach,
      seesOwn: true,
      req: () => ({ input: {} }),
    },
    {
      name: `list ${kind} of organization A`,
      route: `GET /api/${kind}`,
      trpc: proc("list"),
      expect: coachInOrg,
      req: ({ w }) => ({ query: { organization_id: w.a.ids.org } }),
    },
    {
      name: `create ${one} (organization_id only honoured for super)`,
      route: `POST /api/${kind}`,
      trpc: proc("create"),
      expect: anyCoach,
      req: ({ w }) => ({ body: { [one]: { [nameField]: `new ${one}`, organization_id: w.a.ids.org } } }),
      verify: ({ w, who }, a) => {
        const created = DATA_OF(a)[one] as { organization_id: number };
        expect(created.organization_id).toBe(who === "trainerB" ? w.b.ids.org : w.a.ids.org);
      },
    },
    {
      name: `read ${one}`,
      route: `GET /api/${kind}/:id`,
      trpc: proc("get"),
      expect: coachInOrg,
      req: ({ w }) => ({ params: { id: idOf(w) } }),
    },
    {
      name: `update ${one}`,
      route: `PUT /api/${kind}/:id`,
      trpc: proc("update"),
      expect: coachInOrg,
      req: ({ w }) => ({
        params: { id: idOf(w) },
        body: { [one]: { description: `${MARK_A}-description` } },
      }),
    },
    {
      name: `delete ${one}`,
      route: `DELETE /api/${kind}/:id`,
      trpc: proc("delete"),
      expect: coachInOrg,
      fresh: (w) => fresh(w),
      req: ({ f }) => ({ params: { id: f[one]! } }),
    },
  ];
}

export const cases: Case[] = [
  ...libraryCases("exercises"),
  ...libraryCases("warmups"),
  ...libraryCases("cooldowns"),
  {
    name: "read a catalogue exercise",
    route: "GET /api/exercises/:id",
    trpc: "libraries.exercises.get",
    expect: anyCoach,
    req: ({ w }) => ({ params: { id: w.catalogueExercise } }),
  },
  {
    name: "update a catalogue exercise",
    route: "PUT /api/exercises/:id",
    trpc: "libraries.exercises.update",
    expect: superOnly,
    req: ({ w }) => ({ params: { id: w.catalogueExercise }, body: { exercise: { description: "shared" } } }),
  },
  {
    name: "copy organization A's exercise (organization_id only honoured for super)",
    route: "POST /api/exercises/:id/copy",
    trpc: "libraries.exercises.copy",
    expect: coachInOrg,
    req: ({ w }) => ({ params: { id: w.a.ids.exercise }, body: { organization_id: w.a.ids.org } }),
    verify: ({ w }, a) => {
      const copy = DATA_OF(a).exercise as { organization_id: number; copied_from_id: number };
      expect(copy).toMatchObject({ organization_id: w.a.ids.org, copied_from_id: w.a.ids.exercise });
    },
  },
  {
    name: "copy a catalogue exercise into the caller's organization",
    route: "POST /api/exercises/:id/copy",
    trpc: "libraries.exercises.copy",
    expect: anyCoach,
    req: ({ w }) => ({ params: { id: w.catalogueExercise }, body: { organization_id: w.a.ids.org } }),
    verify: ({ w, who }, a) => {
      const copy = DATA_OF(a).exercise as { organization_id: number; default: boolean };
      expect(copy).toMatchObject({
        organization_id: who === "trainerB" ? w.b.ids.org : w.a.ids.org,
        default: false,
      });
    },
  },
  {
    name: "tag values in use (catalogue and own organization)",
    route: "GET /api/exercises/tags",
    trpc: "libraries.exercises.tags",
    expect: anyCoach,
    req: () => ({ input: {} }),
  },
  {
    name: "tag values in use of organization A",
    route: "GET /api/exercises/tags",
    trpc: "libraries.exercises.tags",
    expect: coachInOrg,
    req: ({ w }) => ({ query: { organization_id: w.a.ids.org } }),
  },
  {
    name: "delete a catalogue exercise",
    route: "DELETE /api/exercises/:id",
    trpc: "libraries.exercises.delete",
    expect: superOnly,
    fresh: (w) => freshExercise(w, true),
    req: ({ f }) => ({ params: { id: f.exercise! } }),
  },
];

/** Fields a role may not set: ignored (the write succeeds without them) or refused. */
export const fieldCases: FieldCase[] = [
  {
    name: "a trainer adding to the catalogue or to organization B: own organization's exercise",
    as: "trainerA",
    route: "POST /api/exercises",
    trpc: "libraries.exercises.create",
    expect: { trainerA: "ok" },
    req: ({ w }) => ({
      body: { exercise: { exercise_name: "own lunge", default: true, organization_id: w.b.ids.org } },
    }),
    verify: async ({ w }, a) => {
      const id = (DATA_OF(a).exercise as { id: number }).id;
      const row = await rowOf(w.t.db.select().from(exercises).where(eq(exercises.id, id)));
      expect(row).toMatchObject({ organization_id: w.a.ids.org, default: false });
    },
  },
  {
    name: "a trainer picking B's exercise for a warm-up: refused (400)",
    as: "trainerA",
    route: "POST /api/warmups",
    trpc: "libraries.warmups.create",
    expect: { trainerA: 400 },
    req: ({ w }) => ({
      body: { warmup: { name: "smuggled warm-up", selected_exercises: [{ id: w.b.ids.exercise }] } },
    }),
  },
  {
    name: "a trainer picking B's exercise for a cool-down: refused (400)",
    as: "trainerA",
    route: "PUT /api/cooldowns/:id",
    trpc: "libraries.cooldowns.update",
    expect: { trainerA: 400 },
    req: ({ w }) => ({
      params: { id: w.a.ids.cooldown },
      body: { cooldown: { selected_exercises: [{ id: w.b.ids.exercise }] } },
    }),
  },
  ...(["exercises", "warmups", "cooldowns"] as const).map((kind): Case & { as: PersonaKey } => ({
    name: `a trainer listing ${kind} of organization B: 404`,
    as: "trainerA",
    route: `GET /api/${kind}`,
    trpc: `libraries.${kind}.list`,
    expect: { trainerA: 404 },
    req: ({ w }) => ({ query: { organization_id: w.b.ids.org } }),
  })),
];
