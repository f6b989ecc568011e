/**
 * The socket protocol of `GET /api/realtime` (issue 26), the same on both runtimes: the Node hub
 * (worker/runtime/node/realtime-hub.ts) and the Durable Object (worker/runtime/edge/realtime-room.ts)
 * only move these frames. The client authenticates with its first frame rather than in the URL, so
 * access tokens never land in access logs or browser history.
 */
import { actorFromToken } from "../../services/actor";
import type { ServiceDeps } from "../../services/deps";

export const REALTIME_PATH = "/api/realtime";

/** The close code of every refusal: no or bad auth frame, expired or revoked token, disabled user. */
export const CLOSE_UNAUTHORIZED = 4401;
/** Workers only: the socket reached another organization's room than its user's (see realtime-room.ts). */
export const CLOSE_WRONG_ROOM = 4409;
/** How long a socket may stay open without a valid auth frame. */
export const AUTH_TIMEOUT_MS = 10_000;
/**
 * The largest client frame: an auth frame with an access token is well under 1 KiB. A bigger frame
 * is not ours; the Node server refuses it at the protocol level (ws closes with 1009).
 */
export const MAX_CLIENT_FRAME_BYTES = 4096;

export const READY_FRAME = JSON.stringify({ type: "ready" });
export const PING_FRAME = JSON.stringify({ type: "ping" });
export const PONG_FRAME = JSON.stringify({ type: "pong" });

export type ClientFrame = { type: "auth"; token: string } | { type: "ping" };

/** A frame as the client sent it, or null for anything else (binary, not JSON, unknown type, too big). */
export function parseClientFrame(data: unknown): ClientFrame | null {
  if (typeof data !== "string" || data.length > MAX_CLIENT_FRAME_BYTES) return null;
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return null;
  }
  if (typeof value !== "object" || value === null) return null;
  const frame = value as { type?: unknown; token?: unknown };
  if (frame.type === "ping") return { type: "ping" };
  if (frame.type === "auth" && typeof frame.token === "string" && frame.token.length > 0)
    return { type: "auth", token: frame.token };
  return null;
}

/** Who holds an authenticated socket, and the organization whose room (Workers) or events it gets. */
export type SocketUser = { userId: number; organizationId: number | null };

/**
 * The access token of an auth frame → its user, with every check of an API request: signature,
 * expiry, the stored token version (revocation) and a disabled account.
 */
export async function authenticateSocket(deps: ServiceDeps, token: string): Promise<SocketUser | null> {
  const actor = await actorFromToken(deps, token);
  return actor ? { userId: actor.user.id, organizationId: actor.organizationId } : null;
}

/**
 * The Durable Object that holds an organization's sockets on Workers; users outside any
 * organization (the super admin, coaches not yet placed) share one room.
 */
export function roomName(organizationId: number | null): string {
  return organizationId === null ? "org:none" : `org:${organizationId}`;
}
