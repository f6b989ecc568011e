import { and, count, desc, eq, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import { fieldMessage, message } from "#shared/messages";
import { clients, organizations, programs, trainers, users, workouts } from "../../../db/schema";
import { temporaryPassword } from "../../auth/temporary-password";
import { inIds } from "../../data/sql";
import { AppError } from "../../errors";
import { requireSuper } from "../../services/access";
import type { Actor } from "../../services/actor";
import type { ServiceDeps } from "../../services/deps";
import { throttle } from "../auth/throttle";
import { containsText } from "../libraries/sql";
import { paged, pageWindow } from "../shared/paging";
import { lastInsertId, userInsertStatements } from "../users/insert";
import { assertContactFree } from "../users/users";
import type { TAdminCreateOrganizationInput, TAdminOrganizationsQuery } from "./schemas";

type OrganizationRow = typeof organizations.$inferSelect;

/** Per organization: its trainers and active clients, two grouped queries for the page's ids. */
async function figuresOf(deps: ServiceDeps, ids: number[]) {
  if (ids.length === 0) return { trainers: new Map<number, number>(), active: new Map<number, number>() };
  const [trainerRows, clientRows] = await Promise.all([
    deps.db
      .select({ key: trainers.organization_id, n: count() })
      .from(trainers)
      .where(inIds(trainers.organization_id, ids))
      .groupBy(trainers.organization_id),
    deps.db
      .select({ key: clients.organization_id, n: count() })
      .from(clients)
      .where(and(inIds(clients.organization_id, ids), eq(clients.state, "active")))
      .groupBy(clients.organization_id),
  ]);
  return {
    trainers: new Map(trainerRows.map((r) => [r.key ?? 0, r.n])),
    active: new Map(clientRows.map((r) => [r.key ?? 0, r.n])),
  };
}

async function rowsWithFigures(
  deps: ServiceDeps,
  rows: {
    organization: OrganizationRow;
    owner: { id: number; name: string; email: string | null } | null;
    pending: { id: number; name: string; email: string | null } | null;
  }[],
) {
  const figures = await figuresOf(
    deps,
    rows.map((r) => r.organization.id),
  );
  return rows.map(({ organization: o, owner, pending }) => ({
    id: o.id,
    name: o.name,
    homepage_url: o.homepage_url,
    subdomain: o.subdomain,
    created_at: o.created_at,
    owner: owner?.id ? owner : null,
    // Named as owner, not yet accepted (createOrganization with an existing account): "owner invited".
    pending_owner: pending?.id ? pending : null,
    trainers_count: figures.trainers.get(o.id) ?? 0,
    active_clients_count: figures.active.get(o.id) ?? 0,
  }));
}

const ownerColumns = { id: users.id, name: users.name, email: users.email };
const pendingUsers = alias(users, "pending_users");
const pendingColumns = { id: pendingUsers.id, name: pendingUsers.name, email: pendingUsers.email };
const rowColumns = { organization: organizations, owner: ownerColumns, pending: pendingColumns };

/** GET /admin/organizations: one page, newest first, searched by name or the owner's email. */
export async function listOrganizations(deps: ServiceDeps, actor: Actor, query: TAdminOrganizationsQuery) {
  requireSuper(actor);
  const window = pageWindow(query);
  const where = query.q
    ? or(
        containsText(organizations.name, query.q),
        containsText(users.email, query.q),
        containsText(pendingUsers.email, query.q),
      )
    : undefined;
  const { rows, meta } = await paged(
    window,
    (w) =>
      deps.db
        .select(rowColumns)
        .from(organizations)
        .leftJoin(users, eq(users.id, organizations.owner_id))
        .leftJoin(pendingUsers, eq(pendingUsers.id, organizations.pending_owner_id))
        .where(where)
        .orderBy(desc(organizations.id))
        .limit(w.size)
        .offset(w.offset),
    () =>
      deps.db
        .select({ n: count() })
        .from(organizations)
        .leftJoin(users, eq(users.id, organizations.owner_id))
        .leftJoin(pendingUsers, eq(pendingUsers.id, organizations.pending_owner_id))
        .where(where),
  );
  return { organizations: await rowsWithFigures(deps, rows), meta };
}

async function organizationRow(deps: ServiceDeps, id: number) {
  const rows = await deps.db
    .select(rowColumns)
    .from(organizations)
    .leftJoin(users, eq(users.id, organizations.owner_id))
    .leftJoin(pendingUsers, eq(pendingUsers.id, organizations.pending_owner_id))
    .where(eq(organizations.id, id))
    .limit(1);
  if (rows.length === 0) throw new AppError("NOT_FOUND");
  const [row] = await rowsWithFigures(deps, rows);
  return row!;
}

/** GET /admin/organizations/{id}/delete_preview: what DELETE /organizations/{id} takes with it. */
export async function deletePreview(deps: ServiceDeps, actor: Actor, id: number) {
  requireSuper(actor);
  const [organization] = await deps.db
    .select({ id: organizations.id, name: organizations.name })
    .from(organizations)
    .where(eq(organizations.id, id))
    .limit(1);
  if (!organization) throw new AppError("NOT_FOUND");
  const countOf = async (table: typeof trainers | typeof clients | typeof programs | typeof workouts) => {
    const [row] = await deps.db.select({ n: count() }).from(table).where(eq(table.organization_id, id));
    return row?.n ?? 0;
  };
  const [t, c, p, w] = await Promise.all([
    countOf(trainers),
    countOf(clients),
    countOf(programs),
    countOf(workouts),
  ]);
  return { organization, trainers: t, clients: c, programs: p, workouts: w };
}

/**
 * An existing owner: a person with no client profile, and either no trainer profile (one is made)
 * or one in no organization (placed here). Anyone else is refused: a client or another
 * organization's trainer cannot own this one without leaving theirs.
 */
async function existingOwner(deps: ServiceDeps, email: string) {
  const [row] = await deps.db
    .select({ user: ownerColumns, trainer: trainers, clientId: clients.id })
    .from(users)
    .leftJoin(trainers, eq(trainers.user_id, users.id))
    .leftJoin(clients, eq(clients.user_id, users.id))
    .where(eq(users.email, email))
    .limit(1);
  if (!row)
    throw new AppError("BAD_REQUEST", message("USER_NOT_FOUND"), [
      { path: "owner.email", message: fieldMessage("USER_NOT_FOUND") },
    ]);
  if (row.clientId !== null || (row.trainer && row.trainer.organization_id !== null))
    throw new AppError("CONFLICT", message("ADMIN_OWNER_UNAVAILABLE"), [
      { path: "owner.email", message: fieldMessage("OWNER_NOT_ELIGIBLE") },
    ]);
  return row;
}

/**
 * POST /admin/organizations: the organization, its owner (existing or new, with a temporary
 * password) and the owner's admin trainer profile, in one atomic batch.
 */
export async function createOrganization(
  deps: ServiceDeps,
  actor: Actor,
  input: TAdminCreateOrganizationInput,
) {
  requireSuper(actor);
  const now = deps.clock.now().toISOString();
  const stamps = { created_at: now, updated_at: now };
  const owner = input.owner;
  const adminTrainer = { super_admin: true, ...stamps };
  let password: string | null = null;
  let organizationId: number;
  let invited: { id: number; name: string; email: string | null } | null = null;

  if (owner.kind === "existing") {
    // Decision: docs/decisions/2026-11-25-account-handover.md
    // An existing account is only invited (pending_owner_id): whoever registered that email may
    // not be the person meant, so it becomes the owner, and an admin of the organization, only by
    // accepting signed in as itself (organizations.ts acceptNewOrganization). An account without a
    // coach profile gets an unplaced one, so that it can sign in to accept.
    const found = await existingOwner(deps, owner.email);
    const userId = found.user.id;
    const [inserted] = await deps.db.batch([
      deps.db
        .insert(organizations)
        .values({ name: input.name, pending_owner_id: userId, ...stamps })
        .returning({ id: organizations.id }),
      ...(found.trainer
        ? []
        : [deps.db.insert(trainers).values({ user_id: userId, organization_id: null, ...stamps })]),
    ]);
    organizationId = inserted[0]!.id;
    invited = found.user;
  } else {
    await assertContactFree(deps, owner, [throttle.probeCaller(actor.user.id)]);
    password = temporaryPassword();
    const { kind: _kind, ...profile } = owner;
    const [insertUser, insertCredentials] = await userInsertStatements(deps, actor, { ...profile, password });
    const ownerId = sql<number>`(SELECT ${users.id} FROM ${users} WHERE ${users.email} = ${owner.email})`;
    const [, , inserted] = await deps.db.batch([
      insertUser,
      insertCredentials,
      deps.db
        .insert(organizations)
        .values({ name: input.name, owner_id: ownerId, ...stamps })
        .returning({ id: organizations.id }),
      deps.db.insert(trainers).values({ user_id: ownerId, organization_id: lastInsertId, ...adminTrainer }),
    ]);
    organizationId = inserted[0]!.id;
  }
  const organization = await organizationRow(deps, organizationId);
  return {
    organization,
    owner: invited ?? organization.owner!,
    temporary_password: password,
    msg: message(invited ? "ORGANIZATION_CREATED_OWNER_INVITED" : "ORGANIZATION_CREATED"),
  };
}
