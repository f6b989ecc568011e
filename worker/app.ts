import { trpcServer } from "@hono/trpc-server";
import { Hono, type MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { secureHeaders } from "hono/secure-headers";
import type { Db } from "../db/client";
import type { AppConfig, Clock } from "./config";
import { systemClock } from "./config";
import { AppError, conflictFromUnique, localeFromHeader, restErrorBody } from "./errors";
import { type ClientAddressOf, nodeClientAddress } from "./http/client-address";
import { mountHealth } from "./http/health";
import { trpcIdempotency } from "./http/idempotency";
import { mountManifest } from "./http/manifest";
import { routingPath } from "./http/paths";
import { REALTIME_PATH } from "./http/realtime/protocol";
import { type Logger, requestLog } from "./http/request-log";
import { createRestApi } from "./http/rest";
import { trpcBatchGuard } from "./http/trpc/batching";
import { createContext } from "./http/trpc/context";
import { appRouter } from "./http/trpc/root";
import { mountUnsubscribe } from "./http/unsubscribe";
import { UPLOAD_BODY_MAX_BYTES, UPLOADS_PATH } from "./http/uploads";
import {
  type InviteSender,
  logSmsSender,
  type RealtimeHub,
  type ServiceDeps,
  type SmsSender,
  type UploadStore,
} from "./services/deps";

export type AppDeps = {
  db: Db;
  config: AppConfig;
  clock?: Clock;
  sms?: SmsSender;
  /** Client invitations (default: written to the log). */
  invites?: InviteSender;
  /** Uploaded files (a directory on Node, R2 on Workers); without one, uploads answer 500. */
  uploads?: UploadStore;
  /** Where services deliver live events after their writes (issue 26); absent: nobody listens. */
  realtime?: RealtimeHub;
  /**
   * The runtime's `GET /api/realtime` upgrade (Node: worker/runtime/node/realtime-hub.ts). Workers
   * forward upgrades to a Durable Object before the app runs (worker/runtime/edge/runtime.ts).
   */
  realtimeRoute?: MiddlewareHandler;
  /** Where a request comes from (attempt limits); default: Node's socket + TRUSTED_PROXIES. */
  clientAddress?: ClientAddressOf;
  /** Tests: check every answer against its operation's output schema. */
  checkOutputs?: boolean;
  /** Request logs and health failures (the Node entry passes one; tests stay quiet). */
  logger?: Logger;
};

/** Content Security Policy shared by the worker's responses and the static asset headers. */
export const CONTENT_SECURITY_POLICY =
  "default-src 'self'; img-src 'self' data: https:; media-src 'self' https:; style-src 'self' 'unsafe-inline'; " +
  "script-src 'self'; connect-src 'self'; font-src 'self' data:; frame-ancestors 'none'; base-uri 'self'; form-action 'self'; " +
  // Exercise videos embed from these players, and only after the coach clicks play (/library).
  "frame-src https://www.youtube-nocookie.com https://player.vimeo.com https://player.bilibili.com";

/**
 * Builds the whole HTTP app from its dependencies; the Node and Workers entries only construct
 * those. Order: security headers → body size limit → /trpc → /api → (static files by the entry).
 */
export function createApp(appDeps: AppDeps) {
  const deps: ServiceDeps = {
    db: appDeps.db,
    config: appDeps.config,
    clock: appDeps.clock ?? systemClock,
    sms: appDeps.sms ?? logSmsSender,
    ...(appDeps.invites ? { invites: appDeps.invites } : {}),
    ...(appDeps.uploads ? { uploads: appDeps.uploads } : {}),
    ...(appDeps.realtime ? { realtime: appDeps.realtime } : {}),
    checkOutputs: appDeps.checkOutputs ?? false,
  };
  const addressOf = appDeps.clientAddress ?? nodeClientAddress(appDeps.config.trustedProxies);
  const app = new Hono({ getPath: routingPath });

  app.use(requestLog(appDeps.logger));
  app.use(
    secureHeaders({
      contentSecurityPolicy: undefined,
      strictTransportSecurity: "max-age=31536000; includeSubDomains",
      xFrameOptions: "DENY",
      referrerPolicy: "strict-origin-when-cross-origin",
    }),
  );
  app.use(async (c, next) => {
    await next();
    if (!c.res.headers.has("content-security-policy")) {
      c.res.headers.set("content-security-policy", CONTENT_SECURITY_POLICY);
    }
  });
  const tooLarge = () => {
    throw new AppError("PAYLOAD_TOO_LARGE");
  };
  const apiBodyLimit = bodyLimit({ maxSize: deps.config.maxBodyBytes, onError: tooLarge });
  // Files have their own, larger limit (the 10 MB of a file plus its multipart framing).
  const uploadBodyLimit = bodyLimit({ maxSize: UPLOAD_BODY_MAX_BYTES, onError: tooLarge });
  app.use("/api/*", (c, next) =>
    c.req.path === UPLOADS_PATH ? uploadBodyLimit(c, next) : apiBodyLimit(c, next),
  );
  app.use(
    "/trpc/*",
    bodyLimit({
      maxSize: deps.config.maxBodyBytes,
      onError: (c) =>
        c.json(
          {
            error: { message: "PAYLOAD_TOO_LARGE", data: { appCode: "PAYLOAD_TOO_LARGE", httpStatus: 413 } },
          },
          413,
        ),
    }),
  );
  // API answers carry tokens and people's data: never stored by a browser or a shared cache.
  for (const path of ["/api/*", "/trpc/*"]) {
    app.use(path, async (c, next) => {
      await next();
      if (!c.res.headers.has("cache-control")) c.res.headers.set("cache-control", "no-store");
    });
  }
  app.use("/trpc/*", trpcBatchGuard());
  // A single mutation with an Idempotency-Key runs once; replays get the first answer.
  app.use("/trpc/*", trpcIdempotency(deps));
  app.use(
    "/trpc/*",
    trpcServer({
      endpoint: "/trpc",
      router: appRouter,
      createContext: (_opts, c) => createContext(deps, c, addressOf(c)),
      onError({ error }) {
        if (error.code === "INTERNAL_SERVER_ERROR") console.error("[trpc]", error.cause ?? error);
      },
    }),
  );
  // The socket (the second exception to "only tRPC"); a request that is no upgrade is a bad one.
  if (appDeps.realtimeRoute) app.get(REALTIME_PATH, appDeps.realtimeRoute);
  app.get(REALTIME_PATH, () => {
    throw new AppError("BAD_REQUEST");
  });
  // One-click unsubscribe (RFC 8058): no token, no body, only the signed link.
  mountUnsubscribe(app, deps);
  app.route("/api", createRestApi(deps, addressOf));
  mountManifest(app, deps);
  mountHealth(app, deps.db, (reason) => appDeps.logger?.write("error", "health check failed", { reason }));

  app.onError((err, c) => {
    const locale = localeFromHeader(c.req.header("accept-language"));
    const appError = err instanceof AppError ? err : (conflictFromUnique(err) ?? new AppError("INTERNAL"));
    if (!(err instanceof AppError) && appError.code === "INTERNAL") console.error("[api]", err);
    const status = restErrorBody(appError, locale).success;
    if (appError.retryAfter) c.header("retry-after", String(appError.retryAfter));
    return c.json(restErrorBody(appError, locale), status as 400);
  });

  return app;
}
