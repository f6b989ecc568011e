import { and, desc, eq, type SQL } from "drizzle-orm";
import { clients, record_events, users } from "../../../db/schema";
import { organizationScope } from "../../services/access";
import type { Actor } from "../../services/actor";
import type { ServiceDeps } from "../../services/deps";
import type { TRecentRecordsInput } from "./schemas";

/**
 * The home screen's feed of new records (issue 27): the latest record events of the coach's
 * organization (the super admin: all), or of one trainer's clients with `trainer_id` — the feed's
 * own coach filter. Newest first, over record_events_organization_idx.
 */
export async function recentRecords(deps: ServiceDeps, actor: Actor, input: TRecentRecordsInput) {
  const scope = organizationScope(actor);
  const conditions: SQL[] = [];
  if (scope !== null) conditions.push(eq(record_events.organization_id, scope));
  if (input.trainer_id !== undefined) conditions.push(eq(clients.trainer_id, input.trainer_id));
  const rows = await deps.db
    .select({
      id: record_events.id,
      client_id: record_events.client_id,
      client_name: users.name,
      workout_id: record_events.workout_id,
      workout_item_id: record_events.workout_item_id,
      exercise_id: record_events.exercise_id,
      exercise_name: record_events.exercise_name,
      kind: record_events.kind,
      weight_kg: record_events.weight_kg,
      reps: record_events.reps,
      e1rm_kg: record_events.e1rm_kg,
      created_at: record_events.created_at,
    })
    .from(record_events)
    .innerJoin(clients, eq(clients.id, record_events.client_id))
    .innerJoin(users, eq(users.id, clients.user_id))
    .where(and(...conditions))
    .orderBy(desc(record_events.created_at), desc(record_events.id))
    .limit(input.limit);
  return { record_events: rows };
}
