import { Validator } from "@seriousme/openapi-schema-validator";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openApiPath } from "../../worker/http/openapi";
import { createTestDb, type TestDb } from "../helpers/db";
import { type TestApi, testApi } from "../helpers/http";

/** GET /api/openapi.json is a valid OpenAPI 3.1 document that lists every REST route; /api/docs renders it. */
let t: TestDb;
let api: TestApi;
beforeAll(async () => {
  t = await createTestDb();
  api = testApi(t);
});
afterAll(() => t.close());

type Doc = {
  openapi: string;
  paths: Record<string, Record<string, { operationId: string; responses: Record<string, unknown> }>>;
};

describe("the OpenAPI document", () => {
  it("validates as OpenAPI 3.1", async () => {
    const res = await api.get<Doc>("/api/openapi.json");
    expect(res.status).toBe(200);
    expect(res.body.openapi).toBe("3.1.0");
    // The validator's input type names its own document type; ours is checked by it here.
    const result = await new Validator().validate(structuredClone(res.body) as never);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it("lists every REST route the app serves, and nothing else", async () => {
    const doc = (await api.get<Doc>("/api/openapi.json")).body;
    const documented = new Set(
      Object.entries(doc.paths).flatMap(([path, methods]) =>
        Object.keys(methods).map((m) => `${m.toUpperCase()} ${path}`),
      ),
    );
    const served = new Set(
      api.app.routes
        .filter((r) => r.method !== "ALL" && r.path.startsWith("/api/"))
        .map((r) => `${r.method} ${openApiPath(r.path.slice("/api".length)).path}`)
        .filter((route) => !["GET /api/openapi.json", "GET /api/docs"].includes(route)),
    );
    expect([...served].filter((r) => !documented.has(r))).toEqual([]);
    expect([...documented].filter((r) => !served.has(r))).toEqual([]);
    expect(served.size).toBeGreaterThan(60);
  });

  it("documents the success answer of every REST route with a schema, not a bare object", async () => {
    const doc = (await api.get<Doc>("/api/openapi.json")).body;
    type Success = { content?: { "application/json"?: { schema?: Record<string, unknown> } } };
    const routes = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => {
        const success = Object.entries(operation.responses).find(([status]) => status.startsWith("2"));
        const schema = (success?.[1] as Success | undefined)?.content?.["application/json"]?.schema;
        return { route: `${method.toUpperCase()} ${path}`, schema };
      }),
    );
    expect(routes.length).toBeGreaterThan(60);
    // The file route answers the file's own bytes, documented as binary (worker/http/uploads.ts);
    // the socket answers 101 and its frames are described in words (worker/http/realtime/openapi.ts);
    // the unsubscribe link answers HTML pages (worker/http/unsubscribe.ts).
    const htmlOrBytes = [
      "GET /api/uploads/{id}/file",
      "GET /api/realtime",
      "GET /api/emails/unsubscribe/{token}",
      "POST /api/emails/unsubscribe/{token}",
    ];
    const undocumented = routes
      .filter(({ route }) => !htmlOrBytes.includes(route))
      .filter(({ schema }) => !schema || JSON.stringify(schema) === JSON.stringify({ type: "object" }))
      .map(({ route }) => route);
    expect(undocumented).toEqual([]);
  });

  it("documents errors with CONTRACT's body and ids as integers", async () => {
    const doc = (await api.get<Doc>("/api/openapi.json")).body;
    const put = doc.paths["/api/workouts/{id}"]?.put as unknown as {
      parameters: { name: string; schema: { type: string } }[];
      responses: Record<string, unknown>;
    };
    expect(put.parameters[0]).toMatchObject({ name: "id", schema: { type: "integer" } });
    expect(put.responses["404"]).toEqual({
      description: expect.any(String),
      content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
    });
  });
});

describe("the API reference page", () => {
  it("is a shell loading the viewer from static files, with no inline script", async () => {
    const res = await api.request<string>("GET", "/api/docs");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/html");
    expect(res.body).toContain('src="/api-docs/viewer.js"');
    expect(res.body).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
  });
});
