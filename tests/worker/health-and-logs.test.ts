import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../worker/app";
import { EXPECTED_MIGRATIONS } from "../../worker/http/health";
import type { Logger } from "../../worker/http/request-log";
import { insertClient, insertOrganization, insertTrainer } from "../factories";
import { createTestDb, type TestDb } from "../helpers/db";

/** `GET /healthz`, request ids and request log lines (worker/http/{health,request-log}.ts). */

let t: TestDb;
const lines: { level: string; msg: string; fields: Record<string, unknown> }[] = [];
const logger: Logger = {
  level: "debug",
  write: (level, msg, fields = {}) => lines.push({ level, msg, fields }),
};

beforeAll(async () => {
  t = await createTestDb();
});
afterAll(() => t.close());

const app = () => createApp({ ...t.deps, logger });

describe("/healthz", () => {
  it("is 200 without authentication on a migrated database", async () => {
    const res = await app().request("/healthz");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ok" });
    expect(res.headers.get("cache-control")).toBe("no-store");
  });

  it("is 503 with no details when a migration of this build is missing, and logs why", async () => {
    const [kept] = await t.db.all<{ id: number; hash: string; created_at: number }>(
      sql`SELECT id, hash, created_at FROM __drizzle_migrations ORDER BY created_at DESC LIMIT 1`,
    );
    await t.db.run(sql`DELETE FROM __drizzle_migrations WHERE hash = ${kept!.hash}`);
    try {
      const res = await app().request("/healthz");
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({ status: "unavailable" });
      expect(lines.at(-2)?.fields.reason).toBe(
        `migrations: ${EXPECTED_MIGRATIONS - 1} of ${EXPECTED_MIGRATIONS} applied`,
      );
    } finally {
      await t.db.run(
        sql`INSERT INTO __drizzle_migrations (id, hash, created_at) VALUES (${kept!.id}, ${kept!.hash}, ${kept!.created_at})`,
      );
    }
  });
});

describe("request ids and logs", () => {
  it("echoes a caller's plain request id and makes one otherwise", async () => {
    const given = await app().request("/api/auth/me", { headers: { "x-request-id": "trace-42" } });
    expect(given.headers.get("x-request-id")).toBe("trace-42");
    const odd = await app().request("/api/auth/me", {
      headers: { "x-request-id": "not a plain token; has spaces" },
    });
    expect(odd.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("logs the route pattern, status and duration; never the token, the query or the body", async () => {
    const org = await insertOrganization(t);
    const coach = await insertTrainer(t, org.id, { admin: true });
    const client = await insertClient(t, coach);
    lines.length = 0;
    await app().request(`/api/clients/${client.id}?secret_query=shh`, {
      headers: { authorization: `Bearer ${coach.token}`, "x-request-id": "one" },
    });
    await app().request("/api/oauth/token", {
      method: "POST",
      headers: { "content-type": "application/json", "x-request-id": "two" },
      body: JSON.stringify({ email: "nobody@test.local", password: "Password-in-body-1" }),
    });
    const requests = lines.filter((l) => l.msg === "request");
    expect(requests).toHaveLength(2);
    expect(requests[0]!.fields).toMatchObject({ method: "GET", status: 200, request_id: "one" });
    expect(String(requests[0]!.fields.route)).toMatch(/^\/api\/clients\/:id/);
    expect(typeof requests[0]!.fields.ms).toBe("number");
    expect(requests[1]!.fields).toMatchObject({ method: "POST", route: "/api/oauth/token", status: 401 });
    const written = JSON.stringify(lines);
    for (const secret of [coach.token, "shh", "Password-in-body-1", `/clients/${client.id}`]) {
      expect(written).not.toContain(secret);
    }
  });

  it("names tRPC calls by their procedures", async () => {
    lines.length = 0;
    await app().request("/trpc/auth.me,workouts.summary?batch=1&input=%7B%7D");
    expect(lines.find((l) => l.msg === "request")?.fields.route).toBe("/trpc/auth.me,workouts.summary");
  });
});
