import { and, asc, count, eq, isNull, type SQL } from "drizzle-orm";
import { fieldMessage, message } from "#shared/messages";
import { organizations, trainers, users } from "../../../db/schema";
import { failUnlessChanged, stoppedByGuard } from "../../data/batch-guards";
import { AppError } from "../../errors";
import {
  assertCanManageOrganization,
  assertInOrganization,
  isSuper,
  organizationScope,
  requireSuper,
} from "../../services/access";
import type { Actor } from "../../services/actor";
import type { ServiceDeps } from "../../services/deps";
import { publicOrganization } from "../../services/serialize";
import { activeClientCounts, trainersWithCounts } from "../clients/counts";
import type { RequestMeta } from "../operation";
import { pageMetaOf, pageWindow } from "../shared/paging";
import { claimLost, releaseUploadsOf } from "../uploads/claim";
import {
  clearAvatarsAmong,
  discardUploads,
  removeDiscarded,
  uploadsOfOrganization,
} from "../uploads/discard";
import { assertImageOfOrganization, insertLogo, lastInsertedImage, logoFromUpload, logoUrlOf } from "./logo";
import type {
  TCreateOrganizationInput,
  TListOrganizationsInput,
  TOrganizationTrainersInput,
  TUpdateOrganizationInput,
} from "./schemas";

async function loadOrganization(deps: ServiceDeps, id: number) {
  const [row] = await deps.db.select().from(organizations).where(eq(organizations.id, id)).limit(1);
  if (!row) throw new AppError("NOT_FOUND");
  return row;
}

async function withCounts(deps: ServiceDeps, rows: (typeof organizations.$inferSelect)[]) {
  const counts = await activeClientCounts(
    deps,
    "organization_id",
    rows.map((r) => r.id),
  );
  return rows.map((r) => publicOrganization(r, { active_clients_count: counts.get(r.id) ?? 0 }));
}

/** GET /organizations: all for the super admin, the own one for coaches; one page. */
export async function listOrganizations(deps: ServiceDeps, actor: Actor, input: TListOrganizationsInput) {
  const scope = organizationScope(actor);
  const where = scope === null ? undefined : eq(organizations.id, scope);
  const window = pageWindow(input);
  const rows = await deps.db
    .select()
    .from(organizations)
    .where(where)
    .orderBy(asc(organizations.id))
    .limit(window.size)
    .offset(window.offset);
  const meta = await pageMetaOf(window, rows.length, async () => {
    const [total] = await deps.db.select({ n: count() }).from(organizations).where(where);
    return total?.n ?? 0;
  });
  return { organizations: await withCounts(deps, rows), meta };
}

export async function getOrganization(deps: ServiceDeps, actor: Actor, id: number) {
  assertInOrganization(actor, id);
  const row = await loadOrganization(deps, id);
  const [organization] = await withCounts(deps, [row]);
  return { organization: organization!, logo_url: await logoUrlOf(deps, row.image_id) };
}

async function assertSubdomainFree(
  deps: ServiceDeps,
  subdomain: string | null | undefined,
  exceptId?: number,
) {
  if (!subdomain) return;
  const [row] = await deps.db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.subdomain, subdomain))
    .limit(1);
  if (row && row.id !== exceptId) throw new AppError("CONFLICT", message("SUBDOMAIN_TAKEN"));
}

async function assertUsersExist(deps: ServiceDeps, ids: (number | null | undefined)[]) {
  for (const id of ids) {
    if (id == null) continue;
    const [row] = await deps.db.select({ id: users.id }).from(users).where(eq(users.id, id)).limit(1);
    if (!row)
      throw new AppError("BAD_REQUEST", message("USER_NOT_FOUND"), [
        { path: "owner_id", message: fieldMessage("USER_NOT_FOUND") },
      ]);
  }
}

/** POST /organizations: super admin only. */
export async function createOrganization(deps: ServiceDeps, actor: Actor, input: TCreateOrganizationInput) {
  requireSuper(actor);
  const fields = input.organization;
  await assertSubdomainFree(deps, fields.subdomain);
  await assertUsersExist(deps, [fields.owner_id, fields.pending_owner_id]);
  const now = deps.clock.now().toISOString();
  const [row] = await deps.db
    .insert(organizations)
    .values({ ...fields, created_at: now, updated_at: now })
    .returning();
  const [organization] = await withCounts(deps, [row!]);
  return { organization: organization!, msg: message("ORGANIZATION_CREATED") };
}

/**
 * An owner transfer names another trainer of the organization (its user id); null cancels it.
 * Anyone else answers 400 without saying whether that user exists elsewhere.
 */
