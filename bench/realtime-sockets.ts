// What the socket bench parts share (bench/realtime.ts, bench/realtime-post.ts).
import { once } from "node:events";
import WebSocket from "ws";

export type RealtimeFigure = { name: string; value: string; target?: string; ok?: boolean };

/** Issue 26: a message sent → delivered on another open socket, p95, 200 sockets connected. */
export const LATENCY_TARGET_MS = 50;

export function percentile(values: number[], p: number): number {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)] ?? Number.NaN;
}

/** A socket signed in with `token` (its `ready` frame received). */
export async function signedIn(url: string, token: string) {
  const ws = new WebSocket(url);
  await once(ws, "open");
  ws.send(JSON.stringify({ type: "auth", token }));
  const [ready] = await once(ws, "message");
  if (JSON.parse(String(ready)).type !== "ready") throw new Error("bench: socket not ready");
  return ws;
}
