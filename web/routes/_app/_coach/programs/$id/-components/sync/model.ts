import type { RouterOutputs } from "@/lib/trpc";

/** programs.sync's answer (dry run or real run): totals and one row per client following the program. */
export type SyncAnswer = RouterOutputs["programs"]["sync"];
export type SyncRow = SyncAnswer["clients"][number];

/** The per-client figures, in the order the preview shows them (changes first). */
export const SYNC_COUNTS = ["updated", "added", "removed", "customised", "kept", "unchanged"] as const;
export type SyncCount = (typeof SYNC_COUNTS)[number];
export type SyncTotals = Record<SyncCount | "unlinked", number>;

/** The counts that write something: what "同步" would change for these rows. */
export function changesOf(row: Pick<SyncRow, "updated" | "added" | "removed">): number {
  return row.updated + row.added + row.removed;
}

/** The figures of some rows added up (the picked clients' part of the preview). */
export function totalsOf(rows: readonly SyncRow[]): SyncTotals {
  const totals: SyncTotals = {
    updated: 0,
    added: 0,
    removed: 0,
    customised: 0,
    kept: 0,
    unchanged: 0,
    unlinked: 0,
  };
  for (const row of rows) {
    for (const key of [...SYNC_COUNTS, "unlinked"] as const) totals[key] += row[key];
  }
  return totals;
}
