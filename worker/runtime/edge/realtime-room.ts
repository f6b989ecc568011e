/**
 * One organization's sockets on Workers (issue 26): a Durable Object per organization
 * (`idFromName("org:<id>")`, "org:none" for users outside any), holding its sockets with the
 * WebSocket Hibernation API so an idle room costs nothing. The Worker forwards upgrades here
 * (realtime-hub.ts); the first frame authenticates inside the room with the API's own token checks
 * (it has the Worker's bindings: the JWT secret and the database). The Worker posts what to
 * deliver after its write committed. Frames and close codes: worker/http/realtime/protocol.ts.
 */

import { presenceSync } from "../../http/realtime/presence-sync";
import {
  AUTH_TIMEOUT_MS,
  authenticateSocket,
  CLOSE_UNAUTHORIZED,
  CLOSE_WRONG_ROOM,
  PING_FRAME,
  PONG_FRAME,
  parseClientFrame,
  READY_FRAME,
  roomName,
  type SocketUser,
} from "../../http/realtime/protocol";
import { recentRevocations } from "../../http/realtime/revocations";
import type { RealtimeDelivery, ServiceDeps } from "../../services/deps";
import { resetPresence } from "../../services/presence";
import { edgeServiceDeps } from "./deps";
import type { EdgeEnv } from "./env";

/** workerd's WebSocket as the Hibernation API hands it (structural: worker/ has no global Workers types). */
type RoomSocket = {
  accept?: () => void;
  send: (message: string) => void;
  close: (code?: number, reason?: string) => void;
  serializeAttachment: (value: unknown) => void;
  deserializeAttachment: () => unknown;
};

/** What a socket carries through hibernation: its room, when it opened, its user once signed in. */
type Attachment = { room: string; opened_at: number; user: SocketUser | null };

/** The Durable Object state, typed by what the room uses. */
export type RoomState = {
  acceptWebSocket: (ws: never, tags?: string[]) => void;
  getWebSockets: (tag?: string) => unknown[];
  setWebSocketAutoResponse: (pair?: never) => void;
  storage: { getAlarm: () => Promise<number | null>; setAlarm: (time: number) => Promise<void> };
};

/** workerd globals, looked up at run time (Node never loads this module). */
const workerd = globalThis as unknown as {
  WebSocketPair: new () => { 0: RoomSocket; 1: RoomSocket };
  WebSocketRequestResponsePair: new (request: string, response: string) => never;
};

function attachmentOf(ws: RoomSocket): Attachment {
  return ws.deserializeAttachment() as Attachment;
}

function closeQuietly(ws: RoomSocket, code: number, reason: string) {
  try {
    ws.close(code, reason);
  } catch {
    // Already closed by the other side.
  }
}

export class RealtimeRoom {
  private readonly deps: ServiceDeps;
  /** Signed-in sockets by user, rebuilt from the attachments whenever the object wakes up. */
  private readonly sockets = new Map<number, Set<RoomSocket>>();
  /** Sockets whose auth frame is being checked (a second frame meanwhile is ignored). */
  private readonly authenticating = new WeakSet<RoomSocket>();
  private readonly presence;
  private readonly revoked = recentRevocations();

  constructor(
    private readonly state: RoomState,
    env: EdgeEnv,
  ) {
    this.deps = edgeServiceDeps(env);
    for (const ws of state.getWebSockets() as RoomSocket[]) {
      const { user } = attachmentOf(ws);
      if (user) this.add(user.userId, ws);
    }
    this.presence = presenceSync({
      deps: this.deps,
      hasSockets: (userId) => this.sockets.has(userId),
      deliver: (deliveries) => this.deliver(deliveries),
      report: (e) => console.error("[realtime room]", e),
      online: this.sockets.keys(),
    });
    // Keep-alive pings are answered without waking the object (they are the only frame that
    // does not need it; before the auth frame too, which is harmless).
    state.setWebSocketAutoResponse(new workerd.WebSocketRequestResponsePair(PING_FRAME, PONG_FRAME));
  }

  async fetch(request: Request): Promise<Response> {
    const url = new URL(request.url);
    if (url.pathname === "/connect") return this.connect(request, url.searchParams.get("room") ?? "");
    if (request.method !== "POST") return new Response(null, { status: 404 });
    if (url.pathname === "/deliver") {
      this.deliver((await request.json()) as RealtimeDelivery[]);
      return new Response(null, { status: 204 });
    }
    if (url.pathname === "/disconnect") {
      const { user_ids } = (await request.json()) as { user_ids: number[] };
      await this.disconnect(user_ids);
      return new Response(null, { status: 204 });
    }
    return new Response(null, { status: 404 });
  }

