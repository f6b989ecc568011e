import { asc, count, eq, inArray, max } from "drizzle-orm";
import { fieldMessage, message } from "#shared/messages";
import { clients, organizations, trainers, users, workouts } from "../../../db/schema";
import { temporaryPassword } from "../../auth/temporary-password";
import { inIds } from "../../data/sql";
import { AppError } from "../../errors";
import {
  assertCanManageOrganization,
  assertInOrganization,
  isSuper,
  organizationScope,
} from "../../services/access";
import type { Actor } from "../../services/actor";
import type { ServiceDeps } from "../../services/deps";
import { publicUser } from "../../services/serialize";
import { refuseCommonPassword } from "../auth/common-passwords";
import { throttle } from "../auth/throttle";
import { trainersWithCounts } from "../clients/counts";
import { loadTransferTarget, transferStatements } from "../clients/transfers";
import { type PageRequest, paged, pageWindow } from "../shared/paging";
import { imagesOfUsers } from "../users/images";
import { lastInsertId, userInsertStatements } from "../users/insert";
import { nameOrder } from "../users/name-key";
import { assertContactFree } from "../users/users";
import { writeWorkouts } from "../workouts/writes";
import {
  mergeTrainerSettings,
  type TCreateTrainerInput,
  TRAINER_ADMIN_FIELDS,
  TRAINER_BILLING_FIELDS,
  type TUpdateTrainerInput,
} from "./schemas";

type TrainerFields = TUpdateTrainerInput["trainer"];

/** Drops fields the caller may not set (CONTRACT: ignored, not an error), per role. */
function allowedTrainerFields(actor: Actor, fields: TrainerFields, self: boolean): TrainerFields {
  const out: Record<string, unknown> = { ...fields };
  if (!isSuper(actor)) {
    for (const k of TRAINER_BILLING_FIELDS) delete out[k];
    // An organization admin manages its trainers but cannot move them to another organization.
    if (actor.role !== "admin" || self) for (const k of TRAINER_ADMIN_FIELDS) delete out[k];
    delete out.organization_id;
  }
  return out as TrainerFields;
}

async function loadTrainer(deps: ServiceDeps, id: number) {
  const [row] = await deps.db
    .select({ trainer: trainers, user: users, organization: organizations })
    .from(trainers)
    .innerJoin(users, eq(users.id, trainers.user_id))
    .leftJoin(organizations, eq(organizations.id, trainers.organization_id))
    .where(eq(trainers.id, id))
    .limit(1);
  if (!row) throw new AppError("NOT_FOUND");
  return row;
}

async function present(deps: ServiceDeps, id: number) {
  const row = await loadTrainer(deps, id);
  const [trainer] = await trainersWithCounts(deps, [row]);
  return { trainer: trainer!, user: publicUser(row.user) };
}

async function assertOrganizationExists(deps: ServiceDeps, id: number | null | undefined) {
  if (id == null) return;
  const [row] = await deps.db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.id, id));
  if (!row)
    throw new AppError("BAD_REQUEST", message("ORGANIZATION_NOT_FOUND"), [
      { path: "organization_id", message: fieldMessage("ORGANIZATION_NOT_FOUND") },
    ]);
}

/**
 * The last activity of each trainer: the latest change to a workout of its clients, by the coach
 * or by a client logging results (workouts.updated_at through the trainer feed index). We keep no
 * sign-in log, and this is the work an admin wants to see moving.
 */
async function lastActivity(deps: ServiceDeps, trainerIds: number[]): Promise<Map<number, string>> {
  if (trainerIds.length === 0) return new Map();
  const rows = await deps.db
    .select({ id: workouts.trainer_id, at: max(workouts.updated_at) })
    .from(workouts)
    .where(inIds(workouts.trainer_id, trainerIds))
    .groupBy(workouts.trainer_id);
  return new Map(rows.flatMap((r) => (r.id !== null && r.at ? [[r.id, r.at] as const] : [])));
}

/**
 * GET /trainers: the organization's trainers (super: all), with their users side-loaded, each with
 * its `last_active_at`; paged (`page`, `per_page`/`limit`, `meta`), by default one page of up to 5000.
 */
