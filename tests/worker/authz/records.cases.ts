import { anyCoach, but, type Case, coachOrSelf, type FieldCase } from "./kit";

/**
 * The authorization matrix cases of `records.*` (issue 27): a client's records, history and
 * estimated maxes are read by whoever reads its calendar — the client itself, the coaches of its
 * organization, the super admin; another organization's coach gets 404. The home feed's new
 * records are a coach's. Types and patterns: ./kit.ts.
 */
export const cases: Case[] = [
  {
    name: "a client's personal records (client A's own)",
    route: "GET /api/clients/:id/personal_records",
    trpc: "records.personalRecords",
    expect: coachOrSelf,
    req: ({ w }) => ({ params: { id: w.a.ids.client }, input: { client_id: w.a.ids.client } }),
  },
  {
    name: "another client's personal records (the admin's client)",
    route: "GET /api/clients/:id/personal_records",
    trpc: "records.personalRecords",
    expect: but(coachOrSelf, { clientA: 404 }),
    req: ({ w }) => ({ params: { id: w.a.ids.adminClient }, input: { client_id: w.a.ids.adminClient } }),
  },
  {
    name: "an exercise's history (client A's own)",
    route: "GET /api/clients/:id/exercise_history",
    trpc: "records.exerciseHistory",
    expect: coachOrSelf,
    req: ({ w }) => ({
      params: { id: w.a.ids.client },
      query: { name: "深蹲" },
      input: { client_id: w.a.ids.client, name: "深蹲" },
    }),
  },
  {
    name: "a client's estimated maxes (client A's own)",
    route: "GET /api/clients/:id/estimated_maxes",
    trpc: "records.estimatedMaxes",
    expect: coachOrSelf,
    req: ({ w }) => ({ params: { id: w.a.ids.client }, input: { client_id: w.a.ids.client } }),
  },
  {
    name: "the home feed's new records",
    route: "GET /api/personal_records/recent",
    trpc: "records.recent",
    expect: anyCoach,
    req: () => ({ input: {} }),
  },
];

export const fieldCases: FieldCase[] = [];
