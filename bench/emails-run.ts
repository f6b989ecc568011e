// The run of bench/emails.ts, in a process of its own: bundled by esbuild as the server is
// (scripts/esbuild-externals.mjs) and started with plain `node` and npm start's V8 flags and malloc
// settings, so its peak RSS is that of the server's own job code, without tsx's TypeScript transform
// in memory. The job runner's email kinds tick until nothing is due; the report goes back over IPC.
import { openNodeDatabase } from "../db/node";
import { configFromEnv } from "../worker/config";
import { dailyWorkoutEmails } from "../worker/domains/emails/daily-workout";
import { emailDelivery } from "../worker/domains/emails/deliver";
import { runJobsTick } from "../worker/domains/jobs/runner";
import { logSmsSender } from "../worker/services/deps";

export type EmailsRunReport = {
  ms: number;
  startMiB: number;
  peakMiB: number;
  ticks: number;
  instances: number;
};

const mib = (kib: number) => kib / 1024;

async function run(databasePath: string, runAt: string): Promise<EmailsRunReport> {
  const { client, db } = await openNodeDatabase(`file:${databasePath}`);
  const config = configFromEnv({ SEED_DEMO: "0" }, "bench-secret-bench-secret-bench-secret-0123");
  const deps = { db, config, clock: { now: () => new Date(runAt) }, sms: logSmsSender };
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

const { BENCH_EMAILS_DB, BENCH_EMAILS_AT } = process.env;
if (BENCH_EMAILS_DB && BENCH_EMAILS_AT)
  run(BENCH_EMAILS_DB, BENCH_EMAILS_AT).then(
    (report) => process.send?.(report, () => process.exit(0)),
    (e) => {
      console.error(e);
      process.exit(1);
    },
  );
