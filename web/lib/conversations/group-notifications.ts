/** What grouping needs from a notification (the bell's list rows carry more). */
type Groupable = { client_id: number | null; client_name: string | null; read_at: string | null };

export type NotificationGroup<N extends Groupable> = {
  /** `client:<id>`, or `other` for notifications about no client (a new week planned for oneself). */
  key: string;
  clientId: number | null;
  clientName: string | null;
  unread: number;
  items: N[];
};

/**
 * The bell's list grouped by client: groups in the order their newest notification arrives (the
 * input is newest first), each group's items kept in that order, with its unread count.
 */
export function groupByClient<N extends Groupable>(notifications: readonly N[]): NotificationGroup<N>[] {
  const groups = new Map<string, NotificationGroup<N>>();
  for (const n of notifications) {
    const key = n.client_id === null ? "other" : `client:${n.client_id}`;
    let group = groups.get(key);
    if (!group) {
      group = { key, clientId: n.client_id, clientName: n.client_name, unread: 0, items: [] };
      groups.set(key, group);
    }
    group.items.push(n);
    if (n.read_at === null) group.unread += 1;
  }
  return [...groups.values()];
}
