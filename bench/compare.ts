import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { BENCH } from "./build";

/**
 * Two commits of the server, paired in one process on the same data: `npx tsx bench/compare.ts
 * <other-tree>` loads this tree's app and the app of another checkout (a `git worktree` of the
 * commit to compare with, its `node_modules` linked to ours and its own copy of
 * `.data/bench.db`), then measures both in alternating slices of SLICE_MS for each request kind.
 * The machine's load moves between slices, not between the two sides of a pair, so the ratio
 * holds where absolute figures move ±25 % between whole runs (docs/decisions/2026-11-23-bench-method.md).
 *
 * Both apps see the bench clock (BENCH.today) and a token of the large studio's admin (trainer 1).
 * Each database is made fresh for the day first (one warm call of the full list per side), so
 * neither side pays the day's statistics in its slices.
 */
const SLICE_MS = Number(process.env.COMPARE_SLICE_MS || 500);
const SLICES = Number(process.env.COMPARE_SLICES || 16);
const SECRET = "bench-secret-bench-secret-bench-secret-0123";

type App = { request: (path: string, init?: RequestInit) => Response | Promise<Response> };
type Side = { label: string; app: App; auth: Record<string, string> };

async function loadSide(dir: string, label: string): Promise<Side> {
  const from = (file: string) => import(pathToFileURL(join(dir, file)).href);
  const dbPath = resolve(BENCH.path);
  if (!existsSync(dbPath))
    throw new Error(`no bench database at ${dbPath}: run npm run bench -- requests once`);
  const { openNodeDatabase } = await from("db/node.ts");
  const { createLibsqlDb } = await from("db/client.ts");
  const { createApp } = await from("worker/app.ts");
  const { configFromEnv } = await from("worker/config.ts");
  const { issueToken } = await from("worker/domains/auth/sign-in.ts");
  const { logSmsSender } = await from("worker/services/deps.ts");
  const { client } = await openNodeDatabase(`file:${dbPath}`);
  const clock = { now: () => new Date(`${BENCH.today}T12:00:00.000Z`) };
  const deps = {
    db: createLibsqlDb(client),
    config: configFromEnv({ SEED_DEMO: "0" }, SECRET),
    clock,
    sms: logSmsSender,
  };
  const token = await issueToken(deps, 1, 0);
  return { label, app: createApp(deps) as App, auth: { authorization: `Bearer ${token}` } };
}

function addDays(date: string, days: number): string {
  return new Date(new Date(`${date}T00:00:00Z`).getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
}

/** One timed request, to the last byte of the body. */
async function timed(side: Side, path: string): Promise<number> {
  const started = performance.now();
  const res = await side.app.request(path, { headers: side.auth });
  await res.arrayBuffer();
  const elapsed = performance.now() - started;
  if (res.status !== 200) throw new Error(`${side.label}: HTTP ${res.status} for ${path}`);
  return elapsed;
}

const clientOf = (i: number) => ((i * 7919) % BENCH.clients) + 1;
const KINDS: { name: string; path: (i: number) => string }[] = [
  { name: "client list, all 5,000 with compliance", path: () => `/api/clients?limit=${BENCH.clients}` },
  {
    name: "client list page of 50 by compliance_7_DESC",
    path: (i) => `/api/clients?order=compliance_7_DESC&per_page=50&page=${(i % 100) + 1}`,
  },
  {
    name: "client week",
    path: (i) => {
      const start = addDays(BENCH.today, -7 * (i % 20));
      return `/api/workouts?client_id=${clientOf(i)}&start_date=${start}&end_date=${addDays(start, 6)}&order=due_ASC&limit=1000`;
    },
  },
  {
    name: "calendar 4-week window",
    path: (i) => {
      const start = addDays(BENCH.today, -7 * (i % 20));
      return `/api/workouts?client_id=${clientOf(i)}&start_date=${start}&end_date=${addDays(start, 27)}&limit=1000`;
    },
  },
];

async function main() {
  const other = process.argv[2];
  if (!other) throw new Error("usage: npx tsx bench/compare.ts <path of the other checkout>");
  const sides = [await loadSide(resolve(other), "other"), await loadSide(resolve("."), "this")];
  for (const side of sides) await timed(side, `/api/clients?limit=${BENCH.clients}`);
  console.log(`Paired: ${SLICES} slices of ${SLICE_MS} ms per kind, alternating; other = ${other}`);
  for (const kind of KINDS) {
    const times: number[][] = [[], []];
    let i = 0;
    // A few untimed requests per side first: compiled code paths and warm statement caches.
    for (const side of sides) for (let w = 0; w < 5; w++) await timed(side, kind.path(w));
    for (let s = 0; s < SLICES; s++) {
      const which = s % 2;
      const side = sides[which] as Side;
      const until = performance.now() + SLICE_MS;
      while (performance.now() < until) (times[which] as number[]).push(await timed(side, kind.path(i++)));
    }
    const [a, b] = times as [number[], number[]];
    const line = (label: string, t: number[]) =>
      `${label} p50 ${quantile(t, 0.5).toFixed(1)} ms, p95 ${quantile(t, 0.95).toFixed(1)} ms (${t.length})`;
    console.log(
      `  ${kind.name}: ${line("other", a)} | ${line("this", b)} | p50 this/other ${(quantile(b, 0.5) / quantile(a, 0.5)).toFixed(2)}×`,
    );
  }
}

await main();
