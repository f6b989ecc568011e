import * as z from "zod";
import {
  type AnyOperation,
  flattenOperations,
  type OperationTable,
  type RestBinding,
  restBindings,
  type SharedOutputs,
} from "../domains";
import { APP_ERRORS } from "../errors";
import { realtimeOpenApiPaths } from "./realtime/openapi";
import { unsubscribeOpenApiPaths } from "./unsubscribe";
import { uploadOpenApiPaths } from "./uploads";

/**
 * The OpenAPI 3.1 document of the REST surface, built from the operation tables and their zod
 * schemas (zod's own JSON Schema output, draft 2020-12, which OpenAPI 3.1 uses). Served at
 * GET /api/openapi.json and rendered by the reference page at /api/docs.
 */

type JsonSchema = Record<string, unknown>;

/**
 * The shared answer shapes (worker/domains/shared/outputs.ts) become named components: every
 * answer that carries a client, a workout … refers to one definition instead of repeating it.
 */
function componentRegistry(sharedOutputs: SharedOutputs) {
  const registry = z.registry<{ id: string }>();
  for (const [name, schema] of Object.entries(sharedOutputs)) {
    if (name.startsWith("Z") && schema instanceof z.ZodType) registry.add(schema, { id: name.slice(1) });
  }
  return registry;
}
type Components = { registry: ReturnType<typeof componentRegistry>; schemas: Record<string, unknown> };

/** zod → JSON Schema; what JSON Schema cannot say (refinements, transforms' outputs) is left open. */
function schemaOf(schema: z.ZodType, io: "input" | "output", components?: Components): JsonSchema {
  const json = z.toJSONSchema(schema, {
    io,
    unrepresentable: "any",
    target: "draft-2020-12",
    ...(components ? { metadata: components.registry } : {}),
  }) as JsonSchema;
  delete json.$schema;
  const defs = json.$defs as Record<string, unknown> | undefined;
  if (!components || !defs) return json;
  delete json.$defs;
  // Definitions move to components.schemas, and every reference follows them.
  const moved = (value: unknown) =>
    JSON.parse(JSON.stringify(value).replaceAll('"#/$defs/', '"#/components/schemas/')) as JsonSchema;
  for (const [name, def] of Object.entries(defs)) components.schemas[name] ??= moved(def);
  return moved(json);
}

/** `/workouts/:id{[1-9][0-9]{0,15}}` → `/api/workouts/{id}`, with the parameters and their patterns. */
export function openApiPath(path: string): {
  path: string;
  params: { name: string; pattern: string | null }[];
} {
  const params: { name: string; pattern: string | null }[] = [];
  let out = "";
  for (let i = 0; i < path.length; ) {
    if (path[i] !== ":") {
      out += path[i];
      i++;
      continue;
    }
    let j = i + 1;
    while (j < path.length && /[A-Za-z0-9_]/.test(path[j] as string)) j++;
    const name = path.slice(i + 1, j);
    let pattern: string | null = null;
    if (path[j] === "{") {
      let depth = 0;
      let k = j;
      for (; k < path.length; k++) {
        if (path[k] === "{") depth++;
        else if (path[k] === "}" && --depth === 0) break;
      }
      pattern = path.slice(j + 1, k);
      j = k + 1;
    }
    params.push({ name, pattern });
    out += `{${name}}`;
    i = j;
  }
  return { path: `/api${out}`, params };
}

function pathParameter(p: { name: string; pattern: string | null }) {
  const isId = p.pattern === "[1-9][0-9]{0,15}";
  const alternatives = p.pattern && /^[a-z_|]+$/.test(p.pattern) ? p.pattern.split("|") : null;
  const schema: JsonSchema = isId
    ? { type: "integer", minimum: 1 }
    : alternatives
      ? { type: "string", enum: alternatives }
      : { type: "string", ...(p.pattern ? { pattern: `^(?:${p.pattern})$` } : {}) };
  return { name: p.name, in: "path", required: true, schema };
}

/** The properties of an object schema (the parts of an input a query string or path can carry). */
function propertiesOf(json: JsonSchema): { properties: Record<string, JsonSchema>; required: string[] } {
  const properties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  const visit = (s: JsonSchema) => {
    if (s.properties && typeof s.properties === "object") Object.assign(properties, s.properties);
    if (Array.isArray(s.required)) required.push(...(s.required as string[]));
    for (const key of ["allOf", "anyOf", "oneOf"]) {
      const list = s[key];
      if (Array.isArray(list)) for (const part of list) visit(part as JsonSchema);
    }
  };
  visit(json);
  return { properties, required };
}

function withoutProperties(json: JsonSchema, names: readonly string[]): JsonSchema {
  if (names.length === 0) return json;
  const copy: JsonSchema = { ...json };
  if (copy.properties && typeof copy.properties === "object") {
    const props = { ...(copy.properties as Record<string, JsonSchema>) };
    for (const name of names) delete props[name];
    copy.properties = props;
  }
  if (Array.isArray(copy.required))
    copy.required = (copy.required as string[]).filter((r) => !names.includes(r));
  for (const key of ["allOf", "anyOf", "oneOf"]) {
    const list = copy[key];
    if (Array.isArray(list)) copy[key] = list.map((part) => withoutProperties(part as JsonSchema, names));
  }
  return copy;
}

const ERROR_REF = { $ref: "#/components/schemas/Error" };

