import { inArray, sql } from "drizzle-orm";
import { clients, conversations, messages, users } from "../../../db/schema";
import { AppError } from "../../errors";
import { isClientActor, isSuper, requireCoach } from "../../services/access";
import type { Actor } from "../../services/actor";
import type { ServiceDeps } from "../../services/deps";
import { pageMeta, pageWindow } from "../shared/paging";
import { messageViews } from "./message-view";
import type { TInboxInput } from "./schemas";
import { otherMarkSql, ownMarkSql, unreadCountSql } from "./state";
import { searchTextOf } from "./writes";

/**
 * GET /conversations: a coach's inbox. The conversations of the clients the coach takes part in
 * (a trainer: its own clients; an admin or owner: its organization's; the super admin: all) that
 * hold a message, unread first, then by latest message. `q` matches the client's name or any
 * message's text (normalised like the stored search text: Chinese substrings, English words in
 * any case); `unread=1` keeps the unread ones.
 *
 * Speed: the conversation row carries its latest message, the scope is an indexed column of
 * clients, and each row's unread count is an index range (messages_thread_idx: the client's
 * messages after the coach's mark). 500 conversations: see `npm run bench`.
 */
export async function listInbox(deps: ServiceDeps, actor: Actor, input: TInboxInput) {
  if (isClientActor(actor)) throw new AppError("FORBIDDEN");
  requireCoach(actor);
  const rowsSql = inboxRowsSql(actor, input.q);
  const filtered = input.unread ? sql`SELECT * FROM (${rowsSql}) WHERE unread > 0` : rowsSql;
  const window = pageWindow(input);
  type Row = {
    client_id: number;
    last_message_id: number;
    last_message_at: string;
    name: string;
    image_url: string | null;
    unread: number;
    mine: number | null;
    other: number | null;
  };
  const rows = await deps.db.all<Row>(sql`SELECT * FROM (${filtered})
    ORDER BY (unread > 0) DESC, last_message_at DESC, client_id DESC
    LIMIT ${window.size} OFFSET ${window.offset}`);
  const short = rows.length < window.size && (rows.length > 0 || window.page === 1);
  const total = short
    ? window.offset + rows.length
    : ((await deps.db.all<{ n: number }>(sql`SELECT count(*) AS n FROM (${filtered})`))[0]?.n ?? 0);
  const lastIds = rows.map((r) => r.last_message_id);
  const lasts = lastIds.length
    ? await messageViews(
        deps,
        await deps.db
          .select()
          .from(messages)
          .where(inArray(messages.id, sql`(SELECT value FROM json_each(${JSON.stringify(lastIds)}))`)),
      )
    : [];
  const lastOf = new Map(lasts.map((m) => [m.id, m]));
  return {
    conversations: rows.map((r) => ({
      id: r.client_id,
      client_id: r.client_id,
      unread_count: r.unread,
      last_message_at: r.last_message_at,
      last_read_message_id: r.mine,
      other_last_read_message_id: r.other,
      client: { id: r.client_id, name: r.name, image_url: r.image_url },
      last_message: lastOf.get(r.last_message_id) ?? null,
    })),
    meta: pageMeta(window, total),
  };
}

/** The inbox's rows as SQL, one per conversation of the coach's clients that holds a message. */
export function inboxRowsSql(actor: Actor, query?: string) {
  const side = isSuper(actor) ? "super" : "coach";
  const me = actor.user.id;
  const scope = isSuper(actor)
    ? sql`1`
    : actor.role === "admin"
      ? sql`cl.organization_id = ${actor.organizationId}`
      : sql`cl.organization_id = ${actor.organizationId} AND cl.trainer_id = ${actor.trainer?.id ?? -1}`;
  const q = query ? `%${escapeLike(searchTextOf(query)!)}%` : null;
  const search = q
    ? sql`AND (lower(u.name) LIKE ${q} ESCAPE '\\' OR EXISTS (SELECT 1 FROM ${messages} AS s
        WHERE s.client_id = c.client_id AND s.search_text LIKE ${q} ESCAPE '\\'))`
    : sql``;
  const rowsSql = sql`
    SELECT c.client_id AS client_id, c.last_message_id AS last_message_id, c.last_message_at AS last_message_at,
      u.name AS name, u.image_url AS image_url,
      ${unreadCountSql(sql`c.client_id`, me, side)} AS unread,
      ${ownMarkSql(sql`c.client_id`, me)} AS mine,
      ${otherMarkSql(sql`c.client_id`, side)} AS other
    FROM ${conversations} AS c
    JOIN ${clients} AS cl ON cl.id = c.client_id
    JOIN ${users} AS u ON u.id = cl.user_id
    WHERE ${scope} AND c.last_message_id IS NOT NULL ${search}`;
  return rowsSql;
}

/** `%`, `_` and the escape itself taken literally in a LIKE pattern (ESCAPE '\'). */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
