import { habits } from "../../../db/schema";
import type { World } from "../support/world";
import { type Case, coachInOrg, coachOrSelf, type FieldCase, rowOf } from "./kit";

/**
 * The authorization matrix cases of `habits.*` (issue 31): coaches in reach write a client's
 * habits; the client reads its own and checks them off (so may its coaches); another
 * organization's coach gets 404, a client trying a coach's write 403 (the kit's default). Types
 * and patterns: ./kit.ts.
 */

const now = (w: World) => w.t.clock.now().toISOString();
const clientId = (w: World) => w.a.ids.client;

/** An everyday habit of client A that started long ago (any past day may be checked). */
async function freshHabit(w: World) {
  const row = await rowOf(
    w.t.db
      .insert(habits)
      .values({
        client_id: clientId(w),
        name: "喝水 2 升",
        target_text: "2 L",
        days_per_week: 7,
        start_date: "2020-01-01",
        created_at: now(w),
        updated_at: now(w),
      })
      .returning({ id: habits.id }),
  );
  return { habit: row.id };
}

const draft = { name: "8,000 步", target_text: "8000", days_per_week: 5, start_date: "2026-03-02" };

export const cases: Case[] = [
  {
    name: "a client's habits (client A's own)",
    route: "GET /api/clients/:id/habits",
    trpc: "habits.list",
    expect: coachOrSelf,
    req: ({ w }) => ({ params: { id: clientId(w) }, input: { client_id: clientId(w) } }),
  },
  {
    name: "give a client a habit (coaches only)",
    route: "POST /api/clients/:id/habits",
    trpc: "habits.create",
    expect: coachInOrg,
    req: ({ w }) => ({
      params: { id: clientId(w) },
      body: { habit: draft },
      input: { client_id: clientId(w), habit: draft },
    }),
  },
  {
    name: "change a habit (coaches only)",
    route: "PUT /api/habits/:id",
    trpc: "habits.update",
    expect: coachInOrg,
    fresh: (w) => freshHabit(w),
    req: ({ f }) => ({ params: { id: f.habit! }, body: { habit: { ...draft, days_per_week: 3 } } }),
  },
  {
    name: "delete a habit (coaches only)",
    route: "DELETE /api/habits/:id",
    trpc: "habits.delete",
    expect: coachInOrg,
    fresh: (w) => freshHabit(w),
    req: ({ f }) => ({ params: { id: f.habit! } }),
  },
  {
    name: "check a habit off for a day",
    route: "POST /api/habits/:id/check_ins",
    trpc: "habits.checkIn",
    expect: coachOrSelf,
    fresh: (w) => freshHabit(w),
    req: ({ f }) => ({ params: { id: f.habit! }, body: { check_in: { date: "2026-01-05", done: true } } }),
  },
];

export const fieldCases: FieldCase[] = [];
