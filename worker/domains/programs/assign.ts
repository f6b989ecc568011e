import { and, eq, gte, lte, type SQL, sql } from "drizzle-orm";
import { fieldMessage, message } from "#shared/messages";
import { MAX_ASSIGNED_WORKOUTS } from "#shared/shared-rules";
import { clients, program_assignments, users, type workout_items, workouts } from "../../../db/schema";
import { inIds, jsonChunks, uuidV7 } from "../../data/sql";
import type { CopyPlan } from "../../data/table-copy";
import { AppError } from "../../errors";
import type { Actor } from "../../services/actor";
import type { ServiceDeps } from "../../services/deps";
import { addDays } from "../clients/stats";
import { deliverPlannedWeeks, type PlannedWorkout, weeksPlannedNotice } from "../notifications/causes";
import { writeWorkouts } from "../workouts/writes";
import { guard, lostRace, unchanged } from "./batch-guards";
import { loadProgramInScope, type ProgramRow } from "./load";
import type { TAssignProgramInput } from "./schemas";
import { copyItemsFrom, copyWorkoutsFrom } from "./template-copy";
import { loadTemplates } from "./templates";

/**
 * How assignment (and program sync's "added") copies a template workout to a client (every other
 * column is copied from the template: see table-copy.ts; tests/worker/copies.test.ts checks the
 * lists). The source rows are `j` (one JSON mapping row: [template id, client id, uuid, due,
 * template fingerprint, …]), `t` (the template) and `c` (the client). `assignmentId` is the SQL
 * giving the copy's assignment row: assignment finds the row of this job in the same batch
 * (assignmentOfJob), sync knows it.
 */
export function assignedWorkoutCopy(
  program: { id: number; name: string },
  now: string,
  assignmentId: SQL,
): CopyPlan<typeof workouts> {
  return {
    exclude: {
      id: "a new row",
      completed_at: "a fresh copy is not completed",
      import_key: "only imported rows carry their source",
    },
    override: () => ({
      uuid: sql`json_extract(j.value, '$[2]')`,
      client_id: sql`c.id`,
      trainer_id: sql`c.trainer_id`,
      organization_id: sql`c.organization_id`,
      due: sql`json_extract(j.value, '$[3]')`,
      state: sql`'pending'`,
      program_name: sql`${program.name}`,
      program_id: sql`${program.id}`,
      program_assignment_id: assignmentId,
      // Program sync: which template this copy came from and what was copied (fingerprint.ts).
      template_workout_id: sql`t.id`,
      template_hash: sql`json_extract(j.value, '$[4]')`,
      created_at: sql`${now}`,
      updated_at: sql`${now}`,
    }),
  };
}

/**
 * The new workout's assignment row of this job, written earlier in the same batch and found by
 * (job_key, client_id) through program_assignments_job_client_unique.
 */
export function assignmentOfJob(jobKey: string): SQL {
  return sql`(SELECT pa.id FROM ${program_assignments} AS pa WHERE pa.job_key = ${jobKey} AND pa.client_id = c.id)`;
}

/** How assignment copies a template's items: new workout, no result, pending. */
export function assignedItemCopy(now: string): CopyPlan<typeof workout_items> {
  return {
    exclude: { id: "a new row", import_key: "only imported rows carry their source" },
    override: () => ({
      workout_id: sql`nw.id`,
      result: sql`NULL`,
      result_sets: sql`'[]'`,
      result_sets_override: sql`NULL`,
      state: sql`'pending'`,
      created_at: sql`${now}`,
      updated_at: sql`${now}`,
    }),
  };
}

/** One copy of the JSON mapping: template id, client id, the copy's uuid, due date, fingerprint. */
export type AssignedCopyRow = [templateId: number, clientId: number, uuid: string, due: string, hash: string];

type ClientTarget = { id: number; organization_id: number | null; timezone: string | null };
type Preview = {
  client_id: number;
  added: number;
  replaced_pending: number;
  completed_in_range: number;
  completed_deleted: number;
  busy_dates: string[];
  busy_completed_dates: string[];
};

/** The request's clients (deduplicated, in order): all in the program's organization, else 404. */
async function loadTargets(deps: ServiceDeps, program: ProgramRow, clientIds: number[]) {
  const rows: ClientTarget[] = await deps.db
    .select({ id: clients.id, organization_id: clients.organization_id, timezone: users.timezone })
    .from(clients)
    .innerJoin(users, eq(users.id, clients.user_id))
    .where(inIds(clients.id, clientIds));
  if (rows.length !== clientIds.length || rows.some((c) => c.organization_id !== program.organization_id)) {
    throw new AppError("NOT_FOUND", message("CLIENT_NOT_FOUND"), [
      { path: "client_ids", message: fieldMessage("CLIENT_NOT_FOUND") },
    ]);
  }
  return rows;
}

/**
 * The assignment rows this job already holds for these clients: those clients are skipped (their
 * group succeeded before). A key used for another program is a 409: the rows say nothing about
 * this one.
 */
