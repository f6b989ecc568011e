import type { RealtimeDelivery, ServiceDeps } from "./deps";

/**
 * Hands committed events to the socket hub. Called only after the write committed; a failure is
 * logged and swallowed: the write happened, and the app fetches what it missed after a reconnect.
 * Deliveries without recipients are dropped here so callers can build them unconditionally.
 */
export async function deliverAfterCommit(
  deps: ServiceDeps,
  deliveries: readonly (RealtimeDelivery | null)[],
): Promise<void> {
  const hub = deps.realtime;
  if (!hub) return;
  const real = deliveries.filter((d): d is RealtimeDelivery => d !== null && d.userIds.length > 0);
  if (real.length === 0) return;
  try {
    await hub.deliver(real);
  } catch (error) {
    console.warn("[realtime] delivery failed", error);
  }
}

/** Closes the users' sockets (tokens revoked, account disabled); never fails the request. */
export async function disconnectUsers(
  deps: ServiceDeps,
  organizationId: number | null,
  userIds: readonly number[],
): Promise<void> {
  if (!deps.realtime || userIds.length === 0) return;
  try {
    await deps.realtime.disconnect(organizationId, [...userIds]);
  } catch (error) {
    console.warn("[realtime] disconnect failed", error);
  }
}
