import { and, count, desc, eq, getTableColumns, gte, sql } from "drizzle-orm";
import { message } from "#shared/messages";
import { clients, program_assignments, users, workouts } from "../../../db/schema";
import { AppError } from "../../errors";
import { requireCoach } from "../../services/access";
import type { Actor } from "../../services/actor";
import type { ServiceDeps } from "../../services/deps";
import { localDate } from "../clients/stats";
import { paged, pageWindow } from "../shared/paging";
import { writeWorkouts } from "../workouts/writes";
import { loadProgramInScope } from "./load";
import type { TListAssignmentsInput } from "./schemas";

/**
 * A program's assignments (who follows it from when) and unassigning. "Future" is the client's
 * own today: its local date in its user's time zone (clients/stats.ts localDate), as everywhere a
 * client's day matters.
 */

/**
 * Per assignment, its pending workouts due on or after the given date, in one grouped statement
 * over workouts_program_assignment_idx: `[[assignment id, date], …]` travels as one JSON value.
 */
async function pendingFutureCounts(deps: ServiceDeps, pairs: [number, string][]) {
  if (pairs.length === 0) return new Map<number, number>();
  const rows = await deps.db.all<{ id: number; n: number }>(sql`
    SELECT w.program_assignment_id AS id, count(*) AS n
    FROM json_each(${JSON.stringify(pairs)}) AS j
    JOIN ${workouts} AS w ON w.program_assignment_id = json_extract(j.value, '$[0]')
      AND w.state = 'pending' AND w.due >= json_extract(j.value, '$[1]')
    GROUP BY w.program_assignment_id`);
  return new Map(rows.map((r) => [Number(r.id), Number(r.n)]));
}

/**
 * GET /programs/{id}/assignments: newest first, each with its client's name and how many of its
 * workouts are still ahead (pending, due today or later for the client). Three statements a page.
 */
export async function listProgramAssignments(
  deps: ServiceDeps,
  actor: Actor,
  id: number,
  input: TListAssignmentsInput,
) {
  await loadProgramInScope(deps, actor, id);
  const window = pageWindow(input);
  const where = eq(program_assignments.program_id, id);
  const { rows, meta } = await paged(
    window,
    (w) =>
      deps.db
        .select({
          ...getTableColumns(program_assignments),
          client_name: users.name,
          timezone: users.timezone,
        })
        .from(program_assignments)
        .innerJoin(clients, eq(clients.id, program_assignments.client_id))
        .innerJoin(users, eq(users.id, clients.user_id))
        .where(where)
        .orderBy(desc(program_assignments.id))
        .limit(w.size)
        .offset(w.offset),
    () => deps.db.select({ n: count() }).from(program_assignments).where(where),
  );
  const now = deps.clock.now();
  const ahead = await pendingFutureCounts(
    deps,
    rows.map((r) => [r.id, localDate(r.timezone, now)]),
  );
  return {
    program_assignments: rows.map(({ timezone: _timezone, ...row }) => ({
      ...row,
      pending_future_count: ahead.get(row.id) ?? 0,
    })),
    meta,
  };
}

/**
 * DELETE /program_assignments/{id}: the assignment row and its workouts that are still ahead
 * (pending, due today or later in the client's time zone), in one batch with the client's figures.
 * Completed and past workouts stay (their program_assignment_id becomes null through the FK).
 * Coaches of the program's organization only (404 otherwise, like a missing id).
 */
export async function unassignProgram(deps: ServiceDeps, actor: Actor, id: number) {
  requireCoach(actor);
  const [row] = await deps.db
    .select({
      id: program_assignments.id,
      program_id: program_assignments.program_id,
      client_id: program_assignments.client_id,
      timezone: users.timezone,
    })
    .from(program_assignments)
    .innerJoin(clients, eq(clients.id, program_assignments.client_id))
    .innerJoin(users, eq(users.id, clients.user_id))
    .where(eq(program_assignments.id, id))
    .limit(1);
  if (!row) throw new AppError("NOT_FOUND");
  await loadProgramInScope(deps, actor, row.program_id);
  const today = localDate(row.timezone, deps.clock.now());
  await writeWorkouts(
    deps,
    [
      deps.db
        .delete(workouts)
        .where(
          and(
            eq(workouts.program_assignment_id, id),
            eq(workouts.state, "pending"),
            gte(workouts.due, today),
          ),
        ),
      deps.db.delete(program_assignments).where(eq(program_assignments.id, id)),
    ],
    [{ id: row.client_id, timezone: row.timezone }],
  );
  return { success: 0 as const, msg: message("PROGRAM_UNASSIGNED") };
}
