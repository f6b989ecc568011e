import { habitRunsOn } from "#shared/habit-rules";
import { fieldMessage } from "#shared/messages";
import { habit_check_ins } from "../../../db/schema";
import { AppError } from "../../errors";
import type { Actor } from "../../services/actor";
import type { ServiceDeps } from "../../services/deps";
import { loadHabit } from "./access";
import type { TCheckInDraft } from "./schemas";
import { checkInView, presentHabit } from "./view";

/**
 * POST /habits/{id}/check_ins (issue 31): the client (or a coach in reach) checks a habit off, or
 * unticks it, for a day. One check-in per habit and date: a second one updates it (an upsert on
 * the unique (habit_id, date) index), so the offline queue replaying a check-off is harmless.
 * The day must be within the habit's dates and not after the client's today.
 */
export async function checkIn(deps: ServiceDeps, actor: Actor, habitId: number, draft: TCheckInDraft) {
  const { habit, scope } = await loadHabit(deps, actor, habitId);
  const refusal =
    draft.date > scope.today
      ? fieldMessage("CHECK_IN_IN_FUTURE")
      : habitRunsOn(habit, draft.date)
        ? null
        : fieldMessage("CHECK_IN_OUTSIDE_HABIT");
  if (refusal) throw new AppError("BAD_REQUEST", undefined, [{ path: "check_in.date", message: refusal }]);
  const now = deps.clock.now().toISOString();
  const [row] = await deps.db
    .insert(habit_check_ins)
    .values({ habit_id: habit.id, date: draft.date, done: draft.done, created_at: now, updated_at: now })
    .onConflictDoUpdate({
      target: [habit_check_ins.habit_id, habit_check_ins.date],
      set: { done: draft.done, updated_at: now },
    })
    .returning();
  return { check_in: checkInView(row!), habit: await presentHabit(deps, habit, scope.today) };
}
