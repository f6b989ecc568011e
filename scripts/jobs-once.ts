// `npm run jobs:once`: one tick of the job runner against DATABASE_URL, for people who turn the
// server's timer off (JOBS_INTERVAL_SECONDS=0) and run jobs from their own cron. Safe beside a
// running server or another copy of itself: each job instance is claimed in the database.

import { migrateDatabase, openNodeDatabase } from "../db/node";
import { configFromEnv, systemClock } from "../worker/config";
import { runJobsTick } from "../worker/domains/jobs/runner";
import { logSmsSender } from "../worker/services/deps";

const url = process.env.DATABASE_URL || "file:.data/coach.db";
const { client, db } = await openNodeDatabase(url, process.env.DATABASE_AUTH_TOKEN);
await migrateDatabase(client);
// The jobs sign nothing, but the config needs a secret: a throwaway one is fine here.
const config = configFromEnv(process.env, process.env.JWT_SECRET || crypto.randomUUID().repeat(2));
const report = await runJobsTick({ db, config, clock: systemClock, sms: logSmsSender });
client.close();
console.log(
  `jobs: ${report.done.length} done, ${report.failed.length} failed, ${report.skipped} taken by another runner, ${report.deferred} left for the next tick`,
);
for (const key of report.done) console.log(`  done ${key}`);
if (report.failed.length > 0) process.exitCode = 1;
