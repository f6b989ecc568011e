import type { Context as HonoContext } from "hono";
import { bearerToken } from "../../auth/jwt";
import type { RequestMeta } from "../../domains";
import type { Locale } from "../../errors";
import { localeFromHeader } from "../../errors";
import type { Actor } from "../../services/actor";
import { actorFromToken } from "../../services/actor";
import type { ServiceDeps } from "../../services/deps";

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

/**
 * Outer context for HTTP: Bearer token → actor. An invalid token just means "anonymous" here.
 * `ip` comes from the runtime's resolver (worker/http/client-address.ts), never from a header the
 * caller chooses.
 */
export async function createContext(deps: ServiceDeps, c: HonoContext, ip: string | null) {
  const token = bearerToken(c.req.header("authorization"));
  const actor = token ? await actorFromToken(deps, token) : null;
  return createContextInner({
    deps,
    actor,
    meta: { ip, origin: new URL(c.req.url).origin },
    locale: localeFromHeader(c.req.header("accept-language")),
  });
}
