import type { Context, MiddlewareHandler } from "hono";
import { TRPC_BATCH_MAX } from "#shared/shared-rules";
import { operationNamed } from "../../domains";
import {
  APP_ERRORS,
  AppError,
  type AppErrorCode,
  errorMessageOf,
  localeFromHeader,
  messageFor,
} from "../../errors";

/**
 * tRPC batching rules, enforced before any procedure runs:
 * - at most TRPC_BATCH_MAX calls in one request (the web app's link sends no more);
 * - a `solo` procedure (meta, see init.ts) only in a request of its own. One HTTP request must not
 *   carry hundreds of password or code guesses, SMS sends or registrations.
 * A single call still arrives as `?batch=1` from the web app's httpBatchLink: that is fine.
 * Decision: docs/decisions/2026-11-22-attempt-limits.md
 */

/** Dotted procedure names of a request path: `/trpc/a.b,c.d` → ["a.b", "c.d"]. */
function procedureNames(path: string): string[] {
  const tail = path.slice(path.indexOf("/trpc/") + "/trpc/".length);
  let decoded = tail;
  try {
    decoded = decodeURIComponent(tail);
  } catch {
    // a malformed escape: tRPC itself answers "no such procedure"
  }
  return decoded.split(",");
}

function refuse(c: Context, code: AppErrorCode, calls: number) {
  const error = new AppError(code);
  const msg = messageFor(error, localeFromHeader(c.req.header("accept-language")));
  const def = APP_ERRORS[code];
  const one = {
    error: {
      message: msg,
      code: -32600,
      data: { code: def.trpc, httpStatus: def.status, appCode: code, msg, message: errorMessageOf(error) },
    },
  };
  // A batch is answered with one entry per call, so a tRPC client reports the error on each.
  return c.json(c.req.query("batch") ? Array.from({ length: calls }, () => one) : one, def.status as 400);
}

/** Whether the named procedure must arrive alone (its domain is loaded to answer). */
async function isSolo(name: string): Promise<boolean> {
  return (await operationNamed(name))?.solo === true;
}

export function trpcBatchGuard(): MiddlewareHandler {
  return async (c, next) => {
    const names = procedureNames(c.req.path);
    if (names.length > TRPC_BATCH_MAX) return refuse(c, "BATCH_TOO_LARGE", names.length);
    if (names.length > 1 && (await Promise.all(names.map(isSolo))).some(Boolean))
      return refuse(c, "BATCH_NOT_ALLOWED", names.length);
    await next();
  };
}
