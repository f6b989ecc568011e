import type { ExecutionContext, Hono } from "hono";
import { localeFromHeader, renderMessage } from "#shared/messages";
import type { Db } from "../../../db/client";
import { CONTENT_SECURITY_POLICY, createApp } from "../../app";
import type { AppConfig } from "../../config";
import { backfillNameKeys } from "../../domains/users/name-key";
import { cloudflareClientAddress } from "../../http/client-address";
import { MANIFEST_PATH } from "../../http/manifest";
import { REALTIME_PATH } from "../../http/realtime/protocol";
import { jsonLogger, type Logger, parseLogLevel } from "../../http/request-log";
import { ensureSuperAdmin } from "../../services/bootstrap";
import type { ServiceDeps } from "../../services/deps";
import { edgeServiceDeps } from "./deps";
import { EdgeConfigError, type EdgeEnv } from "./env";
import { edgeRealtimeHub, forwardToRoom } from "./realtime-hub";

/** The third argument of a Workers fetch handler, as Hono types it. */
export type EdgeContext = ExecutionContext;

type IsolateState = { app: Hono; deps: ServiceDeps; logger: Logger; ready: Promise<void> | undefined };

/** Same headers as web/public/_headers, for asset responses that pass through the Worker. */
export const STATIC_SECURITY_HEADERS: Record<string, string> = {
  "content-security-policy": CONTENT_SECURITY_POLICY,
  "x-content-type-options": "nosniff",
  "x-frame-options": "DENY",
  "referrer-policy": "strict-origin-when-cross-origin",
  "strict-transport-security": "max-age=31536000; includeSubDomains",
};

/** Paths the Worker answers itself; wrangler.toml's run_worker_first lists the same two prefixes. */
export function isAppPath(pathname: string): boolean {
  return (
    pathname === "/healthz" ||
    pathname === MANIFEST_PATH ||
    pathname === "/api" ||
    pathname.startsWith("/api/") ||
    pathname === "/trpc" ||
    pathname.startsWith("/trpc/")
  );
}

function isRealtimeUpgrade(request: Request): boolean {
  return (
    new URL(request.url).pathname === REALTIME_PATH &&
    request.headers.get("upgrade")?.toLowerCase() === "websocket"
  );
}

/** An error answered before the app runs, `msg` in the request's language (shared/messages.ts). */
function jsonError(
  request: Request,
  status: number,
  code: "NOT_FOUND" | "SERVER_MISCONFIGURED" | "UNAVAILABLE",
): Response {
  const msg = renderMessage({ code }, localeFromHeader(request.headers.get("accept-language")));
  return new Response(JSON.stringify({ success: status, msg, error: msg, code }), {
    status,
    headers: { "content-type": "application/json; charset=UTF-8", ...STATIC_SECURITY_HEADERS },
  });
}

/**
 * Creates the super admin (only when SUPER_ADMIN_PASSWORD is bound: the documented dev default
 * password is never used on the edge) and, when SEED_DEMO allows, demo data on an empty database.
 * Both steps are idempotent and safe across isolates: the super admin through the email's unique
 * index, demo data through a lease row in app_state (worker/services/demo-seed.ts). Rows older than `users.name_key`
 * get their key (idempotent too: each write sets the same key).
 */
async function bootstrap(deps: ServiceDeps, env: EdgeEnv, seedDemo?: DemoSeed): Promise<void> {
  await backfillNameKeys(deps);
  if (env.SUPER_ADMIN_PASSWORD) await ensureSuperAdmin(deps);
  else console.warn("[bootstrap] SUPER_ADMIN_PASSWORD is not set: no super admin is created");
  if (!deps.config.seedDemo) return;
  if (seedDemo) await seedDemo(deps);
  else
    console.warn(
      "[bootstrap] SEED_DEMO is on, but only the dev entry (npm run dev:worker) carries demo data",
    );
}

/** Writes demo data on an empty database (worker/services/demo-seed.ts). */
export type DemoSeed = (deps: ServiceDeps) => Promise<unknown>;

