/**
 * The Workers handler (worker/runtime/edge/runtime.ts) on Node over one libSQL file: two handlers stand for
 * two isolates whose first requests arrive together on an empty database. The same case runs on D1
 * in tests/workerd/edge.test.ts.
 */
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { app_state, organizations, users } from "../../db/schema";
import { FREE_FAILURES } from "../../worker/domains/auth/throttle";
import type { EdgeEnv } from "../../worker/runtime/edge/env";
import { createEdgeHandler } from "../../worker/runtime/edge/runtime";
import { seedDemo } from "../../worker/services/demo-seed";
import { createTestDb, TEST_CONFIG, type TestDb } from "../helpers/db";

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
});
afterAll(() => t.close());

const login = () =>
  new Request("http://coach.test/api/admin/login", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: TEST_CONFIG.superAdminEmail, password: TEST_CONFIG.superAdminPassword }),
  });

it("bootstraps the super admin and demo data once under concurrent first requests of two isolates", async () => {
  // The dev entry's handler (worker/runtime/edge/dev.ts): the deployed one carries no demo data.
  const options = { openDb: () => t.db, config: () => ({ ...TEST_CONFIG, seedDemo: true }), seedDemo };
  const isolates = [createEdgeHandler(options), createEdgeHandler(options)];
  const envs: EdgeEnv[] = [{ SUPER_ADMIN_PASSWORD: "set" }, { SUPER_ADMIN_PASSWORD: "set" }];
  // As many sign-ins as one account may have in flight: each reserves an attempt before its
  // password is checked (throttle.ts), so a sixth at once could meet a 429 on a busy machine.
  const statuses = await Promise.all(
    Array.from({ length: FREE_FAILURES }, (_, i) =>
      isolates[i % 2]!.fetch(login(), envs[i % 2]!).then((r) => r.status),
    ),
  );
  expect(statuses).toEqual(Array(FREE_FAILURES).fill(200));
  const [supers] = await t.db.select({ n: count() }).from(users).where(eq(users.super_admin, true));
  expect(supers?.n).toBe(1);
  const [orgs] = await t.db.select({ n: count() }).from(organizations);
  expect(orgs?.n).toBe(1);
  const [leases] = await t.db.select({ n: count() }).from(app_state);
  expect(leases?.n).toBe(0);
});

it("answers 503 while bootstrap fails and retries it on the next request", async () => {
  let failures = 1;
  // The database is unreachable for the first bootstrap query only.
  const flaky = new Proxy(t.db, {
    get(target, prop, receiver) {
      if (prop === "select" && failures > 0) {
        failures -= 1;
        return () => {
          throw new Error("database unavailable");
        };
      }
      return Reflect.get(target, prop, receiver);
    },
  });
  const handler = createEdgeHandler({ openDb: () => flaky, config: () => TEST_CONFIG });
  const env: EdgeEnv = { SUPER_ADMIN_PASSWORD: "set" };
  const logged = vi.spyOn(console, "error").mockImplementation(() => {});
  const first = await handler.fetch(login(), env);
  expect(first.status).toBe(503);
  expect(await first.json()).toMatchObject({ success: 503, code: "UNAVAILABLE" });
  expect(String(logged.mock.calls[0]?.[1])).toContain("database unavailable");
  logged.mockClear();
  const second = await handler.fetch(login(), env);
  expect(second.status).toBe(200);
  expect(logged).not.toHaveBeenCalled();
});
