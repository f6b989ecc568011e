import { and, eq, sql } from "drizzle-orm";
import { clients } from "../../../db/schema/clients";
import type { organizations } from "../../../db/schema/organizations";
import type { trainers } from "../../../db/schema/trainers";
import { inIds } from "../../data/sql";
import type { ServiceDeps } from "../../services/deps";
import { type PublicTrainer, publicTrainer } from "../../services/serialize";

type TrainerRow = typeof trainers.$inferSelect;
type OrganizationOwners = Pick<typeof organizations.$inferSelect, "owner_id" | "pending_owner_id">;

/** Active clients per trainer or per organization, for the given ids (one grouped query). */
export async function activeClientCounts(
  deps: ServiceDeps,
  column: "trainer_id" | "organization_id",
  ids: number[],
): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map<number, number>();
  const col = column === "trainer_id" ? clients.trainer_id : clients.organization_id;
  const rows = await deps.db
    .select({ key: col, count: sql<number>`count(*)` })
    .from(clients)
    // One bound parameter however many ids (D1 allows 100 per statement).
    .where(and(inIds(col, ids), eq(clients.state, "active")))
    .groupBy(col);
  return new Map(rows.map((r) => [r.key ?? 0, Number(r.count)]));
}

/**
 * Trainers in the wire shape of GET /trainers, with their active client counts. Every answer that
 * carries trainers (trainers, organizations' trainers, a user's base information) builds them here.
 */
export async function trainersWithCounts(
  deps: ServiceDeps,
  rows: readonly { trainer: TrainerRow; organization: OrganizationOwners | null }[],
): Promise<PublicTrainer[]> {
  const counts = await activeClientCounts(
    deps,
    "trainer_id",
    rows.map((r) => r.trainer.id),
  );
  return rows.map((r) =>
    publicTrainer(r.trainer, {
      active_clients_count: counts.get(r.trainer.id) ?? 0,
      organization: r.organization,
    }),
  );
}
