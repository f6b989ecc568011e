import type { RouterOutputs } from "@/lib/trpc";
import { addCounts } from "./groups";

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
  return addCounts(rows);
}
