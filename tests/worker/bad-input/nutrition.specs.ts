import fc from "fast-check";
import {
  badDate,
  badId,
  badName,
  badOptionalText,
  badWrapper,
  longText,
  notScalar,
  type Spec,
  tooMany,
} from "./kit";

/**
 * Bad input at the REST write routes of `nutrition.*` (issue 31). Generators and the Spec type:
 * ./kit.ts; the runner: ../bad-input.property.test.ts. Bodies are checked before any record is
 * read, so the routes by log id refuse them whatever the id.
 */

/** Not an amount: negative, absurd, not a number. */
const badAmount = fc.constantFrom<unknown>(-1, 1e9, 1e308, "lots", true, ...notScalar);
/** Not a target: also zero (a target of nothing makes every day off target). */
const badTarget = fc.constantFrom<unknown>(0, -1, 1e9, "lots", true, ...notScalar);
const badUploadIds = fc.oneof(fc.constantFrom<unknown>("abc", 5, true, [5], [""]), tooMany(10, "upload"));

const targets = { kcal: 2200, protein_g: 150 };

export const specs: Spec[] = [
  {
    route: "PUT /api/clients/:id/nutrition_plan",
    params: (w) => ({ id: w.a.ids.client }),
    base: () => ({
      nutrition_plan: {
        start_date: "2026-03-01",
        training_day: targets,
        rest_day: targets,
        guidelines: "多吃蔬菜",
      },
    }),
    bad: {
      nutrition_plan: badWrapper,
      "nutrition_plan.start_date": badDate,
      "nutrition_plan.training_day": badWrapper,
      "nutrition_plan.training_day.kcal": badTarget,
      "nutrition_plan.rest_day.protein_g": badTarget,
      "nutrition_plan.rest_day.water_ml": badTarget,
      "nutrition_plan.guidelines": badOptionalText(5_000),
    },
  },
  {
    route: "POST /api/clients/:id/daily_nutrition_logs",
    params: (w) => ({ id: w.a.ids.client }),
    base: () => ({ daily_nutrition_log: { date: "2026-03-02", kcal: 2100, protein_g: 140 } }),
    bad: {
      daily_nutrition_log: badWrapper,
      "daily_nutrition_log.date": badDate,
      "daily_nutrition_log.kcal": badAmount,
      "daily_nutrition_log.protein_g": badAmount,
      "daily_nutrition_log.water_ml": badAmount,
      "daily_nutrition_log.note": badOptionalText(1_000),
      "daily_nutrition_log.upload_ids": badUploadIds,
    },
  },
  {
    route: "PUT /api/daily_nutrition_logs/:id",
    params: () => ({ id: 1 }),
    base: () => ({ daily_nutrition_log: { coach_comment: "蛋白质再多一点" } }),
    bad: {
      daily_nutrition_log: badWrapper,
      "daily_nutrition_log.date": badDate,
      "daily_nutrition_log.kcal": badAmount,
      "daily_nutrition_log.coach_comment": badOptionalText(2_000),
    },
  },
  { route: "DELETE /api/daily_nutrition_logs/:id", note: "reads no body: garbage ids only" },
  {
    route: "POST /api/foods",
    base: () => ({
      food: {
        name_zh: "鸡胸肉",
        name_en: "Chicken breast",
        portion: "100 克",
        kcal: 165,
        protein_g: 31,
        carbs_g: 0,
        fat_g: 3.6,
      },
    }),
    bad: {
      food: badWrapper,
      "food.name_zh": badName(),
      "food.name_en": badName(),
      "food.portion": fc.oneof(fc.constantFrom<unknown>("", 5, true, ...notScalar), longText(50)),
      "food.kcal": badAmount,
      "food.fat_g": badAmount,
      organization_id: badId,
    },
  },
];
