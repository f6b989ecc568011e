// Latency of the client-week query, GET /api/workouts?client_id=…&start_date=…&end_date=…&order=due_ASC,
// on the two runtimes of the same app, over loopback only:
//   - Node: worker/runtime/node/start.ts (what `npm start` runs) over an embedded libSQL file in a temp dir;
//   - workerd: `npm run dev:worker` (wrangler dev, local D1) with its state in a temp dir.
// Each server gets its own super admin, organization, coach and client through the REST API, a week
// of 5 workouts × 4 items (+ the weeks around it), then WARMUP unmeasured and REQUESTS measured
// sequential requests (one at a time: latency, not throughput). Prints p50/p90/p99 per runtime.
// Usage: node scripts/measure-edge-latency.mjs   (REQUESTS=200 WARMUP=20 by default)
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

const REQUESTS = Number(process.env.REQUESTS || 200);
const WARMUP = Number(process.env.WARMUP || 20);
const SUPER = { email: "super@latency.test", password: "Latency1234!" };
const MONDAY = "2031-03-03";

const localNode = join("node_modules", ".bin", "node");
const nodeBin = existsSync(localNode) ? resolve(localNode) : process.execPath;
const children = [];

function freePort() {
  return new Promise((done, fail) => {
    const srv = createServer();
    srv.once("error", fail);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address();
      srv.close(() => done(port));
    });
  });
}

/** Starts a server in its own process group (so stopping it also stops workerd/esbuild children). */
function start(name, args, env, logFile) {
  const child = spawn(nodeBin, args, {
    env: { ...process.env, ...env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false" },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  let log = "";
  child.stdout.on("data", (d) => {
    log += d;
  });
  child.stderr.on("data", (d) => {
    log += d;
  });
  children.push(child);
  return { name, child, log: () => log, logFile };
}

function stop(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => {
    const timer = setTimeout(() => {
      try {
        process.kill(-child.pid, "SIGKILL");
      } catch {
        // gone
      }
    }, 8000);
    child.once("exit", () => {
      clearTimeout(timer);
      done();
    });
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {
      child.kill("SIGTERM");
    }
  });
}

async function waitReady(base, server, timeoutMs = 180_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (server.child.exitCode !== null) throw new Error(`${server.name} exited:\n${server.log()}`);
    try {
      const res = await fetch(`${base}/api/auth/me`);
      if (res.status === 401) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${server.name} did not answer within ${timeoutMs / 1000}s:\n${server.log()}`);
}

async function call(base, method, path, body, token) {
  const headers = { "content-type": "application/json" };
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await fetch(`${base}${path}`, {
    method,
    headers,
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = await res.json().catch(() => null);
  if (!res.ok) throw new Error(`${method} ${path} → ${res.status} ${JSON.stringify(json)}`);
  return json;
}

function isoDay(base, days) {
  const d = new Date(`${base}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Organization, coach, client and three weeks of workouts (the middle one is measured). */
async function seed(base) {
  const admin = await call(base, "POST", "/api/admin/login", SUPER);
  const superToken = admin.data.token;
  const org = await call(
    base,
    "POST",
    "/api/organizations",
    { organization: { name: "延迟测试" } },
    superToken,
  );
  const email = `coach-${randomBytes(4).toString("hex")}@latency.test`;
  await call(
    base,
    "POST",
    "/api/trainers",
    {
      trainer: {
        organization_id: org.organization.id,
        super_admin: true,
        user: { name: "延迟教练", email, password: "Coach1234!" },
      },
    },
    superToken,
  );
  const login = await call(base, "POST", "/api/oauth/token", { email, password: "Coach1234!" });
  const token = login.token;
  const client = await call(base, "POST", "/api/clients", { client: { user: { name: "延迟学员" } } }, token);
  const clientId = client.client.id;
  for (let day = -7; day < 14; day++) {
    if (((day % 7) + 7) % 7 >= 5) continue; // Monday to Friday: 5 workouts a week
    await call(
      base,
      "POST",
      "/api/workouts",
      {
        workout: {
          client_id: clientId,
          due: isoDay(MONDAY, day),
          title: `训练 ${day}`,
          short_description: "<p>注意动作质量</p>",
          workout_items: Array.from({ length: 4 }, (_, i) => ({
            name: `动作 ${i + 1}`,
            info: "4 组 × 8 次",
            position: i + 1,
          })),
        },
      },
      token,
    );
  }
  const path = `/api/workouts?client_id=${clientId}&start_date=${MONDAY}&end_date=${isoDay(MONDAY, 6)}&order=due_ASC`;
  const check = await call(base, "GET", path, null, token);
  return { token, path, workouts: check.workouts.length, items: check.workout_items.length };
}

async function measure(base, token, path) {
  const headers = { authorization: `Bearer ${token}` };
  for (let i = 0; i < WARMUP; i++) await (await fetch(`${base}${path}`, { headers })).arrayBuffer();
  const times = [];
  for (let i = 0; i < REQUESTS; i++) {
    const t0 = performance.now();
    const res = await fetch(`${base}${path}`, { headers });
    await res.arrayBuffer();
    times.push(performance.now() - t0);
    if (res.status !== 200) throw new Error(`GET ${path} → ${res.status}`);
  }
  times.sort((a, b) => a - b);
  const q = (p) => times[Math.min(times.length - 1, Math.floor(p * times.length))];
  return { p50: q(0.5), p90: q(0.9), p99: q(0.99), min: times[0], max: times[times.length - 1] };
}

async function run(name, launch) {
  const dir = mkdtempSync(join(tmpdir(), `latency-${name}-`));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = launch(dir, port);
  try {
    await waitReady(base, server);
    const { token, path, workouts, items } = await seed(base);
    const figures = await measure(base, token, path);
    return { name, workouts, items, ...figures };
  } finally {
    await stop(server.child);
    rmSync(dir, { recursive: true, force: true });
  }
}

const common = {
  JWT_SECRET: randomBytes(32).toString("base64url"),
  SUPER_ADMIN_EMAIL: SUPER.email,
  SUPER_ADMIN_PASSWORD: SUPER.password,
  SEED_DEMO: "0",
};

async function main() {
  const results = [];
  results.push(
    await run("node (libSQL file)", (dir, port) =>
      start("node", [resolve("node_modules", "tsx", "dist", "cli.mjs"), "worker/runtime/node/start.ts"], {
        ...common,
        PORT: String(port),
        HOST: "127.0.0.1",
        DATABASE_URL: `file:${join(dir, "coach.db")}`,
      }),
    ),
  );
  results.push(
    await run("workerd (wrangler dev, local D1)", (dir, port) =>
      start("wrangler dev", ["scripts/dev-worker.mjs"], {
        ...common,
        PORT: String(port),
        HOST: "127.0.0.1",
        WORKER_STATE_DIR: dir,
      }),
    ),
  );
  console.log(`\nClient-week query, ${REQUESTS} sequential requests after ${WARMUP} warm-up, loopback (ms):`);
  console.log("| runtime | workouts/items in the week | p50 | p90 | p99 | min | max |");
  console.log("|---|---|---|---|---|---|---|");
  for (const r of results) {
    const f = (v) => v.toFixed(2);
    console.log(
      `| ${r.name} | ${r.workouts}/${r.items} | ${f(r.p50)} | ${f(r.p90)} | ${f(r.p99)} | ${f(r.min)} | ${f(r.max)} |`,
    );
  }
}

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, async () => {
    await Promise.all(children.map(stop));
    process.exit(130);
  });
}

main().catch(async (e) => {
  console.error(e);
  await Promise.all(children.map(stop));
  process.exit(1);
});
