import { asc, eq } from "drizzle-orm";
import { organizations, trainers, users } from "../../../db/schema";
import { AppError } from "../../errors";
import { message } from "../../messages";
import type { TCreateOrganizationInput, TUpdateOrganizationInput } from "../../schemas/organizations";
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

/** GET /organizations: all for the super admin, the own one for coaches. */
export async function listOrganizations(deps: ServiceDeps, actor: Actor) {
  const scope = organizationScope(actor);
  const rows = await deps.db
    .select()
    .from(organizations)
    .where(scope === null ? undefined : eq(organizations.id, scope))
    .orderBy(asc(organizations.id))
    .limit(1000);
  return { organizations: await withCounts(deps, rows) };
}

export async function getOrganization(deps: ServiceDeps, actor: Actor, id: number) {
  assertInOrganization(actor, id);
  const [organization] = await withCounts(deps, [await loadOrganization(deps, id)]);
  return { organization: organization! };
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
        { path: "owner_id", message: "用户不存在" },
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

/** PUT /organizations/{id}: the super admin, or the organization's admin (not owner or whitelabel fields). */
export async function updateOrganization(
  deps: ServiceDeps,
  actor: Actor,
  id: number,
  input: TUpdateOrganizationInput,
) {
  assertCanManageOrganization(actor, id);
  await loadOrganization(deps, id);
  const { owner_id, pending_owner_id, can_whitelabel, ...rest } = input.organization;
  const patch = isSuper(actor) ? { ...rest, owner_id, pending_owner_id, can_whitelabel } : rest;
  await assertSubdomainFree(deps, patch.subdomain, id);
  if (isSuper(actor)) await assertUsersExist(deps, [owner_id, pending_owner_id]);
  const [row] = await deps.db
    .update(organizations)
    .set({ ...patch, updated_at: deps.clock.now().toISOString() })
    .where(eq(organizations.id, id))
    .returning();
  const [organization] = await withCounts(deps, [row!]);
  return { organization: organization!, msg: message("ORGANIZATION_UPDATED") };
}

/**
 * DELETE /organizations/{id}: super admin only. The organization's programs, libraries and
 * workouts go with it (FK cascade); its trainers and clients keep their accounts but lose the
 * organization (FK set null), so they cannot work until placed in another one.
 */
export async function deleteOrganization(deps: ServiceDeps, actor: Actor, id: number) {
  requireSuper(actor);
  await loadOrganization(deps, id);
  await deps.db.batch([
    // People it created but never placed stop being linkable by whoever gets this id next.
    deps.db
      .update(users)
      .set({ created_by_organization_id: null })
      .where(eq(users.created_by_organization_id, id)),
    deps.db.delete(organizations).where(eq(organizations.id, id)),
  ]);
  return { message: "ok" as const };
}

/** GET /organizations/{id}/trainers */
export async function listOrganizationTrainers(deps: ServiceDeps, actor: Actor, id: number) {
  assertInOrganization(actor, id);
  const organization = await loadOrganization(deps, id);
  const rows = await deps.db
    .select({ trainer: trainers, user: users })
    .from(trainers)
    .innerJoin(users, eq(users.id, trainers.user_id))
    .where(eq(trainers.organization_id, id))
    .orderBy(asc(trainers.id))
    .limit(1000);
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
  };
}
