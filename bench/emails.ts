// The daily workout email run (issue 29: ≤ 30 s and ≤ 150 MiB for 5,000 clients): on the bench
// database (bench/build.ts: 5,000 active clients of one studio, one workout each today), every
// client given an address, the job runner's email kinds ticking until nothing is due — the daily
// kind decides and renders each client's email into the outbox, the delivery kind sends them with
// the log transport (the default when no SMTP or HTTP sender is configured). The run goes in a
// process of its own, so its peak RSS is the run's and not this process's (which built the bench
// database and ran the other parts). `npm run bench -- emails`.
import { fork } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Client } from "@libsql/client";
import { openNodeDatabase } from "../db/node";
import { configFromEnv } from "../worker/config";
import { dailyWorkoutEmails } from "../worker/domains/emails/daily-workout";
import { emailDelivery } from "../worker/domains/emails/deliver";
import { runJobsTick } from "../worker/domains/jobs/runner";
import { logSmsSender } from "../worker/services/deps";
import { BENCH, buildBenchDatabase } from "./build";

export type EmailsFigure = { name: string; value: string; target?: string; ok?: boolean };

const TARGET_MS = 30_000;
const TARGET_MIB = 150;
/** 08:00 in the bench clients' zone (Asia/Shanghai) on the bench day: the daily email is due. */
const RUN_AT = `${BENCH.today}T00:00:00.000Z`;
/** The addresses this bench gives the clients (the bench database has none), taken back after. */
const ADDRESS_DOMAIN = "emails.bench.test";
/** Set in the child process that does the run. */
const CHILD_FLAG = "BENCH_EMAILS_RUN";

type RunReport = { ms: number; startMiB: number; peakMiB: number; ticks: number; instances: number };

/** Forgets an earlier run of this bench on the same (fixed) day: its outbox rows and job claims. */
async function forgetEarlierRuns(client: Client) {
  await client.batch(
    [
      {
        sql: "DELETE FROM email_outbox WHERE kind = 'daily_workout' AND local_date = ?",
        args: [BENCH.today],
      },
      "DELETE FROM job_runs WHERE key LIKE 'daily-email:%' OR key LIKE 'email-send:%'",
    ],
    "write",
  );
}

export async function benchEmails(): Promise<EmailsFigure[]> {
  const { client } = await buildBenchDatabase();
  try {
    await forgetEarlierRuns(client);
    await client.execute({
      sql: `UPDATE users SET email = 'client' || id || '@${ADDRESS_DOMAIN}'
        WHERE email IS NULL AND id IN (SELECT user_id FROM clients)`,
      args: [],
    });
    const report = await runInChild();
    const { rows } = await client.execute({
      sql: "SELECT status, count(*) AS n FROM email_outbox WHERE kind = 'daily_workout' AND local_date = ? GROUP BY 1",
      args: [BENCH.today],
    });
    const byStatus = Object.fromEntries(rows.map((r) => [String(r.status), Number(r.n)]));
    if (byStatus.sent !== BENCH.clients)
      throw new Error(`emails bench: expected ${BENCH.clients} sent, got ${JSON.stringify(byStatus)}`);
    return [
      {
        name: `daily workout email run, ${BENCH.clients} clients decided, rendered and sent with the log transport (${report.instances} instances, ${report.ticks} ticks)`,
        value: `${(report.ms / 1000).toFixed(2)} s`,
        target: "≤ 30 s",
        ok: report.ms <= TARGET_MS,
      },
      {
        name: `daily workout email run, peak RSS of its process (${report.startMiB.toFixed(0)} MiB before the run)`,
        value: `${report.peakMiB.toFixed(0)} MiB`,
        target: `≤ ${TARGET_MIB} MiB`,
        ok: report.peakMiB <= TARGET_MIB,
      },
    ];
  } finally {
    await forgetEarlierRuns(client);
    await client.execute(`UPDATE users SET email = NULL WHERE email LIKE '%@${ADDRESS_DOMAIN}'`);
    client.close();
  }
}

/** npm start's V8 flags and malloc settings (package.json `config`), so the heap is sized as the server's. */
const serverConfig = () =>
  (
    JSON.parse(readFileSync(join(import.meta.dirname, "..", "package.json"), "utf8")) as {
      config: { server_node_flags: string; server_malloc_env: string };
    }
  ).config;
const serverNodeFlags = () => serverConfig().server_node_flags.split(" ").filter(Boolean);
const serverMallocEnv = () =>
  Object.fromEntries(
    serverConfig()
      .server_malloc_env.split(" ")
      .filter(Boolean)
      .map((pair) => pair.split("=") as [string, string]),
  );

/** This file again in a fresh Node (through tsx), answering its report over IPC. */
function runInChild(): Promise<RunReport> {
  return new Promise((resolve, reject) => {
    // stdout ignored: the log transport prints a line per email.
    const child = fork(import.meta.filename, [], {
      execArgv: [...serverNodeFlags(), "--import", "tsx"],
      env: { ...process.env, ...serverMallocEnv(), [CHILD_FLAG]: "1" },
      stdio: ["ignore", "ignore", "inherit", "ipc"],
    });
    let report: RunReport | undefined;
    child.on("message", (m) => {
      report = m as RunReport;
    });
    child.on("error", reject);
    child.on("exit", (code) =>
      report ? resolve(report) : reject(new Error(`emails bench: the run exited with ${code}`)),
    );
  });
}

const mib = (kib: number) => kib / 1024;

async function run(): Promise<RunReport> {
  const { client, db } = await openNodeDatabase(`file:${BENCH.path}`);
  const config = configFromEnv({ SEED_DEMO: "0" }, "bench-secret-bench-secret-bench-secret-0123");
  const deps = { db, config, clock: { now: () => new Date(RUN_AT) }, sms: logSmsSender };
  const startMiB = mib(process.resourceUsage().maxRSS);
  const started = performance.now();
  let ticks = 0;
  let instances = 0;
  for (;;) {
    const report = await runJobsTick(deps, { kinds: [dailyWorkoutEmails, emailDelivery] });
    ticks++;
    instances += report.done.length;
    if (report.failed.length > 0) throw new Error(`emails bench: failed ${report.failed.join(", ")}`);
    if (report.done.length === 0) break;
  }
  const ms = performance.now() - started;
  client.close();
  return { ms, startMiB, peakMiB: mib(process.resourceUsage().maxRSS), ticks, instances };
}

if (process.env[CHILD_FLAG] === "1")
  run().then(
    (report) => process.send?.(report, () => process.exit(0)),
    (e) => {
      console.error(e);
      process.exit(1);
    },
  );