async function assertPendingOwner(
  deps: ServiceDeps,
  organization: { id: number; owner_id: number | null },
  userId: number | null,
) {
  if (userId === null) return;
  const [row] = await deps.db
    .select({ id: trainers.id })
    .from(trainers)
    .where(and(eq(trainers.user_id, userId), eq(trainers.organization_id, organization.id)))
    .limit(1);
  if (!row || userId === organization.owner_id)
    throw new AppError("BAD_REQUEST", message("OWNER_TRANSFER_TARGET"), [
      { path: "organization.pending_owner_id", message: fieldMessage("OWNER_TRANSFER_TARGET") },
    ]);
}

/**
 * PUT /organizations/{id}: the super admin (every field), or the organization's admins (the owner
 * included): name, homepage, theme, subdomain, image. The owner alone may also start (or cancel,
 * with null) an owner transfer through `pending_owner_id`; the named trainer accepts it
 * (acceptOwnership). `owner_id` and `can_whitelabel` stay the super admin's.
 */
export async function updateOrganization(
  deps: ServiceDeps,
  actor: Actor,
  id: number,
  input: TUpdateOrganizationInput,
  meta: Pick<RequestMeta, "origin"> = {},
) {
  assertCanManageOrganization(actor, id);
  const current = await loadOrganization(deps, id);
  const {
    owner_id,
    pending_owner_id,
    can_whitelabel,
    upload_id,
    logo_url: typedLogo,
    ...rest
  } = input.organization;
  const isOwner = current.owner_id === actor.user.id;
  const patch = isSuper(actor)
    ? { ...rest, owner_id, pending_owner_id, can_whitelabel }
    : isOwner
      ? { ...rest, pending_owner_id }
      : rest;
  await assertSubdomainFree(deps, patch.subdomain, id);
  if (patch.image_id != null) await assertImageOfOrganization(deps, id, patch.image_id);
  if (isSuper(actor)) await assertUsersExist(deps, [owner_id, pending_owner_id]);
  else if (isOwner && pending_owner_id !== undefined)
    await assertPendingOwner(deps, current, pending_owner_id);
  // An uploaded logo (the caller's own image; else 404) is recorded like a typed one, by its public
  // URL (logos are read without a signature: sign-in page, emails). Its claim is prepared after
  // every check above and saved in the update's own batch, so a failing update attaches nothing.
  const uploaded =
    upload_id === undefined ? undefined : await logoFromUpload(deps, actor, id, upload_id, meta);
  const logo_url = uploaded?.url ?? typedLogo;
  const now = deps.clock.now().toISOString();
  const update = (imageId: SQL | null | undefined) =>
    deps.db
      .update(organizations)
      .set({ ...patch, ...(imageId !== undefined ? { image_id: imageId } : {}), updated_at: now })
      .where(eq(organizations.id, id))
      .returning();
  // A new logo and the organization pointing at it: one atomic write, with the upload's claim. A
  // typed URL or none lets an uploaded logo go (removed with the stale uploads).
  const target = { kind: "organization_logo", id } as const;
  const release = logo_url !== undefined && uploaded === undefined ? [releaseUploadsOf(deps, target)] : [];
  const [row] = logo_url
    ? (
        await deps.db
          .batch([
            insertLogo(deps, actor, id, logo_url, now),
            update(lastInsertedImage),
            ...(uploaded?.statements ?? []),
            ...release,
          ])
          .catch(claimLost)
      )[1]
    : (await deps.db.batch([update(logo_url === null ? null : undefined), ...release]))[0];
  const [organization] = await withCounts(deps, [row!]);
  const started =
    !isSuper(actor) && pending_owner_id != null && pending_owner_id !== current.pending_owner_id;
  return {
    organization: organization!,
    logo_url: await logoUrlOf(deps, row!.image_id),
    msg: message(started ? "OWNER_TRANSFER_STARTED" : "ORGANIZATION_UPDATED"),
  };
}

/**
 * POST /organizations/{id}/accept_ownership: the trainer named in `pending_owner_id` becomes the
 * owner. One conditional UPDATE, so a transfer cancelled or redirected meanwhile is not accepted
 * (403 OWNER_TRANSFER_NONE, like having nothing pending).
 */
export async function acceptOwnership(deps: ServiceDeps, actor: Actor, id: number) {
  if (actor.trainer !== null && actor.organizationId === null && !isSuper(actor))
    return acceptNewOrganization(deps, actor, actor.trainer.id, id);
  assertInOrganization(actor, id);
  if (actor.trainer === null) throw new AppError("FORBIDDEN", message("OWNER_TRANSFER_NONE"));
  const [row] = await deps.db
    .update(organizations)
    .set({ owner_id: actor.user.id, pending_owner_id: null, updated_at: deps.clock.now().toISOString() })
    .where(and(eq(organizations.id, id), eq(organizations.pending_owner_id, actor.user.id)))
    .returning();
  if (!row) {
    await loadOrganization(deps, id);
    throw new AppError("FORBIDDEN", message("OWNER_TRANSFER_NONE"));
  }
  const [organization] = await withCounts(deps, [row]);
  return { organization: organization!, msg: message("OWNER_TRANSFER_ACCEPTED") };
}

