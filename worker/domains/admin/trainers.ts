import { and, asc, count, eq, inArray, ne, or, type SQL, sql } from "drizzle-orm";
import { fieldMessage, message } from "#shared/messages";
import {
  clients,
  group_assignments,
  organizations,
  program_assignments,
  trainers,
  users,
  workouts,
} from "../../../db/schema";
import { inIds } from "../../data/sql";
import { AppError } from "../../errors";
import { requireSuper } from "../../services/access";
import type { Actor } from "../../services/actor";
import type { ServiceDeps } from "../../services/deps";
import { containsText } from "../libraries/sql";
import { paged, pageWindow } from "../shared/paging";
import { nameOrder } from "../users/name-key";
import { writeWorkouts } from "../workouts/writes";
import type { TAdminMoveTrainerInput, TAdminTrainersQuery } from "./schemas";

const trainerColumns = {
  trainer: trainers,
  user: {
    name: users.name,
    email: users.email,
    phone_number: users.phone_number,
    disabled_at: users.disabled_at,
  },
  organization: { id: organizations.id, name: organizations.name, owner_id: organizations.owner_id },
};

type Listed = {
  trainer: typeof trainers.$inferSelect;
  user: { name: string; email: string | null; phone_number: string | null; disabled_at: string | null };
  organization: { id: number; name: string; owner_id: number | null } | null;
};

/** Clients (all states) and active clients per trainer, for the page's trainers. */
async function clientFigures(deps: ServiceDeps, ids: number[]) {
  if (ids.length === 0) return new Map<number, { all: number; active: number }>();
  const rows = await deps.db
    .select({
      key: clients.trainer_id,
      all: count(),
      active: sql<number>`sum(case when ${clients.state} = 'active' then 1 else 0 end)`,
    })
    .from(clients)
    .where(inIds(clients.trainer_id, ids))
    .groupBy(clients.trainer_id);
  return new Map(rows.map((r) => [r.key ?? 0, { all: r.all, active: Number(r.active ?? 0) }]));
}

async function present(deps: ServiceDeps, rows: Listed[]) {
  const figures = await clientFigures(
    deps,
    rows.map((r) => r.trainer.id),
  );
  return rows.map(({ trainer: t, user: u, organization: o }) => {
    const isOwner = o?.id != null && o.owner_id === t.user_id;
    return {
      id: t.id,
      user_id: t.user_id,
      name: u.name,
      email: u.email,
      phone_number: u.phone_number,
      organization: o?.id != null ? { id: o.id, name: o.name } : null,
      // Admin rights are an organization's: a trainer in none has none.
      is_admin: (t.super_admin && o?.id != null) || isOwner,
      is_owner: isOwner,
      disabled: u.disabled_at !== null,
      max_clients: t.max_clients,
      can_add_clients: t.can_add_clients,
      clients_count: figures.get(t.id)?.all ?? 0,
      active_clients_count: figures.get(t.id)?.active ?? 0,
      created_at: t.created_at,
    };
  });
}

function trainersQuery(deps: ServiceDeps, where: SQL | undefined) {
  return deps.db
    .select(trainerColumns)
    .from(trainers)
    .innerJoin(users, eq(users.id, trainers.user_id))
    .leftJoin(organizations, eq(organizations.id, trainers.organization_id))
    .where(where);
}

/** GET /admin/trainers: trainers of every organization, one page, newest first. */
export async function listTrainers(deps: ServiceDeps, actor: Actor, query: TAdminTrainersQuery) {
  requireSuper(actor);
  const window = pageWindow(query);
  const where = and(
    query.organization_id ? eq(trainers.organization_id, query.organization_id) : undefined,
    query.q
      ? or(
          containsText(users.name, query.q),
          containsText(users.email, query.q),
          containsText(users.phone_number, query.q),
        )
      : undefined,
  );
  const { rows, meta } = await paged(
    window,
    (w) => trainersQuery(deps, where).orderBy(nameOrder, asc(trainers.id)).limit(w.size).offset(w.offset),
    () =>
      deps.db
        .select({ n: count() })
        .from(trainers)
        .innerJoin(users, eq(users.id, trainers.user_id))
        .where(where),
  );
  return { trainers: await present(deps, rows), meta };
}

async function oneTrainer(deps: ServiceDeps, id: number) {
  const rows = await trainersQuery(deps, eq(trainers.id, id)).limit(1);
  if (rows.length === 0) throw new AppError("NOT_FOUND");
  const [row] = await present(deps, rows);
  return { row: row!, raw: rows[0]! };
}

