import { and, asc, count, desc, eq, isNull, sql } from "drizzle-orm";
import { fieldMessage, message } from "#shared/messages";
import { organizations, program_assignments, programs, trainers, workouts } from "../../../db/schema";
import { preparedOnce } from "../../data/sql";
import { AppError } from "../../errors";
import { isSuper, organizationScope, requireCoach } from "../../services/access";
import type { Actor } from "../../services/actor";
import type { ServiceDeps } from "../../services/deps";
import { paged, pageWindow } from "../shared/paging";
import { workoutListColumns, workoutListRows } from "../workouts/rows";
import { workoutsPayload } from "../workouts/side-load";
import { writeWorkouts } from "../workouts/writes";
import { clientsCounts, loadProgramInScope, presentPrograms, publicProgram } from "./load";
import type { TCreateProgramInput, TListProgramsInput, TUpdateProgramInput } from "./schemas";

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
  const { rows, meta } = await paged(
    window,
    (w) =>
      deps.db
        .select()
        .from(programs)
        .where(where)
        .orderBy(desc(programs.updated_at), desc(programs.id))
        .limit(w.size)
        .offset(w.offset),
    () => deps.db.select({ n: count() }).from(programs).where(where),
  );
  return { programs: await presentPrograms(deps, rows), meta };
}

/** GET /programs/{id}: the program with its template workouts, their items and its assignments. */
export async function getProgram(deps: ServiceDeps, actor: Actor, id: number) {
  const row = await loadProgramInScope(deps, actor, id);
  const [templates, assignments, clients] = await Promise.all([
    programTemplatesQuery(deps).all({ program: id }),
    deps.db
      .select()
      .from(program_assignments)
      .where(eq(program_assignments.program_id, id))
      .orderBy(asc(program_assignments.id))
      .limit(ASSIGNMENTS_IN_ANSWER),
    clientsCounts(deps, [id]),
  ]);
  // The answer's lists give the program's workout and assignment ids (the grid's read stays a
  // handful of statements); only a program with more assignments than the answer holds needs
  // its ids read apart.
  const assignmentIds =
    assignments.length < ASSIGNMENTS_IN_ANSWER
      ? assignments.map((a) => a.id)
      : (
          await deps.db
            .select({ id: program_assignments.id })
            .from(program_assignments)
            .where(eq(program_assignments.program_id, id))
            .orderBy(asc(program_assignments.id))
        ).map((a) => a.id);
  const rows = workoutListRows(templates);
  const payload = await workoutsPayload(deps, rows);
  return {
    program: publicProgram(
      row,
      rows.map((r) => r.id),
      assignmentIds,
      clients.get(id) ?? 0,
    ),
    workouts: payload.workouts,
    workout_items: payload.workout_items,
    comments: payload.comments,
    trainers: payload.trainers,
    users: payload.users,
    program_assignments: assignments,
  };
}

/** How many assignment rows GET /programs/{id} embeds (oldest first; the full list is paged apart). */
const ASSIGNMENTS_IN_ANSWER = 1000;

/** The grid's read: a program's templates with their items, in day order (kept per database handle). */
function programTemplatesQuery(deps: ServiceDeps) {
  return preparedOnce(deps.db, "programTemplates", () =>
    deps.db
      .select(workoutListColumns)
      .from(workouts)
      .where(and(eq(workouts.program_id, sql.placeholder("program")), isNull(workouts.client_id)))
      .orderBy(asc(workouts.position), asc(workouts.order), asc(workouts.id))
      .prepare(),
  );
}

/** The program's coach must work in the program's organization (404 otherwise). */
async function assertTrainerIn(deps: ServiceDeps, trainerId: number, organizationId: number) {
  const [row] = await deps.db
    .select({ id: trainers.id })
    .from(trainers)
    .where(and(eq(trainers.id, trainerId), eq(trainers.organization_id, organizationId)))
    .limit(1);
  if (!row)
    throw new AppError("NOT_FOUND", undefined, [
      { path: "program.trainer_id", message: fieldMessage("TRAINER_NOT_FOUND") },
    ]);
}

/** POST /programs: in the caller's organization (the super admin names one). */
export async function createProgram(deps: ServiceDeps, actor: Actor, input: TCreateProgramInput) {
  requireCoach(actor);
  const { organization_id, trainer_id, ...fields } = input.program;
  let organizationId: number;
  if (isSuper(actor)) {
    if (organization_id === undefined) {
      throw new AppError("BAD_REQUEST", message("ORGANIZATION_REQUIRED"), [
        { path: "program.organization_id", message: fieldMessage("ORGANIZATION_REQUIRED") },
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
