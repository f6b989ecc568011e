import { freshClientComment, freshComment, freshOtherClientWorkout } from "../support/world";
import { type Case, coachInOrg, coachOrSelf, type FieldCase } from "./kit";

/**
 * The authorization matrix cases of `comments.*`: comments on workouts.
 * Types and expectation patterns: ./kit.ts; the runner: ../authorization-matrix.test.ts.
 */

export const cases: Case[] = [
  {
    name: "list a workout's comments (client A's own workout)",
    route: "GET /api/comments",
    trpc: "comments.list",
    expect: coachOrSelf,
    req: ({ w }) => ({ query: { workout_id: w.a.ids.workout } }),
  },
  {
    name: "comment on a workout (client A's own workout)",
    route: "POST /api/comments",
    trpc: "comments.create",
    expect: coachOrSelf,
    req: ({ w }) => ({ body: { comment: { workout_id: w.a.ids.workout, body: "well done" } } }),
  },
  {
    name: "delete a comment (a coach's, on client A's workout: not the client's to delete)",
    route: "DELETE /api/comments/:id",
    trpc: "comments.delete",
    expect: coachInOrg,
    fresh: (w) => freshComment(w),
    req: ({ f }) => ({ params: { id: f.comment! } }),
  },
  {
    name: "delete one's own comment (client A's, on its workout)",
    route: "DELETE /api/comments/:id",
    trpc: "comments.delete",
    expect: coachOrSelf,
    fresh: (w) => freshClientComment(w),
    req: ({ f }) => ({ params: { id: f.comment! } }),
  },
  {
    name: "comment on another client's workout (out of client A's reach)",
    route: "POST /api/comments",
    trpc: "comments.create",
    expect: { ...coachInOrg, clientA: 404 },
    fresh: (w) => freshOtherClientWorkout(w),
    req: ({ f }) => ({ body: { comment: { workout_id: f.workout!, body: "hello" } } }),
  },
  {
    name: "list another client's workout comments",
    route: "GET /api/comments",
    trpc: "comments.list",
    expect: { ...coachInOrg, clientA: 404 },
    fresh: (w) => freshOtherClientWorkout(w),
    req: ({ f }) => ({ query: { workout_id: f.workout! } }),
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
