import { TRPCError } from "@trpc/server";
import { ZodError } from "zod";
import { APP_ERRORS, AppError, type AppErrorCode, messageFor } from "../../../worker/errors";
import { appRouter, loadAllProcedures } from "../../../worker/http/trpc/root";
import type { Actor } from "../../../worker/services/actor";
import { callerFor } from "../../helpers/caller";
import type { TestDb } from "../../helpers/db";
import type { TestApi } from "../../helpers/http";

// Domains load on first use; the matrix walks every procedure, so all are loaded up front.
await loadAllProcedures();

/**
 * Both surfaces behind one call shape. An answer is normalised to what the matrix compares:
 * success, HTTP status (tRPC: the status of its app code), the machine code, the person-readable
 * message and the issues.
 */
export type Answer = {
  surface: string;
  ok: boolean;
  status: number;
  code: string | null;
  msg: string | null;
  issues: unknown;
  data: unknown;
};

export type Method = "GET" | "POST" | "PUT" | "DELETE";

/**
 * A route path without Hono's parameter constraints: `/api/workouts/:id{[1-9][0-9]{0,15}}` →
 * `/api/workouts/:id`, `/api/clients/:id{…}/:name{assessments|notes}` → `/api/clients/:id/:name`.
 * The constraint is a regex in balanced braces, which may itself hold braces (`{0,15}`) and escaped
 * ones (`\{`); anything else in the path is kept as it is.
 */
export function routeName(path: string): string {
  let out = "";
  let i = 0;
  while (i < path.length) {
    const ch = path[i++]!;
    out += ch;
    if (ch !== ":") continue;
    while (i < path.length && /[\w-]/.test(path[i]!)) out += path[i++];
    if (path[i] !== "{") continue;
    let depth = 0;
    do {
      const c = path[i++];
      if (c === "\\") i++;
      else if (c === "{") depth++;
      else if (c === "}") depth--;
    } while (depth > 0 && i < path.length);
    if (depth !== 0) throw new Error(`unbalanced braces in the route ${path}`);
  }
  return out;
}

/**
 * The REST routes of the app ("METHOD /api/path/:param"), middleware and catch-alls left out and
 * parameter constraints stripped (`routeName`), so cases name `"PUT /api/users/:id"` however the
 * server constrains `:id`.
 */
export function restRoutes(app: { routes: readonly { method: string; path: string }[] }): string[] {
  return [
    ...new Set(app.routes.filter((r) => r.method !== "ALL").map((r) => `${r.method} ${routeName(r.path)}`)),
  ];
}

/** The REST write routes (everything but GET) of the app, named as `restRoutes` names them. */
export function restWriteRoutes(app: { routes: readonly { method: string; path: string }[] }): string[] {
  return restRoutes(app).filter((r) => !r.startsWith("GET "));
}

/** Every tRPC procedure path of the app router ("libraries.exercises.update"). */
export function trpcProcedures(): string[] {
  return Object.keys(appRouter._def.procedures as Record<string, unknown>);
}

export function isMounted(procedure: string): boolean {
  return procedure in (appRouter._def.procedures as Record<string, unknown>);
}

/**
 * `/api/clients/:id/:name` with `{id: 3, name: "notes"}` → `/api/clients/3/notes` (a constrained
 * pattern such as `/api/clients/:id{[0-9]+}` is filled the same way).
 */
export function fillPath(pattern: string, params: Record<string, unknown> = {}): string {
  return routeName(pattern).replace(/:([A-Za-z_]+)/g, (_m, name: string) => {
    if (!(name in params)) throw new Error(`no value for :${name} in ${pattern}`);
    return encodeURIComponent(String(params[name]));
  });
}

export function queryString(query: Record<string, unknown> | undefined): string {
  if (!query) return "";
  const entries = Object.entries(query).filter(([, v]) => v !== undefined);
  if (entries.length === 0) return "";
  return `?${new URLSearchParams(entries.map(([k, v]) => [k, String(v)])).toString()}`;
}

export async function callRest(
  api: TestApi,
  method: Method,
  path: string,
  opts: { token?: string; body?: unknown; rawBody?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const res = await api.request(method, path, opts);
  const body = res.body as Record<string, unknown> | null;
  const ok = res.status >= 200 && res.status < 300;
  return {
    surface: "rest",
    ok,
    status: res.status,
    code: !ok && body && typeof body.code === "string" ? body.code : null,
    msg: !ok && body && typeof body.msg === "string" ? body.msg : null,
    issues: !ok && body ? body.issues : undefined,
    data: res.body,
  };
}

function appErrorOf(error: TRPCError): AppError {
  const cause = error.cause;
  if (cause instanceof AppError) return cause;
  if (cause instanceof ZodError) return new AppError("BAD_REQUEST");
  if (error.code === "UNAUTHORIZED") return new AppError("UNAUTHORIZED");
  if (error.code === "INTERNAL_SERVER_ERROR") return new AppError("INTERNAL");
  return new AppError("BAD_REQUEST", undefined, [{ path: "", message: error.message }]);
}

/** Calls `procedure` (a dotted path) as `actor` through the real router and middleware. */
export async function callTrpc(
  t: TestDb,
  actor: Actor | null,
  procedure: string,
  input: unknown,
): Promise<Answer> {
  let target: unknown = callerFor(t, actor);
  for (const part of procedure.split(".")) target = (target as Record<string, unknown>)[part];
  try {
    const data = await (target as (input: unknown) => Promise<unknown>)(input);
    return { surface: procedure, ok: true, status: 200, code: null, msg: null, issues: undefined, data };
  } catch (error) {
    if (!(error instanceof TRPCError)) throw error;
    const appError = appErrorOf(error);
    const code: AppErrorCode = appError.code;
    return {
      surface: procedure,
      ok: false,
      status: APP_ERRORS[code].status,
      code,
      msg: messageFor(appError, "zh-CN"),
      issues: appError.issues,
      data: undefined,
    };
  }
}

/** The tRPC code an HTTP status of the matrix stands for. */
export const TRPC_CODE_OF_STATUS: Record<number, string> = {
  400: "BAD_REQUEST",
  401: "UNAUTHORIZED",
  403: "FORBIDDEN",
  404: "NOT_FOUND",
  409: "CONFLICT",
};

/** Short text of an answer for assertion messages. */
export function describeAnswer(a: Answer): string {
  const data = a.ok
    ? JSON.stringify(a.data)?.slice(0, 300)
    : JSON.stringify({ msg: a.msg, issues: a.issues });
  return `${a.surface} → ${a.status}${a.code ? ` ${a.code}` : ""} ${data}`;
}