async function heldByJob(deps: ServiceDeps, programId: number, jobKey: string, clientIds: number[]) {
  const held = await deps.db
    .select({
      id: program_assignments.id,
      client_id: program_assignments.client_id,
      program_id: program_assignments.program_id,
    })
    .from(program_assignments)
    .where(and(eq(program_assignments.job_key, jobKey), inIds(program_assignments.client_id, clientIds)));
  if (held.some((h) => h.program_id !== programId)) {
    throw new AppError("CONFLICT", undefined, [{ path: "job_key", message: fieldMessage("JOB_KEY_USED") }]);
  }
  return held;
}

/** Per client: its pending and completed workouts due in [start, end] (one grouped index range). */
async function workoutsInRange(deps: ServiceDeps, clientIds: number[], start: string, end: string) {
  const rows = await deps.db
    .select({
      client_id: workouts.client_id,
      pending: sql<number>`sum(${workouts.state} = 'pending')`,
      completed: sql<number>`sum(${workouts.state} = 'completed')`,
    })
    .from(workouts)
    .where(and(inIds(workouts.client_id, clientIds), gte(workouts.due, start), lte(workouts.due, end)))
    .groupBy(workouts.client_id);
  return new Map(
    rows.map((r) => [r.client_id, { pending: Number(r.pending), completed: Number(r.completed) }]),
  );
}

/**
 * Per client: the days in [start, end] that already hold a workout of the client, each with
 * whether one of them is completed (one grouped index range, like workoutsInRange).
 */
async function daysWithWorkouts(deps: ServiceDeps, clientIds: number[], start: string, end: string) {
  const rows = await deps.db
    .select({
      client_id: workouts.client_id,
      due: workouts.due,
      completed: sql<number>`max(${workouts.state} = 'completed')`,
    })
    .from(workouts)
    .where(and(inIds(workouts.client_id, clientIds), gte(workouts.due, start), lte(workouts.due, end)))
    .groupBy(workouts.client_id, workouts.due)
    .orderBy(workouts.client_id, workouts.due);
  const days = new Map<number, { due: string; completed: boolean }[]>();
  for (const r of rows) {
    if (r.client_id === null || r.due === null) continue;
    const list = days.get(r.client_id) ?? [];
    list.push({ due: r.due, completed: Number(r.completed) === 1 });
    days.set(r.client_id, list);
  }
  return days;
}

/**
 * POST /programs/{id}/assign_job. Every template workout at day p becomes a pending workout of
 * each client due start_date + p − 1 (up to end_date), with all its content and items, the
 * program's id and name, the client's trainer and organization, and `program_assignment_id` of
 * the client's new program_assignments row (tagged with the job's key); for program sync (sync.ts)
 * also the template's id and fingerprint (template_workout_id, template_hash). With `replace`, the
 * clients' workouts due from start_date to end_date are deleted first (only the pending ones with
 * `keep_completed`). Clients holding this job's assignment already are skipped; `dry_run` answers
 * the per-client counts of the same request and writes nothing, with the days that would hold a
 * second workout: `busy_dates` (a day the program adds to that already holds one of the client's
 * workouts: doubled when adding alongside) and `busy_completed_dates` (those of them holding a
 * completed one, which replace keeps unless told otherwise), so the coach never doubles a day
 * without being told (issue 22).
 *
 * Everything is one db.batch (atomic: a failure leaves the old workouts in place) of a few
 * set-based statements: the (template, client, uuid, due) list travels as one JSON parameter per
 * chunk and SQLite copies rows with INSERT … SELECT, so 84 templates × 6 items to 100 clients
 * (8,400 workouts, 50,400 items) is a handful of statements. New items find their workout
 * through its uuid.
 */
