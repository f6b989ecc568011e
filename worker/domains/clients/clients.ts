import { and, asc, eq, ne, or, type SQL, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { switchesAfterChange } from "#shared/email-switches";
import { type FieldMessage, fieldMessage, message } from "#shared/messages";
import { clients, group_assignments, organizations, trainers, users } from "../../../db/schema";
import { AppError, type ErrorIssue, uniqueViolation } from "../../errors";
import {
  assertInOrganization,
  assertOwnClient,
  isClientActor,
  isSuper,
  organizationScope,
  requireCoach,
} from "../../services/access";
import type { Actor } from "../../services/actor";
import type { ServiceDeps } from "../../services/deps";
import { publicTrainer, publicUser } from "../../services/serialize";
import { throttle } from "../auth/throttle";
import { organizationEmailDefaultsOf } from "../emails/switches";
import { containsText } from "../libraries/sql";
import { withFailureMessage } from "../operation";
import {
  discardUploads,
  removeDiscarded,
  uploadsOfConversation,
  uploadsOfNutritionLogs,
  uploadsOfPhotoSessions,
} from "../uploads/discard";
import { deleteUserWithUploads } from "../users/delete-with-uploads";
import { avatarStatements, imagesOfUsers, newestUserId } from "../users/images";
import { lastInsertId, userInsertStatements } from "../users/insert";
import { withNameKey } from "../users/name-key";
import { signInDetailsChange } from "../users/sign-in-details";
import { activeClientCounts, assertContactFree } from "../users/users";
import { writeWorkouts } from "../workouts/writes";
import { type ClientFilter, clientAttentionSql, clientSettings, listClientPage, publicClient } from "./list";
import {
  type ClientLinkName,
  DEFAULT_CLIENT_SETTINGS,
  type TCreateClientInput,
  type TGetClientInput,
  type TListClientsInput,
  type TTrainerClientsQuery,
  type TUpdateClientInput,
} from "./schemas";
import { clientSlug } from "./slug";
import { ensureFreshClientStats } from "./stats";
import { assertTransferAllowed, loadTransferTarget, transferStatements } from "./transfers";
import { loadOwnClient, type OwnClient } from "./visibility";
import { visibleFigures, withVisibleFigures } from "./visible-figures";

export const CLIENT_MESSAGES = {
  created: message("CLIENT_CREATED"),
  createFailed: message("CLIENT_CREATE_FAILED"),
  updated: message("CLIENT_UPDATED"),
  updateFailed: message("CLIENT_UPDATE_FAILED"),
  deleted: message("CLIENT_DELETED"),
  deleteFailed: message("CLIENT_DELETE_FAILED"),
} as const;

/**
 * The list filters. Without a `state`, archived clients are left out (archiving hides a client
 * from day-to-day lists); `q` is a substring of the user's name, email or phone number.
 */
function filters(
  organizationId: number | null,
  input: Pick<TListClientsInput, "state" | "q" | "needs_attention"> & { trainer_id?: number },
): ClientFilter {
  const q = input.q;
  return {
    where: and(
      organizationId === null ? undefined : eq(clients.organization_id, organizationId),
      input.trainer_id === undefined ? undefined : eq(clients.trainer_id, input.trainer_id),
      input.state === undefined ? ne(clients.state, "archived") : eq(clients.state, input.state),
      q
        ? or(containsText(users.name, q), containsText(users.email, q), containsText(users.phone_number, q))
        : undefined,
    ),
    needsAttention: input.needs_attention,
  };
}

/** The organization a list reads: the coach's own (another one given: 404); super: the one asked, or all. */
function listScope(actor: Actor, organizationId: number | undefined): number | null {
  const scope = organizationScope(actor);
  if (organizationId === undefined) return scope;
  assertInOrganization(actor, organizationId);
  return organizationId;
}

/** GET /clients: the caller's organization's clients (super: all, or `organization_id`). */
export async function listClients(deps: ServiceDeps, actor: Actor, input: TListClientsInput) {
  const scope = listScope(actor, input.organization_id);
  return listClientPage(deps, filters(scope, input), input);
}

/** GET /organization/clients: the clients of the caller's own organization (super without one: all). */
export async function listOrganizationClients(deps: ServiceDeps, actor: Actor, input: TListClientsInput) {
  requireCoach(actor);
  return listClients(deps, actor, { ...input, organization_id: actor.organizationId ?? undefined });
}

/** GET /trainers/{id}/clients: that trainer's clients, for coaches of the trainer's organization. */
export async function listTrainerClients(
  deps: ServiceDeps,
  actor: Actor,
  trainerId: number,
  input: TTrainerClientsQuery,
) {
  const scope = organizationScope(actor);
  const [trainer] = await deps.db
    .select({ id: trainers.id, organization_id: trainers.organization_id })
    .from(trainers)
    .where(eq(trainers.id, trainerId))
    .limit(1);
  if (!trainer) throw new AppError("NOT_FOUND");
  assertInOrganization(actor, trainer.organization_id);
  return listClientPage(deps, filters(scope, { ...input, trainer_id: trainerId }), input);
}

/**
 * One client with its full user and its trainer: `{client, user, trainer, coach}`. With `own` (the
 * client reading itself) the figures are those of the workouts it may see (visible-figures.ts). Its cached figures are
 * made current first (its compliance and needs-attention reasons are for the client's today).
 * `coach` is the trainer's display name and picture. A client reading itself gets `trainer: null`
 * (the trainer row holds the coach's billing and access fields, which are not the client's to see).
 */
async function presentClient(deps: ServiceDeps, id: number, forClient = false, own?: OwnClient) {
  await ensureFreshClientStats(deps, [id]);
  const [row] = await deps.db
    .select({
      client: clients,
      user: users,
      trainer: trainers,
      attention: sql<number>`${clientAttentionSql}`,
    })
    .from(clients)
    .innerJoin(users, eq(users.id, clients.user_id))
    .leftJoin(trainers, eq(trainers.id, clients.trainer_id))
    .where(eq(clients.id, id))
    .limit(1);
  if (!row) throw new AppError("NOT_FOUND");
  // The trainer's organization is read on its own: joined, the four tables' columns pass D1's
  // limit of 100 columns in one result set.
  const organizationId = row.trainer?.organization_id;
  const [organization] =
    organizationId != null && !forClient
      ? await deps.db.select().from(organizations).where(eq(organizations.id, organizationId)).limit(1)
      : [];
  const assignments = await deps.db
    .select({ id: group_assignments.id })
    .from(group_assignments)
    .where(eq(group_assignments.client_id, id))
    .orderBy(asc(group_assignments.id));
  const counts =
    row.trainer && !forClient ? await activeClientCounts(deps, "trainer_id", [row.trainer.id]) : null;
  const [coach] = row.trainer
    ? await deps.db
        .select({ name: users.name, image_url: users.image_url })
        .from(users)
        .where(eq(users.id, row.trainer.user_id))
        .limit(1)
    : [];
  // The client itself gets figures of the workouts it may see, and no attention reasons
  // (visible-figures.ts); coaches get the cached row's.
  const figures = own ? await visibleFigures(deps, own) : null;
  return {
    client: publicClient(
      figures ? withVisibleFigures(row.client, figures) : row.client,
      assignments.map((a) => a.id),
      figures ? 0 : Number(row.attention),
    ),
    user: publicUser(row.user),
    trainer:
      row.trainer && !forClient
        ? publicTrainer(row.trainer, {
            active_clients_count: counts?.get(row.trainer.id) ?? 0,
            organization: organization ?? null,
          })
        : null,
    coach:
      row.trainer && coach
        ? {
            trainer_id: row.trainer.id,
            user_id: row.trainer.user_id,
            name: coach.name,
            image_url: coach.image_url,
          }
        : null,
    /** The user's avatar (user.image_id), as TrueCoach side-loads it. */
    images: await imagesOfUsers(deps, [row.user]),
  };
}

/** The client (with its user) if it is in the caller's reach, else NOT_FOUND. */
export { presentClient };

export async function loadClientInReach(deps: ServiceDeps, actor: Actor, where: SQL) {
  requireCoach(actor);
  return loadClientRow(deps, actor, where);
}

/**
 * The client (with its user) for reading: a coach's in reach, or a signed-in client's own record
 * (another client's answers 404). Writes use loadClientInReach (coaches only).
 */
export async function loadClientReadable(deps: ServiceDeps, actor: Actor, where: SQL) {
  if (!isClientActor(actor)) requireCoach(actor);
  return loadClientRow(deps, actor, where);
}

async function loadClientRow(deps: ServiceDeps, actor: Actor, where: SQL) {
  const [row] = await deps.db
    .select({ client: clients, user: users })
    .from(clients)
    .innerJoin(users, eq(users.id, clients.user_id))
    .where(where)
    .limit(1);
  if (!row) throw new AppError("NOT_FOUND");
  if (isClientActor(actor)) assertOwnClient(actor, row.client.id);
  else assertInOrganization(actor, row.client.organization_id);
  return row;
}

/** GET /clients/{id} and /clients/by_slug/{slug}. */
export async function getClient(deps: ServiceDeps, actor: Actor, ref: TGetClientInput) {
  const where = "id" in ref ? eq(clients.id, ref.id) : eq(clients.slug, ref.slug);
  const { client } = await loadClientReadable(deps, actor, where);
  if (!isClientActor(actor)) return presentClient(deps, client.id);
  return presentClient(deps, client.id, true, await loadOwnClient(deps, actor));
}

/** GET /clients/{id}/<name> for the link names SPEC lists whose features this product does not keep. */
export async function getClientLinkCollection(
  deps: ServiceDeps,
  actor: Actor,
  id: number,
  name: ClientLinkName,
): Promise<Record<string, never[]>> {
  await loadClientInReach(deps, actor, eq(clients.id, id));
  return { [name]: [] };
}

/** EMAIL_TAKEN / PHONE_TAKEN, pointing at the field under `prefix`. */
async function assertContactFreeAt(
  deps: ServiceDeps,
  actor: Actor,
  fields: { email?: string | null; phone_number?: string | null },
  prefix: string,
  exceptUserId?: number,
) {
  try {
    await assertContactFree(deps, fields, [throttle.probeCaller(actor.user.id)], exceptUserId);
  } catch (error) {
    if (error instanceof AppError && (error.code === "EMAIL_TAKEN" || error.code === "PHONE_TAKEN")) {
      const field = error.code === "EMAIL_TAKEN" ? "email" : "phone_number";
      throw new AppError(error.code, undefined, [
        { path: `${prefix}.${field}`, message: fieldMessage(error.code) },
      ]);
    }
    throw error;
  }
}

function trainerIssue(message: FieldMessage): ErrorIssue[] {
  return [{ path: "client.trainer_id", message }];
}

/** The trainer a new client goes to: the given one (same organization) or the caller. */
async function resolveNewClientTrainer(deps: ServiceDeps, actor: Actor, trainerId: number | undefined) {
  if (trainerId === undefined) {
    // The caller's own trainer row, read in full here (the actor carries only what authorization needs).
    if (actor.trainer?.organization_id == null)
      throw new AppError("BAD_REQUEST", undefined, trainerIssue(fieldMessage("TRAINER_REQUIRED")));
    trainerId = actor.trainer.id;
  }
  const [row] = await deps.db.select().from(trainers).where(eq(trainers.id, trainerId)).limit(1);
  // Another organization's trainer answers exactly like a missing one: ids reveal nothing.
  const outOfReach = () =>
    new AppError("NOT_FOUND", undefined, trainerIssue(fieldMessage("TRAINER_NOT_FOUND")));
  if (!row) throw outOfReach();
  try {
    assertInOrganization(actor, row.organization_id);
  } catch {
    throw outOfReach();
  }
  if (row.organization_id === null)
    throw new AppError("BAD_REQUEST", undefined, trainerIssue(fieldMessage("TRAINER_NO_ORGANIZATION")));
  return row;
}

/**
 * POST /clients: the client's user and the client (linked by user_id) in one atomic batch, in the
 * trainer's organization, with a fresh unique slug. State "active" unless `active: false` or a
 * `state` is given. Failure: 学员添加失败 with the cause in `issues`.
 */
export async function createClient(deps: ServiceDeps, actor: Actor, input: TCreateClientInput) {
  return withFailureMessage(CLIENT_MESSAGES.createFailed, async () => {
    requireCoach(actor);
    const { user, user_id, trainer_id, active, settings, ...fields } = input.client;
    const trainer = await resolveNewClientTrainer(deps, actor, trainer_id);
    if (!trainer.can_add_clients && !isSuper(actor)) {
      throw new AppError("FORBIDDEN", undefined, trainerIssue(fieldMessage("TRAINER_CANNOT_ADD_CLIENTS")));
    }
    const person =
      user_id !== undefined ? await linkableUser(deps, actor, user_id, trainer.organization_id) : null;
    if (user) await assertContactFreeAt(deps, actor, user, "client.user");
    const now = deps.clock.now().toISOString();
    const values = {
      ...fields,
      settings: clientSettings({
        workoutsThreshold:
          trainer.settings?.clientWorkoutsThreshold ?? DEFAULT_CLIENT_SETTINGS.workoutsThreshold,
        currentWeekOnly: trainer.settings?.clientCurrentWeekOnly ?? DEFAULT_CLIENT_SETTINGS.currentWeekOnly,
        ...settings,
      }),
      state: fields.state ?? (active === false ? "inactive" : "active"),
      trainer_id: trainer.id,
      organization_id: trainer.organization_id,
      created_at: now,
      updated_at: now,
    };
    // The slug has a random suffix; on the rare collision the whole batch rolls back and is retried.
    for (let attempt = 1; ; attempt++) {
      try {
        let id: number | undefined;
        if (person) {
          // SPEC's second call: the existing person becomes this trainer's client, in one batch.
          const [, inserted] = await deps.db.batch([
            deps.db
              .update(users)
              .set({ has_trainer: true, trainer_id: trainer.id, updated_at: now })
              .where(eq(users.id, person.id)),
            deps.db
              .insert(clients)
              .values({ ...values, user_id: person.id, slug: clientSlug(person.name) })
              .returning({ id: clients.id }),
          ]);
          id = inserted[0]?.id;
        } else {
          const newUser = user!;
          const [insertUser, insertCredentials] = await userInsertStatements(deps, actor, {
            ...newUser,
            has_trainer: true,
            trainer_id: trainer.id,
          });
          const avatar = newUser.image_url ?? null;
          const [, , inserted] = await deps.db.batch([
            insertUser,
            insertCredentials,
            deps.db
              .insert(clients)
              .values({ ...values, user_id: lastInsertId, slug: clientSlug(newUser.name) })
              .returning({ id: clients.id }),
            // An avatar given at creation gets its images row and image_id in the same batch.
            ...(avatar === null ? [] : avatarStatements(deps, newestUserId, avatar, actor.user.id)),
          ]);
          id = inserted[0]?.id;
        }
        if (id === undefined) throw new AppError("INTERNAL");
        return { success: 0 as const, msg: CLIENT_MESSAGES.created, ...(await presentClient(deps, id)) };
      } catch (error) {
        if (attempt < 3 && uniqueViolation(error) === "clients.slug") continue;
        throw error;
      }
    }
  });
}

/**
 * The person SPEC's two-call creation links: created through `POST /users` by a coach of the
 * client's organization (the super admin may link anyone). Anyone else's person looks missing
 * (404, like any foreign id); one who already is a client, a coach or the super admin is a 409.
 * Two parallel links of one person meet the unique index on clients.user_id: also a 409.
 */
async function linkableUser(deps: ServiceDeps, actor: Actor, userId: number, organizationId: number | null) {
  const [row] = await deps.db
    .select({
      id: users.id,
      name: users.name,
      super_admin: users.super_admin,
      created_by: users.created_by_organization_id,
      client: clients.id,
      trainer: trainers.id,
    })
    .from(users)
    .leftJoin(clients, eq(clients.user_id, users.id))
    .leftJoin(trainers, eq(trainers.user_id, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row || (!isSuper(actor) && (row.created_by === null || row.created_by !== organizationId))) {
    throw new AppError("NOT_FOUND", message("USER_NOT_FOUND"), [
      { path: "client.user_id", message: fieldMessage("USER_NOT_FOUND") },
    ]);
  }
  if (row.client !== null || row.trainer !== null || row.super_admin) {
    throw new AppError("CONFLICT", message("USER_ALREADY_LINKED"), [
      { path: "client.user_id", message: fieldMessage("USER_ALREADY_LINKED") },
    ]);
  }
  return row;
}

/**
 * PUT /clients/{id}: client fields, settings (merged), the user's profile and, with `trainer_id`,
 * a move to another trainer of the organization, all in one batch. organization_id, slug and the
 * cached counts are not settable (unknown fields are dropped by the schema).
 */
export async function updateClient(deps: ServiceDeps, actor: Actor, id: number, input: TUpdateClientInput) {
  return withFailureMessage(CLIENT_MESSAGES.updateFailed, async () => {
    const current = await loadClientInReach(deps, actor, eq(clients.id, id));
    const { user, trainer_id, settings, ...fields } = input.client;
    const now = deps.clock.now().toISOString();
    const statements: BatchItem<"sqlite">[] = [];
    if (user && Object.keys(user).length > 0) {
      statements.push(...(await signInDetailsChange(deps, actor, current.user, user, "client.user", now)));
      await assertContactFreeAt(deps, actor, user, "client.user", current.user.id);
      statements.push(
        deps.db
          .update(users)
          .set({ ...withNameKey(user), updated_at: now })
          .where(eq(users.id, current.user.id)),
      );
      // A new avatar URL keeps its images row and image_id in step (users/images.ts).
      if (user.image_url !== undefined) {
        statements.push(...avatarStatements(deps, current.user.id, user.image_url, actor.user.id));
      }
    }
    if (trainer_id !== undefined && trainer_id !== current.client.trainer_id) {
      const target = await loadTransferTarget(deps, actor, trainer_id, "client.trainer_id");
      assertTransferAllowed(actor, [current.client], target, "client.trainer_id");
      statements.push(...transferStatements(deps, [current.client], target.id, now));
    }
    const update = deps.db
      .update(clients)
      .set({
        ...fields,
        ...(settings
          ? {
              settings: clientSettings({
                ...current.client.settings,
                ...switchesAfterChange(
                  await organizationEmailDefaultsOf(deps, current.client.organization_id),
                  current.client.settings,
                  settings,
                ),
              }),
            }
          : {}),
        updated_at: now,
      })
      .where(eq(clients.id, id));
    // A trainer change moves the client's workouts too (transferStatements). Unlocking the due
    // date hands it back to the workouts: writeWorkouts recomputes it (workout-dates.ts).
    const unlocked = current.client.due_date_locked && fields.due_date_locked === false;
    const timezone = user?.timezone ?? current.user.timezone;
    await writeWorkouts(deps, [update, ...statements], unlocked ? [{ id, timezone }] : []);
    return { success: 0 as const, msg: CLIENT_MESSAGES.updated, ...(await presentClient(deps, id)) };
  });
}

/** DELETE /clients/{id}: deletes the client's user; the client row (and its workouts) go by cascade. */
export async function deleteClient(deps: ServiceDeps, actor: Actor, id: number) {
  return withFailureMessage(CLIENT_MESSAGES.deleteFailed, async () => {
    const current = await loadClientInReach(deps, actor, eq(clients.id, id));
    if (current.user.super_admin || current.user.id === actor.user.id) throw new AppError("FORBIDDEN");
    const [trainerProfile] = await deps.db
      .select({ id: trainers.id })
      .from(trainers)
      .where(eq(trainers.user_id, current.user.id))
      .limit(1);
    // The conversation's files, progress photos and nutrition log photos go with the client (its
    // messages, photo sessions and logs go by cascade).
    const conversationFiles = or(
      uploadsOfConversation(id),
      uploadsOfPhotoSessions(id),
      uploadsOfNutritionLogs(id),
    );
    // A person who also coaches keeps their account; only the client profile goes.
    if (trainerProfile) {
      const [discarded] = await deps.db.batch([
        discardUploads(deps, conversationFiles),
        deps.db.delete(clients).where(eq(clients.id, id)),
      ]);
      await removeDiscarded(deps, discarded);
    } else await deleteUserWithUploads(deps, current.user.id, conversationFiles);
    return { success: 0 as const, msg: CLIENT_MESSAGES.deleted };
  });
}
