/**
 * The job runner on Workers: the Cron Trigger's `scheduled()` of the real entry runs one tick
 * over D1 — the nightly figures refresh does its key once, and a second trigger finds it done.
 */
import { createScheduledController } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { localDate } from "../../worker/domains/clients/stats";
import type { EdgeEnv } from "../../worker/runtime/edge/env";
import worker from "../../worker/runtime/edge/index";

describe("the Cron Trigger", () => {
  it("runs a job tick: a client's stale figures are refreshed, once per key", async () => {
    const now = new Date().toISOString();
    const user = await env.DB.prepare(
      "insert into users (name, timezone, created_at, updated_at) values ('cron', 'Asia/Shanghai', ?, ?) returning id",
    )
      .bind(now, now)
      .first<{ id: number }>();
    const client = await env.DB.prepare(
      "insert into clients (user_id, slug, compliance_computed_on, created_at, updated_at) values (?, ?, '2000-01-01', ?, ?) returning id",
    )
      .bind(user!.id, `cron-${crypto.randomUUID()}`, now, now)
      .first<{ id: number }>();

    const trigger = () =>
      worker.scheduled(createScheduledController({ cron: "* * * * *" }), env as unknown as EdgeEnv);
    await trigger();

    const today = localDate("Asia/Shanghai", new Date());
    const figures = await env.DB.prepare("select compliance_computed_on as d from clients where id = ?")
      .bind(client!.id)
      .first<{ d: string }>();
    expect(figures?.d).toBe(today);
    const key = `compliance:Asia/Shanghai:${today}:${Math.floor(client!.id / 1000)}`;
    const run = () => env.DB.prepare("select state, attempts from job_runs where key = ?").bind(key).first();
    expect(await run()).toEqual({ state: "done", attempts: 1 });

    await trigger();
    expect(await run()).toEqual({ state: "done", attempts: 1 });
  });
});
