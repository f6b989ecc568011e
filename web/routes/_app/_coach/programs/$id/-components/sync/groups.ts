/**
 * Grouping a large program's sync (no imports: the tests run it under Node). The server reads every
 * copy of a request's clients at once, so the dialog previews and syncs a program with many
 * clients per group (each group one atomic write), like assignment.
 */
export const SYNC_GROUP_CLIENTS = 100;

const COUNT_KEYS = ["updated", "added", "removed", "customised", "kept", "unchanged", "unlinked"] as const;
export type SyncCounts = Record<(typeof COUNT_KEYS)[number], number>;

/** Groups of at most `size` (in order). */
export function groupsOf<T>(items: readonly T[], size = SYNC_GROUP_CLIENTS): T[][] {
  const groups: T[][] = [];
  for (let i = 0; i < items.length; i += size) groups.push(items.slice(i, i + size));
  return groups;
}

/** Per-client figures added up. */
export function addCounts(rows: readonly SyncCounts[]): SyncCounts {
  const totals: SyncCounts = {
    updated: 0,
    added: 0,
    removed: 0,
    customised: 0,
    kept: 0,
    unchanged: 0,
    unlinked: 0,
  };
  for (const row of rows) for (const key of COUNT_KEYS) totals[key] += row[key];
  return totals;
}

/** The answers of several groups as one: their clients in order, the totals added up. */
export function mergeAnswers<A extends { clients: SyncCounts[]; totals: SyncCounts }>(
  answers: readonly A[],
): A | null {
  const [first] = answers;
  if (!first) return null;
  const clients = answers.flatMap((a) => a.clients);
  return { ...first, clients, totals: addCounts(clients) };
}
