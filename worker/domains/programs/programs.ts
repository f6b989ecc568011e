import { and, asc, count, desc, eq, gte, isNull, lte, type SQL, sql } from "drizzle-orm";
import {
  clients,
  organizations,
  program_assignments,
  programs,
  trainers,
  users,
  workout_items,
  workouts,
} from "../../../db/schema";
import { inIds, jsonChunks, uuidV7 } from "../../data/sql";
import { type CopyPlan, insertCopy } from "../../data/table-copy";
import { AppError } from "../../errors";
import { message } from "../../messages";
import { pageMeta, pageWindow } from "../../schemas/paging";
import type {
  TAssignProgramInput,
  TCreateProgramInput,
  TListProgramsInput,
  TUpdateProgramInput,
} from "../../schemas/programs";
import { isSuper, organizationScope, requireCoach } from "../../services/access";
import type { Actor } from "../../services/actor";
import type { ServiceDeps } from "../../services/deps";
import { addDays } from "../clients/stats";
import { workoutListColumns, workoutListRows, workoutsPayload } from "../workouts/load";
import { writeWorkouts } from "../workouts/writes";
import { loadProgramInScope, presentPrograms } from "./load";

/** Most workouts one assign job may create (templates × clients). */
export const MAX_ASSIGNED_WORKOUTS = 50_000;

/** GET /programs: the organization's programs (super: all, or one organization), newest first. */
export async function listPrograms(deps: ServiceDeps, actor: Actor, input: TListProgramsInput) {
  const own = organizationScope(actor);
  // A coach naming another organization is refused like any foreign id (404); the super admin
  // may narrow the list to one organization.
  if (own !== null && input.organization_id !== undefined && input.organization_id !== own) {
    throw new AppError("NOT_FOUND");
  }
  const scope = own ?? input.organization_id ?? null;
  const where = scope === null ? undefined : eq(programs.organization_id, scope);
  const window = pageWindow(input);
  const [rows, [total]] = await Promise.all([
    deps.db
      .select()
      .from(programs)
      .where(where)
      .orderBy(desc(programs.updated_at), desc(programs.id))
      .limit(window.size)
      .offset(window.offset),
    deps.db.select({ n: count() }).from(programs).where(where),
  ]);
  return { programs: await presentPrograms(deps, rows), meta: pageMeta(window, total?.n ?? 0) };
}

/** GET /programs/{id}: the program with its template workouts, their items and its assignments. */
export async function getProgram(deps: ServiceDeps, actor: Actor, id: number) {
  const row = await loadProgramInScope(deps, actor, id);
  const [program] = await presentPrograms(deps, [row]);
  const templates = await deps.db
    .select(workoutListColumns)
    .from(workouts)
    .where(and(eq(workouts.program_id, id), isNull(workouts.client_id)))
    .orderBy(asc(workouts.position), asc(workouts.order), asc(workouts.id));
  const payload = await workoutsPayload(deps, workoutListRows(templates));
  const assignments = await deps.db
    .select()
    .from(program_assignments)
    .where(eq(program_assignments.program_id, id))
    .orderBy(asc(program_assignments.id))
    .limit(1000);
  return {
    program: program!,
    workouts: payload.workouts,
    workout_items: payload.workout_items,
    comments: payload.comments,
    trainers: payload.trainers,
    users: payload.users,
    program_assignments: assignments,
  };
}

/** The program's coach must work in the program's organization (404 otherwise). */
async function assertTrainerIn(deps: ServiceDeps, trainerId: number, organizationId: number) {
  const [row] = await deps.db
    .select({ id: trainers.id })
    .from(trainers)
    .where(and(eq(trainers.id, trainerId), eq(trainers.organization_id, organizationId)))
    .limit(1);
  if (!row)
    throw new AppError("NOT_FOUND", undefined, [{ path: "program.trainer_id", message: "教练不存在" }]);
}

