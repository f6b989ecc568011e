import { and, eq, ne, or, sql } from "drizzle-orm";
import { message } from "#shared/messages";
import { clients } from "../../../db/schema/clients";
import { organizations } from "../../../db/schema/organizations";
import { trainers } from "../../../db/schema/trainers";
import { user_credentials, users } from "../../../db/schema/users";
import { AppError } from "../../errors";
import {
  assertCanManageOrganization,
  assertInOrganization,
  isClientActor,
  isSuper,
  requireCoach,
} from "../../services/access";
import type { Actor } from "../../services/actor";
import type { ServiceDeps } from "../../services/deps";
import { closeSocketsOf } from "../../services/live-sockets";
import { publicOrganization, publicUser } from "../../services/serialize";
import { refuseCommonPassword } from "../auth/common-passwords";
import { releaseAttempts, reserveAttempts, type ThrottleKey, throttle } from "../auth/throttle";
import { activeClientCounts, trainersWithCounts } from "../clients/counts";
import type { RequestMeta } from "../operation";
import { claimLost, releaseUploadsOf } from "../uploads/claim";
import { avatarFromUpload } from "./avatar-upload";
import { deleteUserWithUploads } from "./delete-with-uploads";
import { avatarStatements, imagesOfUsers, newestUserId } from "./images";
import { userInsertStatements } from "./insert";
import { withNameKey } from "./name-key";
import type { TCreateUserInput, TUpdateUserInput } from "./schemas";
import { signInDetailsChange } from "./sign-in-details";

/**
 * Fails with EMAIL_TAKEN / PHONE_TAKEN before a write that would break the unique indexes. Such an
 * answer tells the caller that someone has an account, so each check is counted against `probers`
 * (the caller, or the address of an anonymous registration: throttle.ts PROBE_POLICY) and only
 * "taken" answers stay counted: people registering or adding clients are not slowed down, while
 * probing who has an account is.
 */
export async function assertContactFree(
  deps: ServiceDeps,
  fields: { email?: string | null; phone_number?: string | null },
  probers: readonly ThrottleKey[],
  exceptUserId?: number,
): Promise<void> {
  const checks = [];
  if (fields.email) checks.push(eq(users.email, fields.email));
  if (fields.phone_number) checks.push(eq(users.phone_number, fields.phone_number));
  if (checks.length === 0) return;
  await reserveAttempts(deps, probers);
  const where = exceptUserId ? and(or(...checks), ne(users.id, exceptUserId)) : or(...checks);
  const taken = await deps.db
    .select({ email: users.email, phone: users.phone_number })
    .from(users)
    .where(where);
  if (taken.some((t) => fields.email && t.email === fields.email)) throw new AppError("EMAIL_TAKEN");
  if (taken.some((t) => fields.phone_number && t.phone === fields.phone_number))
    throw new AppError("PHONE_TAKEN");
  await releaseAttempts(deps, probers);
}

/** POST /users: coaches create people (future clients or trainers); only super grants super_admin. */
export async function createUser(deps: ServiceDeps, actor: Actor, input: TCreateUserInput) {
  requireCoach(actor);
  await refuseCommonPassword(deps.db, input.user.password);
  await assertContactFree(deps, input.user, [throttle.probeCaller(actor.user.id)]);
  const [insertUser, insertCredentials] = await userInsertStatements(deps, actor, input.user);
  const avatar = input.user.image_url ?? null;
  const [created] = await deps.db.batch([
    insertUser,
    insertCredentials,
    // An avatar given at creation gets its images row and image_id in the same batch.
    ...(avatar === null ? [] : avatarStatements(deps, newestUserId, avatar, actor.user.id)),
  ]);
  const user = created[0];
  if (!user) throw new AppError("INTERNAL");
  if (avatar === null) return { user: publicUser(user) };
  const [fresh] = await deps.db.select().from(users).where(eq(users.id, user.id));
  return { user: publicUser(fresh ?? user) };
}

