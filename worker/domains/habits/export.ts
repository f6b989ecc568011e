import { asc, inArray } from "drizzle-orm";
import { habit_check_ins } from "../../../db/schema";
import type { ServiceDeps } from "../../services/deps";
import { checkInView, doneDatesByHabit, habitsOfClient, habitView } from "./view";

/**
 * A client's habits in its data export (issue 31): each habit as the list answers it (rates and
 * streak as of the client's today) and every check-in it ever had, oldest first. The caller has
 * already checked who may export the client.
 */
export async function habitsExport(deps: ServiceDeps, clientId: number, today: string) {
  const rows = await habitsOfClient(deps, clientId);
  const checkIns =
    rows.length === 0
      ? []
      : await deps.db
          .select({
            id: habit_check_ins.id,
            habit_id: habit_check_ins.habit_id,
            date: habit_check_ins.date,
            done: habit_check_ins.done,
          })
          .from(habit_check_ins)
          .where(
            inArray(
              habit_check_ins.habit_id,
              rows.map((r) => r.id),
            ),
          )
          .orderBy(asc(habit_check_ins.date), asc(habit_check_ins.habit_id));
  const done = doneDatesByHabit(checkIns);
  return {
    habits: rows.map((row) => habitView(row, done.get(row.id) ?? new Set(), today)),
    check_ins: checkIns.map(checkInView),
  };
}
