import { sql } from "drizzle-orm";
import { conversation_reads, conversations, messages } from "../../../db/schema";
import type { ServiceDeps } from "../../services/deps";
import type { ConversationSide } from "./access";
import type { TConversation } from "./schemas";

/**
 * What counts as unread, for whom. A client's unread messages are its coaches' after its read
 * mark; a coach's are the client's after the coach's own mark (colleagues' messages are not
 * something a coach must read: an admin would otherwise see every thread of the organization
 * unread). Recalled messages never count. "Other" read mark: for a coach the client's, for the
 * client the furthest any coach read (the read receipt it sees).
 */
export const unreadFromClient = (side: ConversationSide) => (side === "client" ? 0 : 1);

/** The unread count of one conversation as SQL, for the reader `userId` (`clientId`: SQL or a value). */
export function unreadCountSql(
  clientId: ReturnType<typeof sql> | number,
  userId: number,
  side: ConversationSide,
) {
  const mark = sql`coalesce((SELECT r.last_read_message_id FROM ${conversation_reads} AS r
    WHERE r.client_id = ${clientId} AND r.user_id = ${userId}), 0)`;
  return sql<number>`(SELECT count(*) FROM ${messages} AS m
    WHERE m.client_id = ${clientId} AND m.from_client = ${unreadFromClient(side)}
      AND m.id > ${mark} AND m.recalled_at IS NULL)`;
}

/** The other side's read mark as SQL (see above). */
export function otherMarkSql(clientId: ReturnType<typeof sql> | number, side: ConversationSide) {
  return sql<number | null>`(SELECT max(r.last_read_message_id) FROM ${conversation_reads} AS r
    WHERE r.client_id = ${clientId} AND r.by_client = ${side === "client" ? 0 : 1})`;
}

export function ownMarkSql(clientId: ReturnType<typeof sql> | number, userId: number) {
  return sql<number | null>`(SELECT r.last_read_message_id FROM ${conversation_reads} AS r
    WHERE r.client_id = ${clientId} AND r.user_id = ${userId})`;
}

/** One conversation as `userId` sees it; a client without messages has an empty one (same id). */
export async function conversationState(
  deps: ServiceDeps,
  clientId: number,
  userId: number,
  side: ConversationSide,
): Promise<TConversation> {
  const [row] = await deps.db.all<{
    last_message_at: string | null;
    unread: number;
    mine: number | null;
    other: number | null;
  }>(sql`SELECT
      (SELECT c.last_message_at FROM ${conversations} AS c WHERE c.client_id = ${clientId}) AS last_message_at,
      ${unreadCountSql(clientId, userId, side)} AS unread,
      ${ownMarkSql(clientId, userId)} AS mine,
      ${otherMarkSql(clientId, side)} AS other`);
  return {
    id: clientId,
    client_id: clientId,
    unread_count: row?.unread ?? 0,
    last_message_at: row?.last_message_at ?? null,
    last_read_message_id: row?.mine ?? null,
    other_last_read_message_id: row?.other ?? null,
  };
}
