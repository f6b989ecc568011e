import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildServer } from "./server-memory";

/**
 * What the idle job runner adds to the server (issue 25: ≤ 5 MiB): the production server
 * (`node dist/server.mjs`, npm start's V8 flags and malloc settings) on a fresh demo database,
 * left alone for the same time once with the runner off (JOBS_INTERVAL_SECONDS=0) and once ticking
 * every second (the shortest interval, so TICKS ticks take seconds rather than the hour the
 * default 60 s would). RSS from /proc/<pid>/status at the end; the figure is the difference.
 * Linux only. `npm run bench -- runner-memory`.
 */
const ROOT = join(import.meta.dirname, "..");
const PORT = 8798;
const TICKS = 30;
const BUDGET_MIB = 5;

const rssMiB = (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) / 1024;

/** RSS of a server left idle for TICKS seconds with the runner every `interval` s (0 = off). */
async function idleRss(interval: number, jwtSecret: string): Promise<number> {
  const pkg = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as {
    config: { server_node_flags: string; server_malloc_env: string };
  };
  const mallocEnv = Object.fromEntries(
    pkg.config.server_malloc_env
      .split(" ")
      .filter(Boolean)
      .map((pair) => pair.split("=") as [string, string]),
  );
  const dir = mkdtempSync(join(tmpdir(), "runner-memory-"));
  const child = spawn(
    process.execPath,
    [...pkg.config.server_node_flags.split(" ").filter(Boolean), join(ROOT, "dist", "server.mjs")],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        ...mallocEnv,
        DATABASE_URL: `file:${join(dir, "demo.db")}`,
        UPLOADS_DIR: join(dir, "uploads"),
        SEED_DEMO: "1",
        PORT: String(PORT),
        HOST: "127.0.0.1",
        JWT_SECRET: jwtSecret,
        LOG_LEVEL: "warn",
        JOBS_INTERVAL_SECONDS: String(interval),
      },
      stdio: ["ignore", "ignore", "inherit"],
    },
  );
  try {
    for (let i = 0; ; i++) {
      try {
        if ((await fetch(`http://127.0.0.1:${PORT}/healthz`)).ok) break;
      } catch {
        // starting
      }
      if (i > 600) throw new Error("runner memory bench: the server did not start");
      await new Promise((r) => setTimeout(r, 100));
    }
    // The same idle time for both, long enough for TICKS ticks of the ticking one.
    await new Promise((r) => setTimeout(r, TICKS * 1000 + 500));
    return rssMiB(child.pid!);
  } finally {
    const exited = child.exitCode !== null ? Promise.resolve() : new Promise((r) => child.once("exit", r));
    child.kill("SIGTERM");
    await exited;
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function benchRunnerMemory(jwtSecret: string) {
  buildServer();
  const off = await idleRss(0, jwtSecret);
  const ticking = await idleRss(1, jwtSecret);
  const added = ticking - off;
  return [
    {
      name: `idle job runner, RSS after ${TICKS} ticks (1 s apart) ${ticking.toFixed(1)} MiB vs runner off ${off.toFixed(1)} MiB`,
      value: `${added >= 0 ? "+" : ""}${added.toFixed(1)} MiB`,
      target: `≤ ${BUDGET_MIB} MiB`,
      ok: added <= BUDGET_MIB,
    },
  ];
}