export type EdgeHandlerOptions = {
  /** Overrides how the database is opened (tests run two "isolates" over one libSQL file). */
  openDb?: (env: EdgeEnv) => Db;
  /** Overrides the config (tests); defaults to the bindings parsed by configFromEnv. */
  config?: (env: EdgeEnv) => AppConfig;
  /**
   * How demo data is written when SEED_DEMO is on. Only the dev entry (dev.ts) gives one: the demo
   * data's code stays out of the deployed bundle (index.ts), where SEED_DEMO is off.
   */
  seedDemo?: DemoSeed;
};

/**
 * The Workers fetch handler. Per isolate (module scope) it builds the deps and the Hono app once,
 * and runs bootstrap lazily on the first /api or /trpc request: concurrent first requests share one
 * promise; a failed bootstrap answers 503 and is retried by the next request. Everything else is a
 * static asset (the SPA), which run_worker_first normally serves without invoking the Worker.
 */
export function createEdgeHandler({ seedDemo, ...options }: EdgeHandlerOptions = {}) {
  // Keyed by the env object: workerd passes the same one to every request of an isolate.
  const isolates = new WeakMap<object, IsolateState>();

  function stateFor(env: EdgeEnv): IsolateState {
    let state = isolates.get(env);
    if (!state) {
      const deps = edgeServiceDeps(env, {
        ...options,
        ...(env.REALTIME ? { realtime: edgeRealtimeHub(env.REALTIME) } : {}),
      });
      const logger = jsonLogger(parseLogLevel(env.LOG_LEVEL));
      state = {
        app: createApp({ ...deps, clientAddress: cloudflareClientAddress, logger }),
        deps,
        logger,
        ready: undefined,
      };
      isolates.set(env, state);
    }
    return state;
  }

  function ready(state: IsolateState, env: EdgeEnv): Promise<void> {
    state.ready ??= bootstrap(state.deps, env, seedDemo).catch((e: unknown) => {
      state.ready = undefined;
      throw e;
    });
    return state.ready;
  }

  async function serveAsset(request: Request, env: EdgeEnv): Promise<Response> {
    if (!env.ASSETS) return jsonError(request, 404, "NOT_FOUND");
    const asset = await env.ASSETS.fetch(request);
    const res = new Response(asset.body, asset);
    for (const [name, value] of Object.entries(STATIC_SECURITY_HEADERS))
      if (!res.headers.has(name)) res.headers.set(name, value);
    return res;
  }

  async function fetch(request: Request, env: EdgeEnv, ctx?: EdgeContext): Promise<Response> {
    if (!isAppPath(new URL(request.url).pathname)) return serveAsset(request, env);
    let state: IsolateState;
    try {
      state = stateFor(env);
    } catch (e) {
      console.error("[worker]", e instanceof EdgeConfigError ? e.message : e);
      return jsonError(request, 500, "SERVER_MISCONFIGURED");
    }
    try {
      await ready(state, env);
    } catch (e) {
      console.error("[bootstrap]", e);
      return jsonError(request, 503, "UNAVAILABLE");
    }
    // The socket goes to its organization's room before the app: the room answers the upgrade.
    if (isRealtimeUpgrade(request)) {
      if (!env.REALTIME) return jsonError(request, 500, "SERVER_MISCONFIGURED");
      return forwardToRoom(env.REALTIME, request);
    }
    return state.app.fetch(request, env, ctx);
  }

  /**
   * The Cron Trigger (wrangler.toml `[triggers]`, every minute): one tick of the job runner, the
   * same as Node's timer (worker/domains/jobs/runner.ts). No bootstrap: the jobs need only the
   * migrated tables. A tick that cannot run throws, so the invocation is recorded as failed.
   */
  async function scheduled(_controller: unknown, env: EdgeEnv): Promise<void> {
    const state = stateFor(env);
    const { runJobsTick } = await import("../../domains/jobs/runner");
    const report = await runJobsTick(state.deps, {
      onError: (key, e) =>
        state.logger.write("error", "job failed", {
          key,
          reason: e instanceof Error ? e.message : String(e),
        }),
    });
    if (report.done.length > 0 || report.deferred > 0)
      state.logger.write("info", "jobs", { done: report.done.length, deferred: report.deferred });
  }

  return { fetch, scheduled };
}
