import { sql } from "drizzle-orm";
import { workout_items, workouts } from "../../../db/schema";
import type { ServiceDeps } from "../../services/deps";
import type { EmailWorkout } from "./templates/client-emails";

type WorkoutRow = Omit<EmailWorkout, "items"> & { client_id: number; hidden: boolean };

/**
 * The workouts of `clientIds` due on `dates`, with their items, as emails show them, in the
 * client's order of the day. Hidden ones come back marked: no email shows them, but a day that
 * holds only hidden workouts is skipped as `hidden`, not as empty.
 */
export async function workoutsOn(
  deps: ServiceDeps,
  clientIds: readonly number[],
  dates: readonly string[],
): Promise<Map<number, (EmailWorkout & { hidden: boolean })[]>> {
  const byClient = new Map<number, (EmailWorkout & { hidden: boolean })[]>();
  if (clientIds.length === 0) return byClient;
  const rows = await deps.db
    .select({
      id: workouts.id,
      client_id: sql<number>`${workouts.client_id}`,
      title: workouts.title,
      due: sql<string>`${workouts.due}`,
      rest_day: workouts.rest_day,
      rest_day_instructions: workouts.rest_day_instructions,
      warmup: workouts.warmup,
      cooldown: workouts.cooldown,
      hidden: workouts.hidden,
    })
    .from(workouts)
    .where(
      sql`${workouts.client_id} IN (SELECT value FROM json_each(${JSON.stringify(clientIds)}))
        AND ${workouts.due} IN (SELECT value FROM json_each(${JSON.stringify(dates)}))`,
    )
    .orderBy(workouts.due, workouts.order, workouts.id);
  const shown = rows.filter((w: WorkoutRow) => !w.hidden && !w.rest_day).map((w) => w.id);
  const items = shown.length
    ? await deps.db
        .select({ workout_id: workout_items.workout_id, name: workout_items.name, info: workout_items.info })
        .from(workout_items)
        .where(sql`${workout_items.workout_id} IN (SELECT value FROM json_each(${JSON.stringify(shown)}))`)
        .orderBy(workout_items.workout_id, workout_items.position, workout_items.id)
    : [];
  const itemsOf = new Map<number, EmailWorkout["items"]>();
  for (const item of items) {
    const list = itemsOf.get(item.workout_id) ?? [];
    list.push({ name: item.name, info: item.info });
    itemsOf.set(item.workout_id, list);
  }
  for (const row of rows) {
    const list = byClient.get(row.client_id) ?? [];
    list.push({ ...row, items: itemsOf.get(row.id) ?? [] });
    byClient.set(row.client_id, list);
  }
  return byClient;
}
