/**
 * What only the Workers entry does: building deps from bindings, bootstrap once per isolate under
 * concurrent first requests (and across isolates, through the database), demo data on D1 (its
 * 100-parameter statements), configuration errors, and PBKDF2 within workerd's cap.
 */
import { applyD1Migrations } from "cloudflare:test";
import { env, exports } from "cloudflare:workers";
import { sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { hashPassword, PBKDF2_ITERATIONS, verifyPassword } from "../../worker/auth/password";
import { systemClock } from "../../worker/config";
import { FREE_FAILURES } from "../../worker/domains/auth/throttle";
import { createD1Db } from "../../worker/runtime/edge/db";
import type { EdgeEnv } from "../../worker/runtime/edge/env";
import { createEdgeHandler } from "../../worker/runtime/edge/runtime";
import { claimBootstrapLease, releaseBootstrapLease } from "../../worker/services/bootstrap";
import { seedDemo } from "../../worker/services/demo-seed";
import { logSmsSender } from "../../worker/services/deps";

const login = (email: string, password: string) =>
  new Request("https://coach.test/api/admin/login", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password }),
  });

async function count(db: D1Database, sql: string): Promise<number> {
  const row = await db.prepare(sql).first<{ n: number }>();
  return row?.n ?? -1;
}

describe("the Workers entry", () => {
  it("runs in workerd against the D1 binding", async () => {
    expect(navigator.userAgent).toBe("Cloudflare-Workers");
    const res = await exports.default.fetch(login(env.SUPER_ADMIN_EMAIL, env.SUPER_ADMIN_PASSWORD));
    expect(res.status).toBe(200);
    const found = await env.DB.prepare("select super_admin from users where email = ?")
      .bind(env.SUPER_ADMIN_EMAIL)
      .first<{ super_admin: number }>();
    expect(found?.super_admin).toBe(1);
  });

  it("hashes with PBKDF2 at workerd's cap of 100,000 iterations", async () => {
    const stored = await hashPassword("Edge1234!", "pepper-0123456789");
    expect(stored.split("$")[1]).toBe(String(PBKDF2_ITERATIONS));
    expect(PBKDF2_ITERATIONS).toBe(100_000);
    expect(await verifyPassword("Edge1234!", stored, "pepper-0123456789")).toBe(true);
    expect(await verifyPassword("Edge1234?", stored, "pepper-0123456789")).toBe(false);
  });

  it("bootstraps once when the first requests of two isolates arrive together, demo data included", async () => {
    const db = env.SEED_DB;
    await applyD1Migrations(db, env.TEST_MIGRATIONS);
    expect(await count(db, "select count(*) as n from users")).toBe(0);
    // Two handlers with their own module state and env objects stand for two isolates; both see
    // the same fresh D1 database, SEED_DEMO on.
    const isolateEnv = (): EdgeEnv => ({ ...env, DB: db, SEED_DEMO: "1" }) as unknown as EdgeEnv;
    // The dev entry's handler (worker/runtime/edge/dev.ts): the deployed one carries no demo data.
    const [a, b] = [createEdgeHandler({ seedDemo }), createEdgeHandler({ seedDemo })];
    const [envA, envB] = [isolateEnv(), isolateEnv()];
    // As many sign-ins as one account may have in flight: each reserves an attempt before its
    // password is checked (throttle.ts), so a sixth at once could meet a 429 on a busy machine.
    const responses = await Promise.all(
      Array.from({ length: FREE_FAILURES }, (_, i) =>
        (i % 2 === 0 ? a : b).fetch(
          login(env.SUPER_ADMIN_EMAIL, env.SUPER_ADMIN_PASSWORD),
          i % 2 === 0 ? envA : envB,
        ),
      ),
    );
    expect(responses.map((r) => r.status)).toEqual(Array(FREE_FAILURES).fill(200));
    expect(await count(db, "select count(*) as n from users where super_admin = 1")).toBe(1);
    expect(await count(db, "select count(*) as n from organizations")).toBe(1);
    expect(await count(db, "select count(*) as n from trainers")).toBe(3);
    expect(await count(db, "select count(*) as n from clients")).toBe(12);
    expect(await count(db, "select count(*) as n from workouts")).toBeGreaterThan(150);
    expect(await count(db, "select count(*) as n from app_state")).toBe(0);

    // A later isolate finds everything in place and seeds nothing more.
    const later = await createEdgeHandler({ seedDemo }).fetch(
      login(env.SUPER_ADMIN_EMAIL, env.SUPER_ADMIN_PASSWORD),
      isolateEnv(),
    );
    expect(later.status).toBe(200);
    expect(await count(db, "select count(*) as n from organizations")).toBe(1);
    // The demo coach signs in on the edge too.
    const demo = await a.fetch(
      new Request("https://coach.test/api/oauth/token", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: "lead@demo.coach", password: "Demo1234!" }),
      }),
      envA,
    );
    expect(demo.status).toBe(200);
  });

  it("hands the bootstrap lease to one holder at a time on D1", async () => {
    const deps = {
      db: createD1Db(env.DB),
      config: {} as never,
      clock: systemClock,
      sms: logSmsSender,
    };
    const claims = await Promise.all([1, 2, 3, 4].map(() => claimBootstrapLease(deps, "edge-test")));
    const winners = claims.filter((c): c is string => c !== null);
    expect(winners).toHaveLength(1);
    expect(await claimBootstrapLease(deps, "edge-test")).toBeNull();
    await releaseBootstrapLease(deps, "edge-test", "not-the-holder");
    expect(await claimBootstrapLease(deps, "edge-test")).toBeNull();
    await releaseBootstrapLease(deps, "edge-test", winners[0]!);
    const again = await claimBootstrapLease(deps, "edge-test");
    expect(again).not.toBeNull();
    await releaseBootstrapLease(deps, "edge-test", again!);
  });

  it("runs raw SQL items with parameters inside a D1 batch (drizzle-orm#2277 worked around)", async () => {
    const db = createD1Db(env.DB);
    const key = `raw-${crypto.randomUUID()}`;
    const [, rows] = await db.batch([
      db.run(sql`insert into app_state (key, value, updated_at) values (${key}, ${"v"}, ${"2026-01-01"})`),
      db.all<{ value: string }>(sql`select value from app_state where key = ${key}`),
    ]);
    expect(rows).toEqual([{ value: "v" }]);
    await db.run(sql`delete from app_state where key = ${key}`);
  });

  it("answers 500 SERVER_MISCONFIGURED without JWT_SECRET and 404 for non-API paths without assets", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const handler = createEdgeHandler();
    const noSecret = { ...env, JWT_SECRET: undefined, ASSETS: undefined } as unknown as EdgeEnv;
    const res = await handler.fetch(login("a@b.c", "x"), noSecret);
    expect(res.status).toBe(500);
    expect(await res.json()).toMatchObject({ code: "SERVER_MISCONFIGURED" });
    expect(String(errors.mock.calls[0]?.[1])).toContain("JWT_SECRET");
    const page = await handler.fetch(new Request("https://coach.test/login"), noSecret);
    expect(page.status).toBe(404);
    expect(page.headers.get("x-frame-options")).toBe("DENY");
    // A libSQL server is the libSQL entry's (libsql.ts); the D1 build says so instead of using D1.
    const withUrl = { ...env, DATABASE_URL: "libsql://db.example.turso.io" } as unknown as EdgeEnv;
    const refused = await createEdgeHandler().fetch(login("a@b.c", "x"), withUrl);
    expect(await refused.json()).toMatchObject({ code: "SERVER_MISCONFIGURED" });
    expect(String(errors.mock.calls.at(-1)?.[1])).toContain("worker/runtime/edge/libsql.ts");
  });

  it("passes non-API paths to the assets binding with the security headers", async () => {
    const handler = createEdgeHandler();
    const assets = { fetch: async (r: Request) => new Response(`<!doctype html>${new URL(r.url).pathname}`) };
    const res = await handler.fetch(new Request("https://coach.test/clients/1"), {
      ...env,
      ASSETS: assets,
    } as unknown as EdgeEnv);
    expect(await res.text()).toBe("<!doctype html>/clients/1");
    expect(res.headers.get("content-security-policy")).toContain("default-src 'self'");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
  });
});
