import WebSocket from "ws";
import { type SocketClient, signIn, socketClient } from "./socket-frames";

/** A `ws` client on a real Node server's `GET /api/realtime`. */
export async function openSocket(url: string): Promise<SocketClient> {
  const ws = new WebSocket(url);
  await new Promise<void>((resolve, reject) => {
    ws.once("open", () => resolve());
    ws.once("error", reject);
  });
  return socketClient(ws);
}

/** A socket past its auth frame. */
export async function signedInSocket(url: string, token: string): Promise<SocketClient> {
  return signIn(await openSocket(url), token);
}