/** POST /programs: in the caller's organization (the super admin names one). */
export async function createProgram(deps: ServiceDeps, actor: Actor, input: TCreateProgramInput) {
  requireCoach(actor);
  const { organization_id, trainer_id, ...fields } = input.program;
  let organizationId: number;
  if (isSuper(actor)) {
    if (organization_id === undefined) {
      throw new AppError("BAD_REQUEST", message("ORGANIZATION_REQUIRED"), [
        { path: "program.organization_id", message: "请指定组织" },
      ]);
    }
    const [org] = await deps.db
      .select({ id: organizations.id })
      .from(organizations)
      .where(eq(organizations.id, organization_id));
    if (!org) throw new AppError("NOT_FOUND");
    organizationId = org.id;
  } else {
    organizationId = actor.organizationId!;
  }
  let trainerId: number | null = null;
  if (trainer_id != null) {
    await assertTrainerIn(deps, trainer_id, organizationId);
    trainerId = trainer_id;
  } else if (actor.trainer && actor.trainer.organization_id === organizationId) {
    trainerId = actor.trainer.id;
  }
  const now = deps.clock.now().toISOString();
  const [row] = await deps.db
    .insert(programs)
    .values({
      ...fields,
      organization_id: organizationId,
      trainer_id: trainerId,
      length: 7,
      highest_position: 0,
      created_at: now,
      updated_at: now,
    })
    .returning();
  const [program] = await presentPrograms(deps, [row!]);
  return { program: program!, msg: message("PROGRAM_CREATED") };
}

/** PUT /programs/{id}: name, description, flags, coach. A new name is carried to its template workouts. */
export async function updateProgram(deps: ServiceDeps, actor: Actor, id: number, input: TUpdateProgramInput) {
  const row = await loadProgramInScope(deps, actor, id);
  const { trainer_id, ...fields } = input.program;
  if (trainer_id != null) await assertTrainerIn(deps, trainer_id, row.organization_id);
  const now = deps.clock.now().toISOString();
  const renamed = fields.name !== undefined && fields.name !== row.name;
  // Renaming a program renames its templates; no client's figures change.
  const [updated] = await writeWorkouts(
    deps,
    [
      deps.db
        .update(programs)
        .set({ ...fields, ...(trainer_id !== undefined ? { trainer_id } : {}), updated_at: now })
        .where(eq(programs.id, id))
        .returning(),
      ...(renamed
        ? [
            deps.db
              .update(workouts)
              .set({ program_name: fields.name })
              .where(and(eq(workouts.program_id, id), isNull(workouts.client_id))),
          ]
        : []),
    ],
    [],
  );
  const [program] = await presentPrograms(deps, [updated[0]!]);
  return { program: program!, msg: message("PROGRAM_UPDATED") };
}

/**
 * DELETE /programs/{id}: the program and its template workouts in one batch. Workouts already
 * assigned to clients stay (their program_id becomes null through the FK); assignments go.
 */
export async function deleteProgram(deps: ServiceDeps, actor: Actor, id: number) {
  const row = await loadProgramInScope(deps, actor, id);
  await writeWorkouts(
    deps,
    [
      deps.db.delete(workouts).where(and(eq(workouts.program_id, id), isNull(workouts.client_id))),
      deps.db.delete(programs).where(eq(programs.id, id)),
    ],
    [],
  );
  return { success: 0 as const, msg: message("PROGRAM_DELETED", { name: row.name }) };
}

/**
 * How assignment copies a template workout to a client (every other column is copied from the
 * template: see table-copy.ts; tests/worker/programs.test.ts checks the lists).
 */
export function assignedWorkoutCopy(
  program: { id: number; name: string },
  now: string,
): CopyPlan<typeof workouts> {
  return {
    exclude: {
      id: "a new row",
      completed_at: "a fresh copy is not completed",
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
      created_at: sql`${now}`,
      updated_at: sql`${now}`,
    }),
  };
}

/** How assignment copies a template's items: new workout, no result, pending. */
export function assignedItemCopy(now: string): CopyPlan<typeof workout_items> {
  return {
    exclude: { id: "a new row" },
    override: () => ({
      workout_id: sql`nw.id`,
      result: sql`NULL`,
      state: sql`'pending'`,
      created_at: sql`${now}`,
      updated_at: sql`${now}`,
    }),
  };
}

/**
 * POST /programs/{id}/assign_job. Every template workout at day p becomes a pending workout of
 * each client due start_date + p − 1 (up to end_date), with all its content and items, the
 * program's id and name, and the client's trainer and organization; a program_assignments row per
 * client. With `replace`, the clients' workouts due from start_date to end_date are deleted first.
 *
 * Everything is one db.batch (atomic: a failure leaves the old workouts in place) of a few
 * set-based statements: the (template, client, uuid, due) list travels as one JSON parameter and
 * SQLite copies rows with INSERT … SELECT, so 84 templates × 6 items to 100 clients (8,400
 * workouts, 50,400 items) is four statements. New items find their workout through its uuid.
 */
