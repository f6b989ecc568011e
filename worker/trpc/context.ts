import type { Context as HonoContext } from "hono";
import { bearerToken } from "../auth/jwt";
import type { Locale } from "../errors";
import { localeFromHeader } from "../errors";
import type { Actor } from "../services/actor";
import { actorFromToken } from "../services/actor";
import type { RequestMeta } from "../services/auth";
import type { ServiceDeps } from "../services/deps";

/**
 * Inner context: everything a procedure may use, built directly by tests (no HTTP involved).
 * `actor` is the signed-in caller or null; procedures never read headers themselves.
 */
export type CreateContextOptions = {
  deps: ServiceDeps;
  actor: Actor | null;
  meta?: RequestMeta;
  locale?: Locale;
};

export function createContextInner(opts: CreateContextOptions) {
  return {
    deps: opts.deps,
    actor: opts.actor,
    meta: opts.meta ?? { ip: null },
    locale: opts.locale ?? ("zh-CN" as Locale),
  };
}
export type TrpcContext = ReturnType<typeof createContextInner>;

/** Client address as the platform reports it (Cloudflare header, else the Node socket via x-forwarded-for). */
export function clientIp(c: HonoContext): string | null {
  return c.req.header("cf-connecting-ip") ?? c.req.header("x-real-ip") ?? null;
}

/** Outer context for HTTP: Bearer token → actor. An invalid token just means "anonymous" here. */
export async function createContext(deps: ServiceDeps, c: HonoContext) {
  const token = bearerToken(c.req.header("authorization"));
  const actor = token ? await actorFromToken(deps, token) : null;
  return createContextInner({
    deps,
    actor,
    meta: { ip: clientIp(c) },
    locale: localeFromHeader(c.req.header("accept-language")),
  });
}
