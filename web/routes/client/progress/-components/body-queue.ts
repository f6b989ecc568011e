import { toKg, type WeightUnit } from "#shared/body-units";

/** A queued bodyweight (outbox-types.ts `kind: "weight"`), told apart from the queue's other writes. */
type QueuedWeight = { kind: "weight"; userId: number; date: string; weight: number; unit: WeightUnit };
const isQueuedWeight = (e: { kind: string }): e is QueuedWeight => e.kind === "weight";

/**
 * The client's bodyweights as the app shows them: the server's entries with the queued ones laid
 * over them (a queued weight replaces the server's for its day), oldest first, each marked when it
 * is still waiting to be sent.
 */
export function weightsWithQueue(
  stored: ReadonlyArray<{ date: string; weight_kg: number | null }>,
  queue: ReadonlyArray<{ kind: string; userId: number }>,
  userId: number,
): Array<{ date: string; kg: number; queued: boolean }> {
  const byDay = new Map<string, { date: string; kg: number; queued: boolean }>();
  for (const w of stored)
    if (w.weight_kg != null) byDay.set(w.date, { date: w.date, kg: w.weight_kg, queued: false });
  for (const e of queue) {
    if (!isQueuedWeight(e) || e.userId !== userId) continue;
    byDay.set(e.date, { date: e.date, kg: toKg(e.weight, e.unit), queued: true });
  }
  return [...byDay.values()].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}
