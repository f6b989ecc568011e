// The daily workout email run (issue 29: ≤ 30 s for 5,000 clients, the server's RSS ≤ 150 MiB
// during it): on the bench database (bench/build.ts: 5,000 active clients of one studio, one workout
// each today), every client given an address, the job runner's email kinds ticking until nothing is
// due — the daily kind decides and renders each client's email into the outbox, the delivery kind
// sends them with the log transport (the default when no SMTP or HTTP sender is configured). The
// run (bench/emails-run.ts) goes in a process of its own, built and started as the server is, so
// its peak RSS is the run's and not this process's (which built the bench database and ran the
// other parts). `npm run bench -- emails`.
import { fork } from "node:child_process";
import { mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Client } from "@libsql/client";
import { build } from "esbuild";
import { externalPackagesButBundled } from "../scripts/esbuild-externals.mjs";
import { BENCH, buildBenchDatabase } from "./build";
import type { EmailsRunReport } from "./emails-run";

export type EmailsFigure = { name: string; value: string; target?: string; ok?: boolean };

const TARGET_MS = 30_000;
const TARGET_MIB = 150;
/** 08:00 in the bench clients' zone (Asia/Shanghai) on the bench day: the daily email is due. */
const RUN_AT = `${BENCH.today}T00:00:00.000Z`;
/** The addresses this bench gives the clients (the bench database has none), taken back after. */
const ADDRESS_DOMAIN = "emails.bench.test";
const ROOT = join(import.meta.dirname, "..");
const OUT_DIR = join(ROOT, ".data", "bench-emails");

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
    JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as {
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

/** bench/emails-run.ts bundled as the server is (scripts/build-server.mjs), with the migrations beside it. */
async function buildRun(): Promise<string> {
  mkdirSync(OUT_DIR, { recursive: true });
  const outfile = join(OUT_DIR, "run.mjs");
  await build({
    absWorkingDir: ROOT,
    entryPoints: ["bench/emails-run.ts"],
    outfile,
    bundle: true,
    format: "esm",
    platform: "node",
    target: "node22",
    plugins: [externalPackagesButBundled],
    logLevel: "warning",
  });
  return outfile;
}

/** The run in a fresh plain Node with the server's flags, answering its report over IPC. */
async function runInChild(): Promise<EmailsRunReport> {
  const entry = await buildRun();
  return new Promise((resolve, reject) => {
    // stdout ignored: the log transport prints a line per email.
    const child = fork(entry, [], {
      execArgv: serverNodeFlags(),
      env: {
        ...process.env,
        ...serverMallocEnv(),
        BENCH_EMAILS_DB: join(ROOT, BENCH.path),
        BENCH_EMAILS_AT: RUN_AT,
      },
      stdio: ["ignore", "ignore", "inherit", "ipc"],
    });
    let report: EmailsRunReport | undefined;
    child.on("message", (m) => {
      report = m as EmailsRunReport;
    });
    child.on("error", reject);
    child.on("exit", (code) =>
      report ? resolve(report) : reject(new Error(`emails bench: the run exited with ${code}`)),
    );
  });
}
