import { eq } from "drizzle-orm";
import { daily_nutrition_logs, foods } from "../../../db/schema";
import { MARK_A, MARK_B, type World } from "../support/world";
import { anyCoach, but, type Case, coachInOrg, coachOrSelf, type FieldCase, rowOf } from "./kit";

/**
 * The authorization matrix cases of `nutrition.*` (issue 31): a client's plan and logs are read by
 * the client and the coaches who may open it (another organization's coach gets 404); the plan is
 * the coaches' to write, the logs the client's (a coach's word on a day is its comment); saved
 * foods belong to an organization, listed by its coaches and clients. Types and patterns: ./kit.ts.
 */

const now = (w: World) => w.t.clock.now().toISOString();
const clientId = (w: World) => w.a.ids.client;

/** Only the client itself writes its logs: coaches in reach are refused (403), others 404. */
const clientOnly = but(coachOrSelf, { trainerA: 403, adminA: 403, super: 403 });

/** Days nobody else logs on, one per call: client A has one log per day. */
let dayCount = 0;
const freshDay = () => new Date(Date.UTC(1960, 0, 1) + ++dayCount * 86_400_000).toISOString().slice(0, 10);

/** A log of client A on a day of its own. */
async function freshLog(w: World) {
  const row = await rowOf(
    w.t.db
      .insert(daily_nutrition_logs)
      .values({
        client_id: w.a.ids.client,
        date: freshDay(),
        kcal: 2000,
        protein_g: 120,
        created_at: now(w),
        updated_at: now(w),
      })
      .returning({ id: daily_nutrition_logs.id }),
  );
  return { log: row.id };
}

/** A food of organization A (and one of B, so B's coach has its own to list). */
async function freshFood(w: World) {
  const ofOrg = (organizationId: number, mark: string) =>
    w.t.db
      .insert(foods)
      .values({
        organization_id: organizationId,
        name_zh: `${mark}-米饭`,
        name_en: "Rice",
        portion: "1 碗",
        kcal: 230,
        protein_g: 4,
        carbs_g: 50,
        fat_g: 0.5,
        created_at: now(w),
      })
      .returning({ id: foods.id });
  await ofOrg(w.b.ids.org, MARK_B);
  const row = await rowOf(ofOrg(w.a.ids.org, MARK_A));
  return { food: row.id };
}

const targets = { kcal: 2200, protein_g: 150 };

export const cases: Case[] = [
  {
    name: "a client's nutrition plan",
    route: "GET /api/clients/:id/nutrition_plan",
    trpc: "nutrition.plan.get",
    expect: coachOrSelf,
    req: ({ w }) => ({ params: { id: clientId(w) }, input: { client_id: clientId(w) } }),
  },
  {
    name: "write a client's nutrition plan (coaches only)",
    route: "PUT /api/clients/:id/nutrition_plan",
    trpc: "nutrition.plan.save",
    expect: coachInOrg,
    req: ({ w }) => {
      const nutrition_plan = { start_date: "2026-02-01", training_day: targets, rest_day: targets };
      return {
        params: { id: clientId(w) },
        body: { nutrition_plan },
        input: { client_id: clientId(w), nutrition_plan },
      };
    },
  },
  {
    name: "list a client's daily nutrition logs",
    route: "GET /api/clients/:id/daily_nutrition_logs",
    trpc: "nutrition.logs.list",
    expect: coachOrSelf,
    req: ({ w }) => ({ params: { id: clientId(w) }, input: { client_id: clientId(w) } }),
  },
  {
    name: "log the client's day (the client itself)",
    route: "POST /api/clients/:id/daily_nutrition_logs",
    trpc: "nutrition.logs.save",
    expect: clientOnly,
    req: ({ w }) => {
      const daily_nutrition_log = { date: freshDay(), kcal: 2100, protein_g: 140 };
      return {
        params: { id: clientId(w) },
        body: { daily_nutrition_log },
        input: { client_id: clientId(w), daily_nutrition_log },
      };
    },
  },
  {
    name: "change a day's log (the client its figures, a coach its comment)",
    route: "PUT /api/daily_nutrition_logs/:id",
    trpc: "nutrition.logs.update",
    expect: coachOrSelf,
    fresh: (w) => freshLog(w),
    req: ({ f }) => ({ params: { id: f.log! }, body: { daily_nutrition_log: { coach_comment: "不错" } } }),
  },
  {
    name: "delete a day's log (the client itself)",
    route: "DELETE /api/daily_nutrition_logs/:id",
    trpc: "nutrition.logs.delete",
    expect: clientOnly,
    fresh: (w) => freshLog(w),
    req: ({ f }) => ({ params: { id: f.log! } }),
  },
  {
    name: "list the organization's saved foods (its clients too)",
    route: "GET /api/foods",
    trpc: "nutrition.foods.list",
    expect: { ...anyCoach, clientA: "ok" },
    seesOwn: true,
    fresh: (w) => freshFood(w),
    req: () => ({}),
  },
  {
    name: "save a food (the super admin names the organization)",
    route: "POST /api/foods",
    trpc: "nutrition.foods.create",
    expect: anyCoach,
    req: ({ w }) => ({
      body: {
        food: {
          name_zh: "鸡蛋",
          name_en: "Egg",
          portion: "1 个",
          kcal: 70,
          protein_g: 6,
          carbs_g: 0.5,
          fat_g: 5,
        },
        organization_id: w.a.ids.org,
      },
    }),
  },
];

/** A coach's PUT sets only the comment: the client's figures stay as the client logged them. */
export const fieldCases: FieldCase[] = [
  {
    name: "a coach's PUT of a log leaves the client's figures",
    as: "trainerA",
    route: "PUT /api/daily_nutrition_logs/:id",
    trpc: "nutrition.logs.update",
    expect: coachInOrg,
    fresh: (w) => freshLog(w),
    req: ({ f }) => ({
      params: { id: f.log! },
      body: { daily_nutrition_log: { kcal: 1, protein_g: 1, coach_comment: "好" } },
    }),
    verify: async ({ w, f }) => {
      const row = await rowOf(
        w.t.db
          .select({ kcal: daily_nutrition_logs.kcal, comment: daily_nutrition_logs.coach_comment })
          .from(daily_nutrition_logs)
          .where(eq(daily_nutrition_logs.id, f.log as number)),
      );
      if (row.kcal !== 2000 || row.comment !== "好")
        throw new Error(`figures changed: ${JSON.stringify(row)}`);
    },
  },
];