export async function assignProgram(deps: ServiceDeps, actor: Actor, id: number, input: TAssignProgramInput) {
  const program = await loadProgramInScope(deps, actor, id);
  const clientIds = [...new Set(input.client_ids)];
  const targets = await loadTargets(deps, program, clientIds);
  const jobKey = input.job_key ?? crypto.randomUUID();
  const held = await heldByJob(deps, id, jobKey, clientIds);
  const skipped = new Set(held.map((h) => h.client_id));
  const todo = clientIds.filter((c) => !skipped.has(c));
  const replace = input.replace === true;
  const keepCompleted = input.keep_completed === true;

  const start = input.start_date;
  const end = input.end_date ?? addDays(start, program.length - 1);
  const templates = (await loadTemplates(deps, id))
    .map((t) => ({
      id: t.row.id,
      updated_at: t.row.updated_at,
      due: addDays(start, t.day - 1),
      hash: t.hash,
      hidden: t.row.hidden,
      title: t.row.title,
    }))
    .filter((t) => t.due <= end);
  const count = templates.length * todo.length;
  if (count > MAX_ASSIGNED_WORKOUTS) {
    throw new AppError("BAD_REQUEST", message("ASSIGN_TOO_MANY", { max: MAX_ASSIGNED_WORKOUTS }));
  }
  const answer = (newIds: number[]) => ({
    success: 0 as const,
    msg: message("PROGRAM_APPLIED"),
    workouts_count: count,
    program_assignment_ids: [...held.map((h) => h.id), ...newIds].sort((a, b) => a - b),
    // A batch writes all of its clients or none: after one, every client of the request is done.
    clients_done: newIds.length > 0 ? clientIds : clientIds.filter((c) => skipped.has(c)),
    clients_skipped: clientIds.filter((c) => skipped.has(c)),
    job_key: jobKey,
  });

  if (input.dry_run === true) {
    const inRange = await workoutsInRange(deps, clientIds, start, end);
    const busy = await daysWithWorkouts(deps, clientIds, start, end);
    const programDays = new Set(templates.map((t) => t.due));
    const preview: Preview[] = clientIds.map((clientId) => {
      const found = inRange.get(clientId) ?? { pending: 0, completed: 0 };
      const writes = !skipped.has(clientId);
      const doubled = writes ? (busy.get(clientId) ?? []).filter((d) => programDays.has(d.due)) : [];
      return {
        client_id: clientId,
        added: writes ? templates.length : 0,
        replaced_pending: writes && replace ? found.pending : 0,
        completed_in_range: found.completed,
        completed_deleted: writes && replace && !keepCompleted ? found.completed : 0,
        busy_dates: doubled.map((d) => d.due),
        busy_completed_dates: doubled.filter((d) => d.completed).map((d) => d.due),
      };
    });
    return { ...answer([]), preview };
  }
  if (todo.length === 0) return answer([]);

  const now = deps.clock.now().toISOString();
  const uuids = uuidV7(count, deps.clock.now().getTime());
  const mapping: AssignedCopyRow[] = [];
  const planned: PlannedWorkout[] = [];
  for (const clientId of todo) {
    for (const t of templates) {
      const uuid = uuids[mapping.length]!;
      mapping.push([t.id, clientId, uuid, t.due, t.hash]);
      planned.push({ clientId, due: t.due, uuid, hidden: t.hidden, title: t.title });
    }
  }
  const chunks = jsonChunks(mapping);
  const db = deps.db;
  const deletes = replace
    ? [
        db
          .delete(workouts)
          .where(
            and(
              inIds(workouts.client_id, todo),
              gte(workouts.due, start),
              lte(workouts.due, end),
              keepCompleted ? eq(workouts.state, "pending") : undefined,
            ),
          ),
      ]
    : [];
  const insertWorkouts = chunks.map((json) =>
    copyWorkoutsFrom(deps, json, assignedWorkoutCopy(program, now, assignmentOfJob(jobKey)), {
      source: "$[0]",
      client: "$[1]",
    }),
  );
  const insertItems = chunks.map((json) =>
    copyItemsFrom(deps, json, assignedItemCopy(now), { source: "$[0]", target: { uuid: "$[2]" } }),
  );
  // A group sent twice at once: the second batch breaks program_assignments_job_client_unique
  // and is rolled back whole; the error mapping answers 409 (worker/errors.ts conflictFromUnique).
  const insertAssignments = db.all<{ id: number }>(sql`
    INSERT INTO ${program_assignments} (program_id, client_id, start_date, end_date, assigned_by_id, job_key, created_at, updated_at)
    SELECT ${program.id}, j.value, ${start}, ${end}, ${actor.user.id}, ${jobKey}, ${now}, ${now}
    FROM json_each(${JSON.stringify(todo)}) AS j ORDER BY j.key
    RETURNING id`);
  // The fingerprints were computed from the templates as read: if one changed since, the copies
  // would carry a stale fingerprint (and look customised to sync for good), so the batch fails
  // and the request answers 409.
  const conditions = unchanged(
    templates.map((t) => [t.id, t.updated_at]),
    false,
  );
  // Weeks a client saw nothing of tell it a week was planned (the copies are found by uuid).
  const notice = await weeksPlannedNotice(deps, planned, actor.user.id, now);
  const todoSet = new Set(todo);
  let results: unknown[];
  try {
    results = await writeWorkouts(
      deps,
      [
        insertAssignments,
        ...conditions.map((condition) => guard(deps, condition)),
        ...deletes,
        ...insertWorkouts,
        ...insertItems,
        ...(notice?.statements ?? []),
      ],
      targets.filter((c) => todoSet.has(c.id)),
    );
  } catch (error) {
    if (await lostRace(deps, error, conditions)) throw new AppError("CONFLICT", message("ASSIGN_CHANGED"));
    throw error;
  }
  const noticeAt = 1 + conditions.length + deletes.length + insertWorkouts.length + insertItems.length;
  await deliverPlannedWeeks(deps, notice, results.slice(noticeAt));
  const created = (results[0] as unknown as { id: number }[]).map((r) => Number(r.id));
  return answer(created);
}
