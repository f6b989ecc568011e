import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { addDays } from "#shared/ymd";
import { useStore } from "@/lib/store";
import { type RouterOutputs, trpc } from "@/lib/trpc";
import type { OutboxEntry } from "./outbox";
import { outboxStore } from "./outbox";
import type { NutritionFigures, NutritionPhoto } from "./outbox-types";

type NutritionLog = RouterOutputs["nutrition"]["logs"]["list"]["daily_nutrition_logs"][number];
export type DayTargets = NonNullable<RouterOutputs["nutrition"]["plan"]["get"]["nutrition_plan"]>["rest_day"];
export type SavedFood = RouterOutputs["nutrition"]["foods"]["list"][number];
/** What the client app writes of a day's log (the queued entry carries it whole). */
export type DayFigures = NutritionFigures;

/** Past days whose logs are offered as "add" chips in the quick entry. */
const RECENT_DAYS = 7;

export const EMPTY_FIGURES: DayFigures = {
  kcal: null,
  protein_g: null,
  carbs_g: null,
  fat_g: null,
  fiber_g: null,
  water_ml: null,
  note: null,
};

const figuresOf = (log: NutritionLog): DayFigures => ({
  kcal: log.kcal,
  protein_g: log.protein_g,
  carbs_g: log.carbs_g,
  fat_g: log.fat_g,
  fiber_g: log.fiber_g,
  water_ml: log.water_ml,
  note: log.note,
});

/**
 * The day's figures and photos as shown: the last queued write for that day when one waits (a
 * save sends the day whole, so the newest one wins; photos only when a save changed them), else
 * the server's log.
 */
export function dayFigures(
  logs: readonly NutritionLog[],
  queue: readonly OutboxEntry[],
  date: string,
): { figures: DayFigures | null; photos: NutritionPhoto[]; queued: boolean } {
  const stored = logs.find((log) => log.date === date);
  let figures: DayFigures | null = null;
  let photos: NutritionPhoto[] = stored?.attachments ?? [];
  for (const entry of queue) {
    if (entry.kind !== "nutrition" || entry.date !== date) continue;
    figures = entry.figures;
    if (entry.photos) photos = entry.photos;
  }
  if (figures) return { figures, photos, queued: true };
  return { figures: stored ? figuresOf(stored) : null, photos, queued: false };
}

/** Sums with one decimal: food tables give 3.9 g, and 0.1 + 0.2 must not show as 0.30000000000000004. */
const plus = (a: number | null, b: number | null) =>
  a === null && b === null ? null : Math.round(((a ?? 0) + (b ?? 0)) * 10) / 10;

/** A chip's figures added to the day's (a food or a past day; water only where the chip has it). */
export function addFigures(
  day: DayFigures,
  add: Partial<Pick<DayFigures, "kcal" | "protein_g" | "carbs_g" | "fat_g" | "water_ml">>,
): DayFigures {
  return {
    ...day,
    kcal: plus(day.kcal, add.kcal ?? null),
    protein_g: plus(day.protein_g, add.protein_g ?? null),
    carbs_g: plus(day.carbs_g, add.carbs_g ?? null),
    fat_g: plus(day.fat_g, add.fat_g ?? null),
    water_ml: plus(day.water_ml, add.water_ml ?? null),
  };
}

/**
 * Today's nutrition on the client's home screen: the plan's target for today (the server says
 * which, training or rest day, by the rule it counts compliance with), today's figures with the
 * queue applied, and the recent days and saved foods the quick entry offers.
 */
export function useTodayNutrition(clientId: number, today: string) {
  const queue = useStore(outboxStore);
  const enabled = clientId > 0;
  const plan = useQuery({ ...trpc.nutrition.plan.get.queryOptions({ client_id: clientId }), enabled });
  const logs = useQuery({
    ...trpc.nutrition.logs.list.queryOptions({
      client_id: clientId,
      start_date: addDays(today, -RECENT_DAYS),
      end_date: today,
    }),
    enabled,
  });
  const hasPlan = Boolean(plan.data?.nutrition_plan);
  const foods = useQuery({ ...trpc.nutrition.foods.list.queryOptions({}), enabled: enabled && hasPlan });
  const answeredDay = plan.data?.today?.date;
  const { refetch } = plan;
  // An answer kept from another day (the app stayed open, or offline, past midnight) asks again.
  useEffect(() => {
    if (answeredDay && answeredDay !== today) void refetch();
  }, [answeredDay, today, refetch]);
  const nutritionPlan = plan.data?.nutrition_plan ?? null;
  const dayType = plan.data?.today?.day_type ?? "rest";
  const target = nutritionPlan ? nutritionPlan[dayType === "training" ? "training_day" : "rest_day"] : null;
  const list = logs.data?.daily_nutrition_logs ?? [];
  const recent = list.filter((log) => log.date < today && (log.kcal ?? 0) > 0);
  return {
    plan,
    target,
    dayType,
    today: dayFigures(list, queue, today),
    recent,
    foods: foods.data ?? [],
  };
}
