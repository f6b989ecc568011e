/** A frame the server sent, parsed. */
export type Frame = { type: string; [key: string]: unknown };

/** What both runtimes' WebSocket objects offer (the `ws` package on Node, workerd's in tests/workerd). */
export type EventSocket = {
  send: (data: string) => void;
  close: (code?: number) => void;
  addEventListener: ((type: "message", listener: (event: { data: unknown }) => void) => void) &
    ((type: "close", listener: (event: { code: number }) => void) => void);
};

/**
 * A test's end of `GET /api/realtime`: frames are queued as they arrive, `next` waits for the
 * first one of a type, `quiet` returns what else arrived (a ping's pong comes after every frame
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

export function socketClient(ws: EventSocket): SocketClient {
  const queue: Frame[] = [];
  const waiters: { type: string; resolve: (f: Frame) => void }[] = [];
  ws.addEventListener("message", (event) => {
    const frame = JSON.parse(String(event.data)) as Frame;
    const i = waiters.findIndex((w) => w.type === frame.type);
    if (i >= 0) waiters.splice(i, 1)[0]?.resolve(frame);
    else queue.push(frame);
  });
  const closed = new Promise<number>((resolve) =>
    ws.addEventListener("close", (event) => resolve(event.code)),
  );
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
    close: () => ws.close(1000),
  };
}

/** Sends the auth frame and waits for `ready`. */
export async function signIn(socket: SocketClient, token: string): Promise<SocketClient> {
  socket.send({ type: "auth", token });
  await socket.next("ready");
  return socket;
}