  private async connect(request: Request, room: string): Promise<Response> {
    if (request.headers.get("upgrade")?.toLowerCase() !== "websocket")
      return new Response(null, { status: 426, headers: { upgrade: "websocket" } });
    // An empty room holds none of its organization's sockets: flags left online by a room that
    // was stopped with sockets open (a deploy) are cleared before the first one opens.
    const organization = /^org:(\d+)$/.exec(room)?.[1];
    if (organization && this.state.getWebSockets().length === 0)
      await resetPresence(this.deps, Number(organization));
    const { 0: client, 1: server } = new workerd.WebSocketPair();
    this.state.acceptWebSocket(server as never);
    const attachment: Attachment = { room, opened_at: Date.now(), user: null };
    server.serializeAttachment(attachment);
    // The auth deadline is an alarm, not a timer: a timer would keep the object from hibernating.
    if ((await this.state.storage.getAlarm()) === null)
      await this.state.storage.setAlarm(attachment.opened_at + AUTH_TIMEOUT_MS);
    return new Response(null, { status: 101, webSocket: client } as ResponseInit);
  }

  async webSocketMessage(ws: RoomSocket, message: string | ArrayBuffer): Promise<void> {
    const frame = parseClientFrame(message);
    const attachment = attachmentOf(ws);
    if (attachment.user) {
      if (frame?.type === "ping") ws.send(PONG_FRAME);
      return;
    }
    if (this.authenticating.has(ws)) return;
    if (frame?.type !== "auth") return closeQuietly(ws, CLOSE_UNAUTHORIZED, "unauthorized");
    this.authenticating.add(ws);
    const started = Date.now();
    const user = await authenticateSocket(this.deps, frame.token);
    this.authenticating.delete(ws);
    if (!user || this.revoked.since(user.userId, started))
      return closeQuietly(ws, CLOSE_UNAUTHORIZED, "unauthorized");
    const home = roomName(user.organizationId);
    if (home !== attachment.room) return closeQuietly(ws, CLOSE_WRONG_ROOM, home);
    ws.serializeAttachment({ ...attachment, user } satisfies Attachment);
    ws.send(READY_FRAME);
    this.add(user.userId, ws);
    await this.presence.sync(user);
  }

  async webSocketClose(ws: RoomSocket, code: number, reason: string): Promise<void> {
    // Completes the closing handshake (a no-op where the runtime already answered it).
    closeQuietly(ws, code === 1005 || code === 1006 ? 1000 : code, reason);
    await this.forget(ws);
  }

  async webSocketError(ws: RoomSocket): Promise<void> {
    await this.forget(ws);
  }

  /** Sockets that sent no valid auth frame in time are closed; the alarm comes back for younger ones. */
  async alarm(): Promise<void> {
    const now = Date.now();
    let nextDeadline: number | null = null;
    for (const ws of this.state.getWebSockets() as RoomSocket[]) {
      const { user, opened_at } = attachmentOf(ws);
      if (user || this.authenticating.has(ws)) continue;
      const deadline = opened_at + AUTH_TIMEOUT_MS;
      if (deadline <= now) closeQuietly(ws, CLOSE_UNAUTHORIZED, "unauthorized");
      else nextDeadline = Math.min(nextDeadline ?? deadline, deadline);
    }
    if (nextDeadline !== null) await this.state.storage.setAlarm(nextDeadline);
  }

  private add(userId: number, ws: RoomSocket) {
    let open = this.sockets.get(userId);
    if (!open) {
      open = new Set();
      this.sockets.set(userId, open);
    }
    open.add(ws);
  }

  private async forget(ws: RoomSocket) {
    const { user } = attachmentOf(ws);
    if (!user) return;
    const open = this.sockets.get(user.userId);
    if (!open?.delete(ws)) return;
    if (open.size === 0) this.sockets.delete(user.userId);
    await this.presence.sync(user);
  }

  private deliver(deliveries: RealtimeDelivery[]) {
    for (const delivery of deliveries) {
      const text = JSON.stringify(delivery.event);
      for (const userId of delivery.userIds)
        for (const ws of this.sockets.get(userId) ?? []) {
          try {
            ws.send(text);
          } catch {
            // A socket closing right now; its close event forgets it.
          }
        }
    }
  }

  private async disconnect(userIds: number[]) {
    this.revoked.record(userIds);
    const gone: Promise<void>[] = [];
    for (const userId of userIds) {
      const open = this.sockets.get(userId);
      if (!open) continue;
      this.sockets.delete(userId);
      let user: SocketUser | null = null;
      for (const ws of open) {
        user ??= attachmentOf(ws).user;
        closeQuietly(ws, CLOSE_UNAUTHORIZED, "unauthorized");
      }
      if (user) gone.push(this.presence.sync(user));
    }
    await Promise.all(gone);
  }
}
