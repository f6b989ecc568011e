import { and, eq, sql } from "drizzle-orm";
import type { Context, MiddlewareHandler } from "hono";
import { message } from "#shared/messages";
import { idempotency_keys } from "../../db/schema/users";
import { bearerToken } from "../auth/jwt";
import { sha256Hex } from "../auth/password";
import { APP_ERRORS, AppError, errorMessageOf, localeFromHeader, messageFor, renderIssues } from "../errors";
import { type Actor, actorFromToken } from "../services/actor";
import type { ServiceDeps } from "../services/deps";
import { openAnswer, sealAnswer } from "./sealed-answers";

/**
 * Idempotent replays (`Idempotency-Key`), one mechanism for both surfaces: REST writes
 * (POST/PUT/PATCH/DELETE) and tRPC mutations sent as one call. The client app's offline queue
 * sends every write with a key and may send it again after a lost answer; the write must not run
 * twice (a second comment, a completion counted twice).
 *
 * For a signed-in caller with a key (1–100 characters):
 * - the first request claims (user, key) with one INSERT … ON CONFLICT statement, runs, and its
 *   status and body are stored (5xx and 429 answers are not: the claim is dropped so a retry runs);
 * - a replay within 24 h gets the stored status and body again (header `Idempotent-Replayed: true`)
 *   without running;
 * - the same key on another request (method, path or body differ) answers 422
 *   IDEMPOTENCY_KEY_REUSED; a replay while the first is still running answers 409
 *   IDEMPOTENCY_IN_PROGRESS (a claim left by a crashed process is taken over after 2 minutes).
 * Keys older than 24 h are purged a hundred at a time whenever a new key is claimed.
 * Stored answers are sealed (worker/http/sealed-answers.ts): some carry a secret (an invitation
 * token, a temporary password). A stored answer that does not open (a row from before sealing, or
 * sealed under a previous JWT_SECRET) counts as expired: the key is free and the request runs.
 * Anonymous requests ignore the header (sign-in has its own limits).
 * Decision: docs/decisions/2026-11-22-offline-queue.md
 */

export const IDEMPOTENCY_TTL_SECONDS = 24 * 3600;
const STALE_CLAIM_SECONDS = 120;
const PURGE_BATCH = 100;
const WRITES = new Set(["POST", "PUT", "PATCH", "DELETE"]);

type Claim =
  | { kind: "claimed"; createdAt: string }
  | { kind: "replay"; status: number; body: string }
  | { kind: "reused" }
  | { kind: "running" };

/** Method, path (with query) and a hash of the body: what makes two requests "the same". */
async function requestFingerprint(c: Context): Promise<string> {
  const url = new URL(c.req.url);
  // A clone: the route reads the original body afterwards.
  const body = await c.req.raw.clone().text();
  return `${c.req.method} ${url.pathname}${url.search} ${await sha256Hex(body)}`;
}

async function claim(deps: ServiceDeps, userId: number, key: string, request: string): Promise<Claim> {
  const now = deps.clock.now();
  const nowIso = now.toISOString();
  const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000).toISOString();
  const t = idempotency_keys;
  const [claimed] = await deps.db
    .insert(t)
    .values({ user_id: userId, key, request, status: null, body: null, created_at: nowIso })
    .onConflictDoUpdate({
      target: [t.user_id, t.key],
      set: { request, status: null, body: null, created_at: nowIso },
      // An expired key is free again; a claim nobody finished (a crashed process) is taken over.
      setWhere: sql`${t.created_at} < ${ago(IDEMPOTENCY_TTL_SECONDS)} OR (${t.status} IS NULL AND ${t.created_at} < ${ago(STALE_CLAIM_SECONDS)})`,
    })
    .returning({ created_at: t.created_at });
  if (claimed) {
    await deps.db.run(
      sql`DELETE FROM ${t} WHERE rowid IN (SELECT rowid FROM ${t} WHERE ${t.created_at} < ${ago(IDEMPOTENCY_TTL_SECONDS)} LIMIT ${PURGE_BATCH})`,
    );
    return { kind: "claimed", createdAt: claimed.created_at };
  }
  const [stored] = await deps.db
    .select({ request: t.request, status: t.status, body: t.body, created_at: t.created_at })
    .from(t)
    .where(and(eq(t.user_id, userId), eq(t.key, key)))
    .limit(1);
  if (!stored) return claim(deps, userId, key, request); // purged in between: claim again
  if (stored.request !== request) return { kind: "reused" };
  if (stored.status === null) return { kind: "running" };
  const body = await openAnswer(deps.config.jwtSecret, { userId, key }, stored.body ?? "");
  if (body === null) {
    // Unreadable (see above): dropped like an expired key, then claimed afresh.
    await deps.db.delete(t).where(ours(userId, key, stored.created_at));
    return claim(deps, userId, key, request);
  }
  return { kind: "replay", status: stored.status, body };
}

