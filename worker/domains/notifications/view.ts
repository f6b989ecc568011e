import { eq } from "drizzle-orm";
import { clients, type notifications, trainers, users } from "../../../db/schema";
import { inIds } from "../../data/sql";
import type { RealtimeDelivery, ServiceDeps } from "../../services/deps";
import type { TNotification } from "./schemas";

export type NotificationRow = typeof notifications.$inferSelect;

/**
 * Notifications as the list and the socket show them: the client's name and the person who acted
 * (`actor`, as a thread names people: a client's coaches with their role, the client as "client").
 */
export async function notificationViews(
  deps: ServiceDeps,
  rows: readonly NotificationRow[],
): Promise<TNotification[]> {
  if (rows.length === 0) return [];
  const clientIds = [...new Set(rows.map((r) => r.client_id).filter((id): id is number => id !== null))];
  const actorIds = [...new Set(rows.map((r) => r.actor_id).filter((id): id is number => id !== null))];
  const [names, actors] = await Promise.all([
    clientIds.length
      ? deps.db
          .select({ id: clients.id, name: users.name })
          .from(clients)
          .innerJoin(users, eq(users.id, clients.user_id))
          .where(inIds(clients.id, clientIds))
      : [],
    actorIds.length
      ? deps.db
          .select({
            id: users.id,
            name: users.name,
            image_id: users.image_id,
            image_url: users.image_url,
            coach: trainers.id,
            admin: trainers.super_admin,
          })
          .from(users)
          .leftJoin(trainers, eq(trainers.user_id, users.id))
          .where(inIds(users.id, actorIds))
      : [],
  ]);
  const nameOf = new Map(names.map((n) => [n.id, n.name]));
  const actorOf = new Map(
    actors.map(({ coach, admin, ...person }) => [
      person.id,
      {
        ...person,
        role: coach === null ? ("client" as const) : admin ? ("admin" as const) : ("trainer" as const),
      },
    ]),
  );
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    client_id: r.client_id,
    client_name: r.client_id === null ? null : (nameOf.get(r.client_id) ?? null),
    actor: r.actor_id === null ? null : (actorOf.get(r.actor_id) ?? null),
    workout_id: r.workout_id,
    conversation_id: r.kind === "message" ? r.client_id : null,
    message_id: r.message_id,
    comment_id: r.comment_id,
    text: r.text,
    created_at: r.created_at,
    read_at: r.read_at,
  }));
}

/** One `notification.created` event per written notification, to its recipient only. */
export async function notificationDeliveries(
  deps: ServiceDeps,
  organizationId: number | null,
  rows: readonly NotificationRow[],
): Promise<RealtimeDelivery[]> {
  const views = await notificationViews(deps, rows);
  return views.map((notification, i) => ({
    organizationId,
    userIds: [rows[i]!.user_id],
    event: { type: "notification.created" as const, notification },
  }));
}
