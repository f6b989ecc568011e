import type { ServiceDeps } from "../../services/deps";
import { claimJob, finishJob, pruneDoneJobs, unavailableKeys } from "./claims";
import type { JobKind } from "./kind";
import { JOB_KINDS } from "./registry";

/**
 * One tick of the job runner, the same code on both runtimes: the Node timer
 * (worker/runtime/node/jobs-timer.ts), `npm run jobs:once`, and the Workers Cron Trigger
 * (worker/runtime/edge/runtime.ts `scheduled`). Each kind lists its due instances; those not done
 * nor held elsewhere are claimed one by one, run, and marked done. At most `maxInstances` per tick,
 * so a tick fits one Worker invocation; the rest waits for the next tick (a minute later).
 * Decision: docs/decisions/2026-11-26-job-runner.md
 */

/** Instances per tick, all kinds together (the nightly refresh of 5,000 clients is 5). */
export const MAX_INSTANCES_PER_TICK = 10;

export type TickOptions = {
  kinds?: readonly JobKind[];
  maxInstances?: number;
  /** Where a failed instance is reported (it is retried once its lease has passed). */
  onError?: (key: string, error: unknown) => void;
};

export type TickReport = {
  /** Keys this tick did. */
  done: string[];
  /** Keys this tick claimed whose work threw. */
  failed: string[];
  /** Due keys another runner held or finished first. */
  skipped: number;
  /** Due keys left for a later tick (over the budget). */
  deferred: number;
};

export async function runJobsTick(deps: ServiceDeps, options: TickOptions = {}): Promise<TickReport> {
  const kinds = options.kinds ?? JOB_KINDS;
  let budget = options.maxInstances ?? MAX_INSTANCES_PER_TICK;
  const report: TickReport = { done: [], failed: [], skipped: 0, deferred: 0 };
  for (const kind of kinds) {
    const due = await kind.due(deps, deps.clock.now());
    const taken = await unavailableKeys(
      deps,
      due.map((i) => i.key),
    );
    for (const instance of due) {
      if (taken.has(instance.key)) continue;
      if (budget === 0) {
        report.deferred++;
        continue;
      }
      const attempt = await claimJob(deps, kind.name, instance.key, kind.leaseSeconds);
      if (attempt === null) {
        report.skipped++;
        continue;
      }
      budget--;
      try {
        await instance.run();
      } catch (e) {
        // The claim stays until its lease passes: the lease is the retry delay.
        report.failed.push(instance.key);
        (options.onError ?? defaultOnError)(instance.key, e);
        continue;
      }
      await finishJob(deps, instance.key, attempt);
      report.done.push(instance.key);
    }
    report.skipped += taken.size;
  }
  await pruneDoneJobs(deps);
  return report;
}

function defaultOnError(key: string, error: unknown) {
  console.error(`[jobs] ${key} failed`, error);
}