function ours(userId: number, key: string, createdAt: string) {
  const t = idempotency_keys;
  return and(eq(t.user_id, userId), eq(t.key, key), eq(t.created_at, createdAt));
}

export type IdempotencyOptions = {
  deps: ServiceDeps;
  /** The signed-in caller (null: anonymous, the header is ignored). */
  actorOf: (c: Context) => Promise<Actor | null> | Actor | null;
  /** Whether this request is one the mechanism covers (besides being a write). */
  applies?: (c: Context) => boolean;
  /** How this surface answers a refusal (REST: throw for the app's error body; tRPC: its envelope). */
  refuse: (c: Context, error: AppError) => Response | Promise<Response>;
};

export function idempotency(opts: IdempotencyOptions): MiddlewareHandler {
  const { deps } = opts;
  return async (c, next) => {
    const key = c.req.header("idempotency-key");
    if (key === undefined || !WRITES.has(c.req.method) || (opts.applies && !opts.applies(c))) return next();
    const actor = await opts.actorOf(c);
    if (!actor) return next();
    if (key.length < 1 || key.length > 100) {
      return opts.refuse(
        c,
        new AppError("BAD_REQUEST", message("IDEMPOTENCY_KEY_INVALID"), [
          { path: "Idempotency-Key", message: message("IDEMPOTENCY_KEY_INVALID") },
        ]),
      );
    }
    const userId = actor.user.id;
    const found = await claim(deps, userId, key, await requestFingerprint(c));
    if (found.kind === "reused") return opts.refuse(c, new AppError("IDEMPOTENCY_KEY_REUSED"));
    if (found.kind === "running")
      return opts.refuse(c, new AppError("CONFLICT", message("IDEMPOTENCY_IN_PROGRESS")));
    if (found.kind === "replay") {
      return new Response(found.body, {
        status: found.status,
        headers: { "content-type": "application/json; charset=UTF-8", "idempotent-replayed": "true" },
      });
    }
    const t = idempotency_keys;
    const mine = ours(userId, key, found.createdAt);
    try {
      await next();
    } catch (error) {
      await deps.db.delete(t).where(mine);
      throw error;
    }
    const status = c.res.status;
    if (status >= 500 || status === 429) await deps.db.delete(t).where(mine);
    else
      await deps.db
        .update(t)
        .set({
          status,
          body: await sealAnswer(deps.config.jwtSecret, { userId, key }, await c.res.clone().text()),
        })
        .where(mine);
  };
}

/** REST: the app's error mapping answers refusals (CONTRACT's error body). */
export function restIdempotency(deps: ServiceDeps): MiddlewareHandler {
  return idempotency({
    deps,
    actorOf: (c) => (c.get("actor") as Actor | null | undefined) ?? null,
    refuse: (_c, error) => {
      throw error;
    },
  });
}

/** The procedure names of a tRPC request path (`/trpc/a.b,c.d`). */
function trpcCalls(path: string): string[] {
  return path.slice(path.indexOf("/trpc/") + "/trpc/".length).split(",");
}

/** tRPC: single mutation calls only; refusals in tRPC's error envelope (a batch of one: an array). */
export function trpcIdempotency(deps: ServiceDeps): MiddlewareHandler {
  return idempotency({
    deps,
    applies: (c) => trpcCalls(c.req.path).length === 1,
    actorOf: async (c) => {
      const token = bearerToken(c.req.header("authorization"));
      return token ? actorFromToken(deps, token) : null;
    },
    refuse: (c, error) => {
      const locale = localeFromHeader(c.req.header("accept-language"));
      const msg = messageFor(error, locale);
      const def = APP_ERRORS[error.code];
      const one = {
        error: {
          message: msg,
          code: -32600,
          data: {
            code: def.trpc,
            httpStatus: def.status,
            appCode: error.code,
            msg,
            message: errorMessageOf(error),
            ...(error.issues ? { issues: renderIssues(error.issues, locale) } : {}),
          },
        },
      };
      return c.json(c.req.query("batch") ? [one] : one, def.status as 400);
    },
  });
}
