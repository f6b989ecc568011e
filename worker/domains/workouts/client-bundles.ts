import { eq, sql } from "drizzle-orm";
import { clients, trainers, users } from "../../../db/schema";
import { computed, jsonRow, leftJoined, type RowOf } from "../../data/json-row";
import { inJsonPlaceholder, preparedOnce } from "../../data/sql";
import type { ServiceDeps } from "../../services/deps";

/**
 * Columns of the side-loaded records. Selecting only these keeps result sets narrow (D1 refuses
 * more than 100 columns in one result, and the wire shapes need no more).
 */
export const clientColumns = {
  id: clients.id,
  user_id: clients.user_id,
  trainer_id: clients.trainer_id,
  organization_id: clients.organization_id,
  slug: clients.slug,
  state: clients.state,
  due: clients.due,
  client_type: clients.client_type,
  hide_from_feed: clients.hide_from_feed,
  completed_workouts_count: clients.completed_workouts_count,
  missed_sessions_count: clients.missed_sessions_count,
  compliance_rate_for_7_days: clients.compliance_rate_for_7_days,
  compliance_rate_for_30_days: clients.compliance_rate_for_30_days,
  compliance_rate_for_90_days: clients.compliance_rate_for_90_days,
  compliance_computed_on: clients.compliance_computed_on,
  updated_at: clients.updated_at,
};
export const userColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  image_id: users.image_id,
  image_url: users.image_url,
  timezone: users.timezone,
  has_trainer: users.has_trainer,
  trainer_id: users.trainer_id,
  super_admin: users.super_admin,
};

export const trainerColumns = {
  id: trainers.id,
  user_id: trainers.user_id,
  organization_id: trainers.organization_id,
  super_admin: trainers.super_admin,
};

export type ClientRow = RowOf<typeof clientColumns>;
export type UserRow = RowOf<typeof userColumns>;
export type TrainerRow = RowOf<typeof trainerColumns>;

/** The side-loaded client: what a workouts screen needs (SPEC: user_id, state, organization_id, rates). */
export function sideloadedClient(row: ClientRow, groupAssignmentIds: number[]) {
  const { compliance_computed_on: _on, ...rest } = row;
  return { ...rest, group_assignment_ids: groupAssignmentIds };
}
export type SideloadedClient = ReturnType<typeof sideloadedClient>;

/** The side-loaded user: name and picture for display; nothing private. */
export function sideloadedUser(row: UserRow): UserRow {
  return { ...row };
}
export type SideloadedUser = UserRow;

export function sideloadedTrainer(row: TrainerRow): TrainerRow {
  return { ...row };
}
export type SideloadedTrainer = TrainerRow;

export type GroupAssignment = { id: number; group_id: number; client_id: number };

const groupAssignmentsJson = sql<string>`(SELECT json_group_array(json_object('id', ga.id, 'group_id', ga.group_id, 'client_id', ga.client_id)) FROM group_assignments AS ga WHERE ga.client_id = "clients"."id")`;

/**
 * A client with its user, trainer and group assignments as one JSON value (the libSQL client's
 * per-column work on ~30 columns cost more than the query); the REAL rates beside it (json-row.ts).
 */
const BUNDLE_ROW = jsonRow({
  client: clientColumns,
  user: userColumns,
  trainer: leftJoined(trainerColumns),
  groupAssignments: computed(sql`json(${groupAssignmentsJson})`, (v) => v as GroupAssignment[]),
});
export type ClientBundle = ReturnType<typeof BUNDLE_ROW.fromSelected>;

export async function selectClientBundles(deps: ServiceDeps, clientIds: number[]): Promise<ClientBundle[]> {
  if (clientIds.length === 0) return [];
  const query = preparedOnce(deps.db, "clientBundles", () =>
    deps.db
      .select(BUNDLE_ROW.select)
      .from(clients)
      .innerJoin(users, eq(users.id, clients.user_id))
      .leftJoin(trainers, eq(trainers.id, clients.trainer_id))
      .where(inJsonPlaceholder(clients.id, "ids"))
      .prepare(),
  );
  const rows = await query.all({ ids: JSON.stringify(clientIds) });
  return rows.map((r) => BUNDLE_ROW.fromSelected(r));
}
