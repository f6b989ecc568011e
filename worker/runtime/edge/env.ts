import type { Db } from "../../../db/client";
import { type AppConfig, configFromEnv } from "../../config";
import { createD1Db, type D1Binding } from "./db";
import type { R2BucketBinding } from "./r2-upload-store";
import type { RealtimeRooms } from "./realtime-hub";

/**
 * The Worker's bindings (wrangler.toml + secrets). Typed structurally instead of through the global
 * `@cloudflare/workers-types`, so worker/ keeps one set of ambient types for both runtimes.
 */
export type EdgeEnv = {
  /** D1 database (wrangler.toml `[[d1_databases]]`); unused when DATABASE_URL is set. */
  DB?: D1Binding;
  /** Uploaded files (wrangler.toml `[[r2_buckets]]`); without it uploads answer 500. */
  UPLOADS?: R2BucketBinding;
  /** The realtime rooms, one Durable Object per organization (wrangler.toml `REALTIME`); without it no socket opens. */
  REALTIME?: RealtimeRooms;
  /** Static assets of dist/web (wrangler.toml `[assets]`). */
  ASSETS?: { fetch: (request: Request) => Promise<Response> };
  /** libSQL server over HTTP (Turso, sqld): `libsql://…`, `https://…` or `http://…`. */
  DATABASE_URL?: string;
  DATABASE_AUTH_TOKEN?: string;
  /** Secret (`wrangler secret put JWT_SECRET`); required, at least 32 characters. */
  JWT_SECRET?: string;
  PASSWORD_PEPPER?: string;
  SUPER_ADMIN_EMAIL?: string;
  /** Secret. Without it no super admin is created: the dev default password is never used on the edge. */
  SUPER_ADMIN_PASSWORD?: string;
  SEED_DEMO?: string;
  ACCESS_TOKEN_TTL_SECONDS?: string;
  MAX_BODY_BYTES?: string;
  /** Lowest level of the JSON log lines: debug, info (default), warn, error or silent. */
  LOG_LEVEL?: string;
  /** The app's public address: links in emails (worker/domains/emails/links.ts). */
  APP_URL?: string;
  /** Organizations' hosts are `<subdomain>.<APP_DOMAIN>` (branding, issue 30). */
  APP_DOMAIN?: string;
  /** Delivery (worker/services/senders.ts): `log` (default) or `http` here; SMTP is Node's. */
  EMAIL_TRANSPORT?: string;
  EMAIL_API_URL?: string;
  /** Secret. */
  EMAIL_API_KEY?: string;
  EMAIL_FROM?: string;
  SMS_PROVIDER?: string;
  TWILIO_ACCOUNT_SID?: string;
  /** Secret. */
  TWILIO_AUTH_TOKEN?: string;
  TWILIO_FROM?: string;
};

/** A deployment mistake the operator must fix (missing secret or database); answered as 500. */
export class EdgeConfigError extends Error {}

/** Only string bindings are configuration; D1/ASSETS objects are not passed to configFromEnv. */
export function stringBindings(env: EdgeEnv): Record<string, string | undefined> {
  const out: Record<string, string | undefined> = {};
  for (const [key, value] of Object.entries(env)) if (typeof value === "string") out[key] = value;
  return out;
}

export function edgeConfig(env: EdgeEnv): AppConfig {
  if (!env.JWT_SECRET) {
    throw new EdgeConfigError(
      "JWT_SECRET is not set: `wrangler secret put JWT_SECRET` (dev: `npm run dev:worker` provides one)",
    );
  }
  try {
    return configFromEnv(stringBindings(env), env.JWT_SECRET);
  } catch (e) {
    throw new EdgeConfigError(`Invalid Worker configuration: ${e instanceof Error ? e.message : String(e)}`);
  }
}

type OpenLibsqlServer = (url: string, authToken?: string) => Db;
let openLibsqlServer: OpenLibsqlServer | undefined;

/**
 * Makes this Worker able to use a libSQL server (DATABASE_URL). Only the libSQL entry (libsql.ts)
 * calls it: the libSQL client is 14 KiB of gzip that a D1 deployment would carry for nothing.
 */
export function enableLibsqlServer(open: OpenLibsqlServer): void {
  openLibsqlServer = open;
}

/** libSQL over HTTP when DATABASE_URL is set (libSQL entry), else the D1 binding. */
export function edgeDb(env: EdgeEnv): { db: Db; kind: "libsql" | "d1" } {
  if (env.DATABASE_URL) {
    if (!openLibsqlServer) {
      throw new EdgeConfigError(
        "DATABASE_URL is set, but this is the D1 build: deploy worker/runtime/edge/libsql.ts for a libSQL server (docs/cloudflare.md)",
      );
    }
    if (!/^(libsql|https?):\/\//.test(env.DATABASE_URL)) {
      throw new EdgeConfigError("DATABASE_URL must be a libsql://, https:// or http:// URL on Workers");
    }
    return { db: openLibsqlServer(env.DATABASE_URL, env.DATABASE_AUTH_TOKEN || undefined), kind: "libsql" };
  }
  if (!env.DB) throw new EdgeConfigError("No database: bind a D1 database as DB or set DATABASE_URL");
  return { db: createD1Db(env.DB), kind: "d1" };
}
