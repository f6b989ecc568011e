// `npm run test:e2e`: the browser tests. Builds the SPA when it is missing or stale, starts the Node
// server (worker/runtime/node/start.ts) on a free port over a fresh temporary database with demo data and known
// super-admin credentials, waits for it, runs tests/e2e with vitest, then stops the server.
// Chromium: $CHROMIUM_PATH, else /usr/bin/chromium (Debian package `chromium`). Arguments go to
// vitest, so files or names select tests: `npm run test:e2e -- tests/e2e/team.test.ts -t "phone"`.
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, openSync, readdirSync, rmSync, statSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const bin = join(root, "node_modules", ".bin");
const env = { ...process.env, PATH: `${bin}:${process.env.PATH ?? ""}` };

const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
if (!existsSync(chromium)) {
  console.error(
    `e2e: no Chromium at ${chromium}. Install it (apt-get install -y chromium fonts-wqy-microhei) or set CHROMIUM_PATH.`,
  );
  process.exit(1);
}

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = st.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

const built = join(root, "dist", "web", "index.html");
const sources = [
  "web",
  "vite.config.ts",
  "lingui.config.ts",
  "package.json",
  "scripts/precompress.ts",
  "scripts/chunk-groups.ts",
].map((p) => join(root, p));
if (!existsSync(built) || Math.max(...sources.map(newestMtime)) > statSync(built).mtimeMs) {
  console.log("e2e: building the web app…");
  const r = spawnSync(join(bin, "vite"), ["build", "--logLevel", "warn"], {
    cwd: root,
    env,
    stdio: "inherit",
  });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

const port = Number(process.env.E2E_PORT) || (await freePort());
const workDir = mkdtempSync(join(tmpdir(), "coach-e2e-"));
const logFile = join(workDir, "server.log");
const serverEnv = {
  ...env,
  PORT: String(port),
  HOST: "127.0.0.1",
  DATABASE_URL: `file:${join(workDir, "e2e.db")}`,
  // Uploaded files beside the database, removed with it (not the worktree's .data/uploads).
  UPLOADS_DIR: join(workDir, "uploads"),
  SEED_DEMO: "1",
  SUPER_ADMIN_EMAIL: process.env.SUPER_ADMIN_EMAIL ?? "e2e-super@coach.local",
  SUPER_ADMIN_PASSWORD: process.env.SUPER_ADMIN_PASSWORD ?? "E2e-Super-1234!",
  JWT_SECRET: randomBytes(32).toString("hex"),
  // Organizations' own addresses (issue 30): <subdomain>.localhost:PORT, which Chromium resolves
  // to the loopback address without any DNS (tests/e2e/branding.test.ts).
  APP_DOMAIN: "localhost",
};

const logFd = openSync(logFile, "a");
// Own process group, so stopping it also stops tsx's child node process.
const server = spawn(join(bin, "tsx"), ["worker/runtime/node/start.ts"], {
  cwd: root,
  env: serverEnv,
  stdio: ["ignore", logFd, logFd],
  detached: true,
});

let stopped = false;
function stopServer() {
  if (stopped) return;
  stopped = true;
  try {
    process.kill(-server.pid, "SIGTERM");
  } catch {
    // already gone
  }
}
process.on("exit", stopServer);
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    stopServer();
    process.exit(130);
  });
}

const baseUrl = `http://127.0.0.1:${port}`;
async function waitForServer(timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    try {
      const res = await fetch(`${baseUrl}/login`);
      if (res.ok && (await res.text()).includes('id="root"')) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error("server did not answer in time");
}

let status = 1;
try {
  await waitForServer();
  console.log(`e2e: server on ${baseUrl} (log ${logFile})`);
  // E2E_TOUR=1 (npm run docs:tour) takes docs/tour.md's screenshots instead of running the tests.
  const [command, args] = process.env.E2E_TOUR
    ? [process.execPath, ["scripts/tour-shots.mjs"]]
    : [join(bin, "vitest"), ["run", "--config", "tests/e2e/vitest.config.ts", ...process.argv.slice(2)]];
  const r = spawnSync(command, args, {
    cwd: root,
    stdio: "inherit",
    env: {
      ...env,
      E2E_BASE_URL: baseUrl,
      E2E_SERVER_LOG: logFile,
      SUPER_ADMIN_EMAIL: serverEnv.SUPER_ADMIN_EMAIL,
      SUPER_ADMIN_PASSWORD: serverEnv.SUPER_ADMIN_PASSWORD,
      CHROMIUM_PATH: chromium,
    },
  });
  status = r.status ?? 1;
} catch (error) {
  console.error(`e2e: ${error instanceof Error ? error.message : error}`);
  spawnSync("tail", ["-n", "40", logFile], { stdio: "inherit" });
} finally {
  stopServer();
  if (status === 0) rmSync(workDir, { recursive: true, force: true });
}
process.exit(status);