export async function assignProgram(deps: ServiceDeps, actor: Actor, id: number, input: TAssignProgramInput) {
  const program = await loadProgramInScope(deps, actor, id);
  const clientIds = [...new Set(input.client_ids)];
  const clientRows = await deps.db
    .select({ id: clients.id, organization_id: clients.organization_id, timezone: users.timezone })
    .from(clients)
    .innerJoin(users, eq(users.id, clients.user_id))
    .where(inIds(clients.id, clientIds));
  // Every client must belong to the program's organization (which is the caller's): else 404 and
  // nothing is written.
  if (
    clientRows.length !== clientIds.length ||
    clientRows.some((c) => c.organization_id !== program.organization_id)
  ) {
    throw new AppError("NOT_FOUND", message("CLIENT_NOT_FOUND"), [
      { path: "client_ids", message: "学员不存在" },
    ]);
  }

  const start = input.start_date;
  const end = input.end_date ?? addDays(start, program.length - 1);
  const templates = (
    await deps.db
      .select({ id: workouts.id, position: workouts.position })
      .from(workouts)
      .where(and(eq(workouts.program_id, id), isNull(workouts.client_id)))
      .orderBy(asc(workouts.position), asc(workouts.order), asc(workouts.id))
  )
    .map((t) => ({ id: t.id, due: addDays(start, (t.position ?? 1) - 1) }))
    .filter((t) => t.due <= end);
  const count = templates.length * clientIds.length;
  if (count > MAX_ASSIGNED_WORKOUTS) {
    throw new AppError("BAD_REQUEST", message("ASSIGN_TOO_MANY", { max: MAX_ASSIGNED_WORKOUTS }));
  }

  const now = deps.clock.now().toISOString();
  const uuids = uuidV7(count, deps.clock.now().getTime());
  const mapping: [number, number, string, string][] = [];
  for (const clientId of clientIds) {
    for (const t of templates) mapping.push([t.id, clientId, uuids[mapping.length]!, t.due]);
  }
  const chunks = jsonChunks(mapping);
  const db = deps.db;
  const replace = input.replace
    ? [
        db
          .delete(workouts)
          .where(and(inIds(workouts.client_id, clientIds), gte(workouts.due, start), lte(workouts.due, end))),
      ]
    : [];
  const copyFrom = (json: string, join: SQL) => sql`FROM json_each(${json}) AS j ${join}`;
  const insertWorkouts = chunks.map((json) =>
    db.run(
      insertCopy(
        workouts,
        assignedWorkoutCopy(program, now),
        "t",
        copyFrom(
          json,
          sql`JOIN ${workouts} AS t ON t.id = json_extract(j.value, '$[0]')
            JOIN ${clients} AS c ON c.id = json_extract(j.value, '$[1]')`,
        ),
      ),
    ),
  );
  const insertItems = chunks.map((json) =>
    db.run(
      insertCopy(
        workout_items,
        assignedItemCopy(now),
        "i",
        copyFrom(
          json,
          sql`JOIN ${workouts} AS nw ON nw.uuid = json_extract(j.value, '$[2]')
            JOIN ${workout_items} AS i ON i.workout_id = json_extract(j.value, '$[0]')`,
        ),
      ),
    ),
  );
  const insertAssignments = db.all<{ id: number }>(sql`
    INSERT INTO program_assignments (program_id, client_id, start_date, end_date, assigned_by_id, created_at, updated_at)
    SELECT ${program.id}, j.value, ${start}, ${end}, ${actor.user.id}, ${now}, ${now}
    FROM json_each(${JSON.stringify(clientIds)}) AS j ORDER BY j.key
    RETURNING id`);
  const results = await writeWorkouts(
    deps,
    [insertAssignments, ...replace, ...insertWorkouts, ...insertItems],
    clientRows,
  );
  const assignmentRows = results[0] as unknown as { id: number }[];
  return {
    success: 0 as const,
    msg: message("PROGRAM_APPLIED"),
    workouts_count: count,
    program_assignment_ids: assignmentRows.map((r) => Number(r.id)).sort((a, b) => a - b),
  };
}
