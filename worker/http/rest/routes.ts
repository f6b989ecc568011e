import type { Context } from "hono";
import type { z } from "zod";
import { withRenderedMsg } from "#shared/messages";
import { JsonBody } from "../../data/json-body";
import {
  type AnyOperation,
  flattenOperations,
  type HttpMethod,
  type OperationContext,
  type OperationTable,
  operationNamed,
  parseInput,
  type RestBinding,
  type RestParts,
  restBindings,
  withFailureMessage,
} from "../../domains";
import { AppError } from "../../errors";
import { forCaller } from "../../services/client-view";
import { checkOutput } from "../check-output";
import { ownClientParams } from "../own-client-path";
import { jsonTextResponse } from "./json-text";
import { type RestEnv, readBody, restApp } from "./kit";

/**
 * REST routes from operation tables (SPEC section 7 under /api). A handler answers 401 before it
 * reads anything when the operation needs a caller, builds the operation's input from the path,
 * query and body, validates it with the operation's own schema, runs it and shapes the answer.
 */

/** Default input: the query (GET/DELETE) or the body (POST/PUT), with the path parameters on top. */
function defaultInput(binding: RestBinding<unknown>, parts: RestParts): unknown {
  const source = binding.method === "GET" || binding.method === "DELETE" ? parts.query : parts.body;
  if (Object.keys(parts.params).length === 0) return source;
  if (typeof source !== "object" || source === null || Array.isArray(source)) return source;
  return { ...source, ...parts.params };
}

function bodyMode(binding: RestBinding<unknown>) {
  return binding.body ?? (binding.method === "POST" || binding.method === "PUT" ? "json" : "none");
}

function handlerOf(name: string, operation: AnyOperation, binding: RestBinding<unknown>) {
  return async (c: Context<RestEnv>) => {
    const deps = c.get("deps");
    const actor = c.get("actor");
    if (operation.signedIn && !actor) throw new AppError("UNAUTHORIZED");
    const ctx: OperationContext = { deps, actor, meta: c.get("meta"), locale: c.get("locale") };
    let body: unknown;
    const work = async () => {
      const mode = bodyMode(binding);
      body = mode === "none" ? {} : await readBody(c, mode === "json-or-form", mode === "json-or-csv");
      const parts: RestParts = {
        params: ownClientParams(binding.path, c.req.param() as Record<string, string>, actor),
        query: c.req.query(),
        body,
      };
      const raw = binding.input ? binding.input(parts) : defaultInput(binding, parts);
      const input = operation.input ? parseInput(operation.input as z.ZodType, raw) : undefined;
      return operation.run(ctx, input);
    };
    // A top-level `msg` Message is sent as text in the request's language (zh-CN by default).
    const locale = c.get("locale");
    let raw: unknown;
    try {
      raw = operation.failure ? await withFailureMessage(operation.failure, work) : await work();
    } catch (error) {
      const own = binding.error?.(error, body, locale);
      if (!own) throw error;
      if (error instanceof AppError && error.retryAfter) c.header("retry-after", String(error.retryAfter));
      return c.json(own.body, own.status as 400);
    }
    // What a client receives of other people and its organization: one rule (client-view.ts).
    // Public operations (sign-in, registration) answer the person signing in, not the bearer.
    const result = withRenderedMsg(operation.signedIn ? forCaller(actor, raw) : raw, locale);
    checkOutput(deps, name, operation.output, result);
    const shaped = binding.answer ? binding.answer(result) : result;
    if (shaped instanceof Response) return shaped;
    // JSON already written as text (client lists) is sent as bytes, unparsed.
    if (shaped instanceof JsonBody) return jsonTextResponse(shaped.text(), binding.status ?? 200);
    const answer = withRenderedMsg(shaped, locale);
    checkOutput(deps, `${name} (REST)`, binding.answerSchema, answer);
    return c.json(answer as object, binding.status ?? 200);
  };
}

/** One REST route: its method and path, the operation's dotted name and which of its bindings it is. */
export type RestRoute = readonly [method: HttpMethod, path: string, operation: string, binding: number];

/**
 * Every REST binding of the tables, in table order. The Worker registers its routes from this list
 * as generated into route-table.generated.ts (`npm run gen:rest-routes`), so routing a request
 * needs no domain loaded; tests/worker/rest-route-table.test.ts keeps the file in step.
 */
export function restRouteTable(table: OperationTable): RestRoute[] {
  return flattenOperations(table).flatMap(([name, operation]) =>
    restBindings(operation).map((binding, index): RestRoute => [binding.method, binding.path, name, index]),
  );
}

/**
 * Mounts the REST routes on one sub-app (paths are constrained, so order does not matter). A
 * route's operation is loaded with its domain on the route's first request.
 */
export function restRoutesOf(routes: readonly RestRoute[]) {
  const app = restApp();
  for (const [method, path, name, index] of routes) {
    app.on(method, path, async (c) => {
      const operation = await operationNamed(name);
      const binding = operation && restBindings(operation)[index];
      if (!operation || !binding) throw new Error(`REST route ${method} ${path}: no operation ${name}`);
      return handlerOf(name, operation, binding)(c);
    });
  }
  return app;
}