/**
 * A new organization the super admin created naming an existing account as its owner
 * (admin/organizations.ts): the account is only `pending_owner_id` until it accepts here, signed
 * in as itself, so an account someone registered in advance under a future owner's email does
 * not become the owner by the super admin's act alone. Accepting makes it the owner and places
 * its coach profile in the organization as an admin, in one batch that changes nothing unless
 * both the invitation and the unplaced profile are still there. Anything else looks missing.
 */
async function acceptNewOrganization(deps: ServiceDeps, actor: Actor, trainerId: number, id: number) {
  const now = deps.clock.now().toISOString();
  try {
    const [claimed] = await deps.db.batch([
      deps.db
        .update(organizations)
        .set({ owner_id: actor.user.id, pending_owner_id: null, updated_at: now })
        .where(and(eq(organizations.id, id), eq(organizations.pending_owner_id, actor.user.id)))
        .returning(),
      failUnlessChanged(deps),
      deps.db
        .update(trainers)
        .set({ organization_id: id, super_admin: true, updated_at: now })
        .where(and(eq(trainers.id, trainerId), isNull(trainers.organization_id))),
      failUnlessChanged(deps),
    ]);
    const [organization] = await withCounts(deps, claimed);
    if (!organization) throw new AppError("NOT_FOUND");
    return { organization, msg: message("OWNER_TRANSFER_ACCEPTED") };
  } catch (error) {
    if (error instanceof AppError) throw error;
    // No invitation for this account (or it was withdrawn, or the profile was placed meanwhile).
    if (stoppedByGuard(error)) throw new AppError("NOT_FOUND");
    throw error;
  }
}

/**
 * The organizations waiting for the caller to accept their ownership while it works in none (so
 * the sign-in page can offer it instead of 请联系管理员激活账户。). Nobody else has any.
 */
export async function pendingOwnershipsOf(deps: ServiceDeps, actor: Actor) {
  if (actor.trainer === null || actor.organizationId !== null || isSuper(actor)) return [];
  return deps.db
    .select({ id: organizations.id, name: organizations.name })
    .from(organizations)
    .where(eq(organizations.pending_owner_id, actor.user.id))
    .orderBy(asc(organizations.id));
}

/**
 * DELETE /organizations/{id}: super admin only. The organization's programs, libraries and
 * workouts go with it (FK cascade); its trainers and clients keep their accounts but lose the
 * organization (FK set null), so they cannot work until placed in another one.
 */
export async function deleteOrganization(deps: ServiceDeps, actor: Actor, id: number) {
  requireSuper(actor);
  await loadOrganization(deps, id);
  // Its logo and its people's uploads go too: discarded in the batch (before the deletion unlinks
  // its people), their files removed once it has committed (uploads/discard.ts).
  const files = uploadsOfOrganization(id);
  const [, , discarded] = await deps.db.batch([
    ...clearAvatarsAmong(deps, files),
    discardUploads(deps, files),
    // People it created but never placed stop being linkable by whoever gets this id next.
    deps.db
      .update(users)
      .set({ created_by_organization_id: null })
      .where(eq(users.created_by_organization_id, id)),
    deps.db.delete(organizations).where(eq(organizations.id, id)),
  ]);
  await removeDiscarded(deps, discarded);
  return { message: "ok" as const };
}

/** GET /organizations/{id}/trainers: one page, with a short form of their users. */
export async function listOrganizationTrainers(
  deps: ServiceDeps,
  actor: Actor,
  input: TOrganizationTrainersInput,
) {
  const { id } = input;
  assertInOrganization(actor, id);
  const organization = await loadOrganization(deps, id);
  const window = pageWindow(input);
  const rows = await deps.db
    .select({ trainer: trainers, user: users })
    .from(trainers)
    .innerJoin(users, eq(users.id, trainers.user_id))
    .where(eq(trainers.organization_id, id))
    .orderBy(asc(trainers.id))
    .limit(window.size)
    .offset(window.offset);
  const meta = await pageMetaOf(window, rows.length, async () => {
    const [total] = await deps.db
      .select({ n: count() })
      .from(trainers)
      .where(eq(trainers.organization_id, id));
    return total?.n ?? 0;
  });
  return {
    trainers: await trainersWithCounts(
      deps,
      rows.map((r) => ({ trainer: r.trainer, organization })),
    ),
    users: rows.map((r) => ({
      id: r.user.id,
      name: r.user.name,
      email: r.user.email,
      super_admin: r.user.super_admin,
    })),
    meta,
  };
}
