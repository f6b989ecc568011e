import { spawn, spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { BENCH } from "./build";

/**
 * Resident memory of the production server (`node dist/server.mjs`, built here) on the large bench
 * database while 16 concurrent readers load 4-week calendar windows and coach feeds over HTTP.
 * RSS is read from /proc/<pid>/status every 50 ms; the peak is the figure (Linux only). Started
 * with the V8 flags of `npm start`: a 2 MiB young generation (Node 22's default of 16 MiB per
 * semi-space costs ~40 MiB of RSS for no measurable speed here) and a 192 MiB old generation.
 */
const READERS = 16;
const PORT = 8799;
const ROOT = join(import.meta.dirname, "..");

function rssMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

function addDays(date: string, days: number): string {
  return new Date(new Date(`${date}T00:00:00Z`).getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

export async function benchServerMemory(jwtSecret: string, token: string, durationMs: number) {
  const built = spawnSync(process.execPath, [join(ROOT, "scripts", "build-server.mjs")], { cwd: ROOT });
  if (built.status !== 0) throw new Error(`server build failed: ${built.stderr}`);
  // The V8 heap settings production runs with (package.json config.server_node_flags, docs/deploy.md).
  const pkg = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as {
    config: { server_node_flags: string };
  };
  const flags = pkg.config.server_node_flags.split(" ").filter(Boolean);
  const child = spawn(process.execPath, [...flags, join(ROOT, "dist", "server.mjs")], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATABASE_URL: `file:${BENCH.path}`,
      PORT: String(PORT),
      HOST: "127.0.0.1",
      JWT_SECRET: jwtSecret,
      SEED_DEMO: "0",
      LOG_LEVEL: "warn",
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
      if (i > 300) throw new Error("server did not start");
      await new Promise((r) => setTimeout(r, 100));
    }
    const idle = rssMiB(child.pid!);
    const headers = { authorization: `Bearer ${token}` };
    const samples: number[] = [];
    const sampler = setInterval(() => samples.push(rssMiB(child.pid!)), 50);
    let requests = 0;
    const until = performance.now() + durationMs;
    const reader = async (r: number) => {
      for (let i = r; performance.now() < until; i += READERS) {
        const clientId = ((i * 7919) % BENCH.clients) + 1;
        const start = addDays(BENCH.today, -7 * (i % 20));
        const path =
          i % 2 === 0
            ? `/api/workouts?client_id=${clientId}&start_date=${start}&end_date=${addDays(start, 27)}&limit=1000`
            : `/api/workouts?hide_from_feed=false&limit=20&page=1&rest_day=false&order=updated_at_DESC&state=completed&trainer_id=${(i % 20) + 1}`;
        const res = await fetch(`${base}${path}`, { headers });
        if (res.status !== 200) throw new Error(`memory bench: HTTP ${res.status} for ${path}`);
        await res.arrayBuffer();
        requests++;
      }
    };
    await Promise.all(Array.from({ length: READERS }, (_, r) => reader(r)));
    clearInterval(sampler);
    const peak = Math.max(...samples);
    return [
      {
        name: `server RSS, node dist/server.mjs, ${READERS} concurrent readers (calendar windows + feeds, ${requests} requests; idle ${idle.toFixed(0)} MiB)`,
        value: `peak ${peak.toFixed(0)} MiB`,
        target: "≤ 150 MiB",
        ok: peak <= 150,
      },
    ];
  } finally {
    child.kill("SIGTERM");
  }
}
