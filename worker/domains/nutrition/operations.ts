import { ID, op } from "../operation";
import { ZOk } from "../shared/outputs";
import { createFood, listFoods } from "./foods";
import { deleteNutritionLog, listNutritionLogs, saveNutritionLog, updateNutritionLog } from "./logs";
import { getNutritionPlan, saveNutritionPlan } from "./plan";
import * as schemas from "./schemas";

const clientPath = (name: string) => `/clients/:id{${ID}}/${name}`;
/** A write under /clients/{id}/…: the body plus the path's client id. */
const withClient = ({ params, body }: { params: Record<string, string>; body: unknown }) => ({
  ...(body as object),
  client_id: params.id,
});
const ofClient = ({ params, query }: { params: Record<string, string>; query: Record<string, string> }) => ({
  ...query,
  client_id: params.id,
});

/**
 * Nutrition (issue 31): a client's plan and daily logs under SPEC's client links
 * (`/clients/{id}/nutrition_plan`, `/clients/{id}/daily_nutrition_logs`), the organization's saved
 * foods at `/foods`; tRPC `nutrition.*`. Who reaches and writes what: ./access.ts and ./logs.ts.
 */
export const nutritionOperations = {
  plan: {
    get: op({
      summary:
        "A client's nutrition plan (training- and rest-day targets, guidelines) and which target the client's today has; null before one exists",
      kind: "query",
      input: schemas.ZClientInput,
      output: schemas.ZNutritionPlanReadOutput,
      run: ({ deps, actor }, input) => getNutritionPlan(deps, actor, input.client_id),
      rest: { method: "GET", path: clientPath("nutrition_plan"), input: ofClient },
    }),
    save: op({
      summary: "Write a client's nutrition plan whole (coaches)",
      kind: "mutation",
      input: schemas.ZSavePlanInput,
      output: schemas.ZNutritionPlanOutput.extend({ nutrition_plan: schemas.ZNutritionPlan }),
      run: ({ deps, actor }, input) => saveNutritionPlan(deps, actor, input.client_id, input.nutrition_plan),
      rest: {
        method: "PUT",
        path: clientPath("nutrition_plan"),
        input: withClient,
        requestSchema: schemas.ZSavePlanInput.omit({ client_id: true }),
      },
    }),
  },
  logs: {
    list: op({
      summary: "A client's daily nutrition logs, newest day first, optionally within dates, one page",
      kind: "query",
      input: schemas.ZLogsInput,
      output: schemas.ZDailyNutritionLogsOutput,
      run: ({ deps, actor }, input) => listNutritionLogs(deps, actor, input),
      rest: { method: "GET", path: clientPath("daily_nutrition_logs"), input: ofClient },
    }),
    save: op({
      summary:
        "Log the client's day (the client itself); a second log for the same day updates it, so a replayed write is harmless",
      kind: "mutation",
      input: schemas.ZSaveLogInput,
      output: schemas.ZDailyNutritionLogOutput,
      run: ({ deps, actor }, input) =>
        saveNutritionLog(deps, actor, input.client_id, input.daily_nutrition_log),
      rest: {
        method: "POST",
        path: clientPath("daily_nutrition_logs"),
        status: 201,
        input: withClient,
        requestSchema: schemas.ZSaveLogInput.omit({ client_id: true }),
      },
    }),
    update: op({
      summary:
        "Change a day's log: the client its figures, note and photos; a coach only coach_comment (409 when moved onto a logged day)",
      kind: "mutation",
      input: schemas.ZUpdateLogInput,
      output: schemas.ZDailyNutritionLogOutput,
      run: ({ deps, actor }, input) => updateNutritionLog(deps, actor, input.id, input.daily_nutrition_log),
      rest: { method: "PUT", path: `/daily_nutrition_logs/:id{${ID}}` },
    }),
    delete: op({
      summary: "Delete a day's log and its photos (the client itself)",
      kind: "mutation",
      input: schemas.ZIdInput,
      output: ZOk,
      run: ({ deps, actor }, input) => deleteNutritionLog(deps, actor, input.id),
      rest: { method: "DELETE", path: `/daily_nutrition_logs/:id{${ID}}` },
    }),
  },
  foods: {
    list: op({
      summary: "The organization's saved foods (an array); a client lists its organization's",
      kind: "query",
      input: schemas.ZListFoodsInput,
      output: schemas.ZFoodsOutput,
      run: ({ deps, actor }, input) => listFoods(deps, actor, input.organization_id),
      rest: { method: "GET", path: "/foods" },
    }),
    create: op({
      summary:
        "Save a food for the organization: names in zh and en, a portion, its kcal and macros (coaches)",
      kind: "mutation",
      input: schemas.ZCreateFoodInput,
      output: schemas.ZFoodOutput,
      run: ({ deps, actor }, input) => createFood(deps, actor, input),
      rest: { method: "POST", path: "/foods", status: 201 },
    }),
  },
};
