import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import type { Server } from "node:http";
import { dirname, resolve } from "node:path";
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import type { Db } from "../../../db/client";
import { openNodeDatabase } from "../../../db/node";
import { createApp } from "../../app";
import { configFromEnv, systemClock } from "../../config";
import { loadOperations } from "../../domains";
import { routingPath } from "../../http/paths";
import { jsonLogger, parseLogLevel, requestLog } from "../../http/request-log";
import { DEMO_ACCOUNTS, DEMO_CLIENT, DEMO_PASSWORD } from "../../services/demo-seed";
import { resetPresence } from "../../services/presence";
import { sendersFromEnv } from "../../services/senders";
import { jobsIntervalSeconds, startJobsTimer } from "./jobs-timer";
import { stopOnSignals } from "./lifecycle";
import { type PreparedDatabase, prepareDatabase } from "./prepare-database";
import { createNodeRealtime } from "./realtime-hub";
import { smtpEmailSender } from "./smtp-sender";
import { serveWebApp } from "./static-files";
import { directoryUploadStore, uploadsDirOf } from "./upload-store";

const DATA_DIR = ".data";
const STATIC_DIR = "dist/web";

/** Dev: a secret generated once and kept in .data/; production must provide JWT_SECRET. */
function resolveJwtSecret(env: NodeJS.ProcessEnv): string {
  if (env.JWT_SECRET) return env.JWT_SECRET;
  if (env.NODE_ENV === "production") throw new Error("JWT_SECRET is required when NODE_ENV=production");
  const file = resolve(DATA_DIR, "jwt-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dirname(file), { recursive: true });
  const secret = randomBytes(48).toString("base64url");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export type NodeServerOptions = {
  /** Where the SQL migrations are (the bundle keeps a copy beside dist/server.mjs). */
  migrationsFolder?: string;
  /**
   * The start-up work on the database (prepare-database.ts), already done by another process:
   * the bundled server has a child process do it (main.ts) so that its garbage does not stay in
   * the server's memory. Without it, the server does the work itself first.
   */
  prepared?: PreparedDatabase;
};

function databaseUrlOf(env: NodeJS.ProcessEnv): string {
  return env.DATABASE_URL || `file:${DATA_DIR}/coach.db`;
}

/** The services of a Node process over `db`, from its environment (the same in the server and its start-up child). */
function nodeDeps(env: NodeJS.ProcessEnv, db: Db) {
  const port = Number(env.PORT || 8787);
  return {
    db,
    config: { ...configFromEnv(env, resolveJwtSecret(env)), localUrl: `http://localhost:${port}` },
    clock: systemClock,
    // Invitations and SMS codes: the log unless EMAIL_TRANSPORT / SMS_PROVIDER name a real sender.
    ...sendersFromEnv(env, smtpEmailSender),
    // Uploaded files: a directory, created here if it is missing.
    uploads: directoryUploadStore(uploadsDirOf(env)),
  };
}

/** The start-up work on its own (the bundled server's child process, main.ts): opens, prepares, closes. */
export async function prepareNodeDatabase(
  env: NodeJS.ProcessEnv,
  options: Pick<NodeServerOptions, "migrationsFolder"> = {},
): Promise<PreparedDatabase> {
  const { client, db } = await openNodeDatabase(databaseUrlOf(env), env.DATABASE_AUTH_TOKEN);
  try {
    return await prepareDatabase(nodeDeps(env, db), client, options.migrationsFolder);
  } finally {
    client.close();
  }
}

export async function startNodeServer(env: NodeJS.ProcessEnv = process.env, options: NodeServerOptions = {}) {
  const port = Number(env.PORT || 8787);
  const jobsInterval = jobsIntervalSeconds(env);
  const logger = jsonLogger(parseLogLevel(env.LOG_LEVEL));
  const url = databaseUrlOf(env);
  const { client, db } = await openNodeDatabase(url, env.DATABASE_AUTH_TOKEN);
  const deps = nodeDeps(env, db);
  const { config } = deps;
  // Emails link to the app: without APP_URL the links only work on this machine.
  if (!config.appUrl)
    console.warn(
      `APP_URL is not set: links in emails point to ${config.localUrl} (set APP_URL to the public address)`,
    );
  const { admin, demoSeeded } =
    options.prepared ?? (await prepareDatabase(deps, client, options.migrationsFolder));

  // The sockets of GET /api/realtime live in this process: nobody is online before it listens.
  await resetPresence(deps);
  const realtime = createNodeRealtime(deps);
  // Domains load on first use (a Worker start stays short); a server that starts once loads them
  // all now, so no request waits for one (docs/decisions/2026-11-26-domains-load-lazily.md).
  await loadOperations();
  const api = createApp({ ...deps, realtime: realtime.hub, realtimeRoute: realtime.route, logger });
  const app = new Hono({ getPath: routingPath });
  // One log line and one request id for every request, static files included (see request-log.ts).
  app.use(requestLog(logger));
  app.route("/", api);
  // Built SPA: real files (hashed ones cached for a year), then index.html for client-side routes.
  serveWebApp(app, STATIC_DIR);

  const server = serve({
    fetch: app.fetch,
    port,
    hostname: env.HOST || "0.0.0.0",
    websocket: { server: realtime.server },
  });
  console.log(`Coach platform on http://localhost:${port} (database ${url})`);
  console.log(
    `  super admin: ${admin.email}${admin.created ? ` / ${config.superAdminPassword === "Super1234!" ? "Super1234!" : "(SUPER_ADMIN_PASSWORD)"}` : " (existing)"}`,
  );
  if (demoSeeded || config.seedDemo) {
    console.log(
      `  demo coaches (password ${DEMO_PASSWORD}): ${DEMO_ACCOUNTS.map((a) => a.email).join(", ")}`,
    );
    console.log(`  demo client (password ${DEMO_PASSWORD}, client app at /login): ${DEMO_CLIENT.email}`);
  }
  // Background work (the nightly figures refresh …): worker/domains/jobs/, stopped with the server.
  const jobs = startJobsTimer(deps, jobsInterval, logger);
  return { server: server as Server, client, logger, jobs, realtime };
}

// `tsx worker/runtime/node/start.ts` (development, browser tests). Production runs the bundle of
// worker/runtime/node/main.ts instead, where this module is inlined: hence the file-name test.
if (process.argv[1]?.endsWith("worker/runtime/node/start.ts")) {
  startNodeServer()
    .then(({ server, client, logger, jobs, realtime }) =>
      stopOnSignals(server, client, logger, { jobs, realtime }),
    )
    .catch((e) => {
      console.error(e);
      process.exit(1);
    });
}
