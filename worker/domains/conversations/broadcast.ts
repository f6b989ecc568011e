import { eq, sql } from "drizzle-orm";
import {
  clients,
  conversation_reads,
  conversations,
  messages,
  notifications,
  trainers,
} from "../../../db/schema";
import { inIds } from "../../data/sql";
import { AppError } from "../../errors";
import { assertInOrganization, isSuper, requireCoach } from "../../services/access";
import type { Actor } from "../../services/actor";
import type { RealtimeDelivery, ServiceDeps } from "../../services/deps";
import { deliverAfterCommit } from "../../services/realtime";
import { rate, reserveRate } from "../auth/throttle";
import { notificationDeliveries } from "../notifications/view";
import { excerpt } from "../notifications/write";
import { coachesOf } from "./access";
import { messageViews } from "./message-view";
import { MESSAGES_PER_MINUTE, type TBroadcastInput } from "./schemas";
import { searchTextOf } from "./writes";

/**
 * POST /conversations/broadcast: one message into each chosen client's own conversation (up to
 * 1,000). Every client must be in the caller's reach (another organization's or a missing id: 404;
 * another trainer's client for a trainer: 403), checked before anything is written, so one bad id
 * writes nothing. Then ONE batch: the messages, the conversations' latest message, the author's
 * read marks, each client's notification. Each statement binds the client list as one JSON value,
 * so the batch is five statements whatever the count. A broadcast counts once against the rate.
 */
export async function broadcastMessage(deps: ServiceDeps, actor: Actor, input: TBroadcastInput) {
  requireCoach(actor);
  if (isSuper(actor)) throw new AppError("FORBIDDEN");
  const ids = [...new Set(input.client_ids)];
  const targets = await deps.db
    .select({
      id: clients.id,
      userId: clients.user_id,
      organizationId: clients.organization_id,
      trainerId: clients.trainer_id,
      trainerUserId: trainers.user_id,
    })
    .from(clients)
    .leftJoin(trainers, eq(trainers.id, clients.trainer_id))
    .where(inIds(clients.id, ids));
  if (targets.length !== ids.length) throw new AppError("NOT_FOUND");
  for (const target of targets) assertInOrganization(actor, target.organizationId);
  if (actor.role !== "admin" && targets.some((c) => c.trainerId !== actor.trainer?.id))
    throw new AppError("FORBIDDEN");
  await reserveRate(deps, rate.messages(actor.user.id, MESSAGES_PER_MINUTE), "TOO_MANY_MESSAGES");

  const now = deps.clock.now().toISOString();
  const body = input.message.body;
  const list = JSON.stringify(ids);
  const me = actor.user.id;
  // The rows this batch inserted: this author's, at this instant, in these conversations.
  const justSent = sql`m.author_id = ${me} AND m.created_at = ${now}
    AND m.client_id IN (SELECT value FROM json_each(${list}))`;
  const [sent, , , written] = await deps.db.batch([
    deps.db.all<typeof messages.$inferSelect>(sql`
      INSERT INTO ${messages} (client_id, author_id, from_client, body, search_text, created_at)
      SELECT value, ${me}, 0, ${body}, ${searchTextOf(body)}, ${now} FROM json_each(${list})
      RETURNING *`),
    deps.db.run(sql`
      INSERT INTO ${conversations} (client_id, last_message_id, last_message_at, created_at, updated_at)
      SELECT m.client_id, m.id, m.created_at, ${now}, ${now} FROM ${messages} AS m WHERE ${justSent}
      ON CONFLICT (client_id) DO UPDATE SET last_message_id = excluded.last_message_id,
        last_message_at = excluded.last_message_at, updated_at = excluded.updated_at`),
    deps.db.run(sql`
      INSERT INTO ${conversation_reads} (client_id, user_id, by_client, last_read_message_id, updated_at)
      SELECT m.client_id, ${me}, 0, m.id, ${now} FROM ${messages} AS m WHERE ${justSent}
      ON CONFLICT (client_id, user_id) DO UPDATE SET
        last_read_message_id = max(last_read_message_id, excluded.last_read_message_id),
        updated_at = excluded.updated_at`),
    deps.db.all<typeof notifications.$inferSelect>(sql`
      INSERT INTO ${notifications} (user_id, kind, client_id, actor_id, message_id, text, created_at)
      SELECT c.user_id, 'message', m.client_id, ${me}, m.id, ${excerpt(body)}, ${now}
      FROM ${messages} AS m JOIN ${clients} AS c ON c.id = m.client_id WHERE ${justSent}
      RETURNING *`),
  ]);
  await deliverAfterCommit(deps, await broadcastDeliveries(deps, actor, targets, sent, written));
  return { messages_count: sent.length };
}

/** Each message to its client and that client's coaches; each notification to its client. */
async function broadcastDeliveries(
  deps: ServiceDeps,
  actor: Actor,
  targets: {
    id: number;
    userId: number;
    organizationId: number | null;
    trainerId: number | null;
    trainerUserId: number | null;
  }[],
  sent: (typeof messages.$inferSelect)[],
  written: (typeof notifications.$inferSelect)[],
): Promise<RealtimeDelivery[]> {
  if (!deps.realtime) return [];
  const organizationId = actor.organizationId;
  // The organization's admins and owner see every thread; each client's trainer its own.
  const admins = (await coachesOf(deps, organizationId, null)).map((c) => c.userId);
  const targetOf = new Map(targets.map((t) => [t.id, t]));
  const views = await messageViews(deps, sent);
  return [
    ...views.map((message): RealtimeDelivery => {
      const target = targetOf.get(message.client_id)!;
      const trainer = target.trainerUserId === null ? [] : [target.trainerUserId];
      return {
        organizationId,
        userIds: [...new Set([target.userId, ...trainer, ...admins])],
        event: { type: "message.created", message },
      };
    }),
    ...(await notificationDeliveries(deps, organizationId, written)),
  ];
}
