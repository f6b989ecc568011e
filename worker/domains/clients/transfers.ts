import { eq } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { fieldMessage, type Message, message } from "#shared/messages";
import { clients, trainers, users, workouts } from "../../../db/schema";
import { inIds } from "../../data/sql";
import { AppError, type ErrorIssue } from "../../errors";
import { assertInOrganization, isSuper, organizationScope, requireCoach } from "../../services/access";
import type { Actor } from "../../services/actor";
import type { ServiceDeps } from "../../services/deps";
import { writeWorkouts } from "../workouts/writes";
import type { TTransferClientsInput } from "./schemas";

type TrainerRow = typeof trainers.$inferSelect;
type MovableClient = {
  id: number;
  user_id: number;
  trainer_id: number | null;
  organization_id: number | null;
};

/** The receiving trainer, if in the caller's reach (else NOT_FOUND, pointing at `path`). */
export async function loadTransferTarget(
  deps: ServiceDeps,
  actor: Actor,
  trainerId: number,
  path: string,
): Promise<TrainerRow> {
  requireCoach(actor);
  const [row] = await deps.db.select().from(trainers).where(eq(trainers.id, trainerId)).limit(1);
  const notFound = new AppError("NOT_FOUND", undefined, [
    { path, message: fieldMessage("TRAINER_NOT_FOUND") },
  ]);
  if (!row) throw notFound;
  try {
    assertInOrganization(actor, row.organization_id);
  } catch {
    throw notFound;
  }
  return row;
}

/**
 * Who may move which clients: every client must be in the caller's reach (else 404) and in the
 * receiving trainer's organization (moves between organizations are not transfers: 400).
 * Admins and the super admin move any of them; a trainer moves only its own clients (403).
 */
export function assertTransferAllowed(
  actor: Actor,
  rows: readonly MovableClient[],
  target: TrainerRow,
  path: string,
): void {
  for (const row of rows) assertInOrganization(actor, row.organization_id);
  const otherOrganization = rows.filter((r) => r.organization_id !== target.organization_id);
  if (target.organization_id === null || otherOrganization.length > 0) {
    throw new AppError("BAD_REQUEST", message("TRANSFER_OTHER_ORGANIZATION"), [
      { path, message: fieldMessage("TRANSFER_TARGET_ORGANIZATION") },
    ]);
  }
  assertOwnClients(actor, rows, message("TRANSFER_NOT_OWN"));
}

/**
 * Admins and the super admin act on any client in reach; a trainer only on its own clients
 * (403 with one issue per other client, and `msg` as the message when given).
 */
export function assertOwnClients(actor: Actor, rows: readonly MovableClient[], msg?: Message): void {
  if (isSuper(actor) || actor.role === "admin") return;
  const notOwn = rows.filter((r) => r.trainer_id !== actor.trainer?.id);
  if (notOwn.length > 0) {
    throw new AppError(
      "FORBIDDEN",
      msg,
      notOwn.map((r) => ({ path: `client:${r.id}`, message: fieldMessage("NOT_YOUR_CLIENT") })),
    );
  }
}

/**
 * The clients of `clientIds` in the caller's reach. Any other id, missing or another
 * organization's, answers 404 with the same issue (`issue(id, index)`), so ids reveal nothing
 * about other organizations.
 */
export async function loadClientsInReach(
  deps: ServiceDeps,
  actor: Actor,
  clientIds: readonly number[],
  issue: (id: number, index: number) => ErrorIssue,
): Promise<MovableClient[]> {
  const scope = organizationScope(actor);
  const found: MovableClient[] = await deps.db
    .select({
      id: clients.id,
      user_id: clients.user_id,
      trainer_id: clients.trainer_id,
      organization_id: clients.organization_id,
    })
    .from(clients)
    .where(inIds(clients.id, clientIds));
  const rows = found.filter((r) => scope === null || r.organization_id === scope);
  const inReach = new Set(rows.map((r) => r.id));
  const missing = clientIds.flatMap((id, index) => (inReach.has(id) ? [] : [issue(id, index)]));
  if (missing.length > 0) throw new AppError("NOT_FOUND", undefined, missing);
  return rows;
}

/**
 * The writes of a move, for one batch: the clients' trainer, their users' trainer link
 * (users.trainer_id / has_trainer), and the denormalised trainer of all their workouts.
 * Workouts keep their updated_at so the coach feed's order does not change.
 */
export function transferStatements(
  deps: ServiceDeps,
  rows: readonly MovableClient[],
  toTrainerId: number,
  now: string,
): BatchItem<"sqlite">[] {
  if (rows.length === 0) return [];
  const clientIds = rows.map((r) => r.id);
  return [
    deps.db
      .update(clients)
      .set({ trainer_id: toTrainerId, updated_at: now })
      .where(inIds(clients.id, clientIds)),
    deps.db
      .update(users)
      .set({ trainer_id: toTrainerId, has_trainer: true, updated_at: now })
      .where(
        inIds(
          users.id,
          rows.map((r) => r.user_id),
        ),
      ),
    deps.db.update(workouts).set({ trainer_id: toTrainerId }).where(inIds(workouts.client_id, clientIds)),
  ];
}

/**
 * POST /trainer_client_transfers: moves clients to another trainer of the same organization in one
 * atomic batch. With `from_trainer_id`, every client must currently be that trainer's (400).
 */
export async function transferClients(deps: ServiceDeps, actor: Actor, input: TTransferClientsInput) {
  requireCoach(actor);
  const { from_trainer_id, to_trainer_id } = input.trainer;
  const clientIds = [...new Set(input.trainer.client_ids)];
  const target = await loadTransferTarget(deps, actor, to_trainer_id, "trainer.to_trainer_id");
  if (from_trainer_id !== undefined)
    await loadTransferTarget(deps, actor, from_trainer_id, "trainer.from_trainer_id");

  const rows = await loadClientsInReach(deps, actor, clientIds, (id) => ({
    path: "trainer.client_ids",
    message: fieldMessage("CLIENT_ID_NOT_FOUND", { id }),
  }));
  assertTransferAllowed(actor, rows, target, "trainer.to_trainer_id");
  if (from_trainer_id !== undefined) {
    const elsewhere = rows.filter((r) => r.trainer_id !== from_trainer_id);
    if (elsewhere.length > 0) {
      throw new AppError(
        "BAD_REQUEST",
        undefined,
        elsewhere.map((r) => ({
          path: "trainer.client_ids",
          message: fieldMessage("CLIENT_NOT_FROM_TRAINER", { id: r.id }),
        })),
      );
    }
  }
  const moving = rows.filter((r) => r.trainer_id !== target.id);
  const statements = transferStatements(deps, moving, target.id, deps.clock.now().toISOString());
  const [first, ...rest] = statements;
  // The workouts' trainer column follows the client; no figure changes.
  if (first) await writeWorkouts(deps, [first, ...rest], []);
  return {
    success: 0 as const,
    msg: message("CLIENTS_TRANSFERRED"),
    trainer: {
      from_trainer_id: from_trainer_id ?? null,
      to_trainer_id: target.id,
      client_ids: rows.map((r) => r.id),
    },
  };
}