export async function listTrainers(deps: ServiceDeps, actor: Actor, paging: PageRequest) {
  const scope = organizationScope(actor);
  const where = scope === null ? undefined : eq(trainers.organization_id, scope);
  const window = pageWindow(paging);
  const { rows, meta } = await paged(
    window,
    (w) =>
      deps.db
        .select({ trainer: trainers, user: users, organization: organizations })
        .from(trainers)
        .innerJoin(users, eq(users.id, trainers.user_id))
        .leftJoin(organizations, eq(organizations.id, trainers.organization_id))
        .where(where)
        // By name in pinyin order (users.name_key): 刘, 孙, 吴, 周, not by character code or age.
        .orderBy(nameOrder, asc(trainers.id))
        .limit(w.size)
        .offset(w.offset),
    () => deps.db.select({ n: count() }).from(trainers).where(where),
  );
  const activity = await lastActivity(
    deps,
    rows.map((r) => r.trainer.id),
  );
  const listed = await trainersWithCounts(deps, rows);
  return {
    trainers: listed.map((t) => ({ ...t, last_active_at: activity.get(t.id) ?? null })),
    users: rows.map((r) => publicUser(r.user)),
    // The users' avatars, joined through users[].image_id (issue 14, TrueCoach's side-load).
    images: await imagesOfUsers(
      deps,
      rows.map((r) => r.user),
    ),
    meta,
  };
}

export async function getTrainer(deps: ServiceDeps, actor: Actor, id: number) {
  const row = await loadTrainer(deps, id);
  if (row.trainer.user_id !== actor.user.id) assertInOrganization(actor, row.trainer.organization_id);
  return present(deps, id);
}

/**
 * POST /trainers: makes an existing user a coach (`user_id`) or creates the user and the trainer in
 * one atomic write (`user`). Admins create trainers in their own organization only.
 */
export async function createTrainer(deps: ServiceDeps, actor: Actor, input: TCreateTrainerInput) {
  const { user_id, user, ...requested } = input.trainer;
  const organizationId = isSuper(actor) ? (requested.organization_id ?? null) : actor.organizationId;
  if (isSuper(actor)) await assertOrganizationExists(deps, organizationId);
  else assertCanManageOrganization(actor, organizationId);
  const allowed = allowedTrainerFields(actor, requested, false);
  const fields = {
    ...allowed,
    organization_id: organizationId,
    settings: mergeTrainerSettings(null, allowed.settings),
  };
  const now = deps.clock.now().toISOString();

  if (user_id !== undefined) {
    // Users without a trainer or client profile are in nobody's organization, so only the super
    // admin reaches them; organization admins create the trainer's user in the same request.
    if (!isSuper(actor)) throw new AppError("NOT_FOUND");
    const [existing] = await deps.db
      .select({ user: users, trainerId: trainers.id, clientId: clients.id })
      .from(users)
      .leftJoin(trainers, eq(trainers.user_id, users.id))
      .leftJoin(clients, eq(clients.user_id, users.id))
      .where(eq(users.id, user_id))
      .limit(1);
    // Only free-standing users can be made coaches: a client of another organization stays out of reach.
    if (!existing || existing.clientId !== null) throw new AppError("NOT_FOUND");
    if (existing.trainerId !== null) throw new AppError("CONFLICT", message("USER_ALREADY_TRAINER"));
    const [row] = await deps.db
      .insert(trainers)
      .values({ ...fields, user_id, created_at: now, updated_at: now })
      .returning();
    return {
      ...(await present(deps, row!.id)),
      msg: message("TRAINER_CREATED", { name: existing.user.name }),
    };
  }

  await refuseCommonPassword(deps.db, user!.password, "trainer.user.password");
  await assertContactFree(deps, user!, [throttle.probeCaller(actor.user.id)]);
  // A coach created without a password gets a temporary one, answered once and never stored in clear.
  const generated = user!.password ? null : temporaryPassword();
  const [insertUser, insertCredentials] = await userInsertStatements(deps, actor, {
    ...user!,
    password: user!.password ?? generated ?? undefined,
  });
  const [, , inserted] = await deps.db.batch([
    insertUser,
    insertCredentials,
    deps.db
      .insert(trainers)
      .values({ ...fields, user_id: lastInsertId, created_at: now, updated_at: now })
      .returning(),
  ]);
  return {
    ...(await present(deps, inserted[0]!.id)),
    msg: message("TRAINER_CREATED", { name: user!.name }),
    ...(generated ? { temporary_password: generated } : {}),
  };
}

