import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DEMO_PASSWORD } from "../worker/services/demo-seed";
import { BENCH } from "./build";

/**
 * Resident memory of the production server (`node dist/server.mjs`, built here) while 16
 * concurrent readers load 4-week calendar windows and coach feeds over HTTP, on two databases: a
 * fresh demo database (what `npm start` seeds on first start) and the large bench database.
 * RSS is read from /proc/<pid>/status every 50 ms; the peak is the figure (Linux only). Started
 * with the V8 flags and malloc settings of `npm start` (package.json config.server_node_flags,
 * server_malloc_env; SERVER_NODE_FLAGS / SERVER_MALLOC_ENV measure others). Budget: ≤ 120 MiB on
 * both (the job runner and sockets get budgets of their own on top).
 *
 * Run alone with `npm run bench -- memory` (builds the bench database the first time).
 */
const READERS = 16;
const PORT = 8799;
const ROOT = join(import.meta.dirname, "..");
const BUDGET_MIB = 120;

/** A field of /proc/<pid>/status in MiB: VmRSS (all), RssAnon (heaps: V8, malloc) or RssFile (the binary, libraries). */
function statusMiB(pid: number, field: "VmRSS" | "RssAnon" | "RssFile" = "VmRSS"): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return kb / 1024;
}

function addDays(date: string, days: number): string {
  return new Date(new Date(`${date}T00:00:00Z`).getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

/** What the readers read: whose calendars and feeds, around which day, as whom. */
type Reading = { token: string; clientIds: number[]; trainerIds: number[]; today: string };

type Target = {
  label: string;
  databaseUrl: string;
  env: Record<string, string>;
  /** Asked once the server is up (the demo database only exists then). */
  reading: (base: string) => Promise<Reading>;
};

export function buildServer() {
  const built = spawnSync(process.execPath, [join(ROOT, "scripts", "build-server.mjs")], { cwd: ROOT });
  if (built.status !== 0) throw new Error(`server build failed: ${built.stderr}`);
}

async function serverPeak(target: Target, jwtSecret: string, durationMs: number) {
  // The V8 heap settings production runs with (package.json config.server_node_flags, docs/deploy.md).
  const pkg = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as {
    config: { server_node_flags: string; server_malloc_env: string };
  };
  // …and its glibc malloc settings (config.server_malloc_env), or SERVER_MALLOC_ENV="…".
  const mallocEnv = Object.fromEntries(
    (process.env.SERVER_MALLOC_ENV ?? pkg.config.server_malloc_env)
      .split(" ")
      .filter(Boolean)
      .map((pair) => pair.split("=") as [string, string]),
  );
  // SERVER_NODE_FLAGS="…" measures other flags without editing package.json.
  const flags = (process.env.SERVER_NODE_FLAGS ?? pkg.config.server_node_flags).split(" ").filter(Boolean);
  const child = spawn(process.execPath, [...flags, join(ROOT, "dist", "server.mjs")], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATABASE_URL: target.databaseUrl,
      PORT: String(PORT),
      HOST: "127.0.0.1",
      JWT_SECRET: jwtSecret,
      LOG_LEVEL: "warn",
      ...mallocEnv,
      ...target.env,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const base = `http://127.0.0.1:${PORT}`;
  try {
    for (let i = 0; ; i++) {
      try {
        if ((await fetch(`${base}/healthz`)).ok) break;
      } catch {
        // starting
      }
      if (i > 600) throw new Error("server did not start");
      await new Promise((r) => setTimeout(r, 100));
    }
    // Idle: after start-up and its full collection (worker/runtime/node/main.ts), before any request.
    await new Promise((r) => setTimeout(r, 500));
    const idle = statusMiB(child.pid!);
    const idleAnon = statusMiB(child.pid!, "RssAnon");
    const idleFile = statusMiB(child.pid!, "RssFile");
    const { token, clientIds, trainerIds, today } = await target.reading(base);
    const headers = { authorization: `Bearer ${token}` };
    const samples: number[] = [];
    const sampler = setInterval(() => samples.push(statusMiB(child.pid!)), 50);
    let requests = 0;
    const until = performance.now() + durationMs;
    const reader = async (r: number) => {
      for (let i = r; performance.now() < until; i += READERS) {
        const clientId = clientIds[(i * 7919) % clientIds.length];
        const start = addDays(today, -7 * (i % 20));
        const path =
          i % 2 === 0
            ? `/api/workouts?client_id=${clientId}&start_date=${start}&end_date=${addDays(start, 27)}&limit=1000`
            : `/api/workouts?hide_from_feed=false&limit=20&page=1&rest_day=false&order=updated_at_DESC&state=completed&trainer_id=${trainerIds[i % trainerIds.length]}`;
        const res = await fetch(`${base}${path}`, { headers });
        if (res.status !== 200) throw new Error(`memory bench: HTTP ${res.status} for ${path}`);
        await res.arrayBuffer();
        requests++;
      }
    };
    await Promise.all(Array.from({ length: READERS }, (_, r) => reader(r)));
    clearInterval(sampler);
    const peak = Math.max(...samples);
    return {
      name: `server RSS, ${target.label}, ${READERS} concurrent readers (calendar windows + feeds, ${requests} requests; idle ${idle.toFixed(0)} MiB: ${idleAnon.toFixed(0)} anonymous, ${idleFile.toFixed(0)} file-backed)`,
      value: `peak ${peak.toFixed(0)} MiB`,
      target: `≤ ${BUDGET_MIB} MiB`,
      ok: peak <= BUDGET_MIB,
    };
  } finally {
    // The next server takes the same port: wait until this one is gone.
    const exited = child.exitCode !== null ? Promise.resolve() : new Promise((r) => child.once("exit", r));
    child.kill("SIGTERM");
    await exited;
  }
}

/** The demo database of a first `npm start`: signs in as its lead coach and reads their clients. */
async function demoReading(base: string): Promise<Reading> {
  const login = await fetch(`${base}/api/oauth/token`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: "lead@demo.coach", password: DEMO_PASSWORD }),
  });
  const { access_token: token } = (await login.json()) as { access_token?: string };
  if (!token) throw new Error(`memory bench: demo sign-in answered ${login.status}`);
  const list = await fetch(`${base}/api/clients?per_page=100`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const { clients } = (await list.json()) as { clients: { id: number; trainer_id: number }[] };
  if (!clients?.length) throw new Error("memory bench: the demo database has no clients");
  return {
    token,
    clientIds: clients.map((c) => c.id),
    trainerIds: [...new Set(clients.map((c) => c.trainer_id))],
    today: new Date().toISOString().slice(0, 10),
  };
}

/**
 * Both databases. `benchToken` is the bench studio admin's token (valid at the real date, since
 * the server checks it against its own clock); the bench database must be built.
 */
export async function benchServerMemory(
  jwtSecret: string,
  benchToken: string | undefined,
  durationMs: number,
) {
  buildServer();
  const figures = [];
  const demoDir = mkdtempSync(join(tmpdir(), "memory-demo-"));
  try {
    figures.push(
      await serverPeak(
        {
          label: "fresh demo database",
          databaseUrl: `file:${join(demoDir, "demo.db")}`,
          env: { SEED_DEMO: "1" },
          reading: demoReading,
        },
        jwtSecret,
        durationMs,
      ),
    );
  } finally {
    rmSync(demoDir, { recursive: true, force: true });
  }
  if (benchToken) {
    const clientIds = Array.from({ length: BENCH.clients }, (_, i) => i + 1);
    const trainerIds = Array.from({ length: 20 }, (_, i) => i + 1);
    figures.push(
      await serverPeak(
        {
          label: "bench database (5,000 clients, 1M workouts)",
          databaseUrl: `file:${join(ROOT, BENCH.path)}`,
          env: { SEED_DEMO: "0" },
          reading: async () => ({ token: benchToken, clientIds, trainerIds, today: BENCH.today }),
        },
        jwtSecret,
        durationMs,
      ),
    );
  }
  return figures;
}
