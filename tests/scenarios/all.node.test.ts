/**
 * Node runner of the shared scenarios: the real app (createApp) driven through `app.request` over
 * a fresh, migrated libSQL file database, with the super admin bootstrapped as on `npm start`.
 * The system clock is used (not the tests' fixed clock) so the scenarios see the same time as in
 * workerd, where the clock cannot be moved. The libSQL client refuses what D1 would refuse
 * (d1-limits.ts), so D1 incompatibilities show up here first.
 */
import { afterAll, beforeAll } from "vitest";
import { createLibsqlDb } from "../../db/client";
import { createApp } from "../../worker/app";
import { systemClock } from "../../worker/config";
import { ensureSuperAdmin } from "../../worker/services/bootstrap";
import { createTestDb, type TestDb } from "../helpers/db";
import { withD1Limits } from "./d1-limits";
import type { ScenarioTarget } from "./harness";
import { registerScenarios } from "./index";

let t: TestDb;
let target: ScenarioTarget;

beforeAll(async () => {
  t = await createTestDb();
  const db = createLibsqlDb(withD1Limits(t.client));
  const deps = { ...t.deps, db, clock: systemClock };
  await ensureSuperAdmin(deps);
  const app = createApp({ db, config: deps.config, clock: systemClock, sms: t.sms.sender });
  target = {
    runtime: "node",
    fetch: async (path, init) => app.request(path, init),
    superAdmin: { email: deps.config.superAdminEmail, password: deps.config.superAdminPassword },
    jwtSecret: deps.config.jwtSecret,
  };
});
afterAll(() => t.close());

registerScenarios(() => target);