async function assertOrganization(deps: ServiceDeps, id: number) {
  const [row] = await deps.db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.id, id))
    .limit(1);
  if (!row)
    throw new AppError("BAD_REQUEST", message("ORGANIZATION_NOT_FOUND"), [
      { path: "organization_id", message: fieldMessage("ORGANIZATION_NOT_FOUND") },
    ]);
}

/** The trainer that receives the clients left behind: another trainer of the old organization. */
async function assertReassignTarget(deps: ServiceDeps, targetId: number, from: typeof trainers.$inferSelect) {
  const [row] = await deps.db
    .select({ id: trainers.id, organization_id: trainers.organization_id })
    .from(trainers)
    .where(and(eq(trainers.id, targetId), ne(trainers.id, from.id)))
    .limit(1);
  if (!row || row.organization_id === null || row.organization_id !== from.organization_id)
    throw new AppError("BAD_REQUEST", message("TRANSFER_OTHER_ORGANIZATION"), [
      { path: "reassign_to", message: fieldMessage("REASSIGN_TARGET") },
    ]);
}

/**
 * POST /admin/trainers/{id}/move: the trainer goes to another organization (as a plain trainer:
 * its admin rights were the old organization's). Its clients either go along (their workouts
 * follow; program and group assignments of the old organization end, since programs and library
 * items stay with the organization that made them) or stay, handed to another trainer of the
 * old organization. One atomic batch.
 */
export async function moveTrainer(deps: ServiceDeps, actor: Actor, input: TAdminMoveTrainerInput) {
  requireSuper(actor);
  const { raw } = await oneTrainer(deps, input.id);
  const trainer = raw.trainer;
  await assertOrganization(deps, input.organization_id);
  if (trainer.organization_id === input.organization_id)
    throw new AppError("BAD_REQUEST", message("ADMIN_SAME_ORGANIZATION"), [
      { path: "organization_id", message: fieldMessage("ADMIN_SAME_ORGANIZATION") },
    ]);
  if (raw.organization?.owner_id === trainer.user_id)
    throw new AppError("BAD_REQUEST", message("ADMIN_OWNER_NOT_MOVABLE"));
  if (input.clients === "reassign") await assertReassignTarget(deps, input.reassign_to!, trainer);

  const now = deps.clock.now().toISOString();
  // The trainer's clients as the batch finds them (a client added meanwhile is decided too).
  const ownClients = deps.db
    .select({ id: clients.id })
    .from(clients)
    .where(eq(clients.trainer_id, trainer.id));
  const ownUsers = deps.db
    .select({ id: clients.user_id })
    .from(clients)
    .where(eq(clients.trainer_id, trainer.id));
  const moveTrainerRow = deps.db
    .update(trainers)
    .set({ organization_id: input.organization_id, super_admin: false, updated_at: now })
    .where(eq(trainers.id, trainer.id));

  if (input.clients === "reassign") {
    const to = input.reassign_to!;
    // The clients' row changes last: the statements before it find them by their old trainer.
    const [, , , reassigned] = await writeWorkouts(
      deps,
      [
        moveTrainerRow,
        deps.db
          .update(users)
          .set({ trainer_id: to, has_trainer: true, updated_at: now })
          .where(inArray(users.id, ownUsers)),
        deps.db.update(workouts).set({ trainer_id: to }).where(inArray(workouts.client_id, ownClients)),
        deps.db
          .update(clients)
          .set({ trainer_id: to, updated_at: now })
          .where(eq(clients.trainer_id, trainer.id))
          .returning({ id: clients.id }),
      ],
      // Workouts change trainer only: no figure of any client changes.
      [],
    );
    const { row } = await oneTrainer(deps, trainer.id);
    return {
      trainer: row,
      moved_client_ids: [],
      reassigned_client_ids: reassigned.map((c) => c.id),
      msg: message("ADMIN_TRAINER_MOVED"),
    };
  }

  const [, , , , moved] = await writeWorkouts(
    deps,
    [
      moveTrainerRow,
      deps.db
        .update(workouts)
        .set({ organization_id: input.organization_id })
        .where(inArray(workouts.client_id, ownClients)),
      deps.db.delete(program_assignments).where(inArray(program_assignments.client_id, ownClients)),
      deps.db.delete(group_assignments).where(inArray(group_assignments.client_id, ownClients)),
      deps.db
        .update(clients)
        .set({ organization_id: input.organization_id, updated_at: now })
        .where(eq(clients.trainer_id, trainer.id))
        .returning({ id: clients.id }),
    ],
    // Workouts change organization only: no figure of any client changes.
    [],
  );
  const { row } = await oneTrainer(deps, trainer.id);
  return {
    trainer: row,
    moved_client_ids: moved.map((c) => c.id),
    reassigned_client_ids: [],
    msg: message("ADMIN_TRAINER_MOVED"),
  };
}
