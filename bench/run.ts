// `npm run bench`: the Worker's start time in workerd (bench/worker-start.ts); builds the large
// database once (bench/build.ts), then measures through the full
// stack (Hono routing, bearer auth, zod validation, service, Drizzle, JSON) with `app.request`,
// each beside the same query on the raw @libsql/client. Prints every figure and the targets.
import { type Client, createClient } from "@libsql/client";
import { createLibsqlDb } from "../db/client";
import { createApp } from "../worker/app";
import { configFromEnv, systemClock } from "../worker/config";
import { issueToken } from "../worker/domains/auth/sign-in";
import { logSmsSender, type ServiceDeps } from "../worker/services/deps";
import { benchBrowser } from "./browser";
import { BENCH, buildBenchDatabase } from "./build";
import { benchConversations } from "./conversations";
import { benchEmails } from "./emails";
import { benchNightlyJob } from "./jobs";
import { benchLibrarySearch } from "./library-search";
import { benchNutrition } from "./nutrition";
import { benchProgramBuilder } from "./program-builder";
import { benchProgress } from "./progress";
import { benchRealtime } from "./realtime";
import { benchRecords } from "./records";
import { benchRunnerMemory } from "./runner-memory";
import { benchServerMemory } from "./server-memory";
import { benchUploads } from "./uploads";
import { benchWorkerStart } from "./worker-start";

const DURATION_MS = Number(process.env.BENCH_MS || 3000);
const WARM_UP_MS = 1500;

type Figure = { name: string; value: string; target?: string; ok?: boolean };
const figures: Figure[] = [];

/**
 * Two throughputs measured side by side: short alternating slices of A and B until each has run
 * DURATION_MS. A ratio of two figures taken one after the other moves with whatever else the
 * machine does meanwhile (0.28× to 0.6× for the same code on a shared 2-core machine); taken in
 * interleaved slices, both see the same load.
 * Decision: docs/decisions/2026-11-23-bench-method.md
 */
async function pairedThroughput(
  a: (i: number) => Promise<unknown>,
  b: (i: number) => Promise<unknown>,
  sliceMs = 50,
): Promise<[number, number]> {
  // Warm-up by time, not by count: the full stack's code reaches V8's optimizing tiers only after
  // a second or so of requests; 200 calls measured the JIT's warm-up (0.34 ms against a steady
  // 0.22 ms per client week), which a server pays once at start.
  const warmUntil = performance.now() + WARM_UP_MS;
  for (let i = 0; performance.now() < warmUntil; i++) {
    await a(i);
    await b(i);
  }
  const count = [0, 0];
  const spent = [0, 0];
  const fns = [a, b];
  while (spent[0]! < DURATION_MS || spent[1]! < DURATION_MS) {
    for (const k of [0, 1]) {
      const fn = fns[k]!;
      const started = performance.now();
      let now = started;
      while (now - started < sliceMs) {
        await fn(count[k]!);
        count[k]! += 1;
        now = performance.now();
      }
      spent[k]! += now - started;
    }
  }
  return [count[0]! / (spent[0]! / 1000), count[1]! / (spent[1]! / 1000)];
}

function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? Number.NaN;
}

/** The p-th percentile (0–100, nearest rank). */
function percentile(values: number[], p: number): number {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)] ?? Number.NaN;
}

