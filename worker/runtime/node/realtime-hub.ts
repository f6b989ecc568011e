/**
 * The Node process holds the sockets of `GET /api/realtime` (issue 26): an in-process hub from
 * user id to open sockets, behind the RealtimeHub port services deliver to after their writes.
 * The upgrade is @hono/node-server's own `upgradeWebSocket` over a `ws` server (node-server 2 has
 * it built in). Frames and close codes: worker/http/realtime/protocol.ts.
 */
import { upgradeWebSocket } from "@hono/node-server";
import type { MiddlewareHandler } from "hono";
import type { WSContext } from "hono/ws";
import { WebSocketServer } from "ws";
import {
  AUTH_TIMEOUT_MS,
  authenticateSocket,
  CLOSE_UNAUTHORIZED,
  MAX_CLIENT_FRAME_BYTES,
  PONG_FRAME,
  parseClientFrame,
  READY_FRAME,
  type SocketUser,
} from "../../http/realtime/protocol";
import type { RealtimeDelivery, RealtimeHub, ServiceDeps } from "../../services/deps";
import { recordPresence } from "../../services/presence";

const OPEN = 1;
/** "Going away" (RFC 6455): the server stops; the client reconnects to the next one. */
const CLOSE_GOING_AWAY = 1001;

export type NodeRealtimeOptions = {
  /** Tests shorten the wait for the auth frame. */
  authTimeoutMs?: number;
  /** Failures that must not reach the socket's owner (a presence write that failed). */
  onError?: (error: unknown) => void;
};

type Socket = WSContext;

export type NodeRealtime = {
  hub: RealtimeHub;
  /** The `GET /api/realtime` handler (createApp's realtimeRoute). */
  route: MiddlewareHandler;
  /** The `ws` server @hono/node-server's `serve({ websocket })` upgrades with. */
  server: WebSocketServer;
  /** Open sockets (bench, tests). */
  count: () => number;
  /** Closes every socket (1001) before a graceful stop; presence is not written any more. */
  close: () => void;
};

export function createNodeRealtime(deps: ServiceDeps, options: NodeRealtimeOptions = {}): NodeRealtime {
  const authTimeoutMs = options.authTimeoutMs ?? AUTH_TIMEOUT_MS;
  const report = options.onError ?? ((e: unknown) => console.error("[realtime]", e));
  /** Every open socket, authenticated or not (a stop closes them all). */
  const everySocket = new Set<Socket>();
  /** The authenticated ones by user: where deliveries go. */
  const sockets = new Map<number, Set<Socket>>();
  /** Users whose online flag this process wrote and has not taken back. */
  const announced = new Set<number>();
  /** Per user, the presence write in progress: writes of one user run in order. */
  const presenceWrites = new Map<number, Promise<void>>();
  let stopping = false;

  function send(socket: Socket, text: string) {
    if (socket.readyState !== OPEN) return;
    try {
      socket.send(text);
    } catch (e) {
      report(e);
    }
  }

  function deliverNow(deliveries: RealtimeDelivery[]) {
    for (const delivery of deliveries) {
      const text = JSON.stringify(delivery.event);
      for (const userId of delivery.userIds) {
        const open = sockets.get(userId);
        if (open) for (const socket of open) send(socket, text);
      }
    }
  }

  /**
   * Brings the stored flag in line with the sockets now open, after whatever write of this user
   * is in progress: a quick close-and-reopen ends online whichever write finishes first.
   */
  function syncPresence(user: SocketUser) {
    const previous = presenceWrites.get(user.userId) ?? Promise.resolve();
    const next = previous.then(async () => {
      const online = (sockets.get(user.userId)?.size ?? 0) > 0;
      if (stopping || online === announced.has(user.userId)) return;
      if (online) announced.add(user.userId);
      else announced.delete(user.userId);
      const delivery = await recordPresence(deps, user, online);
      if (delivery) deliverNow([delivery]);
    });
    const settled = next.catch(report);
    presenceWrites.set(user.userId, settled);
    void settled.finally(() => {
      if (presenceWrites.get(user.userId) === settled) presenceWrites.delete(user.userId);
    });
  }

  function add(user: SocketUser, socket: Socket) {
    let open = sockets.get(user.userId);
    if (!open) {
      open = new Set();
      sockets.set(user.userId, open);
    }
    open.add(socket);
  }

  function remove(user: SocketUser, socket: Socket) {
    const open = sockets.get(user.userId);
    if (!open?.delete(socket)) return false;
    if (open.size === 0) sockets.delete(user.userId);
    return true;
  }

  const hub: RealtimeHub = {
    async deliver(deliveries) {
      deliverNow(deliveries);
    },
    async disconnect(organizationId, userIds) {
      for (const userId of userIds) {
        const open = sockets.get(userId);
        if (!open) continue;
        // Out of the map at once: no event reaches them while the close handshake runs.
        sockets.delete(userId);
        for (const socket of open) socket.close(CLOSE_UNAUTHORIZED, "unauthorized");
        syncPresence({ userId, organizationId });
      }
    },
  };

  const route = upgradeWebSocket(
    () => {
      let user: SocketUser | null = null;
      let authenticating = false;
      let authTimer: ReturnType<typeof setTimeout> | undefined;
      const refuse = (socket: Socket) => socket.close(CLOSE_UNAUTHORIZED, "unauthorized");
      return {
        onOpen(_event, socket) {
          if (stopping) return refuse(socket);
          everySocket.add(socket);
          authTimer = setTimeout(() => refuse(socket), authTimeoutMs);
        },
        onMessage(event, socket) {
          const frame = parseClientFrame(event.data);
          if (user) {
            // After the auth frame only pings mean something; anything else is ignored.
            if (frame?.type === "ping") send(socket, PONG_FRAME);
            return;
          }
          if (authenticating) return;
          if (frame?.type !== "auth") return refuse(socket);
          authenticating = true;
          authenticateSocket(deps, frame.token).then(
            (found) => {
              if (socket.readyState !== OPEN) return;
              if (!found) return refuse(socket);
              clearTimeout(authTimer);
              user = found;
              send(socket, READY_FRAME);
              add(found, socket);
              syncPresence(found);
            },
            (e: unknown) => {
              report(e);
              refuse(socket);
            },
          );
        },
        onClose(_event, socket) {
          clearTimeout(authTimer);
          everySocket.delete(socket);
          if (user && remove(user, socket)) syncPresence(user);
        },
      };
    },
    { onError: report },
  );

  return {
    hub,
    route,
    server: new WebSocketServer({ noServer: true, maxPayload: MAX_CLIENT_FRAME_BYTES }),
    count: () => everySocket.size,
    close() {
      stopping = true;
      for (const socket of everySocket) socket.close(CLOSE_GOING_AWAY, "server stopping");
      everySocket.clear();
      sockets.clear();
    },
  };
}
