import type { ServiceDeps } from "./deps";

/**
 * Closes the users' open sockets (4401) once their tokens no longer work: a password changed or
 * reset, sign-out everywhere, an account disabled or deleted. Called after the write committed;
 * a socket holder that cannot be reached must not fail the request (the socket then lives until
 * its client reconnects, when the token check refuses it).
 */
export async function closeSocketsOf(
  deps: ServiceDeps,
  organizationId: number | null,
  userIds: number[],
): Promise<void> {
  if (!deps.realtime || userIds.length === 0) return;
  try {
    await deps.realtime.disconnect(organizationId, userIds);
  } catch (e) {
    console.warn("[realtime] closing sockets failed", e);
  }
}
