import { type SQL, sql } from "drizzle-orm";
import { conversation_reads, conversations, messages } from "../../../db/schema";
import type { ServiceDeps } from "../../services/deps";

/**
 * Statements the writes of a conversation share. Inside one batch (one transaction, one writer),
 * `lastMessageBy(author)` names the message that batch just inserted: nothing else can insert a
 * message of that author between the statements.
 */
export const lastMessageBy = (authorId: number): SQL =>
  sql`(SELECT max(m.id) FROM ${messages} AS m WHERE m.author_id = ${authorId})`;

/** The body as inbox search reads it: NFKC (full-width letters, compatibility forms), lower case. */
export const searchTextOf = (body: string | null) => (body ? body.normalize("NFKC").toLowerCase() : null);

/** Creates the conversation row on its first message, and moves its latest message to this one. */
export function touchConversation(deps: ServiceDeps, clientId: number, messageId: SQL, now: string) {
  return deps.db.run(sql`
    INSERT INTO ${conversations} (client_id, last_message_id, last_message_at, created_at, updated_at)
    VALUES (${clientId}, ${messageId}, ${now}, ${now}, ${now})
    ON CONFLICT (client_id) DO UPDATE SET last_message_id = excluded.last_message_id,
      last_message_at = excluded.last_message_at, updated_at = excluded.updated_at`);
}

/**
 * Moves a reader's mark forward (never back: an older tab's late read must not undo a newer one).
 * Writing a message marks everything up to it read for its author.
 */
export function markRead(
  deps: ServiceDeps,
  clientId: number,
  userId: number,
  byClient: boolean,
  messageId: SQL | number,
  now: string,
) {
  return deps.db.run(sql`
    INSERT INTO ${conversation_reads} (client_id, user_id, by_client, last_read_message_id, updated_at)
    VALUES (${clientId}, ${userId}, ${byClient ? 1 : 0}, ${messageId}, ${now})
    ON CONFLICT (client_id, user_id) DO UPDATE SET
      last_read_message_id = max(last_read_message_id, excluded.last_read_message_id),
      updated_at = excluded.updated_at`);
}
