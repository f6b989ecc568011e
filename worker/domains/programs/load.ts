import { and, asc, countDistinct, eq, gte, isNull } from "drizzle-orm";
import { program_assignments, programs, workouts } from "../../../db/schema";
import { inIds } from "../../data/sql";
import { AppError } from "../../errors";
import { assertInOrganization, requireCoach } from "../../services/access";
import type { Actor } from "../../services/actor";
import type { ServiceDeps } from "../../services/deps";

export type ProgramRow = typeof programs.$inferSelect;

/** A program within the caller's reach, or 404 (also for ids of other organizations). */
export async function loadProgramInScope(deps: ServiceDeps, actor: Actor, id: number): Promise<ProgramRow> {
  requireCoach(actor);
  const [row] = await deps.db.select().from(programs).where(eq(programs.id, id)).limit(1);
  if (!row) throw new AppError("NOT_FOUND");
  assertInOrganization(actor, row.organization_id);
  return row;
}

/**
 * SPEC's program fields plus `program_assignment_ids`, `workout_ids` (day order) and the list's
 * figures: `weeks`, `workouts_count` (templates) and `clients_count` (distinct clients whose
 * assignment of it ends today UTC or later).
 */
export function publicProgram(
  row: ProgramRow,
  workoutIds: number[],
  assignmentIds: number[],
  clientsCount: number,
) {
  return {
    ...row,
    program_assignment_ids: assignmentIds,
    workout_ids: workoutIds,
    weeks: Math.max(1, Math.trunc(row.length / 7)),
    workouts_count: workoutIds.length,
    clients_count: clientsCount,
  };
}
export type PublicProgram = ReturnType<typeof publicProgram>;

/**
 * Programs with their template workout ids (by position, order, id), assignment ids and figures:
 * three statements for a whole page, whatever its size.
 */
export async function presentPrograms(deps: ServiceDeps, rows: ProgramRow[]): Promise<PublicProgram[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [templateRows, assignmentRows, clients] = await Promise.all([
    deps.db
      .select({ id: workouts.id, program_id: workouts.program_id })
      .from(workouts)
      .where(and(inIds(workouts.program_id, ids), isNull(workouts.client_id)))
      .orderBy(asc(workouts.program_id), asc(workouts.position), asc(workouts.order), asc(workouts.id)),
    deps.db
      .select({ id: program_assignments.id, program_id: program_assignments.program_id })
      .from(program_assignments)
      .where(inIds(program_assignments.program_id, ids))
      .orderBy(asc(program_assignments.id)),
    clientsCounts(deps, ids),
  ]);
  const group = (list: { id: number; program_id: number | null }[]) => {
    const map = new Map<number, number[]>();
    for (const r of list) {
      if (r.program_id === null) continue;
      const l = map.get(r.program_id);
      if (l) l.push(r.id);
      else map.set(r.program_id, [r.id]);
    }
    return map;
  };
  const w = group(templateRows);
  const a = group(assignmentRows);
  return rows.map((r) => publicProgram(r, w.get(r.id) ?? [], a.get(r.id) ?? [], clients.get(r.id) ?? 0));
}

/** Per program, the distinct clients holding an assignment of it that ends today (UTC) or later. */
export async function clientsCounts(deps: ServiceDeps, ids: number[]): Promise<Map<number, number>> {
  const todayUtc = deps.clock.now().toISOString().slice(0, 10);
  const rows = await deps.db
    .select({ program_id: program_assignments.program_id, n: countDistinct(program_assignments.client_id) })
    .from(program_assignments)
    .where(and(inIds(program_assignments.program_id, ids), gte(program_assignments.end_date, todayUtc)))
    .groupBy(program_assignments.program_id);
  return new Map(rows.map((r) => [r.program_id, r.n]));
}
