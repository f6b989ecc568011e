import { asc, eq } from "drizzle-orm";
import { clients, daily_nutrition_logs, foods, nutrition_plans, trainers, users } from "../../db/schema";
import { addDays, localDate, refreshClientStats } from "../domains/clients/stats";
import { d1Chunks } from "./d1-rows";
import type { ServiceDeps } from "./deps";

/** The studio's saved foods, per portion (figures rounded from common food tables). */
const DEMO_FOODS = [
  {
    name_zh: "米饭",
    name_en: "Steamed rice",
    portion: "1 碗（150 克）",
    kcal: 174,
    protein_g: 3.9,
    carbs_g: 38.9,
    fat_g: 0.5,
  },
  {
    name_zh: "鸡胸肉",
    name_en: "Chicken breast",
    portion: "100 克",
    kcal: 133,
    protein_g: 24.6,
    carbs_g: 0,
    fat_g: 5,
  },
  {
    name_zh: "鸡蛋",
    name_en: "Egg",
    portion: "1 个（50 克）",
    kcal: 72,
    protein_g: 6.3,
    carbs_g: 0.4,
    fat_g: 4.8,
  },
  {
    name_zh: "燕麦",
    name_en: "Rolled oats",
    portion: "40 克",
    kcal: 150,
    protein_g: 5.4,
    carbs_g: 26.5,
    fat_g: 2.8,
  },
  {
    name_zh: "牛奶",
    name_en: "Milk",
    portion: "250 毫升",
    kcal: 163,
    protein_g: 7.5,
    carbs_g: 12.5,
    fat_g: 8,
  },
  {
    name_zh: "西兰花",
    name_en: "Broccoli",
    portion: "100 克",
    kcal: 34,
    protein_g: 2.8,
    carbs_g: 6.6,
    fat_g: 0.4,
  },
  {
    name_zh: "三文鱼",
    name_en: "Salmon",
    portion: "100 克",
    kcal: 208,
    protein_g: 20.4,
    carbs_g: 0,
    fat_g: 13.4,
  },
  {
    name_zh: "红薯",
    name_en: "Sweet potato",
    portion: "1 个（200 克）",
    kcal: 172,
    protein_g: 3.2,
    carbs_g: 40.2,
    fat_g: 0.2,
  },
];

/**
 * The past week of one demo client, yesterday first: [kcal, protein] or null for the day left
 * unlogged. Targets below are 2200/130 (training) and 2000/120 (rest), so 2100 kcal with 125 g
 * protein is on target whichever kind the day is, and the seed needs no look at the workouts.
 * Yesterday is always logged: a demo client must not look three days silent (no_nutrition_log).
 */
const WEEK: ([number, number] | null)[] = [
  [2080, 124],
  [2150, 128],
  [2650, 95],
  null,
  [2120, 126],
  [1600, 90],
  [2060, 122],
];

/**
 * Demo nutrition (issue 31): the studio's saved foods, and for every demo client a plan started
 * four weeks ago and the last seven days of logs (some on target, some not, one day missing),
 * dated in the client's own local calendar like every client date rule. Then the clients' cached
 * nutrition figures are recomputed, as a plan or log write does.
 */
export async function seedDemoNutrition(deps: ServiceDeps, organizationId: number, now: Date) {
  const { db } = deps;
  const nowIso = now.toISOString();
  await db
    .insert(foods)
    .values(DEMO_FOODS.map((f) => ({ ...f, organization_id: organizationId, created_at: nowIso })));
  const list = await db
    .select({ id: clients.id, user_id: clients.user_id, timezone: users.timezone })
    .from(clients)
    .innerJoin(users, eq(users.id, clients.user_id))
    .where(eq(clients.organization_id, organizationId))
    .orderBy(asc(clients.id));
  if (list.length === 0) return;
  const coach = await firstCoachOf(deps, organizationId);

  const plans = list.map((c) => ({
    client_id: c.id,
    start_date: addDays(localDate(c.timezone, now), -28),
    training_kcal: 2200,
    training_protein_g: 130,
    training_carbs_g: 250,
    training_fat_g: 70,
    training_water_ml: 2500,
    rest_kcal: 2000,
    rest_protein_g: 120,
    rest_carbs_g: 200,
    rest_fat_g: 70,
    rest_water_ml: 2000,
    guidelines: "每餐一拳蛋白质，训练日多吃主食。",
    author_id: coach,
    created_at: nowIso,
    updated_at: nowIso,
  }));
  // Sized for D1's 100 bound parameters per statement (d1-rows.ts).
  for (const rows of d1Chunks(nutrition_plans, plans)) await db.insert(nutrition_plans).values(rows);

  const logs = list.flatMap((c, ci) => {
    const today = localDate(c.timezone, now);
    return WEEK.flatMap((day, i) => {
      if (!day) return [];
      const [kcal, protein_g] = day;
      return [
        {
          client_id: c.id,
          date: addDays(today, -(i + 1)),
          // A few kcal apart per client, still within the on-target band.
          kcal: kcal + (ci % 4) * 5,
          protein_g,
          water_ml: 1800 + i * 50,
          note: i === 2 ? "朋友聚餐，吃多了。" : null,
          created_at: nowIso,
          updated_at: nowIso,
        },
      ];
    });
  });
  for (const rows of d1Chunks(daily_nutrition_logs, logs)) await db.insert(daily_nutrition_logs).values(rows);

  await refreshClientStats(
    deps,
    list.map((c) => c.id),
  );
}

/** The author of the demo plans: the studio's first coach account (any will do for a demo). */
async function firstCoachOf(deps: ServiceDeps, organizationId: number) {
  const [row] = await deps.db
    .select({ id: trainers.user_id })
    .from(trainers)
    .where(eq(trainers.organization_id, organizationId))
    .orderBy(asc(trainers.id))
    .limit(1);
  return row?.id ?? null;
}
