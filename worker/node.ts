import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { serve } from "@hono/node-server";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import { migrateDatabase, openNodeDatabase } from "../db/node";
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemo } from "../db/seed";
import { createApp } from "./app";
import { configFromEnv, systemClock } from "./config";
import { seedDefaultExercises } from "./domains/libraries/default-exercises";
import { ensureSuperAdmin } from "./services/bootstrap";
import { logSmsSender } from "./services/deps";

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

export async function startNodeServer(env: NodeJS.ProcessEnv = process.env) {
  const config = configFromEnv(env, resolveJwtSecret(env));
  const url = env.DATABASE_URL || `file:${DATA_DIR}/coach.db`;
  const { client, db } = await openNodeDatabase(url, env.DATABASE_AUTH_TOKEN);
  await migrateDatabase(client);

  const deps = { db, config, clock: systemClock, sms: logSmsSender };
  const admin = await ensureSuperAdmin(deps);
  // The shared exercise catalogue is product data, not demo data: every database gets it once.
  await seedDefaultExercises(deps);
  const demo = config.seedDemo ? await seedDemo(deps) : { seeded: false };

  const api = createApp(deps);
  const app = new Hono();
  app.route("/", api);
  // Built SPA: real files first, then index.html for every other path (client-side routes).
  app.use("/*", serveStatic({ root: STATIC_DIR }));
  app.get("*", serveStatic({ root: STATIC_DIR, path: "index.html" }));
  app.get("*", (c) => c.text("The web app is not built: run `npm run build`.", 503));

  const port = Number(env.PORT || 8787);
  const server = serve({ fetch: app.fetch, port, hostname: env.HOST || "0.0.0.0" });
  console.log(`Coach platform on http://localhost:${port} (database ${url})`);
  console.log(
    `  super admin: ${admin.email}${admin.created ? ` / ${config.superAdminPassword === "Super1234!" ? "Super1234!" : "(SUPER_ADMIN_PASSWORD)"}` : " (existing)"}`,
  );
  if (demo.seeded || config.seedDemo) {
    console.log(
      `  demo coaches (password ${DEMO_PASSWORD}): ${DEMO_ACCOUNTS.map((a) => a.email).join(", ")}`,
    );
  }
  return { server, client };
}

if (import.meta.url === `file://${process.argv[1]}` || process.argv[1]?.endsWith("worker/node.ts")) {
  startNodeServer().catch((e) => {
    console.error(e);
    process.exit(1);
  });
}
