import { and, asc, eq, sql } from "drizzle-orm";
import { clients, comments, program_assignments, users, workout_items, workouts } from "../../../db/schema";
import { inIds } from "../../data/sql";
import type { ServiceDeps } from "../../services/deps";
import type { FingerprintItem } from "./fingerprint";

/**
 * What program sync reads besides the templates (templates.ts): the program's assignments with
 * their clients, the assignments' copies, and the items of the copies that need a fingerprint.
 * Three statements whatever the number of clients; ids travel as one JSON parameter (inIds).
 */

export type SyncAssignment = {
  id: number;
  client_id: number;
  start_date: string;
  end_date: string;
  created_at: string;
  /** Moves when a sync writes this assignment: templates created before it are not "added" again. */
  updated_at: string;
  name: string;
  timezone: string | null;
};

/** The program's assignments (only of `clientIds` when given), by client name, client, start date. */
export function loadAssignments(
  deps: ServiceDeps,
  programId: number,
  clientIds: readonly number[] | undefined,
): Promise<SyncAssignment[]> {
  return deps.db
    .select({
      id: program_assignments.id,
      client_id: program_assignments.client_id,
      start_date: program_assignments.start_date,
      end_date: program_assignments.end_date,
      created_at: program_assignments.created_at,
      updated_at: program_assignments.updated_at,
      name: users.name,
      timezone: users.timezone,
    })
    .from(program_assignments)
    .innerJoin(clients, eq(clients.id, program_assignments.client_id))
    .innerJoin(users, eq(users.id, clients.user_id))
    .where(
      and(
        eq(program_assignments.program_id, programId),
        clientIds === undefined ? undefined : inIds(program_assignments.client_id, clientIds),
      ),
    )
    .orderBy(
      asc(users.name),
      asc(clients.id),
      asc(program_assignments.start_date),
      asc(program_assignments.id),
    );
}

/** What sync needs of a copy: state, day, link, fingerprint inputs (no items: loadCopyItems). */
const copyColumns = {
  id: workouts.id,
  client_id: workouts.client_id,
  program_assignment_id: workouts.program_assignment_id,
  due: workouts.due,
  state: workouts.state,
  updated_at: workouts.updated_at,
  template_workout_id: workouts.template_workout_id,
  template_hash: workouts.template_hash,
  title: workouts.title,
  short_description: workouts.short_description,
  rest_day: workouts.rest_day,
  rest_day_instructions: workouts.rest_day_instructions,
  warmup: workouts.warmup,
  warmup_selected_exercises: workouts.warmup_selected_exercises,
  cooldown: workouts.cooldown,
  cooldown_selected_exercises: workouts.cooldown_selected_exercises,
  hidden: workouts.hidden,
  order: workouts.order,
  /**
   * A pending copy the client has started (an item with a result, or completed) or that has a
   * comment: removing it would delete what was said (comments go with their workout), updating
   * it would replace the items the comments are about.
   */
  // Spelled out qualified: Drizzle writes a single-table select's columns unqualified, and an
  // unqualified "id" inside the subquery would be the item's.
  started: sql<number>`CASE WHEN "workouts"."state" = 'pending' THEN (EXISTS (
    SELECT 1 FROM ${workout_items} AS si WHERE si.workout_id = "workouts"."id"
      AND (si.state = 'completed' OR trim(coalesce(si.result, '')) <> ''))
    OR EXISTS (SELECT 1 FROM ${comments} AS sc WHERE sc.workout_id = "workouts"."id")) ELSE 0 END`,
};

function copiesQuery(deps: ServiceDeps, assignmentIds: readonly number[]) {
  return deps.db
    .select(copyColumns)
    .from(workouts)
    .where(
      and(
        inIds(workouts.program_assignment_id, assignmentIds),
        // A copy the coach moved to another client is that client's workout now, no longer the
        // assignment's: sync neither counts nor touches it.
        sql`"workouts"."client_id" = (SELECT pa.client_id FROM ${program_assignments} AS pa WHERE pa.id = "workouts"."program_assignment_id")`,
      ),
    )
    .orderBy(asc(workouts.id));
}

export type SyncCopy = Omit<Awaited<ReturnType<typeof copiesQuery>>[number], "started"> & {
  started: boolean;
};

/**
 * Every workout made by these assignments (over workouts_program_assignment_idx), by assignment,
 * without items: most copies are decided without them (unchanged template, completed, past).
 */
export async function loadCopies(deps: ServiceDeps, assignmentIds: readonly number[]) {
  const byAssignment = new Map<number, SyncCopy[]>();
  if (assignmentIds.length === 0) return byAssignment;
  for (const row of await copiesQuery(deps, assignmentIds)) {
    const copy: SyncCopy = { ...row, started: Boolean(row.started) };
    const id = copy.program_assignment_id!;
    const list = byAssignment.get(id);
    if (list) list.push(copy);
    else byAssignment.set(id, [copy]);
  }
  return byAssignment;
}

/** The items of the copies whose fingerprint sync must compute (one statement), by workout. */
export async function loadCopyItems(deps: ServiceDeps, workoutIds: readonly number[]) {
  const byWorkout = new Map<number, FingerprintItem[]>();
  if (workoutIds.length === 0) return byWorkout;
  const rows = await deps.db
    .select({
      workout_id: workout_items.workout_id,
      id: workout_items.id,
      name: workout_items.name,
      info: workout_items.info,
      is_circuit: workout_items.is_circuit,
      selected_exercises: workout_items.selected_exercises,
      request_video: workout_items.request_video,
      linked: workout_items.linked,
      attachments: workout_items.attachments,
      position: workout_items.position,
    })
    .from(workout_items)
    .where(inIds(workout_items.workout_id, workoutIds));
  for (const { workout_id, ...item } of rows) {
    const list = byWorkout.get(workout_id);
    if (list) list.push(item);
    else byWorkout.set(workout_id, [item]);
  }
  return byWorkout;
}
