/**
 * A tiny HTTP harness for the shared API scenarios. Scenarios are written once against a
 * `fetch`-like function and run on Node (app.request over libSQL, tests/scenarios/all.node.test.ts)
 * and in workerd (exports.default.fetch over D1, tests/workerd/). They create everything they use
 * through the REST API, starting from the super admin of the environment under test; never demo
 * data. Only Web APIs are used here (no node:*), so the same code runs in both runtimes.
 */
import { expect } from "vitest";

export type FetchLike = (path: string, init?: RequestInit) => Promise<Response>;

/** What a runner provides to the scenarios. */
export type ScenarioTarget = {
  runtime: "node" | "workerd";
  fetch: FetchLike;
  /** The bootstrapped super admin (SUPER_ADMIN_EMAIL / SUPER_ADMIN_PASSWORD of that environment). */
  superAdmin: { email: string; password: string };
  /** JWT_SECRET of the environment, to forge tokens that differ from real ones in one claim only. */
  jwtSecret: string;
};

export type Scenario = { name: string; run: (t: ScenarioTarget) => Promise<void> };
export type ScenarioGroup = { name: string; scenarios: Scenario[] };

export type ApiResponse<T> = { status: number; body: T; headers: Headers };
// Scenario assertions read deep into JSON: `any` keeps them short; the assertions are the types.
// biome-ignore lint/suspicious/noExplicitAny: response bodies are asserted field by field
export type Json = any;

export type RequestOptions = {
  token?: string;
  body?: unknown;
  rawBody?: string;
  headers?: Record<string, string>;
};

/** JSON requests with an optional bearer token; answers are parsed (text stays text). */
export function apiClient(fetch: FetchLike) {
  async function request<T = Json>(
    method: string,
    path: string,
    opts: RequestOptions = {},
  ): Promise<ApiResponse<T>> {
    const headers: Record<string, string> = { "accept-language": "zh-CN", ...(opts.headers ?? {}) };
    if (opts.token !== undefined) headers.authorization = `Bearer ${opts.token}`;
    let body: string | undefined;
    if (opts.rawBody !== undefined) body = opts.rawBody;
    else if (opts.body !== undefined) body = JSON.stringify(opts.body);
    if (body !== undefined) headers["content-type"] ??= "application/json";
    const res = await fetch(path, { method, headers, body });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // non-JSON answers stay text
    }
    return { status: res.status, body: parsed as T, headers: res.headers };
  }
  return {
    request,
    get: <T = Json>(path: string, o?: RequestOptions) => request<T>("GET", path, o),
    post: <T = Json>(path: string, body?: unknown, o?: RequestOptions) =>
      request<T>("POST", path, { ...o, body }),
    put: <T = Json>(path: string, body?: unknown, o?: RequestOptions) =>
      request<T>("PUT", path, { ...o, body }),
    delete: <T = Json>(path: string, o?: RequestOptions) => request<T>("DELETE", path, o),
  };
}
export type ApiClient = ReturnType<typeof apiClient>;

let counter = 0;
/** Unique per run and per runtime: scenarios never collide with each other or with earlier runs. */
export function unique(prefix: string): string {
  counter += 1;
  return `${prefix}${Date.now().toString(36)}${counter}${crypto.randomUUID().slice(0, 6)}`;
}

/** Asserts CONTRACT's error body: `{success: <non-zero>, msg, code}`. */
export function expectError(res: ApiResponse<Json>, status: number, code?: string) {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(res.body.success).not.toBe(0);
  expect(typeof res.body.msg).toBe("string");
  if (code) expect(res.body.code).toBe(code);
}

export function expectStatus(res: ApiResponse<Json>, status: number) {
  expect(
    res.status,
    `${res.status}: ${typeof res.body === "string" ? res.body : JSON.stringify(res.body)}`,
  ).toBe(status);
}

/** POST /api/admin/login as the environment's super admin. */
export async function superAdminToken(t: ScenarioTarget): Promise<string> {
  const res = await apiClient(t.fetch).post("/api/admin/login", {
    email: t.superAdmin.email,
    password: t.superAdmin.password,
  });
  expectStatus(res, 200);
  return res.body.data.token as string;
}

export type Coach = {
  trainerId: number;
  userId: number;
  email: string;
  password: string;
  token: string;
  organizationId: number;
};

/** A fresh organization (super admin only). */
export async function createOrganization(api: ApiClient, superToken: string, name = unique("工作室 ")) {
  const res = await api.post("/api/organizations", { organization: { name } }, { token: superToken });
  expectStatus(res, 201);
  return res.body.organization as { id: number; name: string };
}

/** A coach in `organizationId`, created by the super admin in one write, then signed in. */
export async function createCoach(
  api: ApiClient,
  superToken: string,
  organizationId: number,
  opts: { admin?: boolean; name?: string } = {},
): Promise<Coach> {
  const email = `${unique("coach")}@scenario.test`;
  const password = "Coach1234!";
  const created = await api.post(
    "/api/trainers",
    {
      trainer: {
        organization_id: organizationId,
        super_admin: opts.admin ?? false,
        user: { name: opts.name ?? "场景教练", email, password },
      },
    },
    { token: superToken },
  );
  expectStatus(created, 201);
  const login = await api.post("/api/oauth/token", { email, password });
  expectStatus(login, 200);
  expect(login.body.trainer_id).toBe(created.body.trainer.id);
  return {
    trainerId: created.body.trainer.id,
    userId: created.body.user.id,
    email,
    password,
    token: login.body.token,
    organizationId,
  };
}

/** An organization with an admin coach in it: the usual starting point of a scenario. */
export async function setupOrganization(t: ScenarioTarget) {
  const api = apiClient(t.fetch);
  const superToken = await superAdminToken(t);
  const organization = await createOrganization(api, superToken);
  const admin = await createCoach(api, superToken, organization.id, { admin: true, name: "管理员教练" });
  return { api, superToken, organization, admin };
}

/** Two organizations with an admin coach each, for cross-organization denials. */
export async function setupTwoOrganizations(t: ScenarioTarget) {
  const { api, superToken, organization: orgA, admin: coachA } = await setupOrganization(t);
  const orgB = await createOrganization(api, superToken);
  const coachB = await createCoach(api, superToken, orgB.id, { admin: true });
  return { api, superToken, orgA, coachA, orgB, coachB };
}

/** YYYY-MM-DD of `base` + `days` (UTC). */
export function isoDay(base: string, days = 0): string {
  const d = new Date(`${base}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** base64url without padding (JWT segments). */
export function base64url(input: string | Uint8Array): string {
  const bytes = typeof input === "string" ? new TextEncoder().encode(input) : input;
  let s = "";
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

export function decodeSegment(segment: string): Json {
  const b64 = segment.replace(/-/g, "+").replace(/_/g, "/");
  const bin = atob(b64 + "=".repeat((4 - (b64.length % 4)) % 4));
  const bytes = Uint8Array.from(bin, (c) => c.charCodeAt(0));
  return JSON.parse(new TextDecoder().decode(bytes));
}

/** HS256-signs `header.payload` with `secret` (WebCrypto), for forged-token scenarios. */
export async function signHs256(header: object, payload: object, secret: string): Promise<string> {
  const data = `${base64url(JSON.stringify(header))}.${base64url(JSON.stringify(payload))}`;
  const key = await crypto.subtle.importKey(
    "raw",
    new TextEncoder().encode(secret),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  const sig = new Uint8Array(await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(data)));
  return `${data}.${base64url(sig)}`;
}
