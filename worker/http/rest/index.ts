import { Hono } from "hono";
import { bearerToken } from "../../auth/jwt";
import { loadOperations, loadSharedOutputs } from "../../domains";
import { AppError, localeFromHeader } from "../../errors";
import { actorFromToken } from "../../services/actor";
import type { ServiceDeps } from "../../services/deps";
import { apiDocsHtml } from "../api-docs-page";
import type { ClientAddressOf } from "../client-address";
import { restIdempotency } from "../idempotency";
import { uploadRoutes } from "../uploads";
import type { RestEnv } from "./kit";
import { REST_ROUTES } from "./route-table.generated";
import { restRoutesOf } from "./routes";

/**
 * The REST-compatible surface of SPEC section 7, mounted at /api: the REST bindings of the
 * operation tables (worker/domains/), over the same services as tRPC.
 */
export function createRestApi(deps: ServiceDeps, addressOf: ClientAddressOf) {
  const api = new Hono<RestEnv>();
  api.use(async (c, next) => {
    c.set("deps", deps);
    c.set("meta", { ip: addressOf(c), origin: new URL(c.req.url).origin });
    c.set("locale", localeFromHeader(c.req.header("accept-language")));
    // Invalid, expired or revoked tokens leave the caller anonymous; routes that need a caller
    // answer 401 through actorOf(), public ones (login, register) still work.
    const token = bearerToken(c.req.header("authorization"));
    c.set("actor", token ? await actorFromToken(deps, token) : null);
    await next();
  });
  // Files: a multipart route of its own, before the idempotency layer (which keeps JSON answers).
  api.route("/uploads", uploadRoutes());
  // Writes with an Idempotency-Key run once; replays get the first answer (worker/http/idempotency.ts).
  api.use(restIdempotency(deps));
  // The API reference: the OpenAPI document (built once, with every domain loaded) and a page
  // rendering it (its script and styles are static assets under /api-docs/, outside the Worker bundle).
  let openApiDocument: Promise<object> | undefined;
  api.get("/openapi.json", async (c) => {
    openApiDocument ??= Promise.all([import("../openapi"), loadOperations(), loadSharedOutputs()]).then(
      ([openapi, operations, outputs]) => openapi.buildOpenApiDocument(operations, outputs),
    );
    // A failed build is tried again by the next request rather than remembered.
    openApiDocument.catch(() => {
      openApiDocument = undefined;
    });
    c.header("cache-control", "public, max-age=300");
    return c.json(await openApiDocument);
  });
  api.get("/docs", (c) => c.html(apiDocsHtml()));
  api.route("/", restRoutesOf(REST_ROUTES));
  api.all("*", () => {
    throw new AppError("NOT_FOUND");
  });
  return api;
}
