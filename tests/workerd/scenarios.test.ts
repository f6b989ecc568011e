/**
 * workerd runner of the shared scenarios: the same files as tests/scenarios/all.node.test.ts, sent
 * through the Worker's own fetch handler (`exports.default.fetch`) over D1.
 */
import { env, exports } from "cloudflare:workers";
import type { ScenarioTarget } from "../scenarios/harness";
import { registerScenarios } from "../scenarios/index";

const target: ScenarioTarget = {
  runtime: "workerd",
  fetch: (path, init) => exports.default.fetch(new Request(new URL(path, "https://coach.test"), init)),
  superAdmin: { email: env.SUPER_ADMIN_EMAIL, password: env.SUPER_ADMIN_PASSWORD },
  jwtSecret: env.JWT_SECRET,
};

registerScenarios(() => target);
