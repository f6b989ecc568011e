import type { RouterOutputs } from "@/lib/trpc";

/** The client's plan as `nutrition.plan.get` answers it. */
export type Plan = NonNullable<RouterOutputs["nutrition"]["plan"]["get"]["nutrition_plan"]>;
/** One day's log as `nutrition.logs.list` answers it (with its on-target mark). */
export type NutritionLog = RouterOutputs["nutrition"]["logs"]["list"]["daily_nutrition_logs"][number];
