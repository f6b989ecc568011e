import { count, eq } from "drizzle-orm";
import { MAX_HABITS_PER_CLIENT } from "#shared/habit-rules";
import { fieldMessage, message } from "#shared/messages";
import { habits } from "../../../db/schema";
import { AppError } from "../../errors";
import type { Actor } from "../../services/actor";
import type { ServiceDeps } from "../../services/deps";
import { habitScope, loadHabit } from "./access";
import type { THabitDraft } from "./schemas";
import {
  checkInView,
  checkInWindowStart,
  doneDatesByHabit,
  habitsOfClient,
  habitView,
  presentHabit,
  recentCheckIns,
} from "./view";

/**
 * A client's habits (issue 31): coaches create, change and delete them; the list answers each
 * with its compliance and streak, and the check-ins of the last four weeks for the coach's grid
 * and the client's today.
 */

/** The stored columns of a draft (what an update overwrites: an absent field is cleared). */
function columnsOf(draft: THabitDraft, today: string) {
  return {
    name: draft.name,
    target_text: draft.target_text || null,
    days_per_week: draft.days_per_week,
    start_date: draft.start_date ?? today,
    end_date: draft.end_date ?? null,
  };
}

/** A start defaulted to today must still come before the end the coach gave. */
function assertDates(columns: { start_date: string; end_date: string | null }) {
  if (columns.end_date !== null && columns.end_date < columns.start_date)
    throw new AppError("BAD_REQUEST", undefined, [
      { path: "habit.end_date", message: fieldMessage("END_BEFORE_START") },
    ]);
}

/** GET /clients/{id}/habits. */
export async function listHabits(deps: ServiceDeps, actor: Actor, clientId: number) {
  const scope = await habitScope(deps, actor, clientId);
  const rows = await habitsOfClient(deps, scope.clientId);
  const checkIns = await recentCheckIns(
    deps,
    rows.map((r) => r.id),
    scope.today,
  );
  const done = doneDatesByHabit(checkIns);
  const windowStart = checkInWindowStart(scope.today);
  return {
    habits: rows.map((row) => habitView(row, done.get(row.id) ?? new Set(), scope.today)),
    check_ins: checkIns.filter((c) => c.date >= windowStart && c.date <= scope.today).map(checkInView),
    today: scope.today,
  };
}

/** POST /clients/{id}/habits (coaches). */
export async function createHabit(deps: ServiceDeps, actor: Actor, clientId: number, draft: THabitDraft) {
  const scope = await habitScope(deps, actor, clientId, { coachesOnly: true });
  const columns = columnsOf(draft, scope.today);
  assertDates(columns);
  const [held] = await deps.db
    .select({ n: count() })
    .from(habits)
    .where(eq(habits.client_id, scope.clientId));
  if ((held?.n ?? 0) >= MAX_HABITS_PER_CLIENT)
    throw new AppError("CONFLICT", message("HABIT_LIMIT", { max: MAX_HABITS_PER_CLIENT }));
  const now = deps.clock.now().toISOString();
  const [row] = await deps.db
    .insert(habits)
    .values({
      client_id: scope.clientId,
      ...columns,
      author_id: actor.user.id,
      created_at: now,
      updated_at: now,
    })
    .returning();
  return { habit: await presentHabit(deps, row!, scope.today) };
}

/** PUT /habits/{id} (coaches): replaces the habit; its check-ins stay (outside the dates they no longer count). */
export async function updateHabit(deps: ServiceDeps, actor: Actor, id: number, draft: THabitDraft) {
  const { habit, scope } = await loadHabit(deps, actor, id, { coachesOnly: true });
  const columns = columnsOf({ ...draft, start_date: draft.start_date ?? habit.start_date }, scope.today);
  assertDates(columns);
  const [row] = await deps.db
    .update(habits)
    .set({ ...columns, updated_at: deps.clock.now().toISOString() })
    .where(eq(habits.id, habit.id))
    .returning();
  return { habit: await presentHabit(deps, row!, scope.today) };
}

/** DELETE /habits/{id} (coaches), with its check-ins. */
export async function deleteHabit(deps: ServiceDeps, actor: Actor, id: number) {
  const { habit } = await loadHabit(deps, actor, id, { coachesOnly: true });
  await deps.db.delete(habits).where(eq(habits.id, habit.id));
  return { success: 0 as const, msg: message("HABIT_DELETED") };
}
