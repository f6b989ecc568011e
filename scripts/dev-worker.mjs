// `npm run dev:worker`: the app in the Cloudflare Workers runtime (workerd via `wrangler dev`), local
// only: no account, no network. Steps: build the SPA when missing or stale (if the build fails the
// API is still served), apply db/migrations to the local D1 database (and the default exercise
// catalogue, once), write the Worker's local variables and secrets, run `wrangler dev`, forward
// SIGINT/SIGTERM and exit with its status.
//
// Environment (CONTRACT.md): PORT (8787), JWT_SECRET (else one generated once and kept in the state
// dir), SUPER_ADMIN_EMAIL / SUPER_ADMIN_PASSWORD (documented dev defaults), SEED_DEMO (1),
// PASSWORD_PEPPER (optional), WORKER_STATE_DIR (.wrangler/state: local D1 data and the generated
// files), HOST (127.0.0.1). A project `.dev.vars` is honoured; the environment overrides it.
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import {
  chmodSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { join, resolve } from "node:path";

const port = process.env.PORT || "8787";
const host = process.env.HOST || "127.0.0.1";
const stateDir = resolve(process.env.WORKER_STATE_DIR || join(".wrangler", "state"));
const DEV_SUPER_ADMIN = { email: "super@coach.local", password: "Super1234!" };
/** Variables passed from the environment to the Worker. DATABASE_URL is not: dev:worker is D1. */
const PASSED = [
  "JWT_SECRET",
  "PASSWORD_PEPPER",
  "SUPER_ADMIN_EMAIL",
  "SUPER_ADMIN_PASSWORD",
  "SEED_DEMO",
  // Organizations' own addresses (issue 30): APP_DOMAIN=localhost serves <subdomain>.localhost:PORT.
  "APP_URL",
  "APP_DOMAIN",
];

// wrangler needs Node >= 22.12: use the node that ships in node_modules when it is there.
const localNode = join("node_modules", ".bin", process.platform === "win32" ? "node.exe" : "node");
const nodeBin = existsSync(localNode) ? resolve(localNode) : process.execPath;
// Package bins run directly with that node (their package.json "exports" do not expose them).
const wranglerJs = resolve("node_modules", "wrangler", "bin", "wrangler.js");
const viteJs = resolve("node_modules", "vite", "bin", "vite.js");
const tsxCli = resolve("node_modules", "tsx", "dist", "cli.mjs");
const childEnv = { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false" };

function log(message) {
  console.log(`[dev:worker] ${message}`);
}

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = st.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

function buildWeb() {
  const built = join("dist", "web", "index.html");
  const sources = ["web", "vite.config.ts", "lingui.config.ts", "package.json"];
  const stale = !existsSync(built) || Math.max(...sources.map(newestMtime)) > statSync(built).mtimeMs;
  if (stale && existsSync("vite.config.ts") && existsSync(join("web", "index.html"))) {
    log("building the web app (vite build)…");
    const r = spawnSync(nodeBin, [viteJs, "build", "--logLevel", "warn"], {
      stdio: "inherit",
      env: childEnv,
    });
    if (r.status !== 0) log("the web build failed: serving the API only (/api, /trpc) until it builds");
  }
  // wrangler refuses a missing [assets] directory; an empty one serves the API and 404s elsewhere.
  mkdirSync(join("dist", "web"), { recursive: true });
}

function parseDotenv(text) {
  const out = {};
  for (const line of text.split(/\r?\n/)) {
    const m = /^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*?)\s*$/.exec(line);
    if (!m) continue;
    let value = m[2];
    if (/^(["']).*\1$/.test(value)) value = value.slice(1, -1);
    out[m[1]] = value;
  }
  return out;
}

/** Same idea as worker/runtime/node/start.ts: a dev secret generated once, kept beside the local data. */
function devJwtSecret() {
  const file = join(stateDir, "jwt-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  const secret = randomBytes(48).toString("base64url");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

function writeVars() {
  const fromFile = existsSync(".dev.vars") ? parseDotenv(readFileSync(".dev.vars", "utf8")) : {};
  const vars = { ...fromFile };
  for (const key of PASSED) if (process.env[key]) vars[key] = process.env[key];
  vars.JWT_SECRET ||= devJwtSecret();
  vars.SUPER_ADMIN_EMAIL ||= DEV_SUPER_ADMIN.email;
  vars.SUPER_ADMIN_PASSWORD ||= DEV_SUPER_ADMIN.password;
  vars.SEED_DEMO ||= "1";
  const file = join(stateDir, "dev-worker.vars");
  const body = Object.entries(vars)
    .map(([k, v]) => `${k}=${JSON.stringify(String(v))}`)
    .join("\n");
  writeFileSync(file, `${body}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return { file, vars };
}

function wrangler(args, opts = {}) {
  return spawnSync(nodeBin, [wranglerJs, ...args], { stdio: "inherit", env: childEnv, ...opts });
}

/**
 * The default exercise catalogue (docs/clients-and-libraries.md): a Worker does not bundle it, so
 * its SQL is applied to the local D1 database, once per state dir and again when the catalogue
 * changes (each statement skips names that exist). Not fatal: the app works without it.
 */
function seedCatalogue() {
  const catalogue = join("db", "default-exercises", "exercises.json");
  const builder = join("scripts", "build-default-exercises.ts");
  if (!existsSync(catalogue) || !existsSync(builder)) return;
  const marker = join(stateDir, "default-exercises.applied");
  const stamp = String(statSync(catalogue).mtimeMs);
  if (existsSync(marker) && readFileSync(marker, "utf8") === stamp) return;
  log("adding the default exercise catalogue to the local D1 database…");
  const sqlFile = join(stateDir, "default-exercises.sql");
  const built = spawnSync(nodeBin, [tsxCli, builder, "--sql", sqlFile], { stdio: "ignore", env: childEnv });
  const applied =
    built.status === 0 &&
    wrangler(["d1", "execute", "DB", "--local", "--persist-to", stateDir, "--file", sqlFile], {
      stdio: ["ignore", "ignore", "inherit"],
    }).status === 0;
  rmSync(sqlFile, { force: true });
  if (applied) writeFileSync(marker, stamp);
  else log("the default exercise catalogue could not be added (the app works without it)");
}

mkdirSync(stateDir, { recursive: true });
buildWeb();

log(`applying db/migrations to the local D1 database in ${stateDir}…`);
const migrated = wrangler(["d1", "migrations", "apply", "DB", "--local", "--persist-to", stateDir], {
  stdio: ["ignore", "inherit", "inherit"],
});
if (migrated.status !== 0) {
  log("applying migrations failed");
  process.exit(migrated.status ?? 1);
}

seedCatalogue();

const { file: varsFile, vars } = writeVars();
log(`http://localhost:${port} (workerd, local D1) — super admin ${vars.SUPER_ADMIN_EMAIL}`);

// Its own process group, so stopping it also stops the workerd and esbuild processes it starts.
const child = spawn(
  nodeBin,
  [
    wranglerJs,
    "dev",
    // The dev entry: the deployed Worker plus demo data (the deployed bundle leaves it out).
    join("worker", "runtime", "edge", "dev.ts"),
    "--local",
    "--port",
    port,
    "--ip",
    host,
    "--persist-to",
    stateDir,
    "--env-file",
    varsFile,
    "--show-interactive-dev-session=false",
  ],
  { stdio: ["ignore", "inherit", "inherit"], env: childEnv, detached: true },
);

let stopping = false;
function stop(signal) {
  if (stopping || child.exitCode !== null) return;
  stopping = true;
  try {
    process.kill(-child.pid, signal);
  } catch {
    child.kill(signal);
  }
  // wrangler normally exits within a second; make sure nothing of its group outlives us.
  setTimeout(() => {
    try {
      process.kill(-child.pid, "SIGKILL");
    } catch {
      // already gone
    }
  }, 5000).unref();
}
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) process.on(signal, () => stop(signal));
process.on("exit", () => {
  if (child.exitCode === null) {
    try {
      process.kill(-child.pid, "SIGKILL");
    } catch {
      // already gone
    }
  }
});

child.on("exit", (code, signal) => {
  // Make sure workerd (same group) is gone too, then report wrangler's status.
  try {
    process.kill(-child.pid, "SIGTERM");
  } catch {
    // group already empty
  }
  process.exit(stopping ? 0 : (code ?? (signal ? 1 : 0)));
});
