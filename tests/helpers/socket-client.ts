import WebSocket from "ws";

/** A frame the server sent, parsed. */
export type Frame = { type: string; [key: string]: unknown };

/**
 * A test's end of `GET /api/realtime`: frames are queued as they arrive, `next` waits for the
 * first one matching, `quiet` proves nothing else arrived (a ping's pong comes after every frame
 * the server wrote before it, on the same connection), `closed` resolves with the close code.
 */
export type SocketClient = {
  send: (frame: unknown) => void;
  sendRaw: (text: string) => void;
  next: (type: string) => Promise<Frame>;
  quiet: () => Promise<Frame[]>;
  closed: Promise<number>;
  close: () => void;
};

export async function openSocket(url: string): Promise<SocketClient> {
  const ws = new WebSocket(url);
  const queue: Frame[] = [];
  const waiters: { type: string; resolve: (f: Frame) => void }[] = [];
  ws.on("message", (data) => {
    const frame = JSON.parse(String(data)) as Frame;
    const i = waiters.findIndex((w) => w.type === frame.type);
    if (i >= 0) waiters.splice(i, 1)[0]?.resolve(frame);
    else queue.push(frame);
  });
  const closed = new Promise<number>((resolve) => ws.on("close", (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    ws.once("open", () => resolve());
    ws.once("error", reject);
  });
  const next = (type: string) => {
    const i = queue.findIndex((f) => f.type === type);
    if (i >= 0) return Promise.resolve(queue.splice(i, 1)[0] as Frame);
    return new Promise<Frame>((resolve) => waiters.push({ type, resolve }));
  };
  return {
    send: (frame) => ws.send(JSON.stringify(frame)),
    sendRaw: (text) => ws.send(text),
    next,
    async quiet() {
      ws.send(JSON.stringify({ type: "ping" }));
      await next("pong");
      return queue.splice(0);
    },
    closed,
    close: () => ws.close(),
  };
}

/** A socket past its auth frame. */
export async function signedInSocket(url: string, token: string): Promise<SocketClient> {
  const socket = await openSocket(url);
  socket.send({ type: "auth", token });
  await socket.next("ready");
  return socket;
}
