// `npx tsx bench/assign-groups.ts [database file]`: how large a group of clients one assign_job
// request should carry (ASSIGN_GROUP_CLIENTS, shared/shared-rules.ts). Assigns the 12-week
// program (84 workouts × 6 items) to 1,000 clients in groups of several sizes, with and without
// replace, and records per request its time and what its batch asks of the database: statements,
// the largest SQL text, bound parameters and bound value, against D1's limits. Runs on a copy of the
// benchmark database (npm run bench builds it), so the shared file is not written.
import { copyFileSync, existsSync, rmSync } from "node:fs";
import type { Client, InStatement } from "@libsql/client";
import { MAX_ASSIGNED_WORKOUTS } from "#shared/shared-rules";
import { createLibsqlDb } from "../db/client";
import { openNodeDatabase } from "../db/node";
import { D1_LIMITS } from "../tests/scenarios/d1-limits";
import { createApp } from "../worker/app";
import { configFromEnv } from "../worker/config";
import { issueToken } from "../worker/domains/auth/sign-in";
import { logSmsSender } from "../worker/services/deps";
import { BENCH, buildBenchDatabase } from "./build";
import { assignInGroups, clearAssignments, createTwelveWeekProgram, dropProgram } from "./program";

const SIZES = (process.env.SIZES ?? "25,50,100,200,500").split(",").map(Number);
const CLIENTS = Number(process.env.CLIENTS ?? 1000);

type BatchStats = { statements: number; sqlBytes: number; params: number; valueBytes: number };
const encoder = new TextEncoder();

/** The client with every batch measured (the assign request is one batch). */
function measured(client: Client, batches: BatchStats[]): Client {
  return new Proxy(client, {
    get(target, prop, receiver) {
      if (prop === "batch") {
        return (stmts: InStatement[], mode?: Parameters<Client["batch"]>[1]) => {
          const stats: BatchStats = { statements: stmts.length, sqlBytes: 0, params: 0, valueBytes: 0 };
          for (const stmt of stmts) {
            const sql = typeof stmt === "string" ? stmt : stmt.sql;
            const args = typeof stmt === "string" ? [] : Object.values(stmt.args ?? {});
            stats.sqlBytes = Math.max(stats.sqlBytes, encoder.encode(sql).length);
            stats.params = Math.max(stats.params, args.length);
            for (const a of args) {
              if (typeof a === "string")
                stats.valueBytes = Math.max(stats.valueBytes, encoder.encode(a).length);
            }
          }
          batches.push(stats);
          return target.batch(stmts, mode);
        };
      }
      const value = Reflect.get(target, prop, receiver);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

const pct = (values: number[], p: number) => {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)] ?? Number.NaN;
};

async function main() {
  const source = process.argv[2] ?? BENCH.path;
  if (source === BENCH.path) (await buildBenchDatabase()).client.close();
  if (!existsSync(source)) throw new Error(`no database at ${source}`);
  const path = "/tmp/assign-groups-bench.db";
  for (const suffix of ["", "-wal", "-shm"]) rmSync(`${path}${suffix}`, { force: true });
  copyFileSync(source, path);
  const { client } = await openNodeDatabase(`file:${path}`);
  const batches: BatchStats[] = [];
  const db = createLibsqlDb(measured(client, batches));
  const config = configFromEnv({ SEED_DEMO: "0" }, "bench-secret-bench-secret-bench-secret-0123");
  const clock = { now: () => new Date(`${BENCH.today}T12:00:00.000Z`) };
  const deps = { db, config, clock, sms: logSmsSender };
  const app = createApp(deps);
  const auth = { authorization: `Bearer ${await issueToken(deps, 1, 0)}` };
  const programId = await createTwelveWeekProgram(app, auth);
  // Every fifth client of the large studio: 1,000 clients with ~200 workouts each around today.
  const clientIds = Array.from({ length: CLIENTS }, (_, i) => i * 5 + 1);

  console.log(
    `Assigning 84 workouts × 6 items to ${CLIENTS} clients (D1 limits: ${D1_LIMITS.statementBytes} B SQL, ${D1_LIMITS.boundParameters} parameters, ${D1_LIMITS.valueBytes} B per value)`,
  );
  for (const replace of [false, true]) {
    for (const size of SIZES) {
      if (size * 84 > MAX_ASSIGNED_WORKOUTS) continue;
      batches.length = 0;
      const { totalMs, times } = await assignInGroups(app, auth, programId, clientIds, size, {
        start_date: "2026-11-23",
        replace,
      });
      const big = batches.reduce(
        (m, b) => ({
          statements: Math.max(m.statements, b.statements),
          sqlBytes: Math.max(m.sqlBytes, b.sqlBytes),
          params: Math.max(m.params, b.params),
          valueBytes: Math.max(m.valueBytes, b.valueBytes),
        }),
        { statements: 0, sqlBytes: 0, params: 0, valueBytes: 0 },
      );
      console.log(
        `  ${replace ? "replace" : "add    "} groups of ${String(size).padStart(3)}: ${times.length} requests, total ${(totalMs / 1000).toFixed(2)} s, per request median ${pct(times, 50).toFixed(0)} ms, max ${Math.max(...times).toFixed(0)} ms; largest batch ${big.statements} statements, SQL ${big.sqlBytes} B, ${big.params} parameters, value ${(big.valueBytes / 1000).toFixed(0)} KB`,
      );
      await clearAssignments(client, programId, clientIds);
    }
  }
  await dropProgram(client, programId, clientIds);
  client.close();
  for (const suffix of ["", "-wal", "-shm"]) rmSync(`${path}${suffix}`, { force: true });
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
