// Issue 31's nutrition reads: a client's plan plus a month of its daily logs (what the coach's
// nutrition view asks for) with a year of daily logs behind them, and the client list page whose
// rows carry the cached nutrition figures. Figures only: no target is set for these yet.
// A fresh migrated database of its own (the large bench database has no nutrition rows), seeded
// with set-based SQL so it stays fast: one organization, one coach, CLIENTS clients, each with a
// plan and a daily log for every day of the past year.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createLibsqlDb } from "../db/client";
import { migrateDatabase, openNodeDatabase } from "../db/node";
import { createApp } from "../worker/app";
import type { AppConfig } from "../worker/config";
import { issueToken } from "../worker/domains/auth/sign-in";
import { addDays, localDate, refreshClientStats } from "../worker/domains/clients/stats";
import { logSmsSender } from "../worker/services/deps";

export type NutritionFigure = { name: string; value: string };

const CLIENTS = 50;
const DAYS = 365;
const RUNS = 300;

const seed = (now: string, today: string) => [
  {
    sql: "INSERT INTO organizations (id, name, created_at, updated_at) VALUES (1, 'bench', ?, ?)",
    args: [now, now],
  },
  {
    sql: `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i <= ${CLIENTS})
      INSERT INTO users (id, name, created_at, updated_at) SELECT i, '用户 ' || i, ?, ? FROM n`,
    args: [now, now],
  },
  {
    sql: "INSERT INTO user_credentials (user_id, created_at, updated_at) VALUES (1, ?, ?)",
    args: [now, now],
  },
  {
    sql: "INSERT INTO trainers (id, user_id, organization_id, created_at, updated_at) VALUES (1, 1, 1, ?, ?)",
    args: [now, now],
  },
  {
    sql: `INSERT INTO clients (id, user_id, trainer_id, organization_id, slug, created_at, updated_at)
      SELECT id - 1, id, 1, 1, 'bench-' || id, ?, ? FROM users WHERE id > 1`,
    args: [now, now],
  },
  {
    sql: `INSERT INTO nutrition_plans (client_id, start_date, training_kcal, training_protein_g, rest_kcal,
        rest_protein_g, created_at, updated_at)
      SELECT id, ?, 2200, 130, 2000, 120, ?, ? FROM clients`,
    args: [addDays(today, -DAYS), now, now],
  },
  {
    sql: `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${DAYS})
      INSERT INTO daily_nutrition_logs (client_id, date, kcal, protein_g, water_ml, created_at, updated_at)
      SELECT c.id, date(?, '-' || n.i || ' days'), 1900 + (n.i * 37 + c.id) % 500, 100 + n.i % 40, 2000, ?, ?
      FROM clients AS c, n`,
    args: [today, now, now],
  },
];

/** p50 and p95 (nearest rank) of `RUNS` timed calls after a warm-up. */
async function timed(call: () => Promise<void>) {
  for (let i = 0; i < 30; i++) await call();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await call();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (p: number) => times[Math.min(RUNS - 1, Math.ceil(p * RUNS) - 1)]!;
  return `p50 ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms`;
}

export async function benchNutrition(
  config: AppConfig,
  clock: { now: () => Date },
): Promise<NutritionFigure[]> {
  const dir = mkdtempSync(join(tmpdir(), "bench-nutrition-"));
  try {
    const { client } = await openNodeDatabase(`file:${join(dir, "db.db")}`);
    await migrateDatabase(client);
    // The bench users keep the default zone (Asia/Shanghai): their today is this one.
    const today = localDate(null, clock.now());
    await client.batch(seed(clock.now().toISOString(), today), "write");
    const deps = { db: createLibsqlDb(client), config, clock, sms: logSmsSender };
    // The cached figures as the domain's writes leave them (the list reads them from the rows).
    await refreshClientStats(
      deps,
      Array.from({ length: CLIENTS }, (_, i) => i + 1),
    );
    const app = createApp(deps);
    const headers = { authorization: `Bearer ${await issueToken(deps, 1, 0)}` };
    const get = async (path: string) => {
      const res = await app.request(path, { headers });
      await res.text();
      if (res.status !== 200) throw new Error(`bench: ${path} answered ${res.status}`);
    };
    const month = `start_date=${addDays(today, -30)}&end_date=${today}&per_page=31`;
    const reads = await timed(async () => {
      await Promise.all([
        get("/api/clients/1/nutrition_plan"),
        get(`/api/clients/1/daily_nutrition_logs?${month}`),
      ]);
    });
    const list = await timed(() => get("/api/clients?per_page=50"));
    client.close();
    return [
      {
        name: `a client's nutrition plan + a month of logs, ${DAYS} days logged (${RUNS} runs)`,
        value: reads,
      },
      {
        name: `the client list, ${CLIENTS} clients with nutrition figures cached (${RUNS} runs)`,
        value: list,
      },
    ];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
