/**
 * When users' sockets were last closed for revocation. An auth frame checked while its user's
 * tokens were being revoked may have read the old token version; the holder refuses such a socket
 * instead of keeping it open with a dead token. Entries older than any auth check are dropped.
 */
export function recentRevocations(windowMs = 60_000) {
  const at = new Map<number, number>();
  return {
    record(userIds: number[], now = Date.now()) {
      for (const [userId, time] of at) if (now - time > windowMs) at.delete(userId);
      for (const userId of userIds) at.set(userId, now);
    },
    /** Whether the user was revoked at or after `start` (when its auth check began). */
    since(userId: number, start: number): boolean {
      return (at.get(userId) ?? Number.NEGATIVE_INFINITY) >= start;
    },
  };
}