async function loadUserBundle(deps: ServiceDeps, userId: number) {
  const [row] = await deps.db
    .select({ user: users, trainer: trainers, client: clients })
    .from(users)
    .leftJoin(trainers, eq(trainers.user_id, users.id))
    .leftJoin(clients, eq(clients.user_id, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

/**
 * Who may see or edit a user: themself; the super admin; a coach of the organization the user
 * trains or is trained in. Users with no trainer or client profile are visible to super only.
 */
async function assertUserInReach(deps: ServiceDeps, actor: Actor, userId: number) {
  const bundle = await loadUserBundle(deps, userId);
  if (!bundle) throw new AppError("NOT_FOUND");
  if (actor.user.id === userId) return bundle;
  // A client reaches no one's account but its own: others look missing.
  if (isClientActor(actor)) throw new AppError("NOT_FOUND");
  const organizationId = bundle.trainer?.organization_id ?? bundle.client?.organization_id ?? null;
  assertInOrganization(actor, organizationId);
  return bundle;
}

/** The organization whose room holds the user's sockets on Workers (its trainer's, or its client profile's). */
function organizationOfBundle(bundle: {
  trainer: { organization_id: number | null } | null;
  client: { organization_id: number | null } | null;
}): number | null {
  return bundle.trainer?.organization_id ?? bundle.client?.organization_id ?? null;
}

/** Re-exported for the clients domain, which imports its user helpers from here. */
export { activeClientCounts } from "../clients/counts";

/** GET /users/{id}: the "base information" of SPEC section 7 (user, trainers, organizations). */
export async function getUser(deps: ServiceDeps, actor: Actor, userId: number) {
  const bundle = await assertUserInReach(deps, actor, userId);
  const organizationId = bundle.trainer?.organization_id ?? bundle.client?.organization_id ?? null;
  const orgRows = organizationId
    ? await deps.db.select().from(organizations).where(eq(organizations.id, organizationId))
    : [];
  const organization = orgRows[0] ?? null;
  const orgCounts = organization
    ? await activeClientCounts(deps, "organization_id", [organization.id])
    : null;
  return {
    user: publicUser(bundle.user),
    trainers: bundle.trainer
      ? await trainersWithCounts(deps, [{ trainer: bundle.trainer, organization }])
      : [],
    organizations: organization
      ? [publicOrganization(organization, { active_clients_count: orgCounts?.get(organization.id) ?? 0 })]
      : [],
    images: await imagesOfUsers(deps, [bundle.user]),
  };
}

/**
 * Editing someone else's account: a client of the organization is any coach's to edit, another
 * coach's account only its organization admin's (whoever controls an account's phone number or
 * email controls its password reset), and a super admin's account only a super admin's.
 */
async function assertCanEditUser(deps: ServiceDeps, actor: Actor, userId: number) {
  const bundle = await assertUserInReach(deps, actor, userId);
  if (userId === actor.user.id || isSuper(actor)) return bundle;
  if (bundle.user.super_admin) throw new AppError("NOT_FOUND");
  if (bundle.trainer) assertCanManageOrganization(actor, bundle.trainer.organization_id);
  return bundle;
}

/**
 * Who may disable or enable the sign-in of `bundle`'s account (revoking its tokens when disabling):
 * the super admin (anybody but itself), and an organization's admins (the owner included) for the
 * organization's trainers other than themselves and the owner. Others' `disabled` is ignored.
 */
async function maySetDisabled(
  deps: ServiceDeps,
  actor: Actor,
  bundle: { user: { id: number }; trainer: { organization_id: number | null } | null },
): Promise<boolean> {
  if (bundle.user.id === actor.user.id) return false;
  if (isSuper(actor)) return true;
  if (actor.role !== "admin" || !bundle.trainer) return false;
  if (bundle.trainer.organization_id == null || bundle.trainer.organization_id !== actor.organizationId)
    return false;
  return !(await ownsOrganization(deps, bundle.user.id, bundle.trainer.organization_id));
}

/** Whether the user owns the organization (organizations.owner_id): out of its admins' hands. */
async function ownsOrganization(deps: ServiceDeps, userId: number, organizationId: number | null) {
  if (organizationId == null) return false;
  const [org] = await deps.db
    .select({ owner_id: organizations.owner_id })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  return org?.owner_id === userId;
}

/** PUT /users/{id}. Only the super admin sets super_admin; disabling: see maySetDisabled. */
/**
 * What a client edits of its own account: the rest (email, phone, body data, and its time zone,
 * which decides what it sees ahead and when a workout is missed) is its coaches'.
 */
const CLIENT_SELF_FIELDS = ["name", "units", "locale"] as const;

/**
 * The avatar URL an update types (undefined: unchanged). A client may only remove its own (null);
 * its new avatar comes as an upload of its own (upload_id), never as a link to anywhere.
 */
function avatarGiven(actor: Actor, given: { image_url?: string | null }): string | null | undefined {
  if (!isClientActor(actor)) return given.image_url;
  return given.image_url === null ? null : undefined;
}

export async function updateUser(
  deps: ServiceDeps,
  actor: Actor,
  userId: number,
  input: TUpdateUserInput,
  meta: Pick<RequestMeta, "origin"> = {},
) {
  const bundle = await assertCanEditUser(deps, actor, userId);
  const { super_admin, disabled, upload_id, ...given } = input.user;
  const profile = isClientActor(actor)
    ? Object.fromEntries(CLIENT_SELF_FIELDS.filter((k) => given[k] !== undefined).map((k) => [k, given[k]]))
    : given;
  const now = deps.clock.now().toISOString();
  // Email and phone open the account's password reset: the rank rule, and open invitations revoked.
  const statements = await signInDetailsChange(deps, actor, bundle.user, profile, "user", now);
  await assertContactFree(deps, profile, [throttle.probeCaller(actor.user.id)], userId);
  const patch: Partial<typeof users.$inferInsert> = { ...withNameKey(profile), updated_at: now };
  const superOnly = isSuper(actor) && actor.user.id !== userId;
  if (superOnly && super_admin !== undefined) patch.super_admin = super_admin;
  if (disabled !== undefined && (await maySetDisabled(deps, actor, bundle))) {
    patch.disabled_at = disabled ? now : null;
    if (disabled) {
      statements.push(
        deps.db
          .update(user_credentials)
          .set({ token_version: sql`${user_credentials.token_version} + 1`, updated_at: now })
          .where(eq(user_credentials.user_id, userId)),
      );
    }
  }
  // A new avatar URL keeps its images row and image_id in step, in the same batch (users/images.ts).
  // An uploaded avatar (named by upload_id) wins over a typed URL. Its claim is prepared after every
  // check above and saved in the update's own batch: an update that fails leaves the upload as it was.
  const uploaded =
    upload_id === undefined ? undefined : await avatarFromUpload(deps, actor, userId, upload_id, meta);
  const avatar = uploaded?.url ?? avatarGiven(actor, given);
  if (uploaded !== undefined) {
    patch.image_url = uploaded.url;
    statements.push(...uploaded.statements);
  } else if (avatar === null && isClientActor(actor)) patch.image_url = null;
  if (avatar !== undefined) statements.push(...avatarStatements(deps, userId, avatar, actor.user.id));
  // A typed URL or none replaces an uploaded avatar: that file is let go (removed after a day).
  if (avatar !== undefined && uploaded === undefined)
    statements.push(releaseUploadsOf(deps, { kind: "user_avatar", id: userId }));
  const update = deps.db.update(users).set(patch).where(eq(users.id, userId)).returning();
  const [updated] = await deps.db.batch([update, ...statements]).catch(claimLost);
  const user = updated[0];
  if (!user) throw new AppError("NOT_FOUND");
  if (patch.disabled_at) await closeSocketsOf(deps, organizationOfBundle(bundle), [userId]);
  if (avatar === undefined) return { user: publicUser(user) };
  // The row as the avatar statements after the update left it (its image_id).
  const [fresh] = await deps.db.select().from(users).where(eq(users.id, userId));
  return { user: publicUser(fresh ?? user) };
}

/**
 * DELETE /users/{id}: removes the person and (by cascade) their trainer or client profile.
 * Coaches may delete their organization's clients; trainers are deleted by their organization's
 * admin or the super admin; nobody deletes themself or a super admin here.
 */
export async function deleteUser(deps: ServiceDeps, actor: Actor, userId: number) {
  const bundle = await assertUserInReach(deps, actor, userId);
  if (bundle.user.id === actor.user.id) throw new AppError("FORBIDDEN", message("USER_DELETE_SELF"));
  if (bundle.user.super_admin && !isSuper(actor)) throw new AppError("NOT_FOUND");
  if (bundle.trainer && !isSuper(actor) && actor.role !== "admin") throw new AppError("FORBIDDEN");
  if (
    bundle.trainer &&
    !isSuper(actor) &&
    (await ownsOrganization(deps, userId, bundle.trainer.organization_id))
  )
    throw new AppError("FORBIDDEN", message("TRAINER_DELETE_OWNER"));
  if (!bundle.trainer && !bundle.client && !isSuper(actor)) throw new AppError("NOT_FOUND");
  await deleteUserWithUploads(deps, userId);
  await closeSocketsOf(deps, organizationOfBundle(bundle), [userId]);
  return { success: 0 as const, msg: message("OK") };
}