/** PUT /trainers/{id}: self (own settings), the organization's admin, or the super admin. */
export async function updateTrainer(deps: ServiceDeps, actor: Actor, id: number, input: TUpdateTrainerInput) {
  const row = await loadTrainer(deps, id);
  const self = row.trainer.user_id === actor.user.id;
  if (!self) assertCanManageOrganization(actor, row.trainer.organization_id);
  const patch = allowedTrainerFields(actor, input.trainer, self);
  if (patch.organization_id !== undefined) await assertOrganizationExists(deps, patch.organization_id);
  const { settings, ...rest } = patch;
  const mergedSettings = settings ? mergeTrainerSettings(row.trainer.settings, settings) : undefined;
  await deps.db
    .update(trainers)
    .set({
      ...rest,
      ...(mergedSettings ? { settings: mergedSettings } : {}),
      updated_at: deps.clock.now().toISOString(),
    })
    .where(eq(trainers.id, id));
  return { ...(await present(deps, id)), msg: message("TRAINER_UPDATED") };
}

/** The owner of the trainer's organization is out of its admins' hands (super admin only). */
function assertNotOwnerUnlessSuper(actor: Actor, row: Awaited<ReturnType<typeof loadTrainer>>): void {
  if (!isSuper(actor) && row.organization?.owner_id === row.trainer.user_id)
    throw new AppError("FORBIDDEN", message("TRAINER_DELETE_OWNER"));
}

/**
 * DELETE /trainers/{id}: removes the coach profile (the person's user stays). Admins cannot remove
 * themselves nor the organization's owner. Without `transferTo` its clients stay in the
 * organization without a trainer (SPEC); with it they move to that trainer of the same
 * organization first, workouts (history, comments, calendar) along, in the same atomic write.
 */
export async function deleteTrainer(deps: ServiceDeps, actor: Actor, id: number, transferTo?: number) {
  const row = await loadTrainer(deps, id);
  assertCanManageOrganization(actor, row.trainer.organization_id);
  if (row.trainer.user_id === actor.user.id) throw new AppError("FORBIDDEN", message("TRAINER_DELETE_SELF"));
  assertNotOwnerUnlessSuper(actor, row);
  const now = deps.clock.now().toISOString();
  let moves: ReturnType<typeof transferStatements> = [];
  if (transferTo !== undefined) {
    const target = await loadTransferTarget(deps, actor, transferTo, "transfer_to");
    if (target.id === id || target.organization_id !== row.trainer.organization_id)
      throw new AppError("BAD_REQUEST", message("TRAINER_TRANSFER_TARGET"), [
        { path: "transfer_to", message: fieldMessage("TRANSFER_TO_REQUIRED") },
      ]);
    const moving = await deps.db
      .select({
        id: clients.id,
        user_id: clients.user_id,
        trainer_id: clients.trainer_id,
        organization_id: clients.organization_id,
      })
      .from(clients)
      .where(eq(clients.trainer_id, id));
    moves = transferStatements(deps, moving, target.id, now);
  }
  // The FKs null clients.trainer_id and workouts.trainer_id; the clients' user rows mirror it.
  const statements = [
    ...moves,
    deps.db
      .update(users)
      .set({ trainer_id: null, has_trainer: false, updated_at: now })
      .where(
        inArray(
          users.id,
          deps.db.select({ id: clients.user_id }).from(clients).where(eq(clients.trainer_id, id)),
        ),
      ),
    deps.db.delete(trainers).where(eq(trainers.id, id)),
  ] as const;
  const [first, ...rest] = statements;
  // Moving clients rewrites their workouts' trainer column: through the one workout write path.
  if (moves.length > 0) await writeWorkouts(deps, [first, ...rest], []);
  else await deps.db.batch([first, ...rest]);
  return { success: 0 as const, msg: message("TRAINER_DELETED") };
}
