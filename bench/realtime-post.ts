// Issue 26's delivery budget measured end to end (`npm run bench -- realtime`): a coach's
// `POST /api/clients/{id}/conversation/messages` over HTTP to a Node server in this process (the
// write, its notification, the hub) until the client's socket receives `message.created`, with
// 200 client sockets signed in; p95 ≤ 50 ms. Coaches take turns (20 of them, 10 clients each) so
// no one passes the 30-messages-a-minute limit.
import { once } from "node:events";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { serve } from "@hono/node-server";
import type WebSocket from "ws";
import { createLibsqlDb } from "../db/client";
import { migrateDatabase, openNodeDatabase } from "../db/node";
import { createApp } from "../worker/app";
import type { AppConfig } from "../worker/config";
import { issueToken } from "../worker/domains/auth/sign-in";
import { createNodeRealtime } from "../worker/runtime/node/realtime-hub";
import { logSmsSender } from "../worker/services/deps";
import { LATENCY_TARGET_MS, percentile, type RealtimeFigure, signedIn } from "./realtime-sockets";

const COACHES = 20;
const CLIENTS = 200;
const MESSAGES = 200;
const WARM_UP = 20;

/** One organization, COACHES trainers (users 1…), CLIENTS clients (users 101…) dealt round the coaches. */
async function seed(client: Awaited<ReturnType<typeof openNodeDatabase>>["client"], now: string) {
  await client.batch(
    [
      {
        sql: "INSERT INTO organizations (id, name, created_at, updated_at) VALUES (1, 'bench', ?, ?)",
        args: [now, now],
      },
      {
        sql: `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${COACHES})
          INSERT INTO users (id, name, created_at, updated_at) SELECT i, '教练' || i, ?, ? FROM n`,
        args: [now, now],
      },
      {
        sql: `INSERT INTO trainers (id, user_id, organization_id, created_at, updated_at)
          SELECT id, id, 1, ?, ? FROM users`,
        args: [now, now],
      },
      {
        sql: `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${CLIENTS})
          INSERT INTO users (id, name, has_trainer, trainer_id, created_at, updated_at)
          SELECT 100 + i, '学员' || i, 1, (i - 1) % ${COACHES} + 1, ?, ? FROM n`,
        args: [now, now],
      },
      {
        sql: `INSERT INTO clients (id, user_id, trainer_id, organization_id, slug, created_at, updated_at)
          SELECT id - 100, id, trainer_id, 1, 'bench-' || id, ?, ? FROM users WHERE id > 100`,
        args: [now, now],
      },
      {
        sql: "INSERT INTO user_credentials (user_id, created_at, updated_at) SELECT id, ?, ? FROM users",
        args: [now, now],
      },
    ],
    "write",
  );
}

/** Resolves, with the time, when `ws` receives the `message.created` event of the message with this body. */
function messageArrives(ws: WebSocket, body: string) {
  return new Promise<number>((resolve) => {
    const onFrame = (data: WebSocket.RawData) => {
      const frame = JSON.parse(String(data)) as { type: string; message?: { body?: string } };
      if (frame.type !== "message.created" || frame.message?.body !== body) return;
      ws.off("message", onFrame);
      resolve(performance.now());
    };
    ws.on("message", onFrame);
  });
}

export async function benchPostToSocket(dir: string, config: AppConfig): Promise<RealtimeFigure> {
  const { client } = await openNodeDatabase(`file:${join(dir, "post.db")}`);
  await migrateDatabase(client);
  const clock = { now: () => new Date() };
  await seed(client, clock.now().toISOString());
  const deps = { db: createLibsqlDb(client), config, clock, sms: logSmsSender };
  const realtime = createNodeRealtime(deps);
  const app = createApp({ ...deps, realtime: realtime.hub, realtimeRoute: realtime.route });
  const server = serve({
    fetch: app.fetch,
    port: 0,
    hostname: "127.0.0.1",
    websocket: { server: realtime.server },
  });
  await once(server, "listening");
  const base = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  const coachTokens = await Promise.all(
    Array.from({ length: COACHES }, (_, i) => issueToken(deps, i + 1, 0)),
  );
  const sockets = await Promise.all(
    Array.from({ length: CLIENTS }, async (_, i) =>
      signedIn(`ws://${base}/api/realtime`, await issueToken(deps, 101 + i, 0)),
    ),
  );
  const times: number[] = [];
  // When the sender's answer was read: what of the figure is the write itself.
  const answered: number[] = [];
  try {
    for (let i = 0; i < MESSAGES + WARM_UP; i++) {
      // Client k (id k + 1) is coached by coach k % COACHES; consecutive messages change coach.
      const k = (i * 37) % CLIENTS;
      const body = `练得不错，明天继续 ${i}`;
      const arrived = messageArrives(sockets[k]!, body);
      const started = performance.now();
      const res = await fetch(`http://${base}/api/clients/${k + 1}/conversation/messages`, {
        method: "POST",
        headers: { authorization: `Bearer ${coachTokens[k % COACHES]}`, "content-type": "application/json" },
        body: JSON.stringify({ message: { body } }),
      });
      if (res.status !== 201) throw new Error(`bench: send answered ${res.status} ${await res.text()}`);
      await res.arrayBuffer();
      if (i >= WARM_UP) answered.push(performance.now() - started);
      // The first WARM_UP messages warm the code paths up.
      const at = await arrived;
      if (i >= WARM_UP) times.push(at - started);
    }
  } finally {
    for (const ws of sockets) ws.close();
    realtime.close();
    await new Promise((resolve) => server.close(resolve));
    client.close();
  }
  const p95 = percentile(times, 95);
  return {
    name: `message sent (HTTP POST …/conversation/messages) → message.created on the client's socket, ${CLIENTS} sockets signed in (${MESSAGES} messages; median ${percentile(times, 50).toFixed(2)} ms; the POST's answer alone: median ${percentile(answered, 50).toFixed(2)} ms, p95 ${percentile(answered, 95).toFixed(2)} ms)`,
    value: `p95 ${p95.toFixed(2)} ms`,
    target: `≤ ${LATENCY_TARGET_MS} ms`,
    ok: p95 <= LATENCY_TARGET_MS,
  };
}
