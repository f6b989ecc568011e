export const BACKOFF_FIRST_MS = 1_000;
export const BACKOFF_MAX_MS = 30_000;

/**
 * Delay before reconnect attempt `attempt` (0 = the first after a drop): 1 s doubling up to 30 s,
 * with "equal jitter" (half fixed, half random) so that the tabs a server restart disconnected do
 * not all come back in the same instant. `random` is injectable for tests.
 */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(BACKOFF_MAX_MS, BACKOFF_FIRST_MS * 2 ** Math.max(0, Math.min(attempt, 15)));
  const half = ceiling / 2;
  return Math.round(half + half * random());
}
