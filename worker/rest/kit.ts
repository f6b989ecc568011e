import type { Context } from "hono";
import { Hono } from "hono";
import type { z } from "zod";
import { AppError, issuesFromZod, type Locale } from "../errors";
import { containsNul } from "../schemas/common";
import type { Actor } from "../services/actor";
import type { RequestMeta } from "../services/auth";
import type { ServiceDeps } from "../services/deps";

/** Per-request values the REST handlers read; set by the middleware in worker/rest/index.ts. */
export type RestEnv = {
  Variables: { deps: ServiceDeps; actor: Actor | null; meta: RequestMeta; locale: Locale };
};

export const restApp = () => new Hono<RestEnv>();

/** The signed-in caller, or 401 with CONTRACT's body. */
export function actorOf(c: Context<RestEnv>): Actor {
  const actor = c.get("actor");
  if (!actor) throw new AppError("UNAUTHORIZED");
  return actor;
}

function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  if (containsNul(value))
    throw new AppError("BAD_REQUEST", undefined, [{ path: "", message: "文本不能包含 NUL 字符" }]);
  const result = schema.safeParse(value);
  if (!result.success) throw new AppError("BAD_REQUEST", undefined, issuesFromZod(result.error.issues));
  return result.data;
}

/** JSON body validated with the same zod schema tRPC uses; malformed JSON is a 400, not a crash. */
export async function jsonBody<S extends z.ZodType>(c: Context<RestEnv>, schema: S): Promise<z.output<S>> {
  let raw: unknown;
  try {
    const text = await c.req.text();
    raw = text.trim() === "" ? {} : JSON.parse(text);
  } catch {
    throw new AppError("INVALID_JSON");
  }
  return parseWith(schema, raw);
}

/** Query string validated with zod (values are strings; schemas coerce). */
export function queryOf<S extends z.ZodType>(c: Context<RestEnv>, schema: S): z.output<S> {
  return parseWith(schema, c.req.query());
}

/** A positive integer path parameter; anything else is a 404 (no such resource). */
export function idParam(c: Context<RestEnv>, name = "id"): number {
  const raw = c.req.param(name) ?? "";
  if (!/^[1-9][0-9]{0,15}$/.test(raw)) throw new AppError("NOT_FOUND");
  return Number(raw);
}
