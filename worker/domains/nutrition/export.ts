import { desc, eq } from "drizzle-orm";
import { daily_nutrition_logs } from "../../../db/schema";
import type { ServiceDeps } from "../../services/deps";
import { logViews } from "./logs";
import { planOf } from "./plan";

/**
 * A client's nutrition in its data export (issue 31): the plan and every daily log, newest day
 * first, photos as signed links (valid about an hour, like the progress photos: the export is read
 * by the person who asked for it). The caller has already checked who may export the client.
 */
export async function nutritionExport(deps: ServiceDeps, clientId: number) {
  const [plan, rows] = await Promise.all([
    planOf(deps, clientId),
    deps.db
      .select()
      .from(daily_nutrition_logs)
      .where(eq(daily_nutrition_logs.client_id, clientId))
      .orderBy(desc(daily_nutrition_logs.date)),
  ]);
  return { nutrition_plan: plan, daily_nutrition_logs: await logViews(deps, rows) };
}
