import { freshComment } from "../support/world";
import { type Case, coachInOrg, type FieldCase } from "./kit";

/**
 * The authorization matrix cases of `comments.*`: comments on workouts.
 * Types and expectation patterns: ./kit.ts; the runner: ../authorization-matrix.test.ts.
 */

export const cases: Case[] = [
  {
    name: "list a workout's comments",
    route: "GET /api/comments",
    trpc: "comments.list",
    expect: coachInOrg,
    req: ({ w }) => ({ query: { workout_id: w.a.ids.workout } }),
  },
  {
    name: "comment on a workout",
    route: "POST /api/comments",
    trpc: "comments.create",
    expect: coachInOrg,
    req: ({ w }) => ({ body: { comment: { workout_id: w.a.ids.workout, body: "well done" } } }),
  },
  {
    name: "delete a comment",
    route: "DELETE /api/comments/:id",
    trpc: "comments.delete",
    expect: coachInOrg,
    fresh: (w) => freshComment(w),
    req: ({ f }) => ({ params: { id: f.comment! } }),
  },
];

/** Fields a role may not set: ignored (the write succeeds without them) or refused. */
export const fieldCases: FieldCase[] = [
  {
    name: "a trainer commenting on B's workout: 404",
    as: "trainerA",
    route: "POST /api/comments",
    trpc: "comments.create",
    expect: { trainerA: 404 },
    req: ({ w }) => ({ body: { comment: { workout_id: w.b.ids.workout, body: "hello" } } }),
  },
];
