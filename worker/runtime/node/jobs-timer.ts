import { runJobsTick, type TickOptions } from "../../domains/jobs/runner";
import type { Logger } from "../../http/request-log";
import type { ServiceDeps } from "../../services/deps";

/**
 * The job runner on Node: one tick every JOBS_INTERVAL_SECONDS (default 60; 0 turns it off, for
 * people who run `npm run jobs:once` from their own cron). Ticks never overlap within a process
 * (the next is scheduled when one ends); other processes on the same database are kept apart by
 * the claims (worker/domains/jobs/claims.ts). The timer does not keep the process alive.
 * Decision: docs/decisions/2026-11-26-job-runner.md
 */

export const DEFAULT_JOBS_INTERVAL_SECONDS = 60;

/** JOBS_INTERVAL_SECONDS as a whole number of seconds ≥ 0 (0 = off). */
export function jobsIntervalSeconds(env: Record<string, string | undefined>): number {
  const raw = env.JOBS_INTERVAL_SECONDS?.trim();
  if (!raw) return DEFAULT_JOBS_INTERVAL_SECONDS;
  const seconds = Number(raw);
  if (!Number.isInteger(seconds) || seconds < 0)
    throw new Error(
      `JOBS_INTERVAL_SECONDS must be a whole number of seconds ≥ 0 (0 turns the runner off): ${raw}`,
    );
  return seconds;
}

export type JobsTimer = {
  /** Stops the timer and waits for a tick in progress (before the database is closed). */
  stop: () => Promise<void>;
};

/** Starts the timer, or answers null when `intervalSeconds` is 0 (off). */
export function startJobsTimer(
  deps: ServiceDeps,
  intervalSeconds: number,
  logger: Logger,
  options: Pick<TickOptions, "kinds"> = {},
): JobsTimer | null {
  if (intervalSeconds === 0) return null;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;

  const tick = async () => {
    try {
      const report = await runJobsTick(deps, {
        ...options,
        onError: (key, e) =>
          logger.write("error", "job failed", { key, reason: e instanceof Error ? e.message : String(e) }),
      });
      if (report.done.length > 0 || report.deferred > 0)
        logger.write("info", "jobs", { done: report.done.length, deferred: report.deferred });
    } catch (e) {
      // A tick that cannot even list its work (database away) tries again at the next interval.
      logger.write("error", "jobs tick failed", { reason: e instanceof Error ? e.message : String(e) });
    }
  };
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = tick().finally(() => {
        running = undefined;
        schedule();
      });
    }, intervalSeconds * 1000);
    timer.unref();
  };
  schedule();

  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
