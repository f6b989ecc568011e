import type { MiddlewareHandler } from "hono";
import { routePath } from "hono/route";

/** Levels in increasing severity; `LOG_LEVEL` names the lowest one written. */
export const LOG_LEVELS = ["debug", "info", "warn", "error", "silent"] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** One JSON object per line on stdout/stderr: what log shippers and `journalctl -o cat` read. */
export type Logger = {
  level: LogLevel;
  write: (level: Exclude<LogLevel, "silent">, msg: string, fields?: Record<string, unknown>) => void;
};

export function parseLogLevel(value: string | undefined): LogLevel {
  const v = (value ?? "").trim().toLowerCase();
  return (LOG_LEVELS as readonly string[]).includes(v) ? (v as LogLevel) : "info";
}

export function jsonLogger(level: LogLevel, clock: () => Date = () => new Date()): Logger {
  const threshold = LOG_LEVELS.indexOf(level);
  return {
    level,
    write(at, msg, fields) {
      if (LOG_LEVELS.indexOf(at) < threshold) return;
      const line = JSON.stringify({ time: clock().toISOString(), level: at, msg, ...fields });
      if (at === "error" || at === "warn") console.error(line);
      else console.log(line);
    },
  };
}

declare module "hono" {
  interface ContextVariableMap {
    /** Set by the first requestLog middleware a request meets. */
    requestLogged: boolean;
  }
}

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/**
 * Request ids and request logs. Every answer carries `X-Request-Id` (the caller's, when it is a
 * short plain token, else a new UUID) so a person reporting a problem can quote it. With a logger,
 * one line per request: method, the matched route *pattern* (never the concrete URL, whose query
 * may hold a reset code or a search term), status, duration and the id. Headers, tokens and bodies
 * are never logged. tRPC calls are named by their procedure list, which carries no data.
 */
export function requestLog(logger: Logger | undefined): MiddlewareHandler {
  return async (c, next) => {
    // Mounted twice on Node (the entry's app around createApp's): the outer one owns the request.
    if (c.get("requestLogged")) return next();
    c.set("requestLogged", true);
    const given = c.req.header("x-request-id");
    const id = given && REQUEST_ID.test(given) ? given : crypto.randomUUID();
    const started = performance.now();
    try {
      await next();
    } finally {
      c.res.headers.set("x-request-id", id);
      if (logger) {
        const path = c.req.path;
        const route = path.startsWith("/trpc/") ? `/trpc/${path.slice(6).split("?")[0]}` : routePath(c);
        logger.write(c.res.status >= 500 ? "error" : "info", "request", {
          method: c.req.method,
          route,
          status: c.res.status,
          ms: Math.round((performance.now() - started) * 10) / 10,
          request_id: id,
        });
      }
    }
  };
}
