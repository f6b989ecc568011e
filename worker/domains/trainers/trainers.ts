import { asc, eq, inArray } from "drizzle-orm";
import { clients, organizations, trainers, users } from "../../../db/schema";
import { AppError } from "../../errors";
import { message } from "../../messages";
import {
  mergeTrainerSettings,
  type TCreateTrainerInput,
  TRAINER_ADMIN_FIELDS,
  TRAINER_BILLING_FIELDS,
  type TUpdateTrainerInput,
} from "../../schemas/trainers";
import {
  assertCanManageOrganization,
  assertInOrganization,
  isSuper,
  organizationScope,
} from "../../services/access";
import type { Actor } from "../../services/actor";
import type { ServiceDeps } from "../../services/deps";
import { publicUser } from "../../services/serialize";
import { throttle } from "../auth/throttle";
import { trainersWithCounts } from "../clients/counts";
import { assertContactFree, lastInsertId, userInsertStatements } from "../users/users";

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
      { path: "organization_id", message: "组织不存在" },
    ]);
}

/** GET /trainers: the organization's trainers (super: all), with their users side-loaded. */
export async function listTrainers(deps: ServiceDeps, actor: Actor) {
  const scope = organizationScope(actor);
  const rows = await deps.db
    .select({ trainer: trainers, user: users, organization: organizations })
    .from(trainers)
    .innerJoin(users, eq(users.id, trainers.user_id))
    .leftJoin(organizations, eq(organizations.id, trainers.organization_id))
    .where(scope === null ? undefined : eq(trainers.organization_id, scope))
    .orderBy(asc(trainers.id))
    .limit(5000);
  return { trainers: await trainersWithCounts(deps, rows), users: rows.map((r) => publicUser(r.user)) };
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

  await assertContactFree(deps, user!, [throttle.probeCaller(actor.user.id)]);
  const [insertUser, insertCredentials] = await userInsertStatements(deps, actor, user!);
  const [, , inserted] = await deps.db.batch([
    insertUser,
    insertCredentials,
    deps.db
      .insert(trainers)
      .values({ ...fields, user_id: lastInsertId, created_at: now, updated_at: now })
      .returning(),
  ]);
  return { ...(await present(deps, inserted[0]!.id)), msg: message("TRAINER_CREATED", { name: user!.name }) };
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

/**
 * DELETE /trainers/{id}: removes the coach profile (the person's user stays). Their clients stay
 * in the organization without a trainer. Admins cannot remove themselves.
 */
export async function deleteTrainer(deps: ServiceDeps, actor: Actor, id: number) {
  const row = await loadTrainer(deps, id);
  assertCanManageOrganization(actor, row.trainer.organization_id);
  if (row.trainer.user_id === actor.user.id) throw new AppError("FORBIDDEN", message("TRAINER_DELETE_SELF"));
  // The FKs null clients.trainer_id and workouts.trainer_id; the clients' user rows mirror it.
  await deps.db.batch([
    deps.db
      .update(users)
      .set({ trainer_id: null, has_trainer: false, updated_at: deps.clock.now().toISOString() })
      .where(
        inArray(
          users.id,
          deps.db.select({ id: clients.user_id }).from(clients).where(eq(clients.trainer_id, id)),
        ),
      ),
    deps.db.delete(trainers).where(eq(trainers.id, id)),
  ]);
  return { success: 0 as const, msg: message("TRAINER_DELETED") };
}
