import { expect } from "vitest";
import { createApp } from "../../worker/app";
import type { TestDb } from "./db";

export type ApiResponse<T = Record<string, unknown>> = { status: number; body: T; headers: Headers };

/**
 * The real Hono app over a test database, driven through `app.request` (no network):
 * `api.get("/api/workouts?client_id=1", { token })`, `api.post("/api/clients", { client: … }, { token })`.
 */
export function testApi(t: TestDb) {
  const app = createApp({
    db: t.deps.db,
    config: t.deps.config,
    clock: t.clock,
    sms: t.sms.sender,
    ...(t.deps.uploads ? { uploads: t.deps.uploads } : {}),
    ...(t.deps.realtime ? { realtime: t.deps.realtime } : {}),
    checkOutputs: true,
  });
  async function request<T = Record<string, unknown>>(
    method: string,
    path: string,
    opts: {
      body?: unknown;
      rawBody?: string;
      token?: string;
      headers?: Record<string, string>;
      /** The socket peer as @hono/node-server reports it (the client address on Node). */
      remoteAddress?: string;
    } = {},
  ): Promise<ApiResponse<T>> {
    const headers: Record<string, string> = { ...(opts.headers ?? {}) };
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    let body: string | undefined;
    if (opts.rawBody !== undefined) body = opts.rawBody;
    else if (opts.body !== undefined) body = JSON.stringify(opts.body);
    if (body !== undefined) headers["content-type"] ??= "application/json";
    const env = opts.remoteAddress
      ? { incoming: { socket: { remoteAddress: opts.remoteAddress } } }
      : undefined;
    const res = await app.request(path, { method, headers, body }, env);
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // non-JSON answers (should not happen on /api) stay text
    }
    return { status: res.status, body: parsed as T, headers: res.headers };
  }
  return {
    app,
    request,
    get: <T = Record<string, unknown>>(path: string, o?: { token?: string }) => request<T>("GET", path, o),
    post: <T = Record<string, unknown>>(path: string, body?: unknown, o?: { token?: string }) =>
      request<T>("POST", path, { ...o, body }),
    put: <T = Record<string, unknown>>(path: string, body?: unknown, o?: { token?: string }) =>
      request<T>("PUT", path, { ...o, body }),
    delete: <T = Record<string, unknown>>(path: string, o?: { token?: string }) =>
      request<T>("DELETE", path, o),
  };
}
export type TestApi = ReturnType<typeof testApi>;

/** POST /api/uploads of `file` (multipart, as the web app sends it) as `token`'s person: the new upload's id. */
export async function uploadFile(api: TestApi, token: string, file: File): Promise<string> {
  const form = new FormData();
  form.set("file", file);
  const res = await api.app.request("/api/uploads", {
    method: "POST",
    body: form,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { upload: { id: string } }).upload.id;
}
