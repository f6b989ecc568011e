import type { Context } from "hono";
import { Hono } from "hono";
import type { RequestMeta } from "../../domains";
import { AppError, type Locale } from "../../errors";
import type { Actor } from "../../services/actor";
import type { ServiceDeps } from "../../services/deps";

/** Per-request values the REST handlers read; set by the middleware in worker/http/rest/index.ts. */
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

/** The body's media type without parameters, lower case ("" when the header is absent). */
function mediaType(c: Context<RestEnv>): string {
  return (c.req.header("content-type") ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
}

/** `application/json` or a `+json` type; a body without a Content-Type is read as JSON too. */
function isJson(type: string): boolean {
  return type === "" || type === "application/json" || /^application\/[\w.-]+\+json$/.test(type);
}

/**
 * The request body: JSON ({} when empty), or with `allowForm` the fields of an
 * `application/x-www-form-urlencoded` or `multipart/form-data` body (OAuth clients post the token
 * request as a form: TrueCoach compatibility, RFC 6749), or with `allowCsv` a `text/csv` body as
 * its text (imports). A non-empty body of another declared type
 * is a 415 (routes accept only what they document); malformed JSON is a 400, not a crash.
 */
export async function readBody(c: Context<RestEnv>, allowForm = false, allowCsv = false): Promise<unknown> {
  const type = mediaType(c);
  if (allowForm && (type === "application/x-www-form-urlencoded" || type === "multipart/form-data")) {
    let form: Record<string, unknown>;
    try {
      form = await c.req.parseBody();
    } catch {
      throw new AppError("BAD_REQUEST");
    }
    return Object.fromEntries(Object.entries(form).filter(([, v]) => typeof v === "string"));
  }
  const text = await c.req.text();
  // A CSV upload (imports) is handed over as its text; the importer reads and checks it.
  if (allowCsv && type === "text/csv") return text;
  if (text.trim() === "") return {};
  if (!isJson(type)) throw new AppError("UNSUPPORTED_MEDIA_TYPE");
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError("INVALID_JSON");
  }
}