function addDays(date: string, days: number): string {
  return new Date(new Date(`${date}T00:00:00Z`).getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * `npm run bench` runs every part; `npm run bench -- <part>…` only those named, e.g.
 * `npm run bench -- worker-start` (no bench database needed) or `npm run bench -- memory`.
 */
const PARTS = [
  "requests",
  "memory",
  "worker-start",
  "jobs",
  "uploads",
  "runner-memory",
  "realtime",
  "browser",
  "conversations",
  "records",
  "progress",
  "nutrition",
  "emails",
] as const;
const asked = process.argv.slice(2);
const runs = (part: (typeof PARTS)[number]) => asked.length === 0 || asked.includes(part);

async function main() {
  const unknown = asked.filter((a) => !(PARTS as readonly string[]).includes(a));
  if (unknown.length > 0)
    throw new Error(`unknown bench part(s) ${unknown.join(", ")}; parts: ${PARTS.join(", ")}`);
  // 0. The Worker's start time in workerd (bench/worker-start.ts), first, before this process
  // loads the CPU with the rest.
  if (runs("worker-start")) figures.push(...benchWorkerStart());
  const config = configFromEnv({ SEED_DEMO: "0" }, "bench-secret-bench-secret-bench-secret-0123");
  if (runs("requests") || runs("memory") || runs("jobs")) {
    const { client } = await buildBenchDatabase();
    const deps = { db: createLibsqlDb(client), config, clock: benchClock, sms: logSmsSender };
    if (runs("requests")) await benchRequests(client, deps);
    // 9. The job runner's nightly refresh of every client's figures (bench/jobs.ts).
    if (runs("jobs")) figures.push(...(await benchNightlyJob(client, deps, BENCH.clients)));
    // 8. The production server's resident memory under concurrent readers, on a fresh demo
    // database and on the bench database (bench/server-memory.ts).
    if (runs("memory")) {
      const liveToken = await issueToken({ ...deps, clock: systemClock }, 1, 0);
      figures.push(...(await benchServerMemory(config.jwtSecret, liveToken, DURATION_MS)));
    }
    client.close();
  }

  // 10. An upload of a 5 MB photo with its metadata stripped, on a fresh database (bench/uploads.ts).
  if (runs("uploads")) figures.push(...(await benchUploads(config, systemClock)));
  // 11. What the idle job runner adds to the production server's memory (bench/runner-memory.ts).
  if (runs("runner-memory")) figures.push(...(await benchRunnerMemory(config.jwtSecret)));
  // 12. Sockets (issue 26): delivery latency among 200 sockets, memory of 2,000 idle ones (bench/realtime.ts).
  if (runs("realtime")) figures.push(...(await benchRealtime(config)));

  // 13. A real Chromium on `npm start`: cold and warm time to data of /clients and a client's
  // calendar, with requests and bytes (bench/browser.ts).
  if (runs("browser")) figures.push(...(await benchBrowser()));
  // 14. A coach's inbox with 500 conversations, and a broadcast to 1,000 clients (bench/conversations.ts).
  if (runs("conversations")) figures.push(...(await benchConversations(config, systemClock)));
  // 15. Records (issue 27): parsing results, a client's records and history, a result write's overhead (bench/records.ts).
  if (runs("records")) figures.push(...(await benchRecords(config, systemClock)));
  // 15. A client's 进展 view with three years of data, and a 5 MB photo session (bench/progress.ts).
  if (runs("progress")) figures.push(...(await benchProgress(config, systemClock)));
  // 16. A client's nutrition plan + a month of logs with a year logged, and the client list (bench/nutrition.ts).
  if (runs("nutrition")) figures.push(...(await benchNutrition(config, systemClock)));
  // 17. The daily workout email run for the bench database's 5,000 clients: time and peak RSS (bench/emails.ts).
  if (runs("emails")) figures.push(...(await benchEmails()));

  console.log("\nBenchmark figures (2 cores; raw = @libsql/client on the same file database)");
  for (const f of figures) {
    const verdict = f.ok === undefined ? "" : f.ok ? "  ✓" : "  ✗ misses";
    console.log(`  ${f.name}: ${f.value}${f.target ? `  (target ${f.target})` : ""}${verdict}`);
  }
}

const benchClock = { now: () => new Date(`${BENCH.today}T12:00:00.000Z`) };

/** Sections 1–7: requests through the full stack on the bench database, beside raw queries. */
async function benchRequests(client: Client, deps: ServiceDeps) {
  // The baseline: the plain @libsql/client on the same file (the app's client keeps its read
  // statements, see db/cached-reads.ts; the raw figure must not).
  const raw = createClient({ url: `file:${BENCH.path}` });
  const app = createApp(deps);
  // Trainer 1 is the admin of the large studio (organization 1).
  const token = await issueToken(deps, 1, 0);
  const auth = { authorization: `Bearer ${token}` };

  const week = (i: number) => {
    const clientId = ((i * 7919) % BENCH.clients) + 1;
    const start = addDays(BENCH.today, -7 * (i % 20));
    return { clientId, start, end: addDays(start, 6) };
  };

  // Every client's cached statistics are made stale first, so the "first call of the day" below
  // recomputes all 5,000 (as the first request of a real day does) and every later figure reads
  // fresh ones. Without this, whichever clients the previous run's server-memory pass touched
  // (it runs on the real date) were recomputed inside the next run's client-week figure.
  await client.execute("UPDATE clients SET compliance_computed_on = NULL");

  // 1. Listing the studio's 5,000 clients with compliance: the day's first call, then warm.
  // Timed to the last byte of the body; parsing it is the caller's work, checked once untimed.
  const list = async (check = false) => {
    const started = performance.now();
    const res = await app.request(`/api/clients?limit=${BENCH.clients}`, { headers: auth });
    const bytes = await res.arrayBuffer();
    const elapsed = performance.now() - started;
    if (res.status !== 200) throw new Error(`client list: HTTP ${res.status}`);
    if (check) {
      const body = JSON.parse(new TextDecoder().decode(bytes)) as {
        clients?: { compliance_rate_for_7_days?: unknown }[];
      };
      if (
        body.clients?.length !== BENCH.clients ||
        !body.clients.every((c) => "compliance_rate_for_7_days" in c)
      ) {
        throw new Error(
          `client list: ${body.clients?.length} clients, expected ${BENCH.clients} with compliance`,
        );
      }
    }
    return elapsed;
  };
  const cold = await list(true);
  const warm: number[] = [];
  for (let i = 0; i < 15; i++) warm.push(await list());
  figures.push(
    {
      name: "list 5,000 clients, first call of the day (computes compliance)",
      value: `${cold.toFixed(0)} ms`,
    },
    {
      name: "list 5,000 clients with compliance (median of 15)",
      value: `${median(warm).toFixed(1)} ms`,
      target: "< 50 ms",
      ok: median(warm) < 50,
    },
  );

  // 2. A client's week.
  const [rawWeek, stackWeek] = await pairedThroughput(
    async (i) => {
      const w = week(i);
      await raw.execute({
        sql: "SELECT * FROM workouts WHERE client_id = ? AND due >= ? AND due <= ? ORDER BY due LIMIT 1000",
        args: [w.clientId, w.start, w.end],
      });
    },
    async (i) => {
      const w = week(i);
      const res = await app.request(
        `/api/workouts?client_id=${w.clientId}&start_date=${w.start}&end_date=${w.end}&order=due_ASC&limit=1000`,
        { headers: auth },
      );
      if (res.status !== 200) throw new Error(`client week: HTTP ${res.status} ${await res.text()}`);
      await res.arrayBuffer();
    },
  );
  figures.push(
    { name: "client-week query, raw @libsql/client", value: `${rawWeek.toFixed(0)} q/s` },
    {
      name: "client-week query, full stack (GET /api/workouts?client_id…)",
      value: `${stackWeek.toFixed(0)} req/s = ${(stackWeek / rawWeek).toFixed(2)}× raw`,
      target: "≥ 0.5× raw",
      ok: stackWeek / rawWeek >= 0.5,
    },
  );

  // 3. The coach feed.
  const trainerOf = (i: number) => (i % BENCH.trainers) + 1;
  const [rawFeed, stackFeed] = await pairedThroughput(
    async (i) => {
      await raw.execute({
        sql: "SELECT * FROM workouts WHERE trainer_id = ? AND state = 'completed' AND rest_day = 0 AND hidden = 0 ORDER BY updated_at DESC LIMIT 20",
        args: [trainerOf(i)],
      });
    },
    async (i) => {
      const res = await app.request(
        `/api/workouts?hide_from_feed=false&limit=20&page=1&rest_day=false&order=updated_at_DESC&state=completed&trainer_id=${trainerOf(i)}`,
        { headers: auth },
      );
      if (res.status !== 200) throw new Error(`feed: HTTP ${res.status} ${await res.text()}`);
      await res.arrayBuffer();
    },
  );
  figures.push(
    { name: "feed query, raw @libsql/client", value: `${rawFeed.toFixed(0)} q/s` },
    {
      name: "feed, full stack (GET /api/workouts?state=completed…)",
      value: `${stackFeed.toFixed(0)} req/s = ${(stackFeed / rawFeed).toFixed(2)}× raw`,
      target: "≥ 0.5× raw",
      ok: stackFeed / rawFeed >= 0.5,
    },
  );

  // 4. The program builder: the 12-week grid, the assign preview, assigning 84 workouts × 6 items
  // to 100 clients and to 1,000 in groups (bench/program-builder.ts).
  figures.push(...(await benchProgramBuilder(app, auth, client, DURATION_MS, BENCH.clients)));

  // 5. The client list screen: pages of 50 of the studio's 5,000 clients, sorted by 7-day
  // compliance (a sort over every client's cached rate, so every rate is checked for today), and
  // filtered to those needing attention. Timed to the last byte of the body.
  const listPage = async (query: string) => {
    const started = performance.now();
    const res = await app.request(`/api/clients?${query}`, { headers: auth });
    const bytes = await res.arrayBuffer();
    const elapsed = performance.now() - started;
    if (res.status !== 200) throw new Error(`client list page: HTTP ${res.status}`);
    return { elapsed, bytes };
  };
  const pageTimes = async (query: (i: number) => string) => {
    for (let i = 0; i < 20; i++) await listPage(query(i));
    const times: number[] = [];
    const started = performance.now();
    for (let i = 0; times.length < 50 || performance.now() - started < DURATION_MS; i++)
      times.push((await listPage(query(i))).elapsed);
    return times;
  };
  const first = JSON.parse(
    new TextDecoder().decode((await listPage("order=compliance_7_DESC&per_page=50")).bytes),
  ) as { clients: { compliance_rate_for_7_days: number | null }[]; meta: { total_count: number } };
  const rates = first.clients.map((c) => c.compliance_rate_for_7_days ?? -1);
  if (first.clients.length !== 50 || rates.some((r, i) => i > 0 && r > (rates[i - 1] as number))) {
    throw new Error("client list page: not 50 clients sorted by 7-day compliance");
  }
  const byCompliance = await pageTimes((i) => `order=compliance_7_DESC&per_page=50&page=${(i % 100) + 1}`);
  const attention = await pageTimes(
    (i) => `needs_attention=true&order=name_ASC&per_page=50&page=${(i % 3) + 1}`,
  );
  figures.push(
    {
      name: `client list page of 50 sorted by compliance_7_DESC, full stack (p50 ${median(byCompliance).toFixed(1)} ms, ${byCompliance.length} requests)`,
      value: `p95 ${percentile(byCompliance, 95).toFixed(1)} ms`,
      target: "≤ 20 ms p95",
      ok: percentile(byCompliance, 95) <= 20,
    },
    {
      name: `client list page of 50 needing attention, full stack (p50 ${median(attention).toFixed(1)} ms)`,
      value: `p95 ${percentile(attention, 95).toFixed(1)} ms`,
    },
  );

  // 6. The client calendar's 4-week window (28 days of one client, as web/…/workouts/-components/window.ts
  // asks it), and the header's 12-week trend. Timed per request to the last byte of the body.
  const timed = async (path: string) => {
    const started = performance.now();
    const res = await app.request(path, { headers: auth });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${path}: HTTP ${res.status}`);
    return performance.now() - started;
  };
  const timesOf = async (path: (i: number) => string) => {
    for (let i = 0; i < 50; i++) await timed(path(i));
    const times: number[] = [];
    const started = performance.now();
    for (let i = 0; times.length < 100 || performance.now() - started < DURATION_MS; i++)
      times.push(await timed(path(i)));
    return times;
  };
  const window4 = await timesOf((i) => {
    const w = week(i);
    return `/api/workouts?client_id=${w.clientId}&start_date=${w.start}&end_date=${addDays(w.start, 27)}&limit=1000`;
  });
  const trend = await timesOf((i) => `/api/clients/${week(i).clientId}/trend`);
  figures.push(
    {
      name: `client calendar 4-week window, full stack (p50 ${median(window4).toFixed(1)} ms, ${window4.length} requests)`,
      value: `p95 ${percentile(window4, 95).toFixed(1)} ms`,
      target: "≤ 10 ms p95",
      ok: percentile(window4, 95) <= 10,
    },
    {
      name: `client 12-week completion trend, full stack (p50 ${median(trend).toFixed(1)} ms)`,
      value: `p95 ${percentile(trend, 95).toFixed(1)} ms`,
    },
  );

  // 7. The exercise library's search over the default catalogue (bench/library-search.ts).
  figures.push(...(await benchLibrarySearch(app, auth, deps, DURATION_MS)));

  raw.close();
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
