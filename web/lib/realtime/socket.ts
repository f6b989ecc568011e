import { reconnectDelay } from "@/lib/conversations/backoff";

/** A server frame after `ready`: one of the realtime events (worker/services/deps.ts RealtimeEvent). */
export type ServerFrame = { type: string } & Record<string, unknown>;

type Options = {
  /** The current access token, read at every (re)connect so a refreshed token is used. */
  token: () => string | null;
  onEvent: (frame: ServerFrame) => void;
  /** After the socket is ready again following a drop: fetch what was missed meanwhile. */
  onReconnect: () => void;
  /**
   * The person's organization, if known: on Workers the socket is routed to that organization's
   * room before its auth frame is read (Node ignores it).
   */
  organizationId?: number | null;
  url?: string;
};

/** Closed by the server for a revoked token or a disabled user: reconnecting would be refused again. */
const UNAUTHORIZED_CLOSE = 4401;
/** Workers: the socket reached another organization's room; the reason names the right one (`org:<id>`). */
const WRONG_ROOM_CLOSE = 4409;
// Proxies and load balancers drop sockets that stay silent for a minute or so.
const PING_EVERY_MS = 25_000;

/**
 * The tab's one socket to `/api/realtime` (issue 26). The first frame authenticates with the
 * access token; a dropped socket comes back after `reconnectDelay` (1 s doubling to 30 s,
 * jittered), at once when the browser reports it is online again, and then `onReconnect` lets
 * the caller refetch. A 4401 close stops it: the next request's 401 signs the person out.
 */
export class RealtimeSocket {
  private socket: WebSocket | null = null;
  private attempt = 0;
  private everReady = false;
  private stopped = true;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private pingTimer: ReturnType<typeof setInterval> | undefined;
  /** The `org` hint sent with the upgrade: the session's, then whatever a 4409 named. */
  private room: string;

  constructor(private readonly options: Options) {
    this.room = options.organizationId ? String(options.organizationId) : "";
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    window.addEventListener("online", this.reconnectNow);
    this.connect();
  }

  stop(): void {
    this.stopped = true;
    window.removeEventListener("online", this.reconnectNow);
    clearTimeout(this.retryTimer);
    this.closeSocket();
  }

  private readonly reconnectNow = () => {
    if (this.stopped || this.socket) return;
    clearTimeout(this.retryTimer);
    this.connect();
  };

  private connect(): void {
    const token = this.options.token();
    if (!token) return;
    const base =
      this.options.url ?? `${location.protocol === "https:" ? "wss" : "ws"}://${location.host}/api/realtime`;
    const socket = new WebSocket(this.room ? `${base}?org=${encodeURIComponent(this.room)}` : base);
    this.socket = socket;
    socket.addEventListener("open", () => socket.send(JSON.stringify({ type: "auth", token })));
    socket.addEventListener("message", (e) => this.receive(e.data));
    socket.addEventListener("close", (e) => {
      if (this.socket !== socket) return;
      this.closeSocket();
      const named = e.code === WRONG_ROOM_CLOSE ? /^org:(\d+|none)$/.exec(e.reason)?.[1] : undefined;
      if (e.code === UNAUTHORIZED_CLOSE) this.stopped = true;
      else if (named !== undefined && named !== this.room) {
        this.room = named === "none" ? "" : named;
        this.connect();
      } else this.scheduleRetry();
    });
  }

  private receive(data: unknown): void {
    if (typeof data !== "string") return;
    let frame: unknown;
    try {
      frame = JSON.parse(data);
    } catch {
      return;
    }
    if (typeof frame !== "object" || frame === null || typeof (frame as { type?: unknown }).type !== "string")
      return;
    const typed = frame as ServerFrame;
    if (typed.type === "ready") {
      this.attempt = 0;
      this.startPing();
      if (this.everReady) this.options.onReconnect();
      this.everReady = true;
    } else if (typed.type !== "pong") {
      this.options.onEvent(typed);
    }
  }

  private startPing(): void {
    clearInterval(this.pingTimer);
    this.pingTimer = setInterval(() => {
      if (this.socket?.readyState === WebSocket.OPEN) this.socket.send(JSON.stringify({ type: "ping" }));
    }, PING_EVERY_MS);
  }

  private scheduleRetry(): void {
    if (this.stopped) return;
    const delay = reconnectDelay(this.attempt);
    this.attempt += 1;
    this.retryTimer = setTimeout(() => this.connect(), delay);
  }

  private closeSocket(): void {
    clearInterval(this.pingTimer);
    const socket = this.socket;
    this.socket = null;
    if (socket && socket.readyState <= WebSocket.OPEN) socket.close(1000);
  }
}
