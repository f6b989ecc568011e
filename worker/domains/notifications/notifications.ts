import { and, count, desc, eq, isNull, sql } from "drizzle-orm";
import { notifications } from "../../../db/schema";
import { isClientActor } from "../../services/access";
import type { Actor } from "../../services/actor";
import type { ServiceDeps } from "../../services/deps";
import { inboxRowsSql } from "../conversations/inbox";
import { unreadCountSql } from "../conversations/state";
import { paged, pageWindow } from "../shared/paging";
import type { TListNotificationsInput, TReadNotificationsInput } from "./schemas";
import { notificationViews } from "./view";

/**
 * The caller's own notifications (every signed-in person: coaches and clients). Nobody reads or
 * marks another person's: the rows are selected by the caller's user id, so foreign ids in
 * `{ids}` simply match nothing.
 */

const unreadOf = (userId: number) => and(eq(notifications.user_id, userId), isNull(notifications.read_at));

async function unreadCount(deps: ServiceDeps, userId: number): Promise<number> {
  const [row] = await deps.db.select({ n: count() }).from(notifications).where(unreadOf(userId));
  return row?.n ?? 0;
}

/** GET /notifications?unread=1&page=: newest first, with the unread count (the bell). */
export async function listNotifications(deps: ServiceDeps, actor: Actor, input: TListNotificationsInput) {
  const me = actor.user.id;
  const where = input.unread ? unreadOf(me) : eq(notifications.user_id, me);
  const { rows, meta } = await paged(
    pageWindow(input),
    (w) =>
      deps.db
        .select()
        .from(notifications)
        .where(where)
        .orderBy(desc(notifications.id))
        .limit(w.size)
        .offset(w.offset),
    () => deps.db.select({ n: count() }).from(notifications).where(where),
  );
  return {
    notifications: await notificationViews(deps, rows),
    meta,
    unread_count: await unreadCount(deps, me),
  };
}

/** POST /notifications/read: `{ids}` (the caller's; others match nothing) or `{all: true}`. */
export async function readNotifications(deps: ServiceDeps, actor: Actor, input: TReadNotificationsInput) {
  const me = actor.user.id;
  const now = deps.clock.now().toISOString();
  const which =
    "ids" in input
      ? and(
          unreadOf(me),
          sql`${notifications.id} IN (SELECT value FROM json_each(${JSON.stringify(input.ids)}))`,
        )
      : unreadOf(me);
  await deps.db.update(notifications).set({ read_at: now }).where(which);
  return { unread_count: await unreadCount(deps, me) };
}

/**
 * notifications.counts: the bell's unread notifications and the sidebar's unread conversations
 * (a client: its own conversation, 0 or 1).
 */
export async function notificationCounts(deps: ServiceDeps, actor: Actor) {
  const me = actor.user.id;
  let conversationsUnread = 0;
  if (isClientActor(actor)) {
    const [row] = await deps.db.all<{ n: number }>(
      sql`SELECT ${unreadCountSql(actor.client.id, me, "client")} AS n`,
    );
    conversationsUnread = (row?.n ?? 0) > 0 ? 1 : 0;
  } else if (actor.role !== "client" && actor.organizationId !== null) {
    const [row] = await deps.db.all<{ n: number }>(
      sql`SELECT count(*) AS n FROM (${inboxRowsSql(actor)}) WHERE unread > 0`,
    );
    conversationsUnread = row?.n ?? 0;
  }
  return { notifications_unread: await unreadCount(deps, me), conversations_unread: conversationsUnread };
}
