// Issue 26's socket budgets on Node (`npm run bench -- realtime`):
// 1. latency: with 200 signed-in sockets on a server in this process, an event handed to the hub
//    (`hub.deliver`, what a service calls after its write) until it arrives on the listed user's
//    socket: the hub's share of the budget;
// 1b. the budget itself (p95 ≤ 50 ms), from a message's HTTP POST to the recipient's socket
//    (bench/realtime-post.ts);
// 2. memory: the production server (`node dist/server.mjs` with `npm start`'s V8 and malloc flags)
//    holding 2,000 idle signed-in sockets; the RSS they add ≤ 60 MiB.
// Clients are `ws` sockets in this process, so the latency includes their side too.
import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { serve } from "@hono/node-server";
import type WebSocket from "ws";
import { createLibsqlDb } from "../db/client";
import { migrateDatabase, openNodeDatabase } from "../db/node";
import { createApp } from "../worker/app";
import { signAccessToken } from "../worker/auth/jwt";
import type { AppConfig } from "../worker/config";
import { issueToken } from "../worker/domains/auth/sign-in";
import { userInsertStatements } from "../worker/domains/users/insert";
import { createNodeRealtime } from "../worker/runtime/node/realtime-hub";
import { logSmsSender } from "../worker/services/deps";
import { benchPostToSocket } from "./realtime-post";
import { LATENCY_TARGET_MS, percentile, type RealtimeFigure, signedIn } from "./realtime-sockets";
import { buildServer } from "./server-memory";

const ROOT = join(import.meta.dirname, "..");
const LATENCY_SOCKETS = 200;
const LATENCY_RUNS = 500;
const IDLE_SOCKETS = 2000;
const MEMORY_TARGET_MIB = 60;
const MEMORY_PORT = 8797;

async function benchLatency(dir: string, config: AppConfig): Promise<RealtimeFigure> {
  const { client } = await openNodeDatabase(`file:${join(dir, "latency.db")}`);
  await migrateDatabase(client);
  const deps = { db: createLibsqlDb(client), config, clock: { now: () => new Date() }, sms: logSmsSender };
  // One user per socket: a delivery names one of them.
  const userIds: number[] = [];
  for (let i = 0; i < LATENCY_SOCKETS; i++) {
    const [u, c] = await userInsertStatements(deps, null, { name: `bench ${i}`, email: `rt${i}@bench.test` });
    const [created] = await deps.db.batch([u, c]);
    userIds.push(created[0]!.id);
  }
  const realtime = createNodeRealtime(deps);
  const app = createApp({ ...deps, realtime: realtime.hub, realtimeRoute: realtime.route });
  const server = serve({
    fetch: app.fetch,
    port: 0,
    hostname: "127.0.0.1",
    websocket: { server: realtime.server },
  });
  await once(server, "listening");
  const url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}/api/realtime`;
  const sockets = await Promise.all(userIds.map(async (id) => signedIn(url, await issueToken(deps, id, 0))));
  const times: number[] = [];
  for (let i = 0; i < LATENCY_RUNS + 20; i++) {
    const k = (i * 37) % LATENCY_SOCKETS;
    const arrived = once(sockets[k]!, "message");
    const started = performance.now();
    await realtime.hub.deliver([
      {
        organizationId: null,
        userIds: [userIds[k]!],
        event: { type: "message.created", message: { id: i, body: "练得不错，明天继续" } },
      },
    ]);
    await arrived;
    // The first 20 warm the code paths up.
    if (i >= 20) times.push(performance.now() - started);
  }
  for (const ws of sockets) ws.close();
  realtime.close();
  await new Promise((resolve) => server.close(resolve));
  client.close();
  const p95 = percentile(times, 95);
  return {
    name: `event delivered to one of ${LATENCY_SOCKETS} signed-in sockets (hub.deliver → client, ${LATENCY_RUNS} runs; median ${percentile(times, 50).toFixed(2)} ms)`,
    value: `p95 ${p95.toFixed(2)} ms`,
    target: `≤ ${LATENCY_TARGET_MS} ms`,
    ok: p95 <= LATENCY_TARGET_MS,
  };
}

function rssMiB(pid: number): number {
  const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0);
  return kb / 1024;
}

function startProductionServer(dir: string, config: AppConfig): ChildProcess {
  const pkg = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as {
    config: { server_node_flags: string; server_malloc_env: string };
  };
  const mallocEnv = Object.fromEntries(
    pkg.config.server_malloc_env.split(" ").map((pair) => pair.split("=") as [string, string]),
  );
  return spawn(
    process.execPath,
    [...pkg.config.server_node_flags.split(" "), join(ROOT, "dist", "server.mjs")],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        ...mallocEnv,
        DATABASE_URL: `file:${join(dir, "memory.db")}`,
        UPLOADS_DIR: join(dir, "uploads"),
        PORT: String(MEMORY_PORT),
        HOST: "127.0.0.1",
        JWT_SECRET: config.jwtSecret,
        SUPER_ADMIN_PASSWORD: "Bench-Super-9x!",
        SEED_DEMO: "0",
        LOG_LEVEL: "warn",
      },
      stdio: ["ignore", "ignore", "inherit"],
    },
  );
}

async function benchIdleMemory(dir: string, config: AppConfig): Promise<RealtimeFigure> {
  buildServer();
  const child = startProductionServer(dir, config);
  const base = `http://127.0.0.1:${MEMORY_PORT}`;
  const sockets: WebSocket[] = [];
  try {
    for (let i = 0; ; i++) {
      try {
        if ((await fetch(`${base}/healthz`)).ok) break;
      } catch {
        // starting
      }
      if (i > 600) throw new Error("bench: server did not start");
      await new Promise((r) => setTimeout(r, 100));
    }
    // The super admin (user 1 of the fresh database) holds every socket: the cost is per socket.
    const token = await signAccessToken(
      { userId: 1, tokenVersion: 0 },
      { secret: config.jwtSecret, ttlSeconds: 3600, now: new Date() },
    );
    const url = `ws://127.0.0.1:${MEMORY_PORT}/api/realtime`;
    // Warm-up: the socket code loaded and run once, so the figure is what sockets add.
    for (const ws of await Promise.all(Array.from({ length: 20 }, () => signedIn(url, token)))) ws.close();
    await new Promise((r) => setTimeout(r, 1000));
    const before = rssMiB(child.pid!);
    for (let opened = 0; opened < IDLE_SOCKETS; opened += 200)
      sockets.push(...(await Promise.all(Array.from({ length: 200 }, () => signedIn(url, token)))));
    await new Promise((r) => setTimeout(r, 2000));
    const after = rssMiB(child.pid!);
    const added = after - before;
    return {
      name: `server RSS added by ${IDLE_SOCKETS} idle signed-in sockets (production server; ${before.toFixed(0)} → ${after.toFixed(0)} MiB)`,
      value: `${added.toFixed(1)} MiB`,
      target: `≤ ${MEMORY_TARGET_MIB} MiB`,
      ok: added <= MEMORY_TARGET_MIB,
    };
  } finally {
    for (const ws of sockets) ws.terminate();
    const exited = child.exitCode !== null ? Promise.resolve() : once(child, "exit");
    child.kill("SIGTERM");
    await exited;
  }
}

export async function benchRealtime(config: AppConfig): Promise<RealtimeFigure[]> {
  const dir = mkdtempSync(join(tmpdir(), "bench-realtime-"));
  try {
    return [
      await benchLatency(dir, config),
      await benchPostToSocket(dir, config),
      await benchIdleMemory(dir, config),
    ];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