function errorResponses(operation: AnyOperation, binding: RestBinding<unknown>) {
  const statuses = new Set<number>([400, 404, 429, 500]);
  if (operation.signedIn) {
    statuses.add(401);
    statuses.add(403);
  }
  if (binding.method === "POST" || binding.method === "PUT") {
    statuses.add(409);
    statuses.add(413);
    statuses.add(415);
  }
  const describe: Record<number, string> = {
    400: "Bad input (`issues` names the fields)",
    401: "No valid token",
    403: "In reach, but the role may not do this",
    404: "Not found, or out of the caller's reach (answered the same)",
    409: "Conflict (a value already in use, a lost race)",
    413: "Body too large",
    415: "Body of an unsupported content type",
    429: "Too many attempts (`Retry-After` says how long to wait)",
    500: "Server error",
  };
  return Object.fromEntries(
    [...statuses]
      .sort()
      .map((s) => [
        String(s),
        { description: describe[s], content: { "application/json": { schema: ERROR_REF } } },
      ]),
  );
}

function operationObject(
  name: string,
  operation: AnyOperation,
  binding: RestBinding<unknown>,
  index: number,
  components: Components,
) {
  const { params } = openApiPath(binding.path);
  const paramNames = params.map((p) => p.name);
  const parameters: JsonSchema[] = params.map(pathParameter);
  const requestSource = binding.requestSchema ?? (binding.input ? undefined : operation.input);
  const readsQuery = binding.method === "GET" || binding.method === "DELETE";
  let requestBody: JsonSchema | undefined;
  if (requestSource) {
    const json = schemaOf(requestSource, "input");
    if (readsQuery) {
      const { properties, required } = propertiesOf(json);
      for (const [prop, schema] of Object.entries(properties)) {
        if (paramNames.includes(prop)) continue;
        parameters.push({ name: prop, in: "query", required: required.includes(prop), schema });
      }
    } else {
      const content: Record<string, unknown> = {
        "application/json": { schema: withoutProperties(json, paramNames) },
      };
      if (binding.body === "json-or-form") {
        content["application/x-www-form-urlencoded"] = content["application/json"];
        content["multipart/form-data"] = content["application/json"];
      }
      if (binding.body === "json-or-csv") {
        content["text/csv"] = {
          schema: { type: "string", description: "The CSV text (RFC 4180, UTF-8), header row first." },
        };
      }
      requestBody = { required: true, content };
    }
  }
  // Signed-in writes run once per Idempotency-Key (worker/http/idempotency.ts).
  if (operation.signedIn && binding.method !== "GET") parameters.push(IDEMPOTENCY_KEY_PARAMETER);
  const answerSchema = binding.answerSchema ?? (binding.answer ? undefined : operation.output);
  const success = {
    description: "Success",
    content: {
      "application/json": {
        schema: answerSchema ? schemaOf(answerSchema, "output", components) : { type: "object" },
      },
    },
  };
  return {
    operationId: index === 0 ? name : `${name}.${index + 1}`,
    summary: operation.summary,
    tags: [name.split(".")[0]],
    description: `tRPC: \`${name}\` (${operation.kind}).${operation.solo ? " Never inside a tRPC batch with other calls." : ""}`,
    ...(operation.signedIn ? {} : { security: [] }),
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(requestBody ? { requestBody } : {}),
    responses: { [String(binding.status ?? 200)]: success, ...errorResponses(operation, binding) },
  };
}

const IDEMPOTENCY_KEY_PARAMETER: JsonSchema = {
  name: "Idempotency-Key",
  in: "header",
  required: false,
  description:
    "1–100 characters. The first request's status and body are kept 24 h per user and key; a replay gets them again without running (header `Idempotent-Replayed: true`), the same key on a different request answers 422, a replay while the first still runs 409.",
  schema: { type: "string", minLength: 1, maxLength: 100 },
};

export function buildOpenApiDocument(table: OperationTable, sharedOutputs: SharedOutputs) {
  const paths: Record<string, Record<string, unknown>> = {};
  const components: Components = { registry: componentRegistry(sharedOutputs), schemas: {} };
  for (const [name, operation] of flattenOperations(table)) {
    restBindings(operation).forEach((binding, index) => {
      const { path } = openApiPath(binding.path);
      paths[path] ??= {};
      (paths[path] as Record<string, unknown>)[binding.method.toLowerCase()] = operationObject(
        name,
        operation,
        binding,
        index,
        components,
      );
    });
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Coach platform API",
      version: "1.0.0",
      description:
        'The REST-compatible surface (SPEC section 7). Field names are snake_case; request bodies wrap the resource in its singular name (`{"workout": {...}}`). Errors answer `{"success": <status>, "msg", "error", "code", "issues"}`; `msg` and the `issues` messages are zh-CN unless `Accept-Language` prefers English. The web app uses the same operations over tRPC at `/trpc`.',
    },
    servers: [{ url: "/" }],
    security: [{ bearer: [] }],
    tags: [...Object.keys(table), "uploads", "realtime", "emails"].map((name) => ({ name })),
    paths: { ...paths, ...uploadOpenApiPaths, ...realtimeOpenApiPaths, ...unsubscribeOpenApiPaths },
    components: {
      securitySchemes: {
        bearer: {
          type: "http",
          scheme: "bearer",
          bearerFormat: "JWT",
          description: "From POST /api/oauth/token",
        },
      },
      schemas: {
        ...components.schemas,
        Error: {
          type: "object",
          required: ["success", "msg", "error", "code"],
          properties: {
            success: { type: "integer", description: "The HTTP status (non-zero)" },
            msg: {
              type: "string",
              description: "For a person: zh-CN by default, English for Accept-Language: en",
            },
            error: { type: "string", description: "The same text as `msg` (TrueCoach clients read `error`)" },
            code: { type: "string", enum: Object.keys(APP_ERRORS) },
            issues: {
              type: "array",
              items: {
                type: "object",
                required: ["path", "message"],
                properties: { path: { type: "string" }, message: { type: "string" } },
              },
            },
          },
        },
      },
    },
  };
}
